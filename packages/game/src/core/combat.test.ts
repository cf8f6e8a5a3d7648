import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '@hullbreach/toolkit';
import type { CommandResult, GameEvent } from './api.js';
import { monsterList } from './cells.js';
import { explode } from './combat.js';
import { LOW_HP, LOW_OXYGEN, MONSTERS, WEAPONS, type WeaponKind } from './content.js';
import { buildFloor, floorFromAscii, makeItem } from './floor.js';
import { createGame, perform } from './game.js';
import { beginTurn, formatEntry, say } from './log.js';
import { knowledgeOf, Ter, type GameState, type Monster } from './state.js';
import { view } from './view.js';

function game(rows: string[], seed: number | string = 'combat'): GameState {
  return createGame(seed, { floor: floorFromAscii(rows) });
}

/** Puts a loaded weapon of `kind` in the player's hands. */
function wield(g: GameState, kind: WeaponKind): void {
  const item = makeItem(900 + g.player.inventory.length, kind as never, -1, -1, WEAPONS[kind].capacity);
  g.player.inventory.push(item);
  g.player.wielded = item.id;
}

/** The message lines of one command's events, in order. */
function lines(r: CommandResult): string[] {
  return r.events.flatMap((e: GameEvent) => (e.type === 'message' ? [e.text] : []));
}

function monsters(g: GameState): Monster[] {
  return monsterList(g.floor);
}

/** Every "<prefix>N<suffix>" number in the lines. */
function numbers(ls: readonly string[], re: RegExp): number[] {
  return ls.flatMap((l) => {
    const m = re.exec(l);
    return m === null ? [] : [Number(m[1])];
  });
}

describe('combat log: the player hitting', () => {
  it('a pistol hit says the damage, and it is the HP the zombie lost', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = game(['########', '#@..z..#', '########'], seed);
      const z = monsters(g)[0];
      const ls = lines(perform(g, { kind: 'fire', x: 4, y: 1 }));
      const lost = MONSTERS.zombie.hp - z.hp;
      expect(lost).toBeGreaterThan(0);
      expect(ls[0]).toBe(`You hit the zombie for ${lost}.`);
    }
  });

  it('a kill is told after the hit that made it', () => {
    const g = game(['########', '#@..z..#', '########']);
    monsters(g)[0].hp = 1;
    const ls = lines(perform(g, { kind: 'fire', x: 4, y: 1 }));
    expect(ls[0]).toMatch(/^You hit the zombie for \d+\.$/);
    expect(ls[1]).toBe('The zombie goes down for good.');
    expect(g.stats.kills).toBe(1);
  });

  it('a melee blow says its damage; one too weak for the plating glances off', () => {
    const g = game(['#####', '#@zT#', '#####']);
    g.player.wielded = 0;
    const z = monsters(g)[0];
    const ls = lines(perform(g, { kind: 'move', dx: 1, dy: 0 }));
    expect(ls[0]).toBe(`You hit the zombie for ${MONSTERS.zombie.hp - z.hp}.`);
    const t = game(['#####', '#@T.#', '#####']);
    t.player.wielded = 0;
    expect(lines(perform(t, { kind: 'move', dx: 1, dy: 0 }))[0]).toBe('Your blow glances off the tank.');
  });

  it('a rifle round through two zombies says "pierces two" with each one\'s damage', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = game(['#########', '#@.zz...#', '#########'], seed);
      wield(g, 'rifle');
      const [a, b] = monsters(g);
      const ls = lines(perform(g, { kind: 'fire', x: 3, y: 1 }));
      expect(ls[0]).toBe(
        `The rifle round pierces two: the zombie for ${MONSTERS.zombie.hp - a.hp} and the zombie for ${MONSTERS.zombie.hp - b.hp}.`,
      );
    }
  });

  it('a round too weak for the plating glances off the tank', () => {
    const g = game(['#########', '#@.T....#', '#########']);
    expect(lines(perform(g, { kind: 'fire', x: 3, y: 1 }))).toEqual(['The shot glances off the tank.']);
  });

  it('shotgun pellets are summed per target, or the shot is a miss, over many seeds', () => {
    let misses = 0;
    let hits = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const g = game(
        ['#########', '#.......#', '#.......#', '#@...z..#', '#.......#', '#.......#', '#########'],
        seed,
      );
      wield(g, 'shotgun');
      const z = monsters(g)[0];
      const ls = lines(perform(g, { kind: 'fire', x: 5, y: 3 }));
      const lost = MONSTERS.zombie.hp - z.hp;
      if (lost === 0) {
        misses++;
        expect(ls).toContain('You miss the zombie.');
      } else {
        hits++;
        const line = ls.find((l) => / (hits|hit) the zombie for \d+\.$/.test(l));
        expect(line).toBeDefined();
        expect(numbers([line!], /for (\d+)\.$/)).toEqual([lost]);
        const n = /^(A|[A-Z][a-z]+) pellets? hits? /.exec(line!);
        expect(n).not.toBeNull();
      }
    }
    expect(misses).toBeGreaterThan(0);
    expect(hits).toBeGreaterThan(0);
  });

  it('a creature the player cannot see is "something", never named, and its damage untold', () => {
    const g = game(['########', '#@..z..#', '########']);
    knowledgeOf(g).seen[1 * g.floor.width + 4] = 0;
    const ls = lines(perform(g, { kind: 'fire', x: 4, y: 1 }));
    expect(monsters(g)[0].hp).toBeLessThan(MONSTERS.zombie.hp);
    expect(ls[0]).toBe('Your shot hits something.');
    expect(ls.join(' ')).not.toMatch(/zombie/);
  });
});

