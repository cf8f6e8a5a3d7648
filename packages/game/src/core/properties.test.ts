import fc from 'fast-check';
import { addMonster, monsterList } from './cells.js';
import { describe, expect, it } from 'vitest';
import { TERRAINS, type Command, type GameView } from './api.js';
import { autoplay, botCommand, type BotMemory } from './bot.js';
import { buildFloor, floorFromAscii, makeMonster } from './floor.js';
import { createGame, perform } from './game.js';
import { deserialize, serialize, stateHash } from './serialize.js';
import { Ter, type GameState } from './state.js';
import { view } from './view.js';

/** Everything a view exposes, as plain data. */
function snapshot(v: GameView): unknown {
  const terrain: Array<string | null> = [];
  const visible: boolean[] = [];
  for (let y = -1; y <= v.height; y++) {
    for (let x = -1; x <= v.width; x++) {
      terrain.push(v.knownTerrain(x, y) ?? null);
      visible.push(v.isVisible(x, y));
    }
  }
  return {
    ...v,
    terrain,
    visible,
    actors: v.visibleActors(),
    items: v.knownItems(),
    targets: v.targets(),
    notes: v.knownNotes(),
  };
}

/** Plays the bot for `turns` turns, returning the commands it gave. */
function playBot(game: GameState, turns: number, skew = 0): Command[] {
  const memory: BotMemory = { depth: -1, floorTurns: 0 };
  const commands: Command[] = [];
  for (let k = 0; k < turns && game.outcome === 'playing'; k++) {
    const command: Command = skew > 0 && k % skew === 0 ? { kind: 'wait' } : botCommand(view(game), memory);
    commands.push(command);
    perform(game, command);
  }
  return commands;
}

describe('the view leaks nothing unseen (K2, T2)', () => {
  it('changing the real map behind an unseen wall leaves the view unchanged', () => {
    const rows = ['###########', '#@...#....#', '#....#.z..#', '#....#....#', '###########'];
    const g = createGame('leak', { floor: floorFromAscii(rows) });
    const before = JSON.stringify(snapshot(view(g)));
    const f = g.floor;
    // Behind the wall: knock down terrain, move the monster, drop an item.
    f.terrain[2 * f.width + 8] = Ter.Wall;
    f.terrain[1 * f.width + 6] = Ter.DoorClosed;
    const z = monsterList(f)[0];
    f.occupant[z.y * f.width + z.x] = 0;
    z.x = 8;
    z.y = 3;
    f.occupant[z.y * f.width + z.x] = z.id;
    f.items.push({ id: 77, kind: 'medkit', x: 7, y: 1, loaded: 0 });
    expect(JSON.stringify(snapshot(view(g)))).toBe(before);
  });

  it('remembered cells show terrain as last seen and no monsters', () => {
    const rows = ['##########', '#@.......#', '######+###', '     #...#', '     #####'];
    const g = createGame('memory', { floor: floorFromAscii(rows) });
    for (let k = 0; k < 5; k++) perform(g, { kind: 'move', dx: 1, dy: 0 });
    perform(g, { kind: 'move', dx: 0, dy: 1 }); // open the door
    perform(g, { kind: 'move', dx: 0, dy: 1 });
    perform(g, { kind: 'move', dx: 0, dy: 1 });
    const v = view(g);
    expect(v.knownTerrain(1, 1)).toBe('floor');
    // A monster appears where the player no longer sees: the view must not show it.
    const f = g.floor;
    addMonster(f, makeMonster(5, 'zombie', 1, 1));
    expect(view(g).isVisible(1, 1)).toBe(false);
    expect(
      view(g)
        .visibleActors()
        .some((a) => a.id === 5),
    ).toBe(false);
  });

  it('in a generated run, unseen cells keep what was last seen and seen cells show the truth (K2, K3)', () => {
    const g = createGame(11);
    const memory: BotMemory = { depth: -1, floorTurns: 0 };
    let previous: Array<string | undefined> = [];
    let depth = -1;
    for (let k = 0; k < 500 && g.outcome === 'playing'; k++) {
      perform(g, botCommand(view(g), memory));
      const v = view(g);
      const now: Array<string | undefined> = [];
      for (let y = 0; y < v.height; y++) {
        for (let x = 0; x < v.width; x++) {
          const i = y * v.width + x;
          now.push(v.knownTerrain(x, y));
          if (v.isVisible(x, y)) expect(now[i]).toBe(TERRAINS[g.floor.terrain[i]]);
          else if (depth === v.depth) expect(now[i]).toBe(previous[i]);
        }
      }
      for (const a of v.visibleActors()) expect(v.isVisible(a.x, a.y)).toBe(true);
      for (const m of monsterList(g.floor)) {
        const shown = v.visibleActors().some((a) => a.id === m.id);
        expect(shown).toBe(v.isVisible(m.x, m.y));
      }
      previous = now;
      depth = v.depth;
    }
  });
});

