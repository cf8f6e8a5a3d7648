import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MONSTERS } from './content.js';
import { floorFromAscii, makeMonster } from './floor.js';
import { createGame, perform } from './game.js';
import type { GameState } from './state.js';
import {
  VARIANTS,
  VARIANT_DISTANCE,
  VARIANT_KINDS,
  addToDice,
  applyChunkVariants,
  applyVariant,
  kindDef,
  monsterDef,
  variantsFor,
} from './variants.js';
import { view } from './view.js';

const KINDS = Object.keys(MONSTERS) as (keyof typeof MONSTERS)[];

function game(rows: string[], seed: number | string = 'variants'): GameState {
  return createGame(seed, { floor: floorFromAscii(rows) });
}

describe('the variant table', () => {
  it('every variant has its own name prefix and colour, unlike each other and every base kind', () => {
    const prefixes = VARIANT_KINDS.map((v) => VARIANTS[v].prefix);
    const colours = VARIANT_KINDS.map((v) => VARIANTS[v].colour);
    expect(new Set(prefixes).size).toBe(VARIANT_KINDS.length);
    expect(new Set(colours).size).toBe(VARIANT_KINDS.length);
    for (const kind of KINDS) expect(colours).not.toContain(MONSTERS[kind].colour);
    for (const kind of KINDS) {
      const names = new Set([kindDef(kind).name, ...VARIANT_KINDS.map((v) => kindDef(kind, v).name)]);
      expect(names.size).toBe(VARIANT_KINDS.length + 1);
    }
  });

  it('adds a bonus to dice like a reference parser would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: -3, max: 5 }),
        fc.integer({ min: -3, max: 3 }),
        (n, sides, plus, bonus) => {
          const dice = plus === 0 ? `${n}d${sides}` : `${n}d${sides}${plus > 0 ? '+' : ''}${plus}`;
          const out = addToDice(dice, bonus);
          const m = /^(\d+)d(\d+)([+-]\d+)?$/.exec(out);
          expect(m).not.toBeNull();
          expect(Number(m?.[1])).toBe(n);
          expect(Number(m?.[2])).toBe(sides);
          expect(Number(m?.[3] ?? 0)).toBe(plus + bonus);
        },
      ),
    );
    expect(() => addToDice('lots', 1)).toThrow(RangeError);
  });

  it('folds each variant into the numbers the rules read', () => {
    expect(kindDef('zombie', 'volatile').blast).toBe(1);
    expect(kindDef('zombie').blast).toBe(0);
    expect(kindDef('skeleton', 'shielded').soak).toBe(1);
    expect(kindDef('zombie', 'armoured').armour).toBe(MONSTERS.zombie.armour + 2);
    expect(kindDef('zombie', 'swift').delay).toBe(MONSTERS.zombie.delay / 2);
    expect(kindDef('zombie', 'hulking').hp).toBe(Math.round(MONSTERS.zombie.hp * 1.5));
    expect(kindDef('zombie', 'feral').flee).toBe(0);
    expect(kindDef('zombie', 'nonsense').name).toBe('zombie');
  });
});

