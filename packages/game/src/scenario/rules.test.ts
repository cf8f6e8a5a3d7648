/**
 * Every scenario file in the repository's `scenarios/` folder, played and checked: each shows one
 * rule of the station (techniques.md 1.12, 1.13, 1.16), and its test asserts that rule on the
 * printed output, over many seeds where the rule is random.
 */
import { describe, expect, it } from 'vitest';
import { BLAST_BREAK_CHANCE } from '../core/content.js';
import { parseScenario, type Scenario } from './parse.js';
import { runScenario, type FinalRecord, type TurnRecord } from './run.js';

// The game package does no I/O and has no Node types; its tests reach Node's fs and path by name.
const { readFileSync, readdirSync } = (await import('node:fs' as string)) as {
  readFileSync(path: string, encoding: 'utf8'): string;
  readdirSync(path: string): string[];
};
const { fileURLToPath } = (await import('node:url' as string)) as { fileURLToPath(url: string): string };
const { join } = (await import('node:path' as string)) as { join(...parts: string[]): string };
/** The repository's scenarios/ folder (this file is packages/game/src/scenario/rules.test.ts). */
const DIR = join(fileURLToPath((import.meta as unknown as { url: string }).url), '../../../../../scenarios');

const parsed = new Map<string, Scenario>();

function load(name: string, edit: (text: string) => string = (t) => t): Scenario {
  const key = name + edit.toString();
  let s = parsed.get(key);
  if (s === undefined) {
    s = parseScenario(edit(readFileSync(join(DIR, name), 'utf8')), name);
    parsed.set(key, s);
  }
  return s;
}

interface Run {
  readonly turns: TurnRecord[];
  readonly final: FinalRecord;
}

function play(scenario: Scenario, seed: number): Run {
  const out = runScenario(scenario, { seed }).map((l) => JSON.parse(l) as TurnRecord | FinalRecord);
  const final = out.pop() as FinalRecord;
  return { turns: out as TurnRecord[], final };
}

function seeds(n: number): number[] {
  return Array.from({ length: n }, (_, k) => k + 1);
}

// ---- Plain references, written from the legend and the rules, not from the game's code. ----

/** Blocks air: wall, window, closed door, console. */
const airtight = (ch: string): boolean => '#%+&'.includes(ch);
/** No deck: open space and breaches. */
const floorless = (ch: string): boolean => ch === ' ' || ch === '*';

const STEPS = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => [dx, dy])).filter(([dx, dy]) => dx || dy);

/** Air passes from (x, y) to (x+dx, y+dy) unless it would squeeze between two airtight cells. */
function passes(map: readonly string[], x: number, y: number, dx: number, dy: number): boolean {
  return dx === 0 || dy === 0 || !airtight(map[y][x + dx]) || !airtight(map[y + dy][x]);
}

/** Breadth-first steps from every floorless cell through cells that let air through (8-way). */
function flowDistance(map: readonly string[]): number[][] {
  const h = map.length;
  const w = map[0].length;
  const d: number[][] = map.map((row) => [...row].map((ch) => (floorless(ch) ? 0 : -1)));
  let frontier: Array<[number, number]> = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (d[y][x] === 0) frontier.push([x, y]);
  for (let step = 1; frontier.length > 0; step++) {
    const next: Array<[number, number]> = [];
    for (const [x, y] of frontier) {
      for (const [dx, dy] of STEPS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h || d[ny][nx] >= 0 || airtight(map[ny][nx])) continue;
        if (!passes(map, x, y, dx, dy)) continue;
        d[ny][nx] = step;
        next.push([nx, ny]);
      }
    }
    frontier = next;
  }
  return d;
}

