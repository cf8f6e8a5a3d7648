import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFrame } from './frame.js';
import { asciiActor, asciiView } from './ascii-view.js';
import { drawMap, followPlayer } from './map-view.js';
import { rowText } from './draw.js';

const rect = { x: 0, y: 0, width: 12, height: 5 };
const render = (v: ReturnType<typeof asciiView>) => {
  const f = createFrame(rect.width, rect.height);
  drawMap(f, v, followPlayer(v, rect));
  return f;
};
const same = (a: ReturnType<typeof createFrame>, b: ReturnType<typeof createFrame>): void => {
  expect(Array.from(a.glyph)).toEqual(Array.from(b.glyph));
  expect(Array.from(a.fg)).toEqual(Array.from(b.fg));
  expect(Array.from(a.bg)).toEqual(Array.from(b.bg));
};

describe('drawMap', () => {
  it('draws one character per cell: visible terrain, the player, unknown blank', () => {
    const v = asciiView({ map: ['#####', '#@.>#', '#####'], knowledge: ['vvvvv', 'vvvvv', 'vvv  '] });
    const f = createFrame(5, 3);
    drawMap(f, v, { rect: { x: 0, y: 0, width: 5, height: 3 }, originX: 0, originY: 0 });
    expect([rowText(f, 0), rowText(f, 1), rowText(f, 2)]).toEqual(['#####', '#@.>#', '###  ']);
    expect(f.bg[13]).toBe(0);
  });

  it('T2: the real map behind an unseen wall never changes the frame', () => {
    const knowledge = ['vvvv    ', 'vvvv    ', 'vvvv    '];
    const a = asciiView({ map: ['########', '#@.#...#', '########'], knowledge, actors: [asciiActor(5, 1)] });
    const b = asciiView({ map: ['#####  #', '#@.#%>&#', '####   #'], knowledge, actors: [] });
    same(render(a), render(b));
  });

  it('T2 over random hidden contents: only known cells matter', () => {
    const glyphs = ['#', '.', '+', '%', ' ', '>'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...glyphs), { minLength: 12, maxLength: 12 }), (hidden) => {
        const row = (s: string) => '#@.#' + s;
        const knowledge = ['vvvv', 'vvvr', 'vvvv'];
        const a = asciiView({
          map: [
            '####' + hidden.slice(0, 4).join(''),
            row(hidden.slice(4, 8).join('')),
            '####' + hidden.slice(8).join(''),
          ],
          knowledge,
        });
        const b = asciiView({ map: ['####....', row('####'), '####    '], knowledge });
        same(render(a), render(b));
      }),
    );
  });

  it('T3: remembered cells draw no creatures, only terrain and items as last seen', () => {
    const item = { id: 1, kind: 'medkit', name: 'medkit', glyph: '!', colour: 0xff4040, x: 4, y: 1 };
    const v = asciiView({
      map: ['#######', '#@....#', '#######'],
      knowledge: ['vvvrrrr', 'vvvrrrr', 'vvvrrrr'],
      actors: [asciiActor(3, 1), asciiActor(5, 1, 'tank', 'T')],
      items: [item],
    });
    // Even a view that (wrongly) reports creatures out of sight must not get them drawn.
    const leaky = { ...v, visibleActors: () => [asciiActor(3, 1), asciiActor(5, 1, 'tank', 'T')] };
    const f = createFrame(7, 3);
    drawMap(f, leaky, { rect: { x: 0, y: 0, width: 7, height: 3 }, originX: 0, originY: 0 });
    expect(rowText(f, 1)).toBe('#@..!.#');
    const i = 7 + 4;
    const [r, g, b] = [(f.fg[i] >>> 16) & 255, (f.fg[i] >>> 8) & 255, f.fg[i] & 255];
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('draws creatures in view in their colour', () => {
    const v = asciiView({
      map: ['#####', '#@.z#', '#####'],
      actors: [asciiActor(3, 1, 'zombie', 'z', 0x7fae5a)],
    });
    const f = createFrame(5, 3);
    drawMap(f, v, { rect: { x: 0, y: 0, width: 5, height: 3 }, originX: 0, originY: 0 });
    expect(rowText(f, 1)).toBe('#@.z#');
    expect(f.fg[8]).toBe(0x7fae5a);
  });

  it('lights cells in view less the farther they are from the player', () => {
    const v = asciiView({ map: ['@...........'] });
    const f = createFrame(12, 1);
    drawMap(f, v, { rect: { x: 0, y: 0, width: 12, height: 1 }, originX: 0, originY: 0 });
    for (let x = 2; x < 12; x++) expect(f.fg[x] & 0xff).toBeLessThanOrEqual(f.fg[x - 1] & 0xff);
    expect(f.fg[11] & 0xff).toBeLessThan(f.fg[1] & 0xff);
  });

  it('scrolls so the player stays in a viewport smaller than the map', () => {
    const map = Array.from({ length: 30 }, (_, y) =>
      y === 20 ? '.'.repeat(50) + '@' + '.'.repeat(19) : '.'.repeat(70),
    );
    const v = asciiView({ map });
    const f = createFrame(12, 5);
    const vp = followPlayer(v, rect);
    drawMap(f, v, vp);
    const rows = Array.from({ length: 5 }, (_, y) => rowText(f, y));
    expect(rows.join('').split('@').length).toBe(2);
    expect(rows[2][6]).toBe('@');
  });

  it('shows space as the starfield, dimmer when only remembered', () => {
    const map = ['@' + ' '.repeat(400)];
    const vis = asciiView({ map });
    const mem = asciiView({ map, knowledge: ['v' + 'r'.repeat(400)] });
    const r = { x: 0, y: 0, width: 401, height: 1 };
    const a = createFrame(401, 1);
    const b = createFrame(401, 1);
    drawMap(a, vis, { rect: r, originX: 0, originY: 0 });
    drawMap(b, mem, { rect: r, originX: 0, originY: 0 });
    expect(Array.from(a.glyph)).toEqual(Array.from(b.glyph));
    expect(Array.from(a.glyph).filter((g) => g === 0x2e).length).toBeGreaterThan(0);
    for (let x = 1; x < 401; x++) expect(b.bg[x] & 255).toBeLessThan(a.bg[x] & 255);
  });
});
