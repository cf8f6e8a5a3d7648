import { createRng, dijkstraMap, DIRS8 } from '@hullbreach/toolkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheOf, monsterList, setTerrain } from './cells.js';
import { buildFloor, emptyFloor } from './floor.js';
import { createGame, perform } from './game.js';
import { approachMap, approachNear, fleeMap, framedCell, relaxFlee, unreached, walkMapsOf } from './maps.js';
import { stateHash } from './serialize.js';
import { monsterBelief } from './knowledge.js';
import { Ter, type FloorState, type GameState } from './state.js';
import { PLANNABLE } from './terrain.js';

/** The flee map as dijkstraMap computes it: every known cell a goal at its approach value times −6/5. */
function fleeByToolkit(
  walk: Uint8Array,
  approach: Float64Array,
  width: number,
  height: number,
): Float64Array {
  const goals: { x: number; y: number; cost: number }[] = [];
  for (let i = 0; i < approach.length; i++)
    if (walk[i] !== 0 && Number.isFinite(approach[i]))
      goals.push({ x: i % width, y: Math.floor(i / width), cost: Math.floor((approach[i] * -6) / 5) });
  return dijkstraMap({ width, height, walkable: walk }, goals, { topology: 8 });
}

describe('relaxFlee: the flee map without a goal per cell (issue 18.8)', () => {
  it('gives the same numbers as dijkstraMap over random walk masks and goals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 0.7, noNaN: true }),
        fc.nat(),
        (seed, width, height, density, at) => {
          const rng = createRng(`flee ${seed}`);
          const walk = new Uint8Array(width * height);
          for (let i = 0; i < walk.length; i++) walk[i] = rng.chance(density) ? 0 : 1;
          const goal = at % walk.length;
          const approach = dijkstraMap(
            { width, height, walkable: walk },
            [{ x: goal % width, y: Math.floor(goal / width) }],
            { topology: 8 },
          );
          const mine = Array.from(relaxFlee(walk, approach, width, height));
          const theirs = Array.from(fleeByToolkit(walk, approach, width, height));
          // toEqual tells 0 from -0: the goal's own cell must read 0 as the toolkit stores it.
          expect(mine).toEqual(theirs);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** The walk mask a key stands for: the familiar layout's plannable cells with the key's cells set. */
function maskOf(floor: FloorState, key: string): Uint8Array {
  const walk = Uint8Array.from(floor.familiar, (t) => PLANNABLE[t]);
  for (const part of key.split(',')) {
    if (part === '') continue;
    const [cell, value] = part.split(':').map(Number);
    walk[cell] = value;
  }
  return walk;
}

/** A few cells flipped from the familiar layout, as a walk key (ascending cells, as walkKeyOf writes them). */
function randomKey(floor: FloorState, rng: ReturnType<typeof createRng>): string {
  const cells = new Set<number>();
  const flips = rng.int(0, 6);
  for (let k = 0; k < flips; k++) cells.add(rng.int(0, floor.familiar.length - 1));
  return [...cells]
    .sort((a, b) => a - b)
    .map((i) => `${i}:${1 - PLANNABLE[floor.familiar[i]]},`)
    .join('');
}

describe('approach maps searched only as far as asked (issue 18.8)', () => {
  it('hold the toolkit distance of every cell as near the goal as the one asked from, however often resumed or reused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5 }), (seed, depth) => {
        const rng = createRng(`near ${seed}`);
        const floor = buildFloor(`near ${seed}`, depth).floor;
        const { width, height } = floor;
        const key = randomKey(floor, rng);
        const walk = maskOf(floor, key);
        const maps = walkMapsOf(floor, key);
        const open: number[] = [];
        for (let i = 0; i < walk.length; i++) if (walk[i] !== 0) open.push(i);
        // More goals than a key keeps maps of, so dropped maps' arrays are reused for new ones.
        for (let round = 0; round < 120; round++) {
          // Mostly walkable goals; now and then any cell (a goal no walk enters reaches nothing).
          const goal = rng.chance(0.9) ? rng.pick(open) : rng.int(0, walk.length - 1);
          const whole = dijkstraMap(
            { width, height, walkable: walk },
            [{ x: goal % width, y: Math.floor(goal / width) }],
            { topology: 8 },
          );
          const wrong: string[] = [];
          for (let ask = rng.int(1, 3); ask > 0; ask--) {
            const from = rng.chance(0.8) ? rng.pick(open) : rng.int(0, walk.length - 1);
            const x = from % width;
            const y = (from - x) / width;
            const map = approachNear(floor, maps, goal, x, y);
            const far = unreached(map);
            const near = whole[from];
            for (let i = 0; i < whole.length; i++) {
              const held = map[framedCell(width, i % width, Math.floor(i / width))];
              const v = held === far ? Infinity : held;
              // Every cell as near as `from` is exact; the others are exact or not reached yet.
              if (v !== whole[i] && (whole[i] <= near || v !== Infinity))
                wrong.push(`goal ${goal} from ${from}: cell ${i} holds ${v}, not ${whole[i]}`);
            }
            // The frame is never entered.
            for (let k = 0; k < width + 2; k++)
              if (map[k] !== far || map[map.length - 1 - k] !== far)
                wrong.push(`goal ${goal}: the frame entered at ${k}`);
          }
          expect(wrong).toEqual([]);
          if (round % 10 === 0) expect(Array.from(approachMap(floor, key, goal))).toEqual(Array.from(whole));
          if (round % 4 === 0)
            expect(Array.from(fleeMap(floor, key, goal))).toEqual(
              Array.from(relaxFlee(walk, whole, width, height)),
            );
        }
      }),
      { numRuns: 12 },
    );
  });

  it('a game that keeps its walk maps plays exactly as one that searches them afresh every turn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5 }), (seed, depth) => {
        const make = (): GameState => {
          const game = createGame(`kept maps ${seed}`, { floor: buildFloor(`kept maps ${seed}`, depth) });
          game.player.hp = 1e9;
          game.player.maxHp = 1e9;
          return game;
        };
        const kept = make();
        const fresh = make();
        // Some monsters hurt enough to flee, so flee maps are kept and dropped too.
        for (const g of [kept, fresh]) for (const m of monsterList(g.floor)) if (m.id % 3 === 0) m.hp = 1;
        const rng = createRng(`kept maps moves ${seed}`);
        for (let k = 0; k < 80 && kept.outcome === 'playing'; k++) {
          const [dx, dy] = DIRS8[rng.int(0, 7)];
          const command = rng.chance(0.3) ? ({ kind: 'wait' } as const) : ({ kind: 'move', dx, dy } as const);
          delete cacheOf(fresh.floor).maps;
          perform(kept, command);
          perform(fresh, command);
          expect(stateHash(kept)).toBe(stateHash(fresh));
        }
      }),
      { numRuns: 10 },
    );
  });

  it("a monster's walk maps plan through exactly the cells it believes plannable, as doors and the hull change", () => {
    // Monster turns in which the monster's key differed from the layout as generated.
    let keyed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5 }), (seed, depth) => {
        const game = createGame(`walk key ${seed}`, { floor: buildFloor(`walk key ${seed}`, depth) });
        game.player.hp = 1e9;
        game.player.maxHp = 1e9;
        const f = game.floor;
        const rng = createRng(`walk key moves ${seed}`);
        for (let k = 0; k < 60 && game.outcome === 'playing'; k++) {
          // Change the layout where monsters may see it: a door opened or shut, a wall holed or mended.
          const cell = rng.int(0, f.terrain.length - 1);
          const t = f.terrain[cell];
          if (f.occupant[cell] === 0) {
            if (t === Ter.DoorOpen || t === Ter.DoorClosed)
              setTerrain(f, cell, t === Ter.DoorOpen ? Ter.DoorClosed : Ter.DoorOpen);
            else if (t === Ter.Wall) setTerrain(f, cell, Ter.Floor);
            else if (t === Ter.Floor) setTerrain(f, cell, Ter.Wall);
          }
          const [dx, dy] = DIRS8[rng.int(0, 7)];
          perform(game, rng.chance(0.3) ? { kind: 'wait' } : { kind: 'move', dx, dy });
          for (const m of monsterList(f)) {
            if (m.mode === 'bones') continue;
            const { walk } = walkMapsOf(f, m.walkKey);
            for (let i = 0; i < walk.length; i++)
              if (walk[i] !== PLANNABLE[monsterBelief(f, m, i)])
                expect(`cell ${i}: ${walk[i]}`).toBe(`cell ${i}: ${PLANNABLE[monsterBelief(f, m, i)]}`);
            if (m.walkKey !== '') keyed++;
          }
        }
      }),
      { numRuns: 12 },
    );
    // The changes reached monsters' knowledge: keys other than the layout's were checked.
    expect(keyed).toBeGreaterThan(0);
  });

  it('on a floor too large for 16-bit maps, hold the same numbers in 32 bits', () => {
    const width = 200;
    const height = 150;
    const floor = emptyFloor(0, width, height);
    const rng = createRng('large maps');
    for (let i = 0; i < floor.familiar.length; i++)
      floor.familiar[i] = rng.chance(0.25) ? Ter.Wall : Ter.Floor;
    const walk = maskOf(floor, '');
    const open: number[] = [];
    for (let i = 0; i < walk.length; i++) if (walk[i] !== 0) open.push(i);
    for (let round = 0; round < 4; round++) {
      const goal = rng.pick(open);
      const whole = dijkstraMap(
        { width, height, walkable: walk },
        [{ x: goal % width, y: Math.floor(goal / width) }],
        { topology: 8 },
      );
      const from = rng.pick(open);
      const map = approachNear(floor, walkMapsOf(floor, ''), goal, from % width, Math.floor(from / width));
      expect(map).toBeInstanceOf(Int32Array);
      expect(map[framedCell(width, from % width, Math.floor(from / width))]).toBe(whole[from]);
      expect(Array.from(approachMap(floor, '', goal))).toEqual(Array.from(whole));
      expect(Array.from(fleeMap(floor, '', goal))).toEqual(
        Array.from(fleeByToolkit(walk, whole, width, height)),
      );
    }
  });
});
