/**
 * P4, techniques.md 1.15: the RogueBasin dead-end case played out by a real fleeing monster. The
 * monster stands between the player and a dead end; the only way out is a side branch on the
 * player's side, so escaping means stepping toward the player first. The branch is long, since
 * the flee map (distance from the player times -1.2, smoothed) prefers a short dead end to a short
 * way out. Out of sight, a hurt monster keeps fleeing from where it last saw the player rather
 * than going back to look (which brought it into sight, to flee again, back and forth).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monsterList } from './cells.js';
import { floorFromAscii } from './floor.js';
import { createGame, perform } from './game.js';

describe('P4: a fleeing monster escapes a dead end past the player', () => {
  it('over many seeds and corridor lengths, it takes the branch on the player side instead of cowering', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 2, max: 4 }), // dead-end length behind the monster
        fc.integer({ min: 45, max: 60 }), // branch length: long enough that the -6/5 flee map prefers it (Brogue)
        (seed, deadEnd, branch) => {
          // Row 1: dead end, monster (z), gap, branch mouth, gap, player. The branch leaves row 1
          // downward one cell nearer to the player than the monster, then runs east far away.
          const zx = deadEnd + 1;
          const bx = zx + 2;
          const px = bx + 2;
          const width = Math.max(px + 3, bx + branch + 3);
          const row = (f: (x: number) => string): string =>
            Array.from({ length: width }, (_, x) => f(x)).join('');
          const rows = [
            row(() => '#'),
            row((x) => (x === zx ? 'z' : x === px ? '@' : x >= 1 && x <= px ? '.' : '#')),
            row((x) => (x === bx ? '.' : '#')),
            row((x) => (x === bx ? '.' : '#')),
            row((x) => (x >= bx && x <= bx + branch ? '.' : '#')),
            row(() => '#'),
          ];
          const g = createGame(`p4 ${seed}`, { floor: floorFromAscii(rows) });
          const z = monsterList(g.floor)[0];
          z.hp = 1; // badly hurt: it flees
          const seenRow: number[] = [];
          for (let k = 0; k < 80 && g.outcome === 'playing' && g.floor.monsters[z.id] !== undefined; k++) {
            perform(g, { kind: 'wait' });
            seenRow.push(z.y);
            expect(z.hp).toBe(1); // still badly hurt: every step must be a flight
          }
          // Not stalled in the dead end, nor at the branch mouth: well down the branch, out of reach.
          expect(seenRow).toContain(4);
          expect([z.y, z.x >= bx + 3]).toEqual([4, true]);
          // Once in the branch it never comes back up to the player's corridor.
          expect(seenRow.slice(seenRow.indexOf(4))).not.toContain(1);
        },
      ),
      { numRuns: 40 },
    );
  });
});
