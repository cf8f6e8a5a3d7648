import { computeFov } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { parseAsciiMap, renderVisible } from './ascii-map.js';

describe('parseAsciiMap', () => {
  it('pads ragged lines with void and ignores one final line end', () => {
    const map = parseAsciiMap('###\n#\r\n#.#.\n');
    expect([map.width, map.height]).toEqual([4, 3]);
    expect(map.cells.join('')).toBe('### #   #.#.');
  });

  it('makes only walls and closed doors opaque', () => {
    const map = parseAsciiMap('#+.%> <@');
    expect(Array.from(map.opaque)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
  });
});

describe('fov on a hand-made map', () => {
  const text = ['..........', '....#.....', '..........'].join('\n');

  it('hides what is behind a wall and shows the wall', () => {
    const map = parseAsciiMap(text);
    const origin = { x: 1, y: 1 };
    const out = renderVisible(map, computeFov(map, origin, 20), origin).split('\n');
    expect(out[1]).toBe('.@..#     ');
    expect(out[0]).toBe('..........');
  });

  it('stops at the radius', () => {
    const map = parseAsciiMap('.......');
    const origin = { x: 0, y: 0 };
    expect(renderVisible(map, computeFov(map, origin, 2), origin)).toBe('@..    \n');
  });

  it('a closed door blocks sight like a wall', () => {
    const map = parseAsciiMap('..+..');
    const origin = { x: 0, y: 0 };
    expect(renderVisible(map, computeFov(map, origin, 10), origin)).toBe('@.+  \n');
  });
});