/** Cells of the section around (x, y): joined through cells that are neither airtight nor floorless. */
function section(map: readonly string[], x: number, y: number): Set<string> {
  const seen = new Set([`${x},${y}`]);
  const todo = [[x, y]];
  while (todo.length > 0) {
    const [cx, cy] = todo.pop()!;
    for (const [dx, dy] of STEPS) {
      const nx = cx + dx;
      const ny = cy + dy;
      const ch = map[ny]?.[nx];
      if (ch === undefined || airtight(ch) || floorless(ch) || seen.has(`${nx},${ny}`)) continue;
      if (!passes(map, cx, cy, dx, dy)) continue;
      seen.add(`${nx},${ny}`);
      todo.push([nx, ny]);
    }
  }
  return seen;
}

function findChar(map: readonly string[], ch: string): { x: number; y: number } {
  const y = map.findIndex((row) => row.includes(ch));
  return { x: map[y].indexOf(ch), y };
}

const chebyshev = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** The share of `runs` for which `hit` holds. */
function rate<T>(runs: readonly T[], hit: (r: T) => boolean): number {
  return runs.filter(hit).length / runs.length;
}

describe('every scenario file', () => {
  const names = readdirSync(DIR).filter((n) => n.endsWith('.scn'));

  it('is there, starts with a comment saying what it shows, and parses', () => {
    expect(names.length).toBeGreaterThanOrEqual(18);
    for (const name of names) {
      const text = readFileSync(join(DIR, name), 'utf8');
      expect(text.startsWith('; '), name).toBe(true);
      expect(() => load(name)).not.toThrow();
    }
  });

  it('prints the same bytes for the same seed', () => {
    for (const name of names) {
      for (const seed of [1, 77])
        expect(runScenario(load(name), { seed }), name).toEqual(runScenario(load(name), { seed }));
    }
  });
});

