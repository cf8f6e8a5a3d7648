import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFrame, type Frame } from './frame.js';
import { asciiActor, asciiView } from './ascii-view.js';
import { drawMap, followPlayer } from './map-view.js';
import { rowText } from './draw.js';
import { channelSum } from './shade.js';
import { FLICKER_MS } from './palette.js';
import { STAR_GLYPH } from './starfield.js';

const rect = { x: 0, y: 0, width: 12, height: 5 };
const render = (v: ReturnType<typeof asciiView>) => {
  const f = createFrame(rect.width, rect.height);
  drawMap(f, v, followPlayer(v, rect));
  return f;
};
/** The colours a lone floor cell next to the player gets under a light. */
function floorUnder(light: readonly [number, number, number]): { fg: number; bg: number } {
  const f = createFrame(2, 1);
  drawMap(f, asciiView({ map: ['@.'], light: () => light }), {
    rect: { x: 0, y: 0, width: 2, height: 1 },
    originX: 0,
    originY: 0,
  });
  return { fg: f.fg[1], bg: f.bg[1] };
}
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

  it('draws a creature standing on a pile of bones as the creature, whatever order the view lists them in', () => {
    const bones = { ...asciiActor(3, 1, 'bones', ';', 0xe0e0d0), id: 77 };
    const zombie = asciiActor(3, 1, 'zombie', 'z', 0x7fae5a);
    for (const actors of [
      [bones, zombie],
      [zombie, bones],
    ]) {
      const v = asciiView({ map: ['#####', '#@..#', '#####'], actors });
      const f = createFrame(5, 3);
      drawMap(f, v, { rect: { x: 0, y: 0, width: 5, height: 3 }, originX: 0, originY: 0 });
      expect(rowText(f, 1)).toBe('#@.z#');
    }
    // Alone, the bones show.
    const alone = createFrame(5, 3);
    drawMap(alone, asciiView({ map: ['#####', '#@..#', '#####'], actors: [bones] }), {
      rect: { x: 0, y: 0, width: 5, height: 3 },
      originX: 0,
      originY: 0,
    });
    expect(rowText(alone, 1)).toBe('#@.;#');
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

  it('L1: with only a lamp, floor brightness never rises with distance along a clear ray, and peaks at the lamp', () => {
    // A lamp-like light of the toolkit's shape: 1 under the lamp, falling smoothly to 0 on the radius.
    const lampAt =
      (lx: number, ly: number, radius: number, colour: readonly [number, number, number]) =>
      (x: number, y: number): readonly [number, number, number] => {
        const d2 = (x - lx) ** 2 + (y - ly) ** 2;
        if (d2 >= radius * radius) return [0, 0, 0];
        const h2 = (radius / 3) ** 2;
        const edge = h2 / (radius * radius + h2);
        const k = (h2 / (d2 + h2) - edge) / (1 - edge);
        return [colour[0] * k, colour[1] * k, colour[2] * k];
      };
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 16 }),
        fc.constantFrom([0, 1], [1, 0], [1, 1], [-1, 1], [0, -1]),
        fc.tuple(
          fc.double({ min: 0.2, max: 1, noNaN: true }),
          fc.double({ min: 0.2, max: 1, noNaN: true }),
          fc.double({ min: 0.2, max: 1, noNaN: true }),
        ),
        (radius, [dx, dy], colour) => {
          const n = 25;
          const map = Array.from({ length: 2 * n + 1 }, (_, y) =>
            Array.from({ length: 2 * n + 1 }, (_, x) => (x === n && y === n ? '@' : '.')).join(''),
          );
          const v = asciiView({ map, light: lampAt(n, n, radius, colour) });
          const r = { x: 0, y: 0, width: 2 * n + 1, height: 2 * n + 1 };
          const f = createFrame(r.width, r.height);
          drawMap(f, v, { rect: r, originX: 0, originY: 0 });
          // The ray's cells from the player outwards (the player's own cell shows the floor's background).
          const bgs: number[] = [];
          const fgs: number[] = [];
          for (let k = 0; k <= n; k++) {
            const i = (n + dy * k) * r.width + n + dx * k;
            bgs.push(channelSum(f.bg[i]));
            fgs.push(channelSum(f.fg[i]));
          }
          for (let k = 1; k <= n; k++) {
            expect(bgs[k]).toBeLessThanOrEqual(bgs[k - 1]);
            if (k > 1) expect(fgs[k]).toBeLessThanOrEqual(fgs[k - 1]);
          }
          expect(Math.max(...bgs)).toBe(bgs[0]);
          // No plateau next to the lamp, and beyond the radius only the ambient floor remains.
          expect(fgs[2]).toBeLessThan(fgs[1]);
          const far = Math.ceil(radius * Math.SQRT2);
          const dark = floorUnder([0, 0, 0]);
          for (let k = far; k <= n; k++) expect(fgs[k]).toBe(channelSum(dark.fg));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('colours a lit cell by its light: red light reddens, white light keeps the tile hue', () => {
    const red = floorUnder([1, 0.1, 0.1]);
    const white = floorUnder([1, 1, 1]);
    const ch = (c: number, s: number): number => (c >>> s) & 255;
    expect(ch(red.fg, 16)).toBe(ch(white.fg, 16));
    expect(ch(red.fg, 8)).toBeLessThan(ch(white.fg, 8));
    expect(ch(red.bg, 16) - ch(red.bg, 0)).toBeGreaterThan(ch(white.bg, 16) - ch(white.bg, 0));
  });

  it('L4: the starfield through a window is the same whatever the lights do', () => {
    const map = ['     ', '#%%%#', '#.@.#', '#####'];
    const knowledge = ['vvvvv', 'vvvvv', 'vvvvv', 'vvvvv'];
    const frames = [
      () => [1, 1, 1] as const,
      () => [0.05, 0.02, 0.01] as const,
      (x: number) => [x / 4, 0, 1 - x / 4] as const,
    ].map((light) => {
      const v = asciiView({ map, knowledge, light });
      const f = createFrame(5, 4);
      drawMap(f, v, { rect: { x: 0, y: 0, width: 5, height: 4 }, originX: 0, originY: 0 });
      return f;
    });
    for (const f of frames.slice(1)) {
      for (let x = 0; x < 5; x++) {
        expect([f.glyph[x], f.fg[x], f.bg[x]]).toEqual([
          frames[0].glyph[x],
          frames[0].fg[x],
          frames[0].bg[x],
        ]);
      }
      // ...while the lit floor does change with the light.
      expect(f.bg[11]).not.toBe(frames[0].bg[11]);
    }
  });

  it('V8: floor without air is tinted blue, flowing air red, under the same light', () => {
    const map = ['######', '#@...#', '######'];
    const v = asciiView({ map, air: ['      ', ' ..fv ', '      '], light: () => [0.8, 0.8, 0.8] });
    const f = createFrame(6, 3);
    drawMap(f, v, { rect: { x: 0, y: 0, width: 6, height: 3 }, originX: 0, originY: 0 });
    const rgbOf = (c: number): number[] => [(c >>> 16) & 255, (c >>> 8) & 255, c & 255];
    const plain = rgbOf(f.fg[8]);
    const flowing = rgbOf(f.fg[9]);
    const vacuum = rgbOf(f.fg[10]);
    // The overlay multiplies the plain shade: blue keeps blue and halves red and green; red the reverse.
    expect(vacuum[2]).toBe(plain[2]);
    expect(vacuum[0]).toBeLessThan(plain[0] * 0.51 + 1);
    expect(vacuum[1]).toBeLessThan(plain[1] * 0.51 + 1);
    expect(flowing[0]).toBe(plain[0]);
    expect(flowing[1]).toBeLessThan(plain[1] * 0.51 + 1);
    expect(flowing[2]).toBeLessThan(plain[2] * 0.51 + 1);
    // The background takes a wash of the warning colour.
    const bgOf = (i: number): number[] => rgbOf(f.bg[i]);
    expect(bgOf(10)[2] - bgOf(10)[0]).toBeGreaterThan(bgOf(8)[2] - bgOf(8)[0] + 30);
    expect(bgOf(9)[0] - bgOf(9)[2]).toBeGreaterThan(bgOf(8)[0] - bgOf(8)[2] + 30);
    // Walls hold no air: never tinted.
    const w = createFrame(6, 3);
    drawMap(w, asciiView({ map, light: () => [0.8, 0.8, 0.8] }), {
      rect: { x: 0, y: 0, width: 6, height: 3 },
      originX: 0,
      originY: 0,
    });
    expect(Array.from(f.fg.slice(0, 6))).toEqual(Array.from(w.fg.slice(0, 6)));
  });

  it('a closed door holding vacuum back wears the vacuum tint; one between two airy rooms does not', () => {
    const map = ['#######', '#@.+..#', '#######'];
    const draw = (air?: string[]): Frame => {
      const f = createFrame(7, 3);
      drawMap(f, asciiView({ map, air, light: () => [0.8, 0.8, 0.8] }), {
        rect: { x: 0, y: 0, width: 7, height: 3 },
        originX: 0,
        originY: 0,
      });
      return f;
    };
    const held = draw(['       ', '    vv ', '       ']);
    const calm = draw();
    const door = 7 + 3;
    const rgbOf = (c: number): number[] => [(c >>> 16) & 255, (c >>> 8) & 255, c & 255];
    expect(held.glyph[door]).toBe(calm.glyph[door]);
    // Blue kept, red and green halved, as on a vacuum floor.
    expect(rgbOf(held.fg[door])[2]).toBe(rgbOf(calm.fg[door])[2]);
    expect(rgbOf(held.fg[door])[0]).toBeLessThan(rgbOf(calm.fg[door])[0] * 0.51 + 1);
  });

  it('draws fire as a flickering § that depends only on the cell and the cosmetic clock', () => {
    const v = asciiView({ map: ['#######', '#@....#', '#######'], fire: ['       ', '   ^^  ', '       '] });
    const at = (time: number) => {
      const f = createFrame(7, 3);
      drawMap(f, v, { rect: { x: 0, y: 0, width: 7, height: 3 }, originX: 0, originY: 0 }, { time });
      return f;
    };
    const a = at(0);
    expect(rowText(a, 1)).toBe('#@.§§.#');
    same(at(0), a);
    let changed = false;
    for (let t = 1; t < 40 && !changed; t++) {
      const b = at(t * FLICKER_MS);
      changed = b.fg[10] !== a.fg[10] || b.bg[10] !== a.bg[10] || b.fg[11] !== a.fg[11];
      expect(rowText(b, 1)).toBe('#@.§§.#');
    }
    expect(changed).toBe(true);
    // A remembered fire is not shown: the view reports fire only where the player sees.
    const mem = asciiView({
      map: ['#######', '#@....#', '#######'],
      fire: ['       ', '   ^^  ', '       '],
      knowledge: ['vvvrrrr', 'vvvrrrr', 'vvvrrrr'],
    });
    const m = createFrame(7, 3);
    drawMap(m, mem, { rect: { x: 0, y: 0, width: 7, height: 3 }, originX: 0, originY: 0 }, { time: 0 });
    expect(rowText(m, 1)).toBe('#@....#');
  });

  it('draws a breach as a * over the space background, untouched by light, and apart from open space', () => {
    const map = ['##*##', '#.@.#', '#####'];
    const lit = (light: () => readonly [number, number, number]) => {
      const f = createFrame(5, 3);
      drawMap(f, asciiView({ map, light }), {
        rect: { x: 0, y: 0, width: 5, height: 3 },
        originX: 0,
        originY: 0,
      });
      return f;
    };
    const a = lit(() => [1, 1, 1]);
    const b = lit(() => [0.1, 0.5, 0.05]);
    expect(rowText(a, 0)).toBe('##*##');
    expect([a.fg[2], a.bg[2]]).toEqual([b.fg[2], b.bg[2]]);
    expect(a.bg[2] & 255).toBeGreaterThan((a.bg[2] >>> 16) & 255); // space blue behind it
  });

  it("flashes the last turn's shot path and blast, on seen cells only", () => {
    const map = ['#########', '#@......#', '#########'];
    const knowledge = ['vvvvvvrrr', 'vvvvvvrrr', 'vvvvvvrrr'];
    const v = asciiView({ map, knowledge });
    const r = { rect: { x: 0, y: 0, width: 9, height: 3 }, originX: 0, originY: 0 };
    const plain = createFrame(9, 3);
    drawMap(plain, v, r);
    const shot = createFrame(9, 3);
    const path = [2, 3, 4, 5, 6, 7].map((x) => ({ x, y: 1 }));
    drawMap(shot, v, r, { events: [{ type: 'shot', weapon: 'pistol', path, stoppedBy: 'wall' }] });
    for (const x of [2, 3, 4, 5]) expect(shot.bg[9 + x]).not.toBe(plain.bg[9 + x]);
    for (const x of [6, 7]) expect(shot.bg[9 + x]).toBe(plain.bg[9 + x]);
    expect(Array.from(shot.glyph)).toEqual(Array.from(plain.glyph));
    const blast = createFrame(9, 3);
    drawMap(blast, v, r, { events: [{ type: 'explosion', at: { x: 4, y: 1 }, radius: 1 }] });
    for (const x of [3, 4, 5]) expect(blast.bg[9 + x]).not.toBe(plain.bg[9 + x]);
    for (const x of [1, 6, 7]) expect(blast.bg[9 + x]).toBe(plain.bg[9 + x]);
  });

  it('marks the player who is on fire', () => {
    const base = asciiView({ map: ['@..'] });
    const burning = asciiView({ map: ['@..'], player: { burning: true } });
    const a = createFrame(3, 1);
    const b = createFrame(3, 1);
    drawMap(a, base, { rect: { x: 0, y: 0, width: 3, height: 1 }, originX: 0, originY: 0 });
    drawMap(b, burning, { rect: { x: 0, y: 0, width: 3, height: 1 }, originX: 0, originY: 0 });
    expect(b.glyph[0]).toBe(0x40);
    expect(b.bg[0]).not.toBe(a.bg[0]);
    expect((b.bg[0] >>> 16) & 255).toBeGreaterThan(b.bg[0] & 255);
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
    expect(Array.from(a.glyph).filter((g) => g === STAR_GLYPH).length).toBeGreaterThan(0);
    // Stars are never the deck's '.'.
    expect(Array.from(a.glyph)).not.toContain(0x2e);
    for (let x = 1; x < 401; x++) expect(b.bg[x] & 255).toBeLessThan(a.bg[x] & 255);
  });
});
