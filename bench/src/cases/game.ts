import { createRng, DIRS8 } from '@hullbreach/toolkit';
import {
  addMonster,
  buildFloor,
  createGame,
  LAST_FLOOR,
  makeMonster,
  monsterList,
  perform,
  type GameState,
  type MonsterKind,
} from '@hullbreach/game';
import type { BenchCase } from '../case.js';

/** Monsters on the floor during a timed turn. */
const MONSTER_COUNT = 60;

/**
 * A game on the largest floor (the engine deck) with its population topped up to 60 monsters on
 * random free floor cells, and a player who cannot die, so every timed turn is a full turn.
 */
function crowdedGame(seed: string): GameState {
  const bare = buildFloor(seed, LAST_FLOOR);
  const f = bare.floor;
  const rng = createRng(`${seed} crowd`);
  const kinds: MonsterKind[] = ['zombie', 'zombie', 'skeleton', 'tank'];
  let id = 900_000;
  while (monsterList(f).length < MONSTER_COUNT) {
    const x = rng.int(0, f.width - 1);
    const y = rng.int(0, f.height - 1);
    const i = y * f.width + x;
    if (f.terrain[i] !== 1 || f.occupant[i] !== 0 || (x === bare.start.x && y === bare.start.y)) continue;
    addMonster(f, makeMonster(id++, rng.pick(kinds), x, y));
  }
  const game = createGame(seed, { floor: bare });
  game.player.hp = 1e9;
  game.player.maxHp = 1e9;
  // Let the crowd wake up and spread before timing.
  for (let k = 0; k < 30; k++) perform(game, { kind: 'wait' });
  return game;
}

/** Game turn time: every monster sees (or not), decides and acts, with the player on the move. */
export const cases: BenchCase[] = [
  {
    group: 'game',
    name: `turn ${MONSTER_COUNT} monsters floor ${LAST_FLOOR}`,
    ours: {
      label: 'perform (player walks, monsters act)',
      setup() {
        const game = crowdedGame('bench turn');
        const rng = createRng('bench walk');
        let heading = 0;
        return () => {
          if (rng.chance(0.2)) heading = rng.int(0, 7);
          const [dx, dy] = DIRS8[heading];
          if (!perform(game, { kind: 'move', dx, dy }).tookTurn) {
            heading = rng.int(0, 7);
            perform(game, { kind: 'wait' });
          }
          return monsterList(game.floor).length;
        };
      },
    },
  },
  {
    group: 'game',
    name: `turn ${MONSTER_COUNT} monsters floor ${LAST_FLOOR} waiting`,
    ours: {
      label: 'perform (player waits)',
      setup() {
        const game = crowdedGame('bench wait');
        return () => {
          perform(game, { kind: 'wait' });
          return monsterList(game.floor).length;
        };
      },
    },
  },
];
