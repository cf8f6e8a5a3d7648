import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { isWalkable4Connected } from '../checks.js';
import { levelToAscii, Tile } from '../level.js';
import { doorViolations, wallViolations } from '../station-parts/verify.js';
import { buildStation, generateStation, stationParams } from './station.js';

/** Room-size options as the game passes them for its roomier decks. */
const ROOMY = { minRoomWidth: 4, minRoomHeight: 3, stopArea: 48, stopChance: 0.4, hallChance: 0.5 };

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

describe('station room sizes (StationSplit options)', () => {
  it('draws exactly as before when the options are given at their defaults', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const plain = generateStation({ width: 40, height: 22, seed });
        const explicit = generateStation({
          width: 40,
          height: 22,
          seed,
          minRoomWidth: 3,
          minRoomHeight: 2,
          stopArea: 0,
          hallChance: 0,
          hallWidth: 2,
        });
        expect(levelToAscii(explicit)).toBe(levelToAscii(plain));
      }),
      { numRuns: 40 },
    );
  });

  it('keeps B1-B3 with the larger leaves and exact hall widths, and D1-D4, on every seed', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom([40, 22], [52, 27], [64, 32]), (seed, [width, height]) => {
        const { furnished } = buildStation(stationParams({ width, height, seed, ...ROOMY }), createRng(seed));
        expect(wallViolations(furnished, 4, 3, 2)).toEqual([]);
        expect(doorViolations(furnished)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('makes halls on some floors, each one a strip 2 wide between two lines', () => {
    let floorsWithHalls = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { furnished } = buildStation(
        stationParams({ width: 64, height: 32, seed, ...ROOMY }),
        createRng(seed),
      );
      const halls = furnished.bsp.halls ?? [];
      if (halls.length > 0) floorsWithHalls++;
      for (const hall of halls) {
        const vertical = hall.height > hall.width;
        const across = vertical ? hall.width : hall.height;
        expect(across).toBe(2);
        const lineAt = (at: number): boolean =>
          furnished.bsp.lines.some((l) => l.vertical === vertical && l.at === at);
        expect(lineAt(vertical ? hall.x - 1 : hall.y - 1)).toBe(true);
        expect(lineAt(vertical ? hall.x + 2 : hall.y + 2)).toBe(true);
      }
    }
    expect(floorsWithHalls).toBeGreaterThan(10);
  });

  it('gives fewer, larger rooms than the defaults on the same seeds', () => {
    let roomy = 0;
    let plain = 0;
    for (let seed = 1; seed <= 30; seed++) {
      roomy += generateStation({ width: 64, height: 32, seed, ...ROOMY }).rooms.length;
      plain += generateStation({ width: 64, height: 32, seed }).rooms.length;
    }
    expect(roomy).toBeLessThan(0.7 * plain);
  });

  it('sizes the docking bay by bayWidth x bayHeight, still two rooms and connected', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 9, max: 16 }),
        fc.integer({ min: 9, max: 12 }),
        (seed, bayWidth, bayHeight) => {
          const level = generateStation({ width: 24, height: 14, seed, small: true, bayWidth, bayHeight });
          let x0 = 24;
          let x1 = -1;
          let y0 = 14;
          let y1 = -1;
          for (let i = 0; i < level.tiles.length; i++) {
            if (level.tiles[i] === Tile.Void) continue;
            const x = i % 24;
            const y = (i - x) / 24;
            x0 = Math.min(x0, x);
            x1 = Math.max(x1, x);
            y0 = Math.min(y0, y);
            y1 = Math.max(y1, y);
          }
          expect(x1 - x0 + 1).toBeLessThanOrEqual(bayWidth);
          expect(y1 - y0 + 1).toBeLessThanOrEqual(bayHeight);
          expect(level.rooms.length).toBe(2);
          expect(isWalkable4Connected(level)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses room-size options out of range, naming them', () => {
    expect(() => generateStation({ width: 40, height: 22, seed: 1, hallChance: 2 })).toThrow(/"hallChance"/);
    expect(() => generateStation({ width: 40, height: 22, seed: 1, minRoomWidth: 1 })).toThrow(
      /"minRoomWidth"/,
    );
    expect(() => generateStation({ width: 24, height: 14, seed: 1, small: true, bayHeight: 8 })).toThrow(
      /"bayHeight" must be between 9 and 14/,
    );
  });
});
