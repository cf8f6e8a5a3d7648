import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFloor, floorFromAscii, makeItem } from './floor.js';
import { createGame, perform } from './game.js';
import { morgueText } from './morgue.js';
import {
  CLASSIC_RULES,
  DEFAULT_RULES,
  DIFFICULTY,
  dailyDateOf,
  dailySeed,
  type Difficulty,
  type RunRules,
} from './run-rules.js';
import { deserialize, serialize, stateHash } from './serialize.js';
import { Ter } from './state.js';
import { view } from './view.js';
import { autoplayGame } from './bot.js';

const CONE: RunRules = { difficulty: 'normal', lamp: 'cone', autopickup: true };

/** A long dark hall: the player in the middle, a zombie five cells west (no lights but the lamp). */
const HALL = ['###############', '#.............#', '#..z....@.....#', '#.............#', '###############'];

function hall(rules: RunRules | undefined): ReturnType<typeof createGame> {
  return createGame('lamp', { floor: floorFromAscii(HALL), ...(rules === undefined ? {} : { rules }) });
}

function zombieSeen(g: ReturnType<typeof createGame>): boolean {
  return view(g)
    .visibleActors()
    .some((a) => a.kind === 'zombie');
}

describe('the lamp in your hand', () => {
  it('leaves a zombie behind the player in the dark, and shows it once they turn', () => {
    const g = hall(CONE);
    perform(g, { kind: 'move', dx: 1, dy: 0 }); // faces east, the zombie is west
    expect(g.player.facing).toBe(0);
    expect(zombieSeen(g)).toBe(false);
    perform(g, { kind: 'move', dx: -1, dy: 0 }); // turns west
    expect(g.player.facing).toBe(180);
    expect(zombieSeen(g)).toBe(true);
  });

  it('the round lamp (the option, and every game without rules) shows it either way', () => {
    for (const rules of [{ ...CONE, lamp: 'round' as const }, undefined]) {
      const g = hall(rules);
      perform(g, { kind: 'move', dx: 1, dy: 0 });
      expect(zombieSeen(g)).toBe(true);
    }
  });

  it('the halo lights the eight neighbours whichever way the player faces', () => {
    const g = hall(CONE);
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ]) {
      perform(g, { kind: 'move', dx, dy });
      const v = view(g);
      for (let y = -1; y <= 1; y++)
        for (let x = -1; x <= 1; x++) expect(v.isVisible(v.player.x + x, v.player.y + y)).toBe(true);
    }
  });

  it('firing turns the player toward the aim', () => {
    const g = hall(CONE);
    perform(g, { kind: 'fire', x: 3, y: 2 });
    expect(g.player.facing).toBe(180);
  });

  it('a state without rules keeps no facing (its hash is as it was before rules existed)', () => {
    const g = hall(undefined);
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(g.player.facing).toBeUndefined();
    expect(g.rules).toBeUndefined();
  });

  it('with rules, save and load midway plays on to the same hashes (facing is part of the state)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 5, max: 60 }), (seed, cut) => {
        const moves = autoplayGame(seed, cut, { rules: DEFAULT_RULES });
        const copy = deserialize(serialize(moves));
        expect(copy.player.facing).toBe(moves.player.facing);
        for (const command of [
          { kind: 'move', dx: -1, dy: 0 },
          { kind: 'wait' },
          { kind: 'move', dx: 0, dy: 1 },
        ] as const) {
          perform(moves, command);
          perform(copy, command);
          expect(stateHash(copy)).toBe(stateHash(moves));
        }
      }),
      { numRuns: 8 },
    );
  });
});

describe('difficulty', () => {
  const crew = (seed: number, depth: number, d: Difficulty): number =>
    Object.keys(buildFloor(seed, depth, d).floor.monsters).length;
  const items = (seed: number, depth: number, d: Difficulty, prefix: string): number =>
    buildFloor(seed, depth, d).floor.items.filter((i) => i.kind.startsWith(prefix)).length;

  const tanks = (seed: number, depth: number, d: Difficulty): number =>
    Object.values(buildFloor(seed, depth, d).floor.monsters).filter((m) => m.kind === 'tank').length;

  it('hard floors hold less ammunition than normal, easy ones a tank fewer from floor 3 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 5 }), (seed, depth) => {
        // Easy keeps the other creatures and takes one tank off each floor that has one (floors 3-5).
        if (depth >= 3) {
          expect(tanks(seed, depth, 'easy')).toBe(tanks(seed, depth, 'normal') - 1);
          expect(crew(seed, depth, 'easy')).toBe(crew(seed, depth, 'normal') - 1);
        } else {
          expect(crew(seed, depth, 'easy')).toBe(crew(seed, depth, 'normal'));
        }
        expect(crew(seed, depth, 'hard')).toBe(crew(seed, depth, 'normal'));
        expect(items(seed, depth, 'hard', 'ammo-')).toBeLessThan(items(seed, depth, 'normal', 'ammo-'));
      }),
      { numRuns: 12 },
    );
  });

  it('normal builds the very floors of a game without rules', () => {
    const floorOf = (g: ReturnType<typeof createGame>): string =>
      JSON.stringify({ t: Array.from(g.floor.terrain), m: g.floor.monsters, i: g.floor.items });
    for (const seed of [1, 2, 'kestrel']) {
      expect(floorOf(createGame(seed, { rules: { ...CLASSIC_RULES } }))).toBe(floorOf(createGame(seed)));
      expect(serialize(createGame(seed))).not.toContain('"rules"');
    }
  });

  it('sets the oxygen and spare rounds the player starts with', () => {
    for (const d of ['easy', 'normal', 'hard'] as const) {
      const g = createGame(5, { rules: { ...DEFAULT_RULES, difficulty: d } });
      expect(g.player.maxOxygen).toBe(DIFFICULTY[d].oxygen);
      expect(g.player.ammo.bullets).toBe(DIFFICULTY[d].startBullets);
    }
    expect(DIFFICULTY.easy.oxygen).toBeGreaterThan(DIFFICULTY.hard.oxygen);
  });
});

