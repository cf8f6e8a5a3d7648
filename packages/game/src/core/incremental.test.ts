import { computeFov, createLighting, createRng, DIRS8, type Light } from '@hullbreach/toolkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowMap } from './atmosphere.js';
import { setFire, setTerrain } from './cells.js';
import { FIRE_LIGHT, LAMP, PLAYER } from './content.js';
import { buildFloor } from './floor.js';
import { createGame, perform } from './game.js';
import { lightOf } from './light-view.js';
import { changedBuckets, monsterSight, nearBeliefs, opacityOf, opacityTrack } from './incremental.js';
import { cellsOf, forget, hullWalls } from './kept.test.support.js';
import { stateHash } from './serialize.js';
import { knowledgeOf, Ter, type GameState } from './state.js';
import { AIRTIGHT, FLOORLESS, OPAQUE } from './terrain.js';

/** A game on a generated floor at `depth`, with a player who does not die, so every turn is played. */
function sturdyGame(seed: string, depth: number, cone: boolean): GameState {
  const game = createGame(seed, {
    floor: buildFloor(seed, depth),
    ...(cone ? { rules: { difficulty: 'normal', lamp: 'cone', autopickup: true } as const } : {}),
  });
  game.player.hp = 1e9;
  game.player.maxHp = 1e9;
  return game;
}

/** The round lamp, then every fixed light, flash and fire of the floor (in cell order), wherever they are. */
function everyLight(game: GameState): Light[] {
  const f = game.floor;
  const lights: Light[] = [{ x: game.player.x, y: game.player.y, color: LAMP.colour, radius: LAMP.radius }];
  for (const l of [...f.lights, ...f.flashes])
    lights.push({ x: l.x, y: l.y, color: l.colour, radius: l.radius });
  for (let i = 0; i < f.fire.length; i++)
    if (f.fire[i] !== 0)
      lights.push({
        x: i % f.width,
        y: Math.floor(i / f.width),
        color: FIRE_LIGHT.colour,
        radius: FIRE_LIGHT.radius,
      });
  return lights;
}

/** A hull wall (a wall next to open space), or -1. */
function hullWall(game: GameState, pick: number): number {
  const walls = hullWalls(game);
  return walls.length === 0 ? -1 : walls[pick % walls.length];
}

/** A hull wall with open space on one side and deck on the other (a breach there vents), or -1. */
function ventingWall(game: GameState, pick: number): number {
  const f = game.floor;
  const walls: number[] = [];
  for (let i = f.width; i < f.terrain.length - f.width; i++) {
    if (f.terrain[i] !== Ter.Wall) continue;
    const faces = (d: number): boolean =>
      FLOORLESS[f.terrain[i + d]] !== 0 &&
      AIRTIGHT[f.terrain[i - d]] === 0 &&
      FLOORLESS[f.terrain[i - d]] === 0;
    if ([-1, 1, -f.width, f.width].some(faces)) walls.push(i);
  }
  return walls.length === 0 ? -1 : walls[pick % walls.length];
}

/**
 * The same change to both games: a breach in the hull (one that vents, one time in two), a door
 * opened or shut, a breach patched, a fire lit, or nothing, drawn from `rng`.
 */
function stir(games: GameState[], rng: ReturnType<typeof createRng>): void {
  const f = games[0].floor;
  const roll = rng.int(0, 19);
  const pick = rng.int(0, 1 << 20);
  let cell = -1;
  let code = -1;
  if (roll <= 1) {
    cell = roll === 0 ? hullWall(games[0], pick) : ventingWall(games[0], pick);
    code = Ter.Breach;
  } else if (roll <= 5) {
    const doors = cellsOf(games[0], Ter.DoorOpen, Ter.DoorClosed);
    if (doors.length > 0) {
      cell = doors[pick % doors.length];
      code = f.terrain[cell] === Ter.DoorOpen ? Ter.DoorClosed : Ter.DoorOpen;
    }
  } else if (roll === 7) {
    // No rule patches a hole yet, but the air must follow any change of terrain.
    const holes = cellsOf(games[0], Ter.Breach);
    if (holes.length > 0) {
      cell = holes[pick % holes.length];
      code = Ter.Wall;
    }
  } else if (roll === 6) {
    const p = games[0].player;
    const [dx, dy] = DIRS8[pick % 8];
    const i = (p.y + 2 * dy) * f.width + p.x + 2 * dx;
    if (f.terrain[i] === Ter.Floor) for (const g of games) setFire(g.floor, i, 3);
  }
  if (cell >= 0 && code >= 0 && f.occupant[cell] === 0)
    for (const g of games) setTerrain(g.floor, cell, code);
}

/**
 * The floor's kept changed-cell index lists `floor.changed` bucket after bucket (list order within
 * a bucket), and each monster's kept mirror of its beliefs in that order holds what it believes
 * (its `known` entry, or the familiar layout).
 */
function expectChangedIndexHolds(game: GameState): void {
  const f = game.floor;
  const index = changedBuckets(f);
  const bucketOf = (i: number): number =>
    Math.floor(Math.floor(i / f.width) / index.size) * index.columns + Math.floor((i % f.width) / index.size);
  const grouped = f.changed
    .map((i, k) => ({ i, k }))
    .sort((a, b) => bucketOf(a.i) - bucketOf(b.i) || a.k - b.k)
    .map((e) => e.i);
  const laid = Array.from(index.cells.subarray(0, index.synced));
  expect(laid).toEqual(grouped);
  const buckets = Array.from(index.cells.subarray(0, index.synced), (_, k) => {
    let b = 0;
    while (index.start[b + 1] <= k) b++;
    return b;
  });
  expect(buckets).toEqual(laid.map(bucketOf));
  expect(Array.from(index.xs.subarray(0, index.synced))).toEqual(laid.map((i) => i % f.width));
  expect(Array.from(index.ys.subarray(0, index.synced))).toEqual(laid.map((i) => Math.floor(i / f.width)));
  const mirrors: number[] = [];
  const records: number[] = [];
  for (const m of Object.values(f.monsters)) {
    mirrors.push(...nearBeliefs(f, monsterSight(m, opacityTrack(f)), index).subarray(0, index.synced));
    records.push(...laid.map((i) => m.known[i] ?? f.familiar[i]));
  }
  expect(mirrors).toEqual(records);
}

