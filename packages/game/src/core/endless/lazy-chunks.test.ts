/**
 * CH5 (techniques.md 1.19): entering chunk c makes exactly c and its eight neighbours (nothing beyond
 * them), and entering a chunk met before writes no new chunk.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryChunkSource } from './chunk.js';
import { createEndlessGame } from './endless.js';
import { recentre } from './window.js';

const block = (cx: number, cy: number): string[] => {
  const out: string[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) out.push(`${cx + dx},${cy + dy}`);
  return out;
};

describe('CH5: lazy generation', () => {
  it('entering a chunk makes exactly it and its 8 neighbours exist; coming back makes nothing', () => {
    const king = fc.constantFrom([1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.array(king, { minLength: 1, maxLength: 12 }),
        (seed, path) => {
          const source = memoryChunkSource();
          const game = createEndlessGame(seed, source);
          const expected = new Set(block(0, 0));
          expect(new Set(source.chunks.keys())).toEqual(expected);
          expect(game.world!.generated).toBe(9);
          let cx = 0;
          let cy = 0;
          const visited = [[0, 0]];
          for (const [dx, dy] of path) {
            cx += dx;
            cy += dy;
            const fresh = block(cx, cy).filter((k) => !expected.has(k)).length;
            const before = game.world!.generated;
            recentre(game, source, cx, cy);
            for (const k of block(cx, cy)) expected.add(k);
            // Exactly the 3x3 block around every chunk entered so far, nothing beyond it.
            expect(new Set(source.chunks.keys())).toEqual(expected);
            expect(game.world!.generated - before).toBe(fresh);
            visited.push([cx, cy]);
          }
          // Re-entering chunks already visited: idempotent, no new row.
          const rows = source.chunks.size;
          const generated = game.world!.generated;
          for (const [vx, vy] of visited.reverse()) recentre(game, source, vx, vy);
          expect(source.chunks.size).toBe(rows);
          expect(game.world!.generated).toBe(generated);
        },
      ),
      { numRuns: 25 },
    );
  });
});