describe('autopickup', () => {
  const room = ['#######', '#.@...#', '#######'];
  function withItems(rules: RunRules): ReturnType<typeof createGame> {
    const g = createGame('pick', { floor: floorFromAscii(room), rules });
    g.floor.items.push(makeItem(500, 'ammo-shells', 3, 1, 0), makeItem(501, 'medkit', 4, 1, 0));
    g.floor.items.push(makeItem(502, 'shotgun', 5, 1, 2));
    return g;
  }

  it('takes ammunition and medkits walked over, and leaves weapons for g', () => {
    const g = withItems(CONE);
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(g.player.ammo.shells).toBeGreaterThan(0);
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(g.player.inventory.some((i) => i.kind === 'medkit')).toBe(true);
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(g.player.inventory.some((i) => i.kind === 'shotgun')).toBe(false);
    expect(g.floor.items.map((i) => i.kind)).toEqual(['shotgun']);
    expect(g.log.at(-1)?.text).toContain('shotgun');
  });

  it('does nothing with the option off', () => {
    const g = withItems({ ...CONE, autopickup: false });
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(g.player.ammo.shells).toBe(0);
    expect(g.floor.items).toHaveLength(3);
  });
});

describe('the seed of the day', () => {
  it('is one word seed per UTC date, read back from the seed', () => {
    expect(dailySeed('2026-11-26')).toBe('daily-2026-11-26');
    expect(dailySeed('2026-11-26')).not.toBe(dailySeed('2026-11-27'));
    expect(dailyDateOf(dailySeed('2026-11-26'))).toBe('2026-11-26');
    expect(dailyDateOf('kestrel')).toBeUndefined();
    expect(dailyDateOf(20261126)).toBeUndefined();
    expect(() => dailySeed('26/11/2026')).toThrow(RangeError);
  });
});

describe('the morgue', () => {
  it('holds the seed, difficulty, the end in words, kills by kind, the last 20 lines and the map', () => {
    for (const seed of [3, 8]) {
      const g = autoplayGame(seed, 20000, { rules: { ...DEFAULT_RULES, difficulty: 'hard' } });
      const text = morgueText(g, { daily: '2026-11-26' });
      expect(text).toContain(`Seed:       ${seed} (seed of the day 2026-11-26)`);
      expect(text).toContain('Difficulty: hard');
      expect(text).toContain(`Turns:      ${g.turn}`);
      const kills = Object.values(g.stats.killed ?? {}).reduce((a, b) => a + b, 0);
      expect(kills).toBe(g.stats.kills);
      expect(text).toContain(`Kills: ${g.stats.kills}`);
      const messages = text.split('Last messages\n')[1].split('\n\n')[0].split('\n');
      expect(messages).toHaveLength(Math.min(20, g.log.length));
      expect(messages.at(-1)).toContain(g.log.at(-1)?.text ?? '?');
      const map = text.split('as remembered\n')[1];
      expect(map).toContain('@');
      if (g.outcome === 'died') expect(text).toContain(`on floor ${g.floor.depth}.`);
    }
  });

  it('names the hole a player was pulled through', () => {
    const g = createGame('drift', {
      floor: floorFromAscii(['#########   ', '#.......#   ', '#.....@.%   ', '#########   ']),
      rules: CONE,
    });
    const window = 2 * g.floor.width + 8;
    for (let k = 0; k < 80 && g.floor.terrain[window] !== Ter.Breach; k++) {
      if (g.player.inventory[0].loaded === 0) g.player.inventory[0].loaded = 8;
      perform(g, { kind: 'fire', x: 8, y: 2 });
    }
    expect(g.floor.terrain[window]).toBe(Ter.Breach);
    expect(g.floor.holes?.[window]).toBe('the window you shot');
    for (let k = 0; k < 60 && g.outcome === 'playing'; k++) perform(g, { kind: 'wait' });
    expect(g.outcome).not.toBe('playing');
    if (g.outcome === 'adrift')
      expect(morgueText(g)).toContain('Pulled out through the window you shot on floor 1.');
  });
});