describe('incremental sight, light and air (issue 18.8)', () => {
  it('a game that keeps its derived data plays exactly as one that recomputes it every turn', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (seed, depth, cone) => {
          const kept = sturdyGame(`inc ${seed}`, depth, cone);
          const fresh = sturdyGame(`inc ${seed}`, depth, cone);
          const rng = createRng(`inc moves ${seed}`);
          for (let k = 0; k < 60 && kept.outcome === 'playing'; k++) {
            stir([kept, fresh], rng);
            const [dx, dy] = DIRS8[rng.int(0, 7)];
            const command = rng.chance(0.25)
              ? ({ kind: 'wait' } as const)
              : ({ kind: 'move', dx, dy } as const);
            forget(fresh);
            const took = perform(kept, command).tookTurn;
            perform(fresh, command);
            expect(stateHash(kept)).toBe(stateHash(fresh));
            // A refused step looks no more than a run that just ended (pulled out through a breach).
            if (kept.outcome !== 'playing') break;
            if (!took) continue;
            const f = kept.floor;
            // What the player sees: the kept view is the toolkit's field of view from scratch.
            const view = computeFov(
              { width: f.width, height: f.height, opaque: Uint8Array.from(f.terrain, (t) => OPAQUE[t]) },
              { x: kept.player.x, y: kept.player.y },
              PLAYER.sight,
              { algorithm: 'symmetric' },
            );
            expect(Array.from(knowledgeOf(kept).visible)).toEqual(Array.from(view));
            expect(Array.from(knowledgeOf(kept).seen)).toEqual(Array.from(knowledgeOf(fresh).seen));
            expect(Array.from(opacityOf(f))).toEqual(Array.from(f.terrain, (t) => OPAQUE[t]));
            // (Every fourth turn: a stale mirror stays stale until the index is laid out again.)
            if (k % 4 === 0) expectChangedIndexHolds(kept);
            expect(Array.from(lightOf(kept))).toEqual(Array.from(lightOf(fresh)));
            // And the light is the toolkit's, from scratch, with every light on the floor, near or
            // not (the round lamp; the cone lamp adds its beam on the cone alone).
            if (!cone) {
              const scratch = createLighting().compute(
                { width: f.width, height: f.height, opaque: Uint8Array.from(f.terrain, (t) => OPAQUE[t]) },
                everyLight(kept),
                { viewer: { x: kept.player.x, y: kept.player.y, visible: knowledgeOf(kept).visible } },
              );
              expect(Array.from(lightOf(kept))).toEqual(Array.from(scratch));
            }
            // Noticing reads who stands where from `occupant`: every living monster is in it, and
            // every one on a cell seen now has been noticed (the scan over all monsters' answer).
            for (const m of Object.values(f.monsters)) {
              if (m.mode === 'bones') continue;
              const at = m.y * f.width + m.x;
              expect(f.occupant[at]).toBe(m.id);
              if (knowledgeOf(kept).seen[at] !== 0) expect(m.noticed).toBe(true);
            }
            // Air: the kept distances to space are the rebuilt ones.
            forget(fresh);
            const keptMap = flowMap(f);
            const freshMap = flowMap(fresh.floor);
            expect(Array.from(keptMap.dist)).toEqual(Array.from(freshMap.dist));
            // The order the air goes in (and so who is pulled first) is the rebuilt one too.
            expect(Array.from(keptMap.order)).toEqual(Array.from(freshMap.order));
          }
        },
      ),
      { numRuns: 24 },
    );
  });

  it('a door between sealed rooms searches nothing, and a breach searches only what now vents', () => {
    const game = sturdyGame('inc doors', 2, false);
    const f = game.floor;
    const first = flowMap(f);
    const door = f.terrain.findIndex((t) => t === Ter.DoorClosed || t === Ter.DoorOpen);
    expect(door).toBeGreaterThanOrEqual(0);
    expect(first.dist[door]).toBe(-1);
    setTerrain(f, door, f.terrain[door] === Ter.DoorOpen ? Ter.DoorClosed : Ter.DoorOpen);
    expect(flowMap(f).rebuilt).toBe(0);
    const wall = ventingWall(game, 0);
    const inside = [-1, 1, -f.width, f.width]
      .map((d) => wall + d)
      .find((j) => AIRTIGHT[f.terrain[j]] === 0 && FLOORLESS[f.terrain[j]] === 0);
    expect(inside).toBeDefined();
    expect(first.dist[inside as number]).toBe(-1);
    setTerrain(f, wall, Ter.Breach);
    const rebuilt = flowMap(f);
    expect(rebuilt.dist[wall]).toBe(0);
    // The rebuilt map joins the breach's room to space, and searched exactly the cells now venting.
    expect(rebuilt.dist[inside as number]).toBe(1);
    expect(rebuilt.rebuilt).toBe(rebuilt.order.length);
    expect(rebuilt.rebuilt).toBe(Array.from(rebuilt.dist).filter((d) => d > 0).length);
    // A layout bump that changed nothing for air searches nothing.
    f.layout++;
    expect(flowMap(f).rebuilt).toBe(0);
  });
});