describe('vacuum (1.12)', () => {
  it('V1: a sealed section keeps all its air', () => {
    const s = load('v1-sealed-room.scn');
    for (const seed of seeds(10)) {
      const { turns, final } = play(s, seed);
      expect(turns.length).toBe(
        s.script.reduce((n, st) => n + (st.action.kind === 'wait' ? st.action.turns : 1), 0),
      );
      for (const t of turns) expect([t.airless, t.flowing]).toEqual([0, 0]);
      const expected = final.map.map((row) =>
        [...row].map((ch) => (airtight(ch) ? '#' : floorless(ch) ? ' ' : '.')).join(''),
      );
      expect(final.air).toEqual(expected);
    }
  });

  it('V2: a broken window vents the whole section at once, empty within 3 turns', () => {
    const s = load('v2-window-vents.scn');
    const start = findChar(s.map, '@');
    const room = section(s.map, start.x, start.y).size;
    const broke = seeds(60).map((seed) => {
      const { turns, final } = play(s, seed);
      const b = turns.findIndex((t) => t.flowing > 0);
      if (b < 0) {
        expect(final.map[2][2]).toBe('%');
        return false;
      }
      expect(final.map[2][2]).toBe('*');
      for (const t of turns.slice(0, b)) expect([t.airless, t.flowing]).toEqual([0, 0]);
      expect(turns[b].flowing).toBe(room);
      expect(turns[b + 2].airless).toBe(room);
      for (const t of turns.slice(b + 3)) expect([t.airless, t.flowing]).toEqual([room, 0]);
      return true;
    });
    expect(rate(broke, (b) => b)).toBeGreaterThan(0.9);
  });

  it('V3: pulls move things only one step an update, and only closer to the breach', () => {
    const s = load('v3-pull-toward-breach.scn');
    let moved = 0;
    for (const seed of seeds(40)) {
      const { turns, final } = play(s, seed);
      const dist = flowDistance(final.map.map((row) => row.replace(/[@zsbT]/g, '.')));
      const d = (p: { x: number; y: number }): number => dist[p.y][p.x];
      let items = new Map(s.settings.items.map((it) => [it.kind as string, { x: it.x, y: it.y }]));
      let player = findChar(s.map, '@');
      const b = turns.findIndex((t) => t.flowing > 0);
      turns.forEach((t, k) => {
        const now = new Map(t.items.map((it) => [it.kind, { x: it.x, y: it.y }]));
        for (const [kind, was] of items) {
          const is = now.get(kind);
          if (is === undefined) {
            // Gone through the hole: it was at most two updates from open space.
            expect(d(was), kind).toBeLessThanOrEqual(2);
            moved++;
            continue;
          }
          const steps = d(was) - d(is);
          if (b < 0 || k < b) expect(steps).toBe(0);
          expect(steps).toBeGreaterThanOrEqual(0);
          expect(steps).toBeLessThanOrEqual(2);
          expect(chebyshev(was, is)).toBeLessThanOrEqual(steps);
          if (steps > 0) moved++;
        }
        const closer = d(player) - d(t.player);
        expect(closer === 0 || closer === 1).toBe(true);
        expect(chebyshev(player, t.player)).toBe(closer);
        items = now;
        player = t.player;
      });
    }
    expect(moved).toBeGreaterThan(40 * 5);
  });

  it('V4: closing the door refills the sealed room at the next update', () => {
    const s = load('v4-door-reseals.scn');
    const start = findChar(s.map, '@');
    const near = section(s.map, start.x, start.y).size;
    const far = section(s.map, 8, 2).size;
    for (const seed of seeds(5)) {
      const { turns, final } = play(s, seed);
      const open = turns.findIndex((t) => t.command === 'move ne');
      const close = turns.findIndex((t) => t.command === 'close ne');
      expect(turns[open - 1].airless).toBe(near);
      // The opened doorway takes the sealed room's air, so it vents with it.
      expect([turns[open].airless, turns[open].flowing]).toEqual([near, far + 1]);
      expect(turns[close - 1].airless).toBe(near + 1 + far);
      for (const t of turns.slice(close)) expect([t.tookTurn, t.airless, t.flowing]).toEqual([true, near, 0]);
      expect(final.air[2].slice(8, 11)).toBe('...');
      expect(final.air[3].slice(8, 11)).toBe('...');
    }
  });

  it('V5: oxygen drains without air and refills with it; without any, HP goes', () => {
    const s = load('v5-oxygen.scn');
    // The breach side alone (door shut): while only it is airless, the player's room has air.
    const breachSide = section(
      s.map.map((row) => row.replace("'", '+')),
      4,
      2,
    ).size;
    for (const seed of seeds(5)) {
      const { turns } = play(s, seed);
      let oxygen = s.settings.oxygen!;
      let hp = s.settings.hp!;
      let air = false;
      let refilled = false;
      for (const t of turns) {
        // The player breathes what their cell held when the turn began.
        if (air) {
          refilled ||= oxygen < 20;
          oxygen = Math.min(20, oxygen + 1);
        } else if (oxygen > 0) oxygen--;
        else hp--;
        expect([t.player.oxygen, t.player.hp], `turn ${t.turn}`).toEqual([oxygen, hp]);
        air = t.airless === breachSide;
      }
      expect(hp).toBeLessThan(s.settings.hp!);
      expect(refilled).toBe(true);
    }
  });

  it('V5: with no oxygen left the player suffocates, warned first, and the script stops', () => {
    const s = load('v5-suffocation.scn');
    for (const seed of seeds(3)) {
      const { turns, final } = play(s, seed);
      const expected = [8, 7, 6, 5, 4, 3, 2, 1, 0]
        .map((o) => [o, 3])
        .concat([
          [0, 2],
          [0, 1],
          [0, 0],
        ]);
      expect(turns.map((t) => [t.player.oxygen, t.player.hp])).toEqual(expected);
      expect(turns.map((t) => t.outcome)).toEqual([...Array(11).fill('playing'), 'died']);
      const warned = turns.map((t) => t.log.some((l) => l.startsWith('Oxygen low')));
      expect(warned).toEqual(turns.map((_, k) => k === 0));
      expect(turns[8].log).toContain('Your oxygen is gone. You are suffocating!');
      expect(turns[11].log).toContain('You die.');
      expect(final.outcome).toBe('died');
      expect(final.map[2]).toContain('@');
    }
  });

  it('V5: armour does not keep a suffocating player alive', () => {
    const s = load('v5-suffocation-armour.scn');
    for (const seed of seeds(3)) {
      const { turns, final } = play(s, seed);
      expect(turns.map((t) => [t.player.oxygen, t.player.hp, t.player.armour])).toEqual([
        [1, 3, 6],
        [0, 3, 6],
        [0, 2, 6],
        [0, 1, 6],
        [0, 0, 6],
      ]);
      expect(turns.some((t) => t.log.some((l) => l.startsWith('Your armour')))).toBe(false);
      expect(final.outcome).toBe('died');
    }
  });

  it('V6: pulled onto open space is gone; for the player, adrift', () => {
    const s = load('v6-adrift.scn');
    const runs = seeds(80).map((seed) => {
      const { turns, final } = play(s, seed);
      const b = turns.findIndex((t) => t.monsters.length === 0);
      const a = turns.findIndex((t) => t.outcome === 'adrift');
      if (b < 0) {
        expect(final.map[3][3]).toBe('%');
        expect(a).toBe(-1);
        return 'held';
      }
      expect(final.map[3][3]).toBe('*');
      expect(turns[b].log).toContain('The zombie tumbles out into space.');
      if (a < 0) {
        expect(final.outcome).toBe('playing');
        expect(final.map.join('')).toContain('@');
        return 'stayed';
      }
      expect(a).toBeGreaterThan(b);
      expect(turns.length).toBe(a + 1);
      expect(turns[a].player).toMatchObject({ x: 3, y: 3 });
      expect(turns[a].log).toContain('The station spins away above you. You drift out among the stars.');
      expect(final.outcome).toBe('adrift');
      expect(final.map.join('')).not.toContain('@');
      return 'adrift';
    });
    expect(rate(runs, (r) => r !== 'held')).toBeGreaterThan(0.9);
    expect(rate(runs, (r) => r === 'adrift')).toBeGreaterThan(0.5);
  });
});

