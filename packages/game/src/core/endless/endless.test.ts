import fc from 'fast-check';
import { createScheduler } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import type { Command } from '../api.js';
import { makeItem, makeMonster } from '../floor.js';
import { deserialize, serialize, stateHash } from '../serialize.js';
import type { ScheduleId } from '../schedule-ids.js';
import { Ter, type GameState } from '../state.js';
import { PLANNABLE } from '../terrain.js';
import { autoplayEndless, autoplayEndlessGame } from './bot.js';
import {
  CHUNK,
  CHUNK_CELLS,
  decodeChunk,
  emptyChunk,
  encodeChunk,
  memoryChunkSource,
  type ChunkContent,
  type ChunkData,
  type ChunkSource,
} from './chunk.js';
import { createEndlessGame, performEndless, settleWindow } from './endless.js';
import { chunkIdBase, IDS_PER_CHUNK, LOCK_TURNS, makeChunk } from './make.js';
import { chunkOf, extractChunk, WINDOW } from './window.js';

/** A chunk source that records every load that found stored data. */
function recordingSource(): ChunkSource & { loads: { cx: number; cy: number; data: ChunkData }[] } {
  const inner = memoryChunkSource();
  const loads: { cx: number; cy: number; data: ChunkData }[] = [];
  return {
    loads,
    load(cx, cy) {
      const data = inner.load(cx, cy);
      if (data !== undefined) loads.push({ cx, cy, data });
      return data;
    },
    save: (cx, cy, data) => inner.save(cx, cy, data),
  };
}

/** The stored bytes of the window chunk holding world chunk (cx, cy), as it stands now. */
function windowChunkBytes(game: GameState, cx: number, cy: number): ChunkData {
  const sched = createScheduler<ScheduleId>();
  sched.setState(game.schedule);
  const sx = cx - chunkOf(game.floor.originX);
  const sy = cy - chunkOf(game.floor.originY);
  return encodeChunk(extractChunk(game.floor, sched, sx, sy));
}

/** One step toward world cell (tx, ty) over the real terrain (doors count as open), 8-way. */
function stepToward(game: GameState, tx: number, ty: number): Command {
  const { floor, player } = game;
  const w = floor.width;
  const gx = tx - floor.originX;
  const gy = ty - floor.originY;
  const dist = new Int32Array(w * floor.height).fill(-1);
  const queue = [gy * w + gx];
  dist[gy * w + gx] = 0;
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k];
    const x = i % w;
    const y = (i - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= floor.height) continue;
        const j = ny * w + nx;
        if (dist[j] >= 0 || PLANNABLE[floor.terrain[j]] === 0) continue;
        dist[j] = dist[i] + 1;
        queue.push(j);
      }
    }
  }
  let best: Command = { kind: 'wait' };
  let bestD = dist[player.y * w + player.x];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const d = dist[(player.y + dy) * w + player.x + dx];
      if (d >= 0 && d < bestD) {
        bestD = d;
        best = { kind: 'move', dx, dy };
      }
    }
  }
  return best;
}

/** The floor cell nearest the middle of world chunk (cx, cy), in world coordinates (the chunk must be in the window). */
function middleOf(game: GameState, cx: number, cy: number): { x: number; y: number } {
  const { floor } = game;
  let best = { x: 0, y: 0 };
  let bestD = Infinity;
  for (let y = 0; y < CHUNK; y++) {
    for (let x = 0; x < CHUNK; x++) {
      const wx = cx * CHUNK + x;
      const wy = cy * CHUNK + y;
      const t = floor.terrain[(wy - floor.originY) * floor.width + wx - floor.originX];
      const d = (x - 16) ** 2 + (y - 16) ** 2;
      if (t === Ter.Floor && d < bestD) {
        bestD = d;
        best = { x: wx, y: wy };
      }
    }
  }
  return best;
}

