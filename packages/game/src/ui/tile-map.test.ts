import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asciiActor, asciiView } from './ascii-view.js';
import { createFrame } from './frame.js';
import { drawMap } from './map-view.js';
import { cellAt, drawTileMap, followPlayerTiles, TILE } from './tile-map.js';

const STRIPE = 0x2584;

/** Draws a view both ways over a whole-map viewport at origin (0, 0). */
function both(spec: Parameters<typeof asciiView>[0]) {
  const v = asciiView(spec);
  const small = createFrame(v.width, v.height);
  drawMap(small, v, { rect: { x: 0, y: 0, width: v.width, height: v.height }, originX: 0, originY: 0 });
  const big = createFrame(v.width * TILE, v.height * TILE);
  drawTileMap(big, v, { rect: { x: 0, y: 0, width: big.width, height: big.height }, originX: 0, originY: 0 });
  return { v, small, big };
}

/** Reference: what a tile should be, written from the rule in words. */
function expectedKind(
  map: readonly string[],
  knowledge: readonly string[],
  x: number,
  y: number,
): 'blank' | 'top' | 'front' | 'glyph' {
  const known = (cx: number, cy: number): boolean => 'vr'.includes(knowledge[cy]?.[cx] ?? ' ');
  if (!known(x, y)) return 'blank';
  if (map[y][x] !== '#') return 'glyph';
  if (!known(x, y + 1) || y + 1 >= map.length) return 'top';
  return '#+%&'.includes(map[y + 1][x]) ? 'top' : 'front';
}

describe('drawTileMap', () => {
  it('gives every known wall a solid top or a striped front from the cell below as the player knows it', () => {
    const cells = fc.constantFrom('#', '.', '+', '%', "'");
    const know = fc.constantFrom('v', 'r', ' ');
    fc.assert(
      fc.property(
        fc.array(fc.array(cells, { minLength: 5, maxLength: 5 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.array(know, { minLength: 5, maxLength: 5 }), { minLength: 4, maxLength: 4 }),
        (g, k) => {
          const map = g.map((r) => r.join(''));
          map[0] = '@' + map[0].slice(1);
          const knowledge = k.map((r) => r.join(''));
          knowledge[0] = 'v' + knowledge[0].slice(1);
          const { small, big } = both({ map, knowledge });
          for (let y = 0; y < map.length; y++) {
            for (let x = 0; x < 5; x++) {
              const kind = expectedKind(map, knowledge, x, y);
              const s = y * 5 + x;
              const at = (dx: number, dy: number): number => (y * TILE + dy) * big.width + x * TILE + dx;
              if (kind === 'top') {
                for (let d = 0; d < 9; d++) {
                  expect(big.glyph[at(d % 3, Math.floor(d / 3))]).toBe(32);
                  expect(big.bg[at(d % 3, Math.floor(d / 3))]).toBe(small.fg[s]);
                }
              } else if (kind === 'front') {
                for (let dx = 0; dx < 3; dx++) {
                  expect(big.bg[at(dx, 0)]).toBe(small.fg[s]);
                  expect(big.bg[at(dx, 1)]).toBe(small.bg[s]);
                  expect(big.glyph[at(dx, 2)]).toBe(STRIPE);
                }
              } else {
                expect(big.glyph[at(1, 1)]).toBe(small.glyph[s]);
                expect(big.fg[at(1, 1)]).toBe(small.fg[s]);
                for (let d = 0; d < 9; d++) {
                  if (d === 4) continue;
                  expect(big.glyph[at(d % 3, Math.floor(d / 3))]).toBe(32);
                  expect(big.bg[at(d % 3, Math.floor(d / 3))]).toBe(small.bg[s]);
                }
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps creatures and the player in the middle of their tiles and spreads the cursor over its tile', () => {
    const v = asciiView({ map: ['#####', '#@.z#', '#####'], actors: [asciiActor(3, 1)] });
    const big = createFrame(15, 9);
    drawTileMap(
      big,
      v,
      { rect: { x: 0, y: 0, width: 15, height: 9 }, originX: 0, originY: 0 },
      { cursor: { x: 2, y: 1 } },
    );
    const mid = (x: number, y: number): number => big.glyph[(y * 3 + 1) * 15 + x * 3 + 1];
    expect(String.fromCodePoint(mid(1, 1), mid(2, 1), mid(3, 1))).toBe('@.z');
    // The cursor's colour fills its whole tile.
    for (let d = 0; d < 9; d++) expect(big.bg[(3 + Math.floor(d / 3)) * 15 + 6 + (d % 3)]).toBe(0xb07020);
    expect(big.bg[(3 + 1) * 15 + 3 + 1]).not.toBe(0xb07020);
  });
});

describe('cellAt and followPlayerTiles', () => {
  it('map the frame cell under the mouse to the map cell drawn there', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 3 }),
        (fx, fy, scale) => {
          const rect = { x: 2, y: 1, width: 31, height: 14 };
          const vp = { rect, originX: 5, originY: -2 };
          const got = cellAt(vp, scale, fx, fy);
          const cols = Math.floor(rect.width / scale);
          const rows = Math.floor(rect.height / scale);
          let want: { x: number; y: number } | undefined;
          for (let sy = 0; sy < rows; sy++)
            for (let sx = 0; sx < cols; sx++)
              if (fx >= rect.x + sx * scale && fx < rect.x + (sx + 1) * scale)
                if (fy >= rect.y + sy * scale && fy < rect.y + (sy + 1) * scale)
                  want = { x: 5 + sx, y: -2 + sy };
          expect(got).toEqual(want);
        },
      ),
    );
  });

  it('keeps the player inside the tiles shown', () => {
    const row = '#'.repeat(60);
    const map = [
      row,
      ...Array.from(
        { length: 30 },
        (_, y) => '#' + (y === 20 ? '.'.repeat(40) + '@' : '.'.repeat(41)) + '.'.repeat(17) + '#',
      ),
      row,
    ];
    const v = asciiView({ map });
    const vp = followPlayerTiles(v, { x: 0, y: 0, width: 30, height: 15 });
    expect(v.player.x - vp.originX).toBeGreaterThanOrEqual(0);
    expect(v.player.x - vp.originX).toBeLessThan(10);
    expect(v.player.y - vp.originY).toBeGreaterThanOrEqual(0);
    expect(v.player.y - vp.originY).toBeLessThan(5);
  });
});