describe('weapons (1.13)', () => {
  it('R1: a bullet breaks a pressure wall about 1 time in 3', () => {
    const s = load('r1-pressure-window.scn');
    const broke = seeds(400).map((seed) => play(s, seed).final.map[2][2]);
    for (const ch of broke) expect(['%', '*']).toContain(ch);
    expect(Math.abs(rate(broke, (ch) => ch === '*') - 1 / 3)).toBeLessThan(0.08);
  });

  it('R1: a bullet never breaks a wall with air on both sides', () => {
    const s = load('r1-inner-wall.scn');
    for (const seed of seeds(100)) {
      const { turns, final } = play(s, seed);
      expect(turns.length).toBe(8);
      for (const t of turns) expect(t.airless).toBe(0);
      expect(final.map.map((row) => row[7]).slice(2, 5)).toEqual(['#', '%', '#']);
    }
    // The same shots do reach: with the far room open to space, the wall is a pressure wall and gives.
    const open = load('r1-inner-wall.scn', (t) =>
      t.replace('  #....#.....#\n  ############', '  #....#.....*\n  ############'),
    );
    const gave = seeds(100).map((seed) =>
      play(open, seed)
        .final.map.map((row) => row[7])
        .slice(2, 5)
        .join(''),
    );
    expect(rate(gave, (col) => col !== '#%#')).toBeGreaterThan(0.5);
  });

  it('R1: a bullet never breaks a wall with vacuum on both sides', () => {
    const s = load('r1-vacuum-window.scn');
    for (const seed of seeds(100)) {
      const { final } = play(s, seed);
      expect([final.map[1][5], final.map[2][2]]).toEqual(['%', '#']);
    }
    // The control: with the breach sealed, the room holds air and the same shots break them.
    const sealed = load('r1-vacuum-window.scn', (t) => t.replace('#.....*', '#.....#'));
    const gave = seeds(100).map((seed) => play(sealed, seed).final.map);
    expect(rate(gave, (m) => m[1][5] !== '%' || m[2][2] !== '#')).toBeGreaterThan(0.5);
  });

  it('R2: a rocket blast breaks a wall with air on both sides, at the blast chance', () => {
    const s = load('r2-rocket-inner-wall.scn');
    const runs = seeds(400).map((seed) => play(s, seed));
    for (const { turns } of runs) {
      expect(turns[0].log).toContain('BOOM! A blast tears through the deck.');
      for (const t of turns) expect([t.airless, t.player.hp]).toEqual([0, 20]);
    }
    expect(Math.abs(rate(runs, (r) => r.final.map[4][10] === '.') - BLAST_BREAK_CHANCE)).toBeLessThan(0.08);
  });

  it('R2 and bloats: a bloat killed bursts, hurts those near, and breaks walls at the blast chance', () => {
    const s = load('r2-bloat-wall.scn');
    const runs = seeds(400).map((seed) => play(s, seed));
    for (const { turns } of runs) {
      const [first] = turns;
      expect(first.monsters.map((m) => m.kind)).toEqual(['zombie']);
      expect(first.log).toContain('BOOM! A blast tears through the deck.');
      expect(first.monsters[0].hp).toBeLessThan(9);
      for (const t of turns) expect(t.airless).toBe(0);
      expect(first.player.hp).toBe(20);
    }
    expect(Math.abs(rate(runs, (r) => r.final.map[4][10] !== '#') - BLAST_BREAK_CHANCE)).toBeLessThan(0.08);
  });

  it('R2 by a breach: what a blast breaks becomes a hole only beside space itself, so a doorway by a hole is deck', () => {
    const s = load('r2-blast-by-breach.scn');
    const runs = seeds(400).map((seed) => play(s, seed));
    for (const { final } of runs) {
      // The door (10,4) touches the breach (11,5) but no open space: broken, it is deck.
      expect(['+', '.']).toContain(final.map[4][10]);
      // The hull walls under the blast border space: broken, they are holes.
      for (const x of [8, 9, 10]) expect(['#', '*']).toContain(final.map[5][x]);
    }
    expect(Math.abs(rate(runs, (r) => r.final.map[4][10] === '.') - BLAST_BREAK_CHANCE)).toBeLessThan(0.08);
    expect(rate(runs, (r) => r.final.map[5][9] === '*')).toBeGreaterThan(0.3);
  });

  it('R3: flames pass through the first enemy, hurt and ignite the one behind, and keep burning them', () => {
    const s = load('r3-flame-passes.scn');
    for (const seed of seeds(40)) {
      const { turns } = play(s, seed);
      const [shot, next] = turns;
      const hp = (t: TurnRecord, id: number): number | undefined => t.monsters.find((m) => m.id === id)?.hp;
      for (const id of [1, 2]) {
        expect(hp(shot, id) ?? 0).toBeLessThan(16);
        const later = hp(next, id);
        if (later !== undefined) expect(later).toBeLessThan(hp(shot, id)!);
      }
      expect(shot.burning).toBeGreaterThan(2);
      expect(shot.log.filter((l) => l === 'The tank catches fire.').length).toBe(2);
    }
  });

  it('R3: a bullet stops at the first creature, hurt or not', () => {
    const s = load('r3-bullet-stops.scn');
    for (const seed of seeds(40)) {
      const { turns } = play(s, seed);
      const hp = (t: TurnRecord): number[] => t.monsters.map((m) => m.hp);
      // Ids left to right on the map: zombie 1, tank 2, then zombies 3 and 4 right of the player.
      expect(hp(turns[0])[2]).toBeLessThan(9);
      expect(hp(turns[0])[3]).toBe(9);
      expect(hp(turns[1]).slice(0, 2)).toEqual([9, 16]);
      expect(turns[1].log).toContain('The shot glances off the tank.');
    }
  });
});