describe('variants of a chunk', () => {
  it('are a pure function of the world seed and the chunk', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (seed, cx, cy) => {
          expect(variantsFor(seed, cx, cy)).toEqual(variantsFor(seed, cx, cy));
          const make = (): string[] => {
            const ms = KINDS.flatMap((k, n) => [
              makeMonster(n * 2 + 1, k, 0, 0),
              makeMonster(n * 2 + 2, k, 1, 0),
            ]);
            applyChunkVariants(ms, seed, cx, cy);
            return ms.map((m) => `${m.variant ?? '-'}:${m.hp}`);
          };
          expect(make()).toEqual(make());
        },
      ),
    );
  });

  it('appear only from the variant distance out, more often farther away', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -40, max: 40 }),
        (seed, cx, cy) => {
          const d = Math.max(Math.abs(cx), Math.abs(cy));
          const t = variantsFor(seed, cx, cy);
          if (d < VARIANT_DISTANCE) expect(t.chance).toBe(0);
          else expect(t.chance).toBeGreaterThan(0);
          expect(t.chance).toBeLessThanOrEqual(0.6);
          const farther = variantsFor(seed, cx + Math.sign(cx || 1), cy);
          expect(farther.chance).toBeGreaterThanOrEqual(t.chance);
        },
      ),
    );
  });

  it('differ between chunks and between worlds', () => {
    const tables = new Set<string>();
    for (let cx = 0; cx < 6; cx++)
      for (let cy = 0; cy < 6; cy++) tables.add(JSON.stringify(variantsFor(7, cx, cy).byKind));
    expect(tables.size).toBeGreaterThan(10);
    expect(variantsFor(1, 3, 3).byKind).not.toEqual(variantsFor(2, 3, 3).byKind);
  });

  it('rejects chunk coordinates that are not integers', () => {
    expect(() => variantsFor(1, 0.5, 0)).toThrow(RangeError);
  });
});

describe('variants in play', () => {
  it('a volatile zombie bursts like a bloat when it dies', () => {
    const g = game(['#########', '#@..z...#', '#########']);
    const z = Object.values(g.floor.monsters)[0];
    applyVariant(z, 'volatile');
    z.hp = 1;
    const r = perform(g, { kind: 'fire', x: z.x, y: z.y });
    expect(g.floor.monsters[z.id]).toBeUndefined();
    expect(r.events.some((e) => e.type === 'explosion')).toBe(true);
  });

  it('a plain zombie does not', () => {
    const g = game(['#########', '#@..z...#', '#########']);
    const z = Object.values(g.floor.monsters)[0];
    z.hp = 1;
    const r = perform(g, { kind: 'fire', x: z.x, y: z.y });
    expect(g.floor.monsters[z.id]).toBeUndefined();
    expect(r.events.some((e) => e.type === 'explosion')).toBe(false);
  });

  it('a shielded monster loses one less HP from every hit', () => {
    const g = game(['#########', '#@z.....#', '#########'], 'shield');
    const z = Object.values(g.floor.monsters)[0];
    applyVariant(z, 'shielded');
    z.hp = 1000;
    g.player.hp = 1000;
    let hits = 0;
    for (let k = 0; k < 30; k++) {
      const before = z.hp;
      const r = perform(g, { kind: 'move', dx: 1, dy: 0 });
      const hit = r.events.find((e) => e.type === 'attack' && e.actor === g.player.id && e.hit);
      if (hit !== undefined && hit.type === 'attack') {
        hits++;
        expect(before - z.hp).toBe(hit.damage - 1);
      }
    }
    expect(hits).toBeGreaterThan(10);
  });

  it('a swift monster acts twice as often as its plain kind', () => {
    const actions = (variant: boolean): number => {
      const g = game(['###########', '#@.......z#', '###########'], 'swift');
      const z = Object.values(g.floor.monsters)[0];
      if (variant) applyVariant(z, 'swift');
      g.player.hp = 1000;
      let moves = 0;
      for (let k = 0; k < 6; k++) {
        const r = perform(g, { kind: 'wait' });
        moves += r.events.filter(
          (e) => (e.type === 'moved' || e.type === 'attack') && e.actor === z.id,
        ).length;
      }
      return moves;
    };
    expect(actions(true)).toBeGreaterThanOrEqual(actions(false) * 2 - 1);
    expect(actions(true)).toBeGreaterThan(actions(false));
  });

  it('examine shows the variant by name, colour and description', () => {
    const g = game(['#######', '#@..s.#', '#######']);
    const s = Object.values(g.floor.monsters)[0];
    applyVariant(s, 'shielded');
    const a = view(g).visibleActors()[0];
    expect(a.name).toBe('shielded skeleton');
    expect(a.variant).toBe('shielded');
    expect(a.colour).toBe(VARIANTS.shielded.colour);
    expect(a.maxHp).toBe(monsterDef(s).hp);
    expect(a.description).toContain(VARIANTS.shielded.description);
  });
});
