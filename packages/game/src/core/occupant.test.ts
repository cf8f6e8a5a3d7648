/**
 * SH1 and SH3 (techniques.md 1.17) for the game's layered grid: the floor's `occupant` layer holds
 * the player and each living creature in exactly the cell where it stands and nowhere else (bones
 * lie in no layer), and a step into an occupied cell meets that occupant.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botCommand, type BotMemory } from './bot.js';
import { monsterList } from './cells.js';
import { floorFromAscii } from './floor.js';
import { createGame, perform } from './game.js';
import type { GameState } from './state.js';
import { view } from './view.js';

/** The occupant layer, recounted from the positions of the player and the creatures. */
function expectedOccupants(g: GameState): Map<number, number> {
  const { floor, player } = g;
  const want = new Map<number, number>([[player.y * floor.width + player.x, player.id]]);
  for (const m of monsterList(floor)) {
    if (m.mode === 'bones' || m.hp <= 0) continue;
    const i = m.y * floor.width + m.x;
    // SH3: one actor to a cell.
    expect(want.has(i), `two actors in cell ${i}`).toBe(false);
    want.set(i, m.id);
  }
  return want;
}

function actualOccupants(g: GameState): Map<number, number> {
  const out = new Map<number, number>();
  g.floor.occupant.forEach((id, i) => {
    if (id !== 0) out.set(i, id);
  });
  return out;
}

describe('the occupant layer (SH1, SH3)', () => {
  it('after every turn of bot-played runs, holds each actor exactly where it stands (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const g = createGame(seed);
        const memory: BotMemory = { depth: -1, floorTurns: 0 };
        for (let k = 0; k < 600 && g.outcome === 'playing'; k++) {
          perform(g, botCommand(view(g), memory));
          if (g.outcome !== 'playing') break;
          expect(actualOccupants(g), `seed ${seed}, turn ${g.turn}`).toEqual(expectedOccupants(g));
        }
      }),
      { numRuns: 6 },
    );
  });

  it('a step into a cell a creature holds meets the creature, and neither moves into the other', () => {
    const g = createGame('sh3', { floor: floorFromAscii(['#####', '#@z.#', '#####']) });
    const z = monsterList(g.floor)[0];
    const result = perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(g.player).toMatchObject({ x: 1, y: 1 });
    expect(result.events).toContainEqual(
      expect.objectContaining({ type: 'attack', actor: g.player.id, target: z.id }),
    );
    expect(actualOccupants(g)).toEqual(expectedOccupants(g));
  });
});
