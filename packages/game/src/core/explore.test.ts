import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command, CommandResult } from './api.js';
import { monsterList, removeMonster } from './cells.js';
import { createGame, perform } from './game.js';
import { buildFloor, floorFromAscii } from './floor.js';
import { stateHash } from './serialize.js';
import { knowledgeOf, Ter, type GameState } from './state.js';
import { view } from './view.js';

// ---- Plain references, written from the rules in words, not from explore.ts. ----

/** Terrain the player remembers at (x, y), as a `Ter` code, or -1 when never seen. */
function remembered(g: GameState, x: number, y: number): number {
  return knowledgeOf(g).memory[y * g.floor.width + x] - 1;
}

/** A cell the player could plan to walk: remembered floor, open or closed door, or stairs. */
function plannable(code: number): boolean {
  return code === Ter.Floor || code === Ter.DoorOpen || code === Ter.DoorClosed || code === Ter.Stairs;
}

const NEIGHBOURS = [-1, 0, 1]
  .flatMap((dy) => [-1, 0, 1].map((dx) => [dx, dy]))
  .filter(([dx, dy]) => dx || dy);

/** Steps (8-way) from the player to every remembered plannable cell, by breadth-first search. */
function stepsFromPlayer(g: GameState): Map<number, number> {
  const { width, height } = g.floor;
  const start = g.player.y * width + g.player.x;
  const dist = new Map<number, number>([[start, 0]]);
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k];
    const x = i % width;
    const y = (i - x) / width;
    for (const [dx, dy] of NEIGHBOURS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (dist.has(j) || !plannable(remembered(g, nx, ny))) continue;
      dist.set(j, (dist.get(i) ?? 0) + 1);
      queue.push(j);
    }
  }
  return dist;
}

/** Remembered plannable cells with a never-seen neighbour. */
function edgeCells(g: GameState): number[] {
  const { width, height } = g.floor;
  const out: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!plannable(remembered(g, x, y))) continue;
      const open = NEIGHBOURS.some(([dx, dy]) => {
        const nx = x + dx;
        const ny = y + dy;
        return nx >= 0 && ny >= 0 && nx < width && ny < height && remembered(g, nx, ny) === -1;
      });
      if (open) out.push(y * width + x);
    }
  return out;
}

/** A game on floor `depth` of the seed, its monsters taken away and the player made hard to kill. */
function quietGame(seed: number, depth: number): GameState {
  const g = createGame(seed, depth === 0 ? {} : { floor: buildFloor(seed, depth) });
  for (const m of monsterList(g.floor)) removeMonster(g.floor, m);
  g.player.hp = g.player.maxHp = 10_000;
  return g;
}

interface Walk {
  readonly results: CommandResult[];
  readonly positions: { x: number; y: number }[];
  /** The real terrain under the player after each command. */
  readonly under: number[];
}

/** Sends the command until a step is refused or `limit` steps; a stop is only a pause (as a player presses again). */
function walk(g: GameState, command: Command, limit: number, untilStop = false): Walk {
  const results: CommandResult[] = [];
  const positions = [{ x: g.player.x, y: g.player.y }];
  const under: number[] = [];
  for (let k = 0; k < limit && g.outcome === 'playing'; k++) {
    const r = perform(g, command);
    results.push(r);
    positions.push({ x: g.player.x, y: g.player.y });
    under.push(g.floor.terrain[g.player.y * g.floor.width + g.player.x]);
    if (!r.tookTurn || (untilStop && r.stop !== undefined)) break;
  }
  return { results, positions, under };
}