describe('M1: looking changes nothing', () => {
  it('building and reading the view leaves the state hash (and the gameplay stream) untouched', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 120 }), (seed, turns) => {
        const g = createGame(seed);
        playBot(g, turns);
        const before = stateHash(g);
        const rng = JSON.stringify(g.rng);
        for (let k = 0; k < 3; k++) snapshot(view(g));
        expect(stateHash(g)).toBe(before);
        expect(JSON.stringify(g.rng)).toBe(rng);
      }),
      { numRuns: 8 },
    );
  });

  it('a refused command changes nothing but the log', () => {
    const g = createGame('refused', { floor: floorFromAscii(['#####', '#@..#', '#####']) });
    const hashWithoutLog = (s: GameState): string => stateHash({ ...s, log: [] });
    const before = hashWithoutLog(g);
    expect(perform(g, { kind: 'move', dx: 0, dy: -1 }).tookTurn).toBe(false);
    expect(perform(g, { kind: 'reload' }).tookTurn).toBe(false);
    expect(hashWithoutLog(g)).toBe(before);
  });
});

describe('determinism', () => {
  it('X1: replaying a recorded command log from the seed reproduces the hash after every turn', () => {
    const seed = 'replay-7';
    const g = createGame(seed);
    const memory: BotMemory = { depth: -1, floorTurns: 0 };
    const commands: Command[] = [];
    const hashes: string[] = [];
    for (let k = 0; k < 600 && g.outcome === 'playing'; k++) {
      const c = botCommand(view(g), memory);
      commands.push(c);
      perform(g, c);
      hashes.push(stateHash(g));
    }
    const r = createGame(seed);
    commands.forEach((c, k) => {
      perform(r, c);
      expect(stateHash(r)).toBe(hashes[k]);
    });
  });

  it('X2: each floor depends only on the seed and the depth, whatever the player did (property)', () => {
    const layout = (f: GameState['floor']): string =>
      Array.from(f.familiar).join('') + JSON.stringify(f.items.map((i) => [i.id, i.kind, i.x, i.y]));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 5 }), (seed, skew) => {
        // The bot plays, now and then standing still instead (skew), so no two runs spend the
        // gameplay stream alike; each floor on arrival must be the one its seed and depth make.
        const g = createGame(seed);
        const memory: BotMemory = { depth: -1, floorTurns: 0 };
        let compared = -1;
        for (let k = 0; k < 3000 && g.outcome === 'playing'; k++) {
          if (g.floor.depth > compared) {
            compared = g.floor.depth;
            expect(layout(g.floor), `seed ${seed}, depth ${compared}`).toBe(
              layout(buildFloor(seed, compared).floor),
            );
          }
          perform(g, skew > 0 && k % (skew + 1) === 0 ? { kind: 'wait' } : botCommand(view(g), memory));
        }
        expect(compared).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 8 },
    );
  });

  it('X4: serialise → deserialise → continue gives the same hashes as continuing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 200 }), (seed, turns) => {
        const g = createGame(seed);
        playBot(g, turns);
        const copy = deserialize(serialize(g));
        expect(stateHash(copy)).toBe(stateHash(g));
        const m1: BotMemory = { depth: -1, floorTurns: 0 };
        const m2: BotMemory = { depth: -1, floorTurns: 0 };
        for (let k = 0; k < 60; k++) {
          perform(g, botCommand(view(g), m1));
          perform(copy, botCommand(view(copy), m2));
        }
        expect(stateHash(copy)).toBe(stateHash(g));
      }),
      { numRuns: 6 },
    );
  });

  it('different play gives different hashes (the hash sees the state)', () => {
    const a = createGame(5);
    const b = createGame(5);
    expect(stateHash(a)).toBe(stateHash(b));
    perform(b, { kind: 'wait' });
    expect(stateHash(a)).not.toBe(stateHash(b));
  });
});

describe('P5: monsters plan only through what they know', () => {
  it('a monster never steps into a cell absent from its knowledge, even when it is the short way', () => {
    // The short way (row 1) is open in reality but unknown to the monster; it must go round.
    const rows = ['###########', '#@.......z#', '#.#######.#', '#.........#', '###########'];
    const bare = floorFromAscii(rows);
    const f = bare.floor;
    // The monster was born knowing row 1 as wall (it was opened since, unseen by it).
    for (let x = 2; x <= 8; x++) f.familiar[1 * f.width + x] = Ter.Wall;
    const g = createGame('p5', { floor: bare });
    const z = monsterList(f)[0];
    z.lastKnown = 1 * f.width + 1;
    const visited: number[] = [];
    for (let k = 0; k < 40 && g.outcome === 'playing'; k++) {
      perform(g, { kind: 'wait' });
      visited.push(z.y * f.width + z.x);
    }
    for (const i of visited) expect(f.familiar[i]).not.toBe(Ter.Wall);
    expect(visited.some((i) => Math.floor(i / f.width) === 3)).toBe(true);
  });
});

describe('autoplay', () => {
  it('plays 30 seeds to an end without throwing, and gives the same line twice', () => {
    const results = [];
    for (let seed = 1; seed <= 30; seed++) {
      const r = autoplay(seed, 3000);
      expect(['won', 'died', 'adrift', 'turn-limit']).toContain(r.outcome);
      expect(r.seed).toBe(seed);
      expect(r.stateHash).toMatch(/^[0-9a-f]{16}$/);
      results.push(r);
    }
    for (const seed of [3, 17, 29]) expect(autoplay(seed, 3000)).toEqual(results[seed - 1]);
    expect(autoplay('kestrel-9', 500).seed).toBe('kestrel-9');
  });
});
