/**
 * L5 (techniques.md 1.7): light is what the player sees by, never a rule. The same commands played
 * with the cone lamp and with the round one (which light different cells, so the player sees and
 * remembers different things) leave the station itself the same after every turn.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from './api.js';
import { monsterList } from './cells.js';
import { buildFloor } from './floor.js';
import { createGame, perform } from './game.js';
import { DEFAULT_RULES } from './run-rules.js';
import type { GameState } from './state.js';

/** The station and everyone in it, without what the player knows or the log. */
function world(g: GameState): string {
  const { floor, player } = g;
  return JSON.stringify([
    g.turn,
    g.outcome,
    floor.depth,
    [player.x, player.y, player.hp, player.oxygen],
    monsterList(floor).map((m) => [m.id, m.kind, m.x, m.y, m.hp, m.mode]),
    floor.items.map((i) => [i.id, i.kind, i.x, i.y]),
    Array.from(floor.terrain),
    Array.from(floor.air),
    Array.from(floor.fire),
  ]);
}

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    dx: fc.integer({ min: -1, max: 1 }),
    dy: fc.integer({ min: -1, max: 1 }),
  }),
  fc.constant<Command>({ kind: 'wait' }),
  fc.record({
    kind: fc.constant('fire' as const),
    x: fc.integer({ min: 0, max: 63 }),
    y: fc.integer({ min: 0, max: 31 }),
  }),
);

describe('light is no rule (L5)', () => {
  it('the cone lamp and the round lamp leave the same station after the same commands (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(command, { minLength: 50, maxLength: 200 }),
        (seed, depth, commands) => {
          // A floor with creatures on it (the docking bay has none), played under either lamp.
          const on = (lamp: 'cone' | 'round'): GameState =>
            createGame(seed, { floor: buildFloor(seed, depth), rules: { ...DEFAULT_RULES, lamp } });
          const cone = on('cone');
          const round = on('round');
          expect(world(round)).toBe(world(cone));
          for (const c of commands) {
            if (cone.outcome !== 'playing') break;
            perform(cone, c);
            perform(round, c);
            expect(world(round)).toBe(world(cone));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