describe('explore', () => {
  it('on floors 0 and 1 ends, every step to a neighbouring walkable cell or opening a door (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1 }), (seed, depth) => {
        const g = quietGame(seed, depth);
        const cells = g.floor.width * g.floor.height;
        const { results, positions, under } = walk(g, { kind: 'explore' }, 4 * cells);
        const last = results[results.length - 1];
        // It ended by itself (a refused step with a reason), long before the bound.
        expect(last.tookTurn).toBe(false);
        expect(last.stop).toMatch(
          /^(Explored everything you can reach\.|The only way on is through vacuum or fire\.)$/,
        );
        for (let k = 0; k < results.length; k++) {
          const r = results[k];
          const a = positions[k];
          const b = positions[k + 1];
          if (!r.tookTurn) {
            expect(b).toEqual(a);
            continue;
          }
          const d = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
          if (d === 0) {
            // Not a step: a door was opened by the bump.
            expect(r.events.some((e) => e.type === 'door' && e.actor === g.player.id && e.open)).toBe(true);
          } else {
            expect(d).toBe(1);
            expect([Ter.Floor, Ter.DoorOpen, Ter.Stairs]).toContain(under[k]);
          }
        }
        if (last.stop === 'Explored everything you can reach.') {
          // Reference: no edge of the known map is reachable over remembered cells.
          const steps = stepsFromPlayer(g);
          expect(edgeCells(g).filter((i) => steps.has(i))).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('gives the same steps and the same state for the same seed', () => {
    for (const seed of [3, 11]) {
      const a = quietGame(seed, 1);
      const b = quietGame(seed, 1);
      const wa = walk(a, { kind: 'explore' }, 3000);
      const wb = walk(b, { kind: 'explore' }, 3000);
      expect(wb.positions).toEqual(wa.positions);
      expect(wb.results.map((r) => r.stop)).toEqual(wa.results.map((r) => r.stop));
      expect(stateHash(b)).toBe(stateHash(a));
    }
  });

  it('refuses, spending no turn, with a monster in view', () => {
    const g = createGame(5, { floor: buildFloor(5, 1) });
    const m = Object.values(g.floor.monsters)[0];
    // Put a zombie right beside the player, where the lamp shows it.
    m.kind = 'zombie';
    g.floor.occupant[m.y * g.floor.width + m.x] = 0;
    const spot = NEIGHBOURS.map(([dx, dy]) => ({ x: g.player.x + dx, y: g.player.y + dy })).find(
      (c) =>
        g.floor.terrain[c.y * g.floor.width + c.x] === Ter.Floor &&
        g.floor.occupant[c.y * g.floor.width + c.x] === 0,
    );
    expect(spot).toBeDefined();
    if (spot === undefined) return;
    m.x = spot.x;
    m.y = spot.y;
    g.floor.occupant[spot.y * g.floor.width + spot.x] = m.id;
    knowledgeOf(g).seen[spot.y * g.floor.width + spot.x] = 1;
    const turn = g.turn;
    const at = { x: g.player.x, y: g.player.y };
    const r = perform(g, { kind: 'explore' });
    expect(r.tookTurn).toBe(false);
    expect(r.stop).toBe('Not with a zombie in view.');
    expect(g.turn).toBe(turn);
    expect({ x: g.player.x, y: g.player.y }).toEqual(at);
    expect(view(g).log.at(-1)?.text).toBe('Not with a zombie in view.');
  });

  it('says "Explored everything" once, however often the key is pressed after it', () => {
    // A corridor longer than the lamp reaches: exploring walks it, then says it is done.
    const wall = '#'.repeat(42);
    const g = createGame('calm', { floor: floorFromAscii([wall, `#@${'.'.repeat(39)}#`, wall]) });
    let last: CommandResult | undefined;
    for (let k = 0; k < 60 && last?.stop === undefined; k++) last = perform(g, { kind: 'explore' });
    expect(last?.tookTurn).toBe(true);
    expect(last?.stop).toBe('Explored everything you can reach.');
    // Pressed again twice: refused, and the same line counted, not a new one.
    for (let k = 0; k < 2; k++) expect(perform(g, { kind: 'explore' }).tookTurn).toBe(false);
    const lines = view(g).log.filter((l) => l.text === 'Explored everything you can reach.');
    expect(lines).toHaveLength(1);
    expect(lines[0].count).toBe(3);
  });
});

describe('travel', () => {
  it('arrives at known cells no slower than the shortest known way allows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), (seed, pick) => {
        const g = quietGame(seed, 1);
        walk(g, { kind: 'explore' }, 3000);
        const steps = stepsFromPlayer(g);
        const targets = [...steps.keys()].filter(
          (i) =>
            steps.get(i) !== 0 &&
            remembered(g, i % g.floor.width, Math.floor(i / g.floor.width)) !== Ter.DoorClosed,
        );
        if (targets.length === 0) return;
        const target = targets[pick % targets.length];
        const x = target % g.floor.width;
        const y = (target - x) / g.floor.width;
        const d = steps.get(target) ?? 0;
        let doors = 0;
        for (let i = 0; i < knowledgeOf(g).memory.length; i++) {
          const t = knowledgeOf(g).memory[i] - 1;
          if (t === Ter.DoorClosed || t === Ter.DoorOpen) doors++;
        }
        const turn0 = g.turn;
        const { results } = walk(g, { kind: 'travel', x, y }, 10 * d + 10, true);
        const last = results[results.length - 1];
        // Only a venting breach could stop a walk on a floor without monsters or unseen items.
        if (last.stop !== 'You arrive.') {
          expect(last.stop).toMatch(/vents|vacuum|oxygen|You see|Something here/);
          return;
        }
        expect({ x: g.player.x, y: g.player.y }).toEqual({ x, y });
        expect(g.turn - turn0).toBeGreaterThanOrEqual(d);
        expect(g.turn - turn0).toBeLessThanOrEqual(d + doors);
        // Only the last step says the journey is over.
        expect(results.slice(0, -1).every((r) => r.stop === undefined)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses unknown, unreachable and off-map targets, and the cell it stands on', () => {
    const g = quietGame(7, 1);
    const { width, height } = g.floor;
    let unknown = -1;
    for (let i = 0; i < knowledgeOf(g).memory.length && unknown < 0; i++)
      if (knowledgeOf(g).memory[i] === 0) unknown = i;
    const cases: [Command, string][] = [
      [{ kind: 'travel', x: width, y: 0 }, 'That is off the map.'],
      [{ kind: 'travel', x: 0, y: height }, 'That is off the map.'],
      [{ kind: 'travel', x: g.player.x, y: g.player.y }, 'You are already there.'],
      [{ kind: 'travel', x: unknown % width, y: Math.floor(unknown / width) }, 'You do not know that place.'],
    ];
    for (const [command, why] of cases) {
      const r = perform(g, command);
      expect(r.tookTurn).toBe(false);
      expect(r.stop).toBe(why);
    }
    expect(g.turn).toBe(0);
  });
});

describe('knownExit', () => {
  it('is the stairs once the player has seen them, and nothing before', () => {
    for (const seed of [2, 9, 21]) {
      const g = quietGame(seed, 1);
      const find = (): { x: number; y: number } | undefined => {
        for (let i = 0; i < knowledgeOf(g).memory.length; i++)
          if (knowledgeOf(g).memory[i] - 1 === Ter.Stairs)
            return { x: i % g.floor.width, y: Math.floor(i / g.floor.width) };
        return undefined;
      };
      expect(view(g).knownExit()).toEqual(find());
      walk(g, { kind: 'explore' }, 3000);
      const stairs = find();
      expect(stairs).toBeDefined();
      expect(view(g).knownExit()).toEqual(stairs);
    }
  });
});