/** Walks the player (made tough enough not to die) to the middle of chunk (cx, cy); returns the turns taken. */
function walkTo(game: GameState, source: ChunkSource, cx: number, cy: number, check: () => void): number {
  let turns = 0;
  for (; turns < 2000 && game.outcome === 'playing'; turns++) {
    game.player.hp = game.player.maxHp = 100000;
    const inChunk = chunkOf(game.floor.originX + game.player.x) === cx;
    const goal =
      inChunk && chunkOf(game.floor.originY + game.player.y) === cy
        ? middleOf(game, cx, cy)
        : middleOf(
            game,
            game.world!.cx + Math.sign(cx - game.world!.cx),
            game.world!.cy + Math.sign(cy - game.world!.cy),
          );
    if (goal.x === game.floor.originX + game.player.x && goal.y === game.floor.originY + game.player.y) {
      if (game.world!.cx === cx && game.world!.cy === cy) break;
    }
    performEndless(game, source, stepToward(game, goal.x, goal.y));
    check();
  }
  return turns;
}

/** A random chunk with every grid, item, monster, light and note filled from a seed. */
function randomChunk(seed: number): ChunkContent {
  let s = seed >>> 0 || 1;
  const next = (n: number): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
  const c = emptyChunk(next(200) - 100, next(200) - 100);
  for (let i = 0; i < CHUNK_CELLS; i++) {
    c.terrain[i] = next(9);
    c.familiar[i] = next(4) === 0 ? next(9) : c.terrain[i];
    c.air[i] = next(7);
    c.flow[i] = next(5) === 0 ? next(50) : 0;
    c.fire[i] = next(10) === 0 ? next(5) : 0;
    c.doorAge[i] = next(7);
    c.stamp[i] = next(3) === 0 ? next(5000) : 0;
    c.lock[i] = next(20) === 0 ? next(5) : 0;
    if (c.stamp[i] > 0) c.changed.push(i);
  }
  for (let k = next(5); k > 0; k--) c.items.push(makeItem(next(1e9), 'medkit', next(32), next(32), next(9)));
  for (let k = next(5); k > 0; k--) {
    const m = makeMonster(next(1e9) + 1, 'skeleton', next(32), next(32));
    m.known = { [next(1024)]: next(9), [next(1024)]: next(9) };
    m.lastKnown = next(2) === 0 ? -1 : next(1024);
    m.wander = next(1024);
    m.mode = (['hunting', 'fleeing', 'wandering', 'bones'] as const)[next(4)];
    m.hp = next(20) - 5;
    m.noticed = next(2) === 0;
    const extra = next(2) === 0 ? { variant: 'volatile', bonus: [1, 2] } : {};
    c.monsters.push({ monster: { ...m, ...extra }, delay: next(40) / 4 });
  }
  for (let k = next(3); k > 0; k--)
    c.lights.push({ x: next(32), y: next(32), colour: next(0xffffff), radius: next(9) });
  for (let k = next(2); k > 0; k--)
    c.notes.push({ x: next(32), y: next(32), text: 'Ünïcode nöte', seen: next(2) === 0 });
  return c;
}

describe('stored chunks', () => {
  it('decode(encode(chunk)) gives back every grid, item, monster (extra fields too), light and note', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const c = randomChunk(seed);
        expect(decodeChunk(encodeChunk(c))).toEqual(c);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses bytes that are not a stored chunk with a RangeError', () => {
    const good = encodeChunk(makeChunk(3, 1, 1));
    expect(() => decodeChunk(good.subarray(0, good.length - 1))).toThrow(RangeError);
    expect(() => decodeChunk(new Uint8Array([9, 0, 0]))).toThrow(RangeError);
    expect(() => decodeChunk(Uint8Array.from([...good, 0]))).toThrow(RangeError);
  });
});