describe('fire', () => {
  it('spreads to neighbours with air, and burns out', () => {
    const s = load('fire-spreads.scn');
    const runs = seeds(60).map((seed) => play(s, seed).turns.map((t) => t.burning));
    for (const burning of runs) {
      // Left alone, fire lit on the first turn still burns two turns later.
      expect(burning.slice(0, 3).every((n) => n > 0)).toBe(true);
      expect(burning.slice(5)).toEqual(burning.slice(5).map(() => 0));
    }
    expect(rate(runs, (b) => b.some((n, k) => k > 0 && n > b[k - 1]))).toBeGreaterThan(0.5);
  });

  it('dies as soon as the air is gone, and the flamethrower will not fire in vacuum', () => {
    const s = load('fire-vacuum.scn');
    const start = findChar(s.map, '@');
    const room = section(s.map, start.x, start.y).size;
    const vented = seeds(60).map((seed) => {
      const { turns } = play(s, seed);
      if (!turns.some((t) => t.flowing > 0)) return false;
      const lit = turns.findIndex((t) => t.command === 'fire 12,6');
      expect(turns[lit].tookTurn).toBe(true);
      // Lit while some air was left: it burns on that line, unless the air ran out that very turn.
      const gone = turns.findIndex((t) => t.airless === room);
      expect(gone).toBeGreaterThanOrEqual(lit);
      if (gone > lit) expect(turns[lit].burning).toBeGreaterThan(0);
      // Left alone it would still burn two lines later (see the test above); in vacuum it is out.
      expect(gone - lit).toBeLessThan(2);
      for (const t of turns.slice(gone)) expect(t.burning).toBe(0);
      const last = turns[turns.length - 1];
      expect(last.tookTurn).toBe(false);
      expect(last.turn).toBe(turns[turns.length - 2].turn);
      expect(last.log).toEqual(['The flamethrower only sprays cold fuel: nothing burns in vacuum.']);
      return true;
    });
    expect(rate(vented, (v) => v)).toBeGreaterThan(0.3);
  });
});

