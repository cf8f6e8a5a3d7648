import { createRng, DIRS8 } from '@hullbreach/toolkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowMap } from './atmosphere.js';
import { addMonster, monsterRoster, removeMonster, setFire, setTerrain } from './cells.js';
import { buildFloor, makeMonster } from './floor.js';
import { createGame, perform } from './game.js';
import { stateHash } from './serialize.js';
import { Ter, type GameState } from './state.js';
import { cellsOf, forget, hullWalls } from './kept.test.support.js';
import { terrainLog } from './terrain-log.js';

/**
 * What the air, fire and door systems keep across turns (issue 18.8) against a from-scratch
 * recompute: a game whose floor cache is forgotten before every turn must play exactly as one that
 * keeps it, on crowded floors that burn, vent and lose monsters.
 */

/** A floor at `depth` topped up to `count` monsters (bloats among them), with a player who does not die. */
function crowdedGame(seed: string, depth: number, count: number): GameState {
  const bare = buildFloor(seed, depth);
  const f = bare.floor;
  const rng = createRng(`${seed} crowd`);
  const kinds = ['zombie', 'skeleton', 'bloat', 'tank'];
  let id = 700_000;
  for (let tries = 0; tries < 5_000 && Object.keys(f.monsters).length < count; tries++) {
    const x = rng.int(0, f.width - 1);
    const y = rng.int(0, f.height - 1);
    const i = y * f.width + x;
    if (f.terrain[i] !== Ter.Floor || f.occupant[i] !== 0 || (x === bare.start.x && y === bare.start.y))
      continue;
    addMonster(f, makeMonster(id++, rng.pick(kinds), x, y));
  }
  const game = createGame(seed, { floor: bare });
  game.player.hp = 1e9;
  game.player.maxHp = 1e9;
  return game;
}

/**
 * The same change to both games, drawn from `rng`: a hull wall breached or a hole patched (set
 * directly, as the bench does, or through setTerrain), a door toggled, fires lit around the
 * player, or nothing.
 */
function stir(games: GameState[], rng: ReturnType<typeof createRng>): void {
  const f = games[0].floor;
  const roll = rng.int(0, 9);
  const pick = rng.int(0, 1 << 20);
  let cell = -1;
  let code = -1;
  if (roll === 0) {
    const walls = hullWalls(games[0]);
    if (walls.length > 0) [cell, code] = [walls[pick % walls.length], Ter.Breach];
  } else if (roll === 1) {
    const holes = cellsOf(games[0], Ter.Breach);
    if (holes.length > 0) [cell, code] = [holes[pick % holes.length], Ter.Wall];
  } else if (roll <= 4) {
    const doors = cellsOf(games[0], Ter.DoorOpen, Ter.DoorClosed);
    if (doors.length > 0) {
      cell = doors[pick % doors.length];
      code = f.terrain[cell] === Ter.DoorOpen ? Ter.DoorClosed : Ter.DoorOpen;
    }
  } else if (roll <= 6) {
    const p = games[0].player;
    for (const [dx, dy] of DIRS8) {
      const i = (p.y + 2 * dy) * f.width + p.x + 2 * dx;
      if (i >= 0 && i < f.terrain.length && f.terrain[i] === Ter.Floor && f.fire[i] === 0)
        for (const g of games) setFire(g.floor, i, 4);
    }
  }
  if (cell < 0 || f.occupant[cell] !== 0) return;
  // Half the time behind the floor's back (terrain written, layout bumped), as the bench scenarios do.
  const direct = (pick & 1) === 0;
  for (const g of games) {
    if (direct) {
      g.floor.terrain[cell] = code;
      g.floor.layout++;
    } else setTerrain(g.floor, cell, code);
  }
}

describe('air, fire and doors kept across turns (issue 18.8)', () => {
  it('a crowded floor that burns and vents plays exactly as one recomputed every turn', () => {
    let removed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 5 }), (seed, depth) => {
        const kept = crowdedGame(`sys ${seed}`, depth, 40);
        const fresh = crowdedGame(`sys ${seed}`, depth, 40);
        const rng = createRng(`sys moves ${seed}`);
        const before = Object.keys(kept.floor.monsters).length;
        for (let k = 0; k < 40 && kept.outcome === 'playing'; k++) {
          stir([kept, fresh], rng);
          const [dx, dy] = DIRS8[rng.int(0, 7)];
          const command = rng.chance(0.3) ? ({ kind: 'wait' } as const) : ({ kind: 'move', dx, dy } as const);
          forget(fresh);
          perform(kept, command);
          perform(fresh, command);
          expect(stateHash(kept)).toBe(stateHash(fresh));
          // The kept roster is the record's monsters in id order.
          expect(monsterRoster(kept.floor).list).toEqual(Object.values(kept.floor.monsters));
          // The terrain log's copy is the terrain, and the air's kept distances and order are rebuilt ones.
          expect(Array.from(terrainLog(kept.floor).copy)).toEqual(Array.from(kept.floor.terrain));
          forget(fresh);
          const keptMap = flowMap(kept.floor);
          const freshMap = flowMap(fresh.floor);
          expect(Array.from(keptMap.dist)).toEqual(Array.from(freshMap.dist));
          expect(Array.from(keptMap.order)).toEqual(Array.from(freshMap.order));
        }
        removed += before - Object.keys(kept.floor.monsters).length;
      }),
      { numRuns: 10 },
    );
    // Monsters burned away, fell into space or died, so the roster was listed again on the way.
    expect(removed).toBeGreaterThan(0);
  });

  it('the roster follows monsters added and removed, in id order', () => {
    const game = crowdedGame('sys roster', 2, 10);
    const f = game.floor;
    const first = monsterRoster(f);
    expect(monsterRoster(f)).toBe(first);
    const gone = first.list[3];
    removeMonster(f, gone);
    expect(first.live).toBe(false);
    expect(monsterRoster(f).list).not.toContain(gone);
    const spot = f.terrain.findIndex((t, i) => t === Ter.Floor && f.occupant[i] === 0);
    const low = makeMonster(2, 'zombie', spot % f.width, Math.floor(spot / f.width));
    addMonster(f, low);
    const now = monsterRoster(f).list;
    expect(now[0]).toBe(low);
    expect(now.map((m) => m.id)).toEqual(Object.values(f.monsters).map((m) => m.id));
    // A replaced record of monsters is listed anew.
    f.monsters = { [low.id]: low };
    expect(monsterRoster(f).list).toEqual([low]);
  });
});