describe('making chunks', () => {
  it('neighbours’ edge doors meet (same rows and columns, same locks), whatever order chunks are made in', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1e6 }), fc.string({ maxLength: 6 })),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -40, max: 40 }),
        fc.array(fc.nat(), { minLength: 9, maxLength: 9 }),
        (seed, ox, oy, keys) => {
          // A 3x3 block made in a random order, each chunk through a fresh source.
          const coords = [...Array(9).keys()]
            .map((k) => ({ cx: ox + (k % 3), cy: oy + Math.floor(k / 3), key: keys[k] }))
            .sort((a, b) => a.key - b.key);
          const made = new Map<string, ChunkContent>();
          for (const { cx, cy } of coords) made.set(`${cx},${cy}`, makeChunk(seed, cx, cy));
          const at = (cx: number, cy: number): ChunkContent => made.get(`${cx},${cy}`)!;
          const doorCells = (c: ChunkContent, side: 'n' | 'e' | 's' | 'w'): string[] => {
            const out: string[] = [];
            for (let k = 0; k < CHUNK; k++) {
              const x = side === 'e' ? CHUNK - 1 : side === 'w' ? 0 : k;
              const y = side === 's' ? CHUNK - 1 : side === 'n' ? 0 : k;
              const i = y * CHUNK + x;
              if (c.terrain[i] !== Ter.Wall) out.push(`${k}:${c.terrain[i]}:${c.lock[i]}`);
            }
            return out;
          };
          for (let y = 0; y < 3; y++) {
            for (let x = 0; x < 3; x++) {
              const c = at(ox + x, oy + y);
              for (const side of ['n', 'e', 's', 'w'] as const) expect(doorCells(c, side)).toHaveLength(1);
              if (x < 2) expect(doorCells(c, 'e')).toEqual(doorCells(at(ox + x + 1, oy + y), 'w'));
              if (y < 2) expect(doorCells(c, 's')).toEqual(doorCells(at(ox + x, oy + y + 1), 'n'));
              // Made alone, the chunk is the same as made after its neighbours.
              expect(encodeChunk(makeChunk(seed, ox + x, oy + y))).toEqual(encodeChunk(c));
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('chunk (0, 0) has no locked door and no monster; ids of different chunks never collide', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => {
        const c = makeChunk(seed, 0, 0);
        expect(c.lock.every((v) => v === 0)).toBe(true);
        expect(c.monsters).toHaveLength(0);
      }),
      { numRuns: 20 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (ax, ay, bx, by) => {
          fc.pre(ax !== bx || ay !== by);
          // Blocks of IDS_PER_CHUNK ids: distinct chunks' blocks are disjoint.
          expect(Math.abs(chunkIdBase(ax, ay) - chunkIdBase(bx, by))).toBeGreaterThanOrEqual(IDS_PER_CHUNK);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('danger grows with distance: more monsters far out than near the start', () => {
    const count = (d: number): number => {
      let n = 0;
      for (let k = 0; k < 12; k++) n += makeChunk(k, d, k % 3).monsters.length;
      return n;
    };
    expect(count(12)).toBeGreaterThan(count(1));
  });
});

describe('the Endless window', () => {
  it('walking out and back restores every chunk exactly as it was stored', () => {
    const source = recordingSource();
    const game = createEndlessGame(21, source);
    let compared = 0;
    let seenLoads = 0;
    const check = (): void => {
      // Every chunk that came back from the store reads back, in the window, as the bytes stored.
      for (; seenLoads < source.loads.length; seenLoads++) {
        const { cx, cy, data } = source.loads[seenLoads];
        expect(windowChunkBytes(game, cx, cy)).toEqual(data);
        compared++;
      }
    };
    walkTo(game, source, 3, 0, check);
    expect(game.world).toMatchObject({ cx: 3, cy: 0 });
    walkTo(game, source, 0, 0, check);
    expect(game.world).toMatchObject({ cx: 0, cy: 0 });
    // The way back loads every chunk of the way out again (3x3 around chunks 2..0 at least).
    expect(compared).toBeGreaterThanOrEqual(9);
  });

  it('a door forced open stays open-able (unlocked) after its chunk leaves and returns', () => {
    const source = memoryChunkSource();
    const game = createEndlessGame(5, source);
    const { floor } = game;
    const lock = floor.lock!;
    let door = -1;
    for (let i = 0; i < lock.length && door < 0; i++) if (lock[i] > 0) door = i;
    expect(door).toBeGreaterThanOrEqual(0);
    const wx = floor.originX + (door % WINDOW);
    const wy = floor.originY + Math.floor(door / WINDOW);
    const cx = chunkOf(wx);
    const cy = chunkOf(wy);
    // Stand the player next to it (teleport within the window for the test) and bump it.
    const nx = [1, -1, 0, 0].map((d, k) => ({
      x: (door % WINDOW) + d,
      y: Math.floor(door / WINDOW) + [0, 0, 1, -1][k],
    }));
    const stand = nx.find(
      (p) => floor.terrain[p.y * WINDOW + p.x] === Ter.Floor && floor.occupant[p.y * WINDOW + p.x] === 0,
    )!;
    floor.occupant[game.player.y * WINDOW + game.player.x] = 0;
    game.player.x = stand.x;
    game.player.y = stand.y;
    floor.occupant[stand.y * WINDOW + stand.x] = -1;
    game.player.hp = game.player.maxHp = 100000;
    const bump: Command = {
      kind: 'move',
      dx: (door % WINDOW) - stand.x,
      dy: Math.floor(door / WINDOW) - stand.y,
    };
    // The player now stands in another chunk: the window follows (positions below are world ones).
    settleWindow(game, source);
    const here = (): number => (wy - game.floor.originY) * WINDOW + wx - game.floor.originX;
    expect(game.floor.lock![here()]).toBe(LOCK_TURNS);
    for (let k = 1; k < LOCK_TURNS; k++) {
      performEndless(game, source, bump);
      expect(game.floor.terrain[here()]).toBe(Ter.DoorClosed);
      expect(game.floor.lock![here()]).toBe(LOCK_TURNS - k);
    }
    performEndless(game, source, bump);
    expect(game.floor.terrain[here()]).toBe(Ter.DoorOpen);
    expect(game.floor.lock![here()]).toBe(0);
    // Walk far enough that the door's chunk leaves the window, then come back: still unlocked.
    walkTo(game, source, cx + 3, cy, () => undefined);
    walkTo(game, source, cx, cy, () => undefined);
    expect(game.floor.lock![here()]).toBe(0);
    expect(game.floor.terrain[here()]).not.toBe(Ter.Wall);
  });

  it('a 5,000-turn Endless autoplay keeps only the 3x3 window in memory, and everything in it', () => {
    const source = memoryChunkSource();
    let turns = 0;
    let seed = 1;
    let most = 0;
    // The bot's runs, one after another in fresh worlds, until 5,000 turns have been played.
    while (turns < 5000) {
      const game = autoplayEndlessGame(seed++, 5000 - turns, source, (g) => {
        const { floor } = g;
        const resident = (floor.width / CHUNK) * (floor.height / CHUNK);
        most = Math.max(most, resident);
        expect(resident).toBeLessThanOrEqual(9);
        const inside = (p: { x: number; y: number }): boolean =>
          p.x >= 0 && p.y >= 0 && p.x < floor.width && p.y < floor.height;
        expect(Object.values(floor.monsters).every(inside)).toBe(true);
        expect(floor.items.every(inside)).toBe(true);
        expect(floor.changed.every((i) => i >= 0 && i < floor.terrain.length)).toBe(true);
        // The player is always in the centre chunk.
        expect(chunkOf(floor.originX + g.player.x)).toBe(g.world!.cx);
        expect(chunkOf(floor.originY + g.player.y)).toBe(g.world!.cy);
      });
      turns += game.turn;
    }
    expect(most).toBe(9);
  }, 120_000);
});

describe('Endless runs', () => {
  it('the same seed gives the same world and the same autoplay line in another run', () => {
    const a = memoryChunkSource();
    const b = memoryChunkSource();
    const ra = autoplayEndless(77, 400, a);
    const rb = autoplayEndless(77, 400, b);
    expect(rb).toEqual(ra);
    expect([...b.chunks.keys()].sort()).toEqual([...a.chunks.keys()].sort());
    for (const [key, data] of a.chunks) expect(b.chunks.get(key)).toEqual(data);
    expect(ra.chunks).toBe(a.chunks.size);
  });

  it('an Endless state serialises and plays on exactly as the original', () => {
    const source = memoryChunkSource();
    const game = createEndlessGame('pier', source);
    walkTo(game, source, 1, 0, () => undefined);
    const copy = deserialize(serialize(game));
    expect(stateHash(copy)).toBe(stateHash(game));
    const copySource = memoryChunkSource();
    for (const [k, v] of source.chunks) copySource.chunks.set(k, v);
    for (let k = 0; k < 150; k++) {
      const cmd = stepToward(game, CHUNK * 2 + 16, 16);
      performEndless(game, source, cmd);
      performEndless(copy, copySource, cmd);
    }
    expect(stateHash(copy)).toBe(stateHash(game));
    expect(copy.world).toEqual(game.world);
  });
});
