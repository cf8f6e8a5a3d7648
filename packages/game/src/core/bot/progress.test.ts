import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameView, ItemView, Terrain } from '../api.js';
import type { BotMemory } from './memory.js';
import { knownCells, stalled, STALL } from './progress.js';

/** A view of a width x height floor where only the cells in `known` are known, and `items` items. */
function fakeView(width: number, height: number, known: Set<number>, items: number): GameView {
  const list: ItemView[] = Array.from({ length: items }, (_, id) => ({
    id,
    kind: 'medkit',
    name: 'medkit',
    glyph: '+',
    colour: 0,
    x: 0,
    y: 0,
  }));
  const terrain = (x: number, y: number): Terrain | undefined =>
    known.has(y * width + x) ? 'floor' : undefined;
  return { width, height, knownTerrain: terrain, knownItems: () => list } as unknown as GameView;
}

describe('the bot notices when it gets nowhere', () => {
  it('counts exactly the known cells', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(99)), (cells) => {
        expect(knownCells(fakeView(10, 10, new Set(cells), 0))).toBe(cells.length);
      }),
    );
  });

  it('is stuck only after STALL turns with nothing new, and anything new starts the count again', () => {
    fc.assert(
      fc.property(
        // Each turn: 0 nothing happens, 1 a new cell is seen, 2 an item is found, 3 an item is taken.
        fc.array(fc.constantFrom(0, 0, 0, 0, 0, 0, 1, 2, 3), { minLength: 1, maxLength: 2 * STALL }),
        fc.integer({ min: 0, max: 2 * STALL }),
        (events, quiet) => {
          const known = new Set<number>([0]);
          let items = 1;
          const memory: BotMemory = { depth: 0, floorTurns: 0 };
          let since = 0;
          for (const e of [...events, ...Array<number>(quiet).fill(0)]) {
            const before = known.size * 1000 + items;
            if (e === 1) known.add(known.size);
            if (e === 2) items++;
            if (e === 3 && items > 0) items--;
            memory.floorTurns++;
            const changed = known.size * 1000 + items !== before;
            since = changed || memory.floorTurns === 1 ? 0 : since + 1;
            expect(stalled(fakeView(40, 40, known, items), memory)).toBe(since > STALL);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
