import { describe, expect, it } from 'vitest';
import { createFrame } from './frame.js';
import { drawBorder, fillRect, frameText, putText, rowText, textWidth } from './draw.js';

describe('frame drawing helpers', () => {
  it('writes text and clips it at the frame edge and at maxWidth', () => {
    const f = createFrame(6, 2);
    expect(putText(f, 3, 0, 'abcdef', 0xff0000)).toBe(6);
    expect(rowText(f, 0)).toBe('   abc');
    expect(f.fg[3]).toBe(0xff0000);
    putText(f, 0, 1, 'xyz', 0x00ff00, 0x0000ff, 2);
    expect(rowText(f, 1)).toBe('xy    ');
    expect(f.bg[6]).toBe(0x0000ff);
    expect(f.bg[8]).toBe(0);
  });

  it('ignores writes at negative coordinates', () => {
    const f = createFrame(3, 1);
    putText(f, -2, 0, 'abcd', 1);
    expect(rowText(f, 0)).toBe('cd ');
  });

  it('draws a closed border without touching the inside', () => {
    const f = createFrame(5, 4);
    fillRect(f, { x: 0, y: 0, width: 5, height: 4 }, 0x2e, 1, 2);
    drawBorder(f, { x: 0, y: 0, width: 5, height: 4 }, 3, 4);
    expect(frameText(f)).toBe('┌───┐\n│...│\n│...│\n└───┘');
    expect(f.bg[6]).toBe(2);
    expect(f.bg[0]).toBe(4);
  });

  it('counts astral characters as one cell', () => {
    expect(textWidth('a★b')).toBe(3);
  });
});