describe('combat log: glass, walls and blasts', () => {
  it('an inner window stops the shot and says so; the zombie behind is untouched', () => {
    const g = game(['#########', '#@.%.z..#', '#########']);
    const ls = lines(perform(g, { kind: 'fire', x: 5, y: 1 }));
    expect(ls).toEqual(['The shot is stopped by the window; the glass holds.']);
    expect(monsters(g)[0].hp).toBe(MONSTERS.zombie.hp);
  });

  it('a window onto space either holds (and says so) or shatters into a breach (and says so)', () => {
    let broke = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const g = game(['######   ', '#@..%    ', '######   '], seed);
      const ls = lines(perform(g, { kind: 'fire', x: 4, y: 1 }));
      const t = g.floor.terrain[1 * g.floor.width + 4];
      if (t === Ter.Breach) {
        broke++;
        expect(ls[0]).toBe('The window shatters: a hole opens onto space!');
      } else {
        expect(t).toBe(Ter.Window);
        expect(ls[0]).toBe('The shot is stopped by the window; the glass holds.');
      }
    }
    expect(broke).toBeGreaterThan(0);
    expect(broke).toBeLessThan(60);
  });

  it('a wall in the way is named; the creature behind only when the player sees it', () => {
    const hidden = game(['#########', '#@.#.z..#', '#########']);
    expect(lines(perform(hidden, { kind: 'fire', x: 5, y: 1 }))).toEqual(['The shot hits the wall.']);
    const seen = game(['#########', '#@.#.z..#', '#########']);
    knowledgeOf(seen).seen[1 * seen.floor.width + 5] = 1;
    expect(lines(perform(seen, { kind: 'fire', x: 5, y: 1 }))).toEqual([
      'The shot hits the wall short of the zombie.',
    ]);
  });

  it('a blast says what it hit for how much and whom it knocked back', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = game(['#########', '#.......#', '#..@.z..#', '#.......#', '#########'], seed);
      const z = monsters(g)[0];
      const turn = beginTurn(g, createRng(seed));
      explode(turn, 4, 2, 2, 'test');
      const ls = turn.events.flatMap((e) => (e.type === 'message' ? [e.text] : []));
      expect(ls[0]).toBe('BOOM! A blast tears through the deck.');
      expect(ls).toContain(`The blast hits the zombie for ${MONSTERS.zombie.hp - z.hp}.`);
      expect(ls).toContain('The blast knocks the zombie back.');
      expect([z.x, z.y]).toEqual([6, 2]);
      expect(ls).toContain(`The blast hits you for ${g.player.maxHp - g.player.hp}.`);
      expect(ls).toContain('The blast throws you back.');
      expect([g.player.x, g.player.y]).toEqual([2, 2]);
    }
  });

  it('a blast is one path for both sides: swapping who is the player changes no damage and no throw', () => {
    // A room of 9x7 open cells; the blast goes off in its middle with radius 3.
    const rows = (a: number, b: number, ca: string, cb: string): string[] =>
      Array.from({ length: 9 }, (_, y) =>
        Array.from({ length: 11 }, (_, x) => {
          if (x === 0 || y === 0 || x === 10 || y === 8) return '#';
          const i = y * 11 + x;
          return i === a ? ca : i === b ? cb : '.';
        }).join(''),
      );
    const cell = fc.record({ x: fc.integer({ min: 1, max: 9 }), y: fc.integer({ min: 1, max: 7 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), cell, cell, (seed, pa, pb) => {
        fc.pre(pa.x !== pb.x || pa.y !== pb.y);
        const a = pa.y * 11 + pa.x;
        const b = pb.y * 11 + pb.x;
        /** Blasts with the player at `p` and a sturdy zombie at `z`: each one's HP lost and where it ends. */
        const blast = (p: number, z: number): Map<number, { lost: number; at: string }> => {
          const g = game(rows(p, z, '@', 'z'), 'blast-sides');
          const m = monsters(g)[0];
          m.hp = 1000;
          g.player.hp = g.player.maxHp = 1000;
          explode(beginTurn(g, createRng(seed)), 5, 4, 3, 'test');
          return new Map([
            [p, { lost: 1000 - g.player.hp, at: `${g.player.x},${g.player.y}` }],
            [z, { lost: 1000 - m.hp, at: `${m.x},${m.y}` }],
          ]);
        };
        const one = blast(a, b);
        const other = blast(b, a);
        expect(other.get(a)).toEqual(one.get(a));
        expect(other.get(b)).toEqual(one.get(b));
        // Both stand within reach of the blast in the open room only when near it; then it hurts.
        for (const [i, hit] of one) {
          const [x, y] = [i % 11, Math.floor(i / 11)];
          if ((x - 5) ** 2 + (y - 4) ** 2 <= 4) expect(hit.lost).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('flames say what they seared and that the zombie caught fire', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = game(['##########', '#@.z.....#', '##########'], seed);
      wield(g, 'flamethrower');
      const r = perform(g, { kind: 'fire', x: 3, y: 1 });
      const ls = lines(r);
      // The flames' own damage (the attack events); burning later in the turn is not theirs.
      const dealt = r.events.reduce(
        (s, e) => s + (e.type === 'attack' && e.actor === g.player.id ? e.damage : 0),
        0,
      );
      const seared = numbers(ls, /^The flames sear the zombie for (\d+)\.$/);
      expect(seared).toEqual([dealt]);
      expect(dealt).toBeGreaterThan(0);
      expect(ls).toContain('The zombie catches fire.');
      expect(ls.indexOf('The zombie catches fire.')).toBeGreaterThan(
        ls.findIndex((l) => l.startsWith('The flames sear')),
      );
    }
  });
});

describe('combat log: monsters hitting the player', () => {
  it('each bite says its damage (the HP lost), each miss says so', () => {
    const g = game(['#####', '#@z.#', '#####']);
    let bites = 0;
    let missed = 0;
    for (let k = 0; k < 40 && g.outcome === 'playing'; k++) {
      const before = g.player.hp;
      const r = perform(g, { kind: 'wait' });
      const attacks = r.events.filter((e) => e.type === 'attack');
      const ls = lines(r);
      for (const a of attacks) {
        if (a.type !== 'attack') continue;
        if (a.hit) {
          bites++;
          expect(ls).toContain(`The zombie bites you for ${a.damage}.`);
        } else {
          missed++;
          expect(ls).toContain('The zombie misses you.');
        }
      }
      const dealt = attacks.reduce((s, a) => s + (a.type === 'attack' ? a.damage : 0), 0);
      expect(before - g.player.hp).toBe(Math.min(before, dealt));
      if (g.player.hp < 8) g.player.hp = 20;
    }
    expect(bites).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
  });

  it('armour says how much it absorbed (half the blow, rounded up, at most what is left)', () => {
    const g = game(['#####', '#@T.#', '#####']);
    let absorbedSeen = 0;
    for (let k = 0; k < 60 && g.outcome === 'playing'; k++) {
      g.player.hp = 20;
      const armour = g.player.armour;
      const r = perform(g, { kind: 'wait' });
      const hit = r.events.find((e) => e.type === 'attack' && e.hit);
      if (hit === undefined || hit.type !== 'attack') continue;
      const expected = Math.min(armour, Math.ceil(hit.damage / 2));
      const ls = lines(r);
      if (expected === 0) {
        expect(ls.some((l) => l.startsWith('Your armour'))).toBe(false);
      } else {
        absorbedSeen++;
        const worn = armour - expected === 0;
        expect(ls).toContain(
          worn ? `Your armour absorbs ${expected} and is worn through.` : `Your armour absorbs ${expected}.`,
        );
        expect(20 - g.player.hp).toBe(hit.damage - expected);
      }
      if (g.player.armour === 0 && absorbedSeen < 3) g.player.armour = 5;
    }
    expect(absorbedSeen).toBeGreaterThanOrEqual(3);
  });

  it('warns once when HP falls to the low mark, not on every blow after', () => {
    const g = game(['#####', '#@z.#', '#####']);
    g.player.hp = LOW_HP + 4;
    const warnings: string[] = [];
    let crossed = -1;
    for (let k = 0; k < 60 && g.outcome === 'playing' && g.player.hp > 2; k++) {
      const before = g.player.hp;
      const ls = lines(perform(g, { kind: 'wait' }));
      for (const l of ls) if (l.startsWith('HP low')) warnings.push(l);
      if (before > LOW_HP && g.player.hp <= LOW_HP) crossed = g.player.hp;
    }
    expect(crossed).toBeGreaterThan(0);
    expect(warnings).toEqual([`HP low: ${crossed} left.`]);
  });
});

describe('low oxygen and low HP in vacuum', () => {
  it('warns once as oxygen crosses its low mark, and once as suffocation takes HP across its own', () => {
    const g = game(['#########', '*...@...#', '#########']);
    expect(g.floor.air[1 * g.floor.width + 4]).toBe(0);
    g.player.oxygen = LOW_OXYGEN + 2;
    g.player.hp = LOW_HP + 2;
    const said: string[] = [];
    for (let k = 0; k < LOW_OXYGEN + 6 && g.outcome === 'playing'; k++)
      said.push(...lines(perform(g, { kind: 'wait' })));
    expect(said.filter((l) => l.startsWith('Oxygen low'))).toEqual([
      `Oxygen low: ${LOW_OXYGEN} left. Find air or a canister.`,
    ]);
    expect(said.filter((l) => l.startsWith('HP low'))).toEqual([`HP low: ${LOW_HP} left.`]);
  });
});

describe('log condensing', () => {
  it('condenses only identical lines: different damage numbers stay apart', () => {
    const g = game(['#####', '#@..#', '#####']);
    const turn = beginTurn(g, createRng(1));
    const start = g.log.length;
    say(turn, 'You hit the zombie for 4.');
    say(turn, 'You hit the zombie for 4.');
    say(turn, 'You hit the zombie for 5.');
    say(turn, 'You hit the zombie for 4.');
    expect(g.log.slice(start).map(formatEntry)).toEqual([
      'You hit the zombie for 4. (x2)',
      'You hit the zombie for 5.',
      'You hit the zombie for 4.',
    ]);
  });
});

describe('line of fire (GameView.lineOfFire)', () => {
  /** A game on a generated floor that the player knows whole: every cell remembered, every creature seen. */
  function known(seed: number, depth: number): GameState {
    const g = createGame(seed, { floor: buildFloor(seed, depth) });
    const f = g.floor;
    const k = knowledgeOf(g);
    for (let i = 0; i < f.terrain.length; i++) {
      k.memory[i] = f.terrain[i] + 1;
      k.seen[i] = 1;
    }
    return g;
  }

  /** The first shot event of a command: the real path. */
  function shotPath(r: CommandResult): { x: number; y: number }[] {
    const shot = r.events.find((e) => e.type === 'shot');
    if (shot === undefined || shot.type !== 'shot') throw new Error('no shot');
    return shot.path.map((c) => ({ x: c.x, y: c.y }));
  }

  it('follows the real shot cell for cell and stops where it stops (pistol, rifle, machine gun, rocket; many seeds)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<WeaponKind>('pistol', 'rifle', 'machine-gun', 'rocket-launcher'),
        fc.integer({ min: -14, max: 14 }),
        fc.integer({ min: -14, max: 14 }),
        (seed, depth, kind, dx, dy) => {
          const g = known(seed, depth);
          if (kind !== 'pistol') wield(g, kind);
          const { x: px, y: py } = g.player;
          const x = Math.min(g.floor.width - 1, Math.max(0, px + dx));
          const y = Math.min(g.floor.height - 1, Math.max(0, py + dy));
          if (x === px && y === py) return;
          const lof = view(g).lineOfFire(x, y);
          const real = shotPath(perform(g, { kind: 'fire', x, y }));
          // A plain check of the line itself: each cell one step from the one before, from the player.
          let prev = { x: px, y: py };
          for (const c of lof.path) {
            expect(Math.max(Math.abs(c.x - prev.x), Math.abs(c.y - prev.y))).toBe(1);
            prev = c;
          }
          const cells = lof.path.map((c) => ({ x: c.x, y: c.y }));
          // A rocket bursts in front of a solid, not in it: its path stops one cell short.
          const solid = !lof.clear && lof.stopsBy !== 'range' && !(lof.stopsBy ?? '').startsWith('a ');
          const expected = kind === 'rocket-launcher' && solid ? cells.slice(0, -1) : cells;
          expect(real.slice(0, expected.length)).toEqual(expected);
          if (lof.clear) {
            expect(lof.stopsAt).toBeNull();
            expect(lof.path[lof.path.length - 1]).toEqual({ x, y });
          } else {
            // Known solids and seen creatures stop the real round at the very same cell.
            expect(real).toEqual(expected);
            expect(lof.stopsAt).toEqual(lof.path[lof.path.length - 1]);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('says which pane of glass, wall or creature stops it, and when it is out of range', () => {
    const g = game([
      '############',
      '#@.%.......#',
      '#..z.......#',
      '#..........#',
      '#..#.......#',
      '############',
    ]);
    const v = view(g);
    expect(v.lineOfFire(6, 1)).toEqual({
      path: [
        { x: 2, y: 1 },
        { x: 3, y: 1 },
      ],
      clear: false,
      stopsAt: { x: 3, y: 1 },
      stopsBy: 'window',
    });
    const z = v.lineOfFire(5, 3);
    expect(z.clear).toBe(false);
    expect(z.stopsBy).toBe('a zombie');
    expect(z.stopsAt).toEqual({ x: 3, y: 2 });
    expect(v.lineOfFire(3, 2).clear).toBe(true);
    expect(v.lineOfFire(3, 4).stopsBy).toBe('wall');
    expect(v.lineOfFire(1, 1)).toEqual({ path: [], clear: false, stopsAt: null, stopsBy: null });
    const open = game(['#############', '#@..........#', '#############']);
    wield(open, 'shotgun');
    const far = view(open).lineOfFire(10, 1);
    expect(far.clear).toBe(false);
    expect(far.stopsBy).toBe('range');
    expect(far.path).toHaveLength(WEAPONS.shotgun.range);
    expect(far.stopsAt).toEqual({ x: 1 + WEAPONS.shotgun.range, y: 1 });
  });

  it('knows only what the player knows: unseen creatures and unknown walls do not show', () => {
    const g = game(['##########', '#@..z....#', '##########']);
    const f = g.floor;
    const k = knowledgeOf(g);
    k.seen[1 * f.width + 4] = 0;
    expect(view(g).lineOfFire(7, 1).clear).toBe(true);
    f.terrain[1 * f.width + 6] = Ter.Wall;
    k.memory[1 * f.width + 6] = 0;
    expect(view(g).lineOfFire(7, 1).clear).toBe(true);
    k.memory[1 * f.width + 6] = Ter.Wall + 1;
    expect(view(g).lineOfFire(7, 1).stopsBy).toBe('wall');
  });
});