describe('knowledge (1.16)', () => {
  const gapOpen = (final: FinalRecord): boolean => final.map[7].slice(7, 11) !== '####';

  it('a monster plans over what it has seen, not over a wall blown open out of its sight', () => {
    const s = load('knowledge-unseen-breach.scn');
    const runs = seeds(40).map((seed) => play(s, seed));
    for (const { turns, final } of runs) {
      if (!gapOpen(final)) continue;
      for (const t of turns) expect(t.monsters[0].y).toBeLessThanOrEqual(4);
      expect(turns[turns.length - 1].monsters[0].y).toBeLessThan(4);
    }
    expect(rate(runs, (r) => gapOpen(r.final))).toBeGreaterThan(0.3);
  });

  it('the control: a monster that knows the gap takes it at once', () => {
    const s = load('knowledge-known-gap.scn');
    for (const seed of seeds(40)) {
      const { turns } = play(s, seed);
      const first = turns.find((t) => t.monsters[0].x !== 1 || t.monsters[0].y !== 4)!;
      expect(first.monsters[0].y).toBeGreaterThan(4);
    }
  });
});

describe('the cone lamp (issue 21)', () => {
  it('a zombie behind the player is unseen in the dark, and seen once the player turns to it', () => {
    for (const seed of seeds(40)) {
      const { turns } = play(load('lamp-cone.scn'), seed);
      const [waited, turned] = turns;
      const zombie = waited.monsters.find((m) => m.kind === 'zombie')!;
      // Behind: west of the player, who still faces east after waiting.
      expect(zombie.x).toBeLessThan(waited.player.x);
      expect(waited.sees).not.toContain(zombie.id);
      expect(turned.player.x).toBe(waited.player.x - 1);
      expect(turned.sees).toContain(zombie.id);
    }
  });

  it('the control: with the round lamp the same zombie is seen from the start', () => {
    const round = load('lamp-cone.scn', (t) => t.replace('lamp cone', 'lamp round'));
    for (const seed of seeds(10)) {
      const { turns } = play(round, seed);
      const zombie = turns[0].monsters.find((m) => m.kind === 'zombie')!;
      expect(turns[0].sees).toContain(zombie.id);
    }
  });
});
