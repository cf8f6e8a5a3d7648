import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, perform } from '../core/game.js';
import { view } from '../core/view.js';
import { deserialize, serialize, stateHash } from '../core/serialize.js';
import { tableFor } from '../core/run-rules.js';
import { variantsFor } from '../core/variants.js';
import { parseScenario } from '../scenario/parse.js';
import { monsterList } from '../core/cells.js';
import {
  BUILTIN_CONTENT,
  buildContent,
  contentOf,
  foldedDef,
  type BuildResult,
  type Content,
  type ContentPack,
  type MonsterPatch,
} from './registry.js';

function ok(result: BuildResult): Content {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.content;
}

const MITE: MonsterPatch = {
  id: 'mite',
  name: 'mite',
  glyph: 'm',
  colour: 0x806040,
  hp: 2,
  armour: 0,
  damage: '1d2',
  accuracy: 0.5,
  delay: 10,
  flee: 0,
  sight: 6,
  floats: false,
  blast: 0,
  description: 'A skittering thing the size of a fist.',
  xp: 1,
  verb: 'nips',
  sighting: 'A mite skitters into view.',
  spawn: { floors: [0, 0, 0, 2, 2, 2], endless: { from: 1, base: 2 } },
  traits: { reforms: false, difficulty: 'heavy', heavy: false },
};

describe('buildContent', () => {
  it('changes only the fields a pack gives, and the built-in content not at all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('zombie', 'skeleton', 'bloat', 'tank'),
        (hp, id) => {
          const before = foldedDef(BUILTIN_CONTENT, id);
          const c = ok(buildContent([{ source: 'p.json', monsters: [{ id, hp }] }]));
          expect(foldedDef(c, id).hp).toBe(hp);
          expect({ ...foldedDef(c, id), hp: 0 }).toEqual({ ...before, hp: 0 });
          expect(foldedDef(BUILTIN_CONTENT, id)).toEqual(before);
          // A variant folds over the changed base.
          expect(foldedDef(c, id, 'hulking').hp).toBe(Math.max(1, Math.round(hp * 1.5)));
        },
      ),
    );
  });

  it('hashes equal content equally and any change differently', () => {
    const again = ok(buildContent([]));
    expect(again.hash).toBe(BUILTIN_CONTENT.hash);
    expect(again.hash).toMatch(/^[0-9a-f]{16}$/);
    const hashes = new Set([
      BUILTIN_CONTENT.hash,
      ok(buildContent([{ source: 'a', monsters: [{ id: 'zombie', verb: 'gnaws' }] }])).hash,
      ok(buildContent([{ source: 'a', monsters: [{ id: 'zombie', hp: 10 }] }])).hash,
      ok(buildContent([{ source: 'a', items: [{ id: 'medkit', name: 'first-aid kit' }] }])).hash,
      ok(buildContent([{ source: 'a', floors: [{ depth: 2, medkits: 3 }] }])).hash,
      ok(buildContent([{ source: 'a', monsters: [MITE] }])).hash,
    ]);
    expect(hashes.size).toBe(6);
    // The pack's file name is not content: the same records hash the same.
    expect(ok(buildContent([{ source: 'b', monsters: [{ id: 'zombie', hp: 10 }] }])).hash).toBe(
      ok(buildContent([{ source: 'a', monsters: [{ id: 'zombie', hp: 10 }] }])).hash,
    );
  });

  it('is all or nothing: one bad field in the second pack and no content at all, every problem named', () => {
    const packs: ContentPack[] = [
      { source: 'good.json', monsters: [MITE] },
      {
        source: 'bad.json',
        monsters: [
          { id: 'zombie', hp: 0 },
          { id: 'wisp', name: 'wisp' },
        ],
        items: [{ id: 'laser', name: 'laser' }],
        floors: [{ depth: 9 }, { depth: 1, weaponPool: ['banana'] }],
      },
    ];
    const result = buildContent(packs);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const where = result.problems.map((p) => `${p.source} ${p.path}`);
    expect(where).toEqual([
      'bad.json $.monsters[0].hp',
      'bad.json $.monsters[1]',
      'bad.json $.items[0].id',
      'bad.json $.floors[0].depth',
      'bad.json $.floors[1].weaponPool[0]',
    ]);
    expect(result.problems[0].expected).toBe('an integer >= 1');
    expect(result.problems[1].expected).toMatch(
      /^a new kind "wisp" with every field; missing: glyph, colour, hp/,
    );
  });

  it('refuses a glyph that is a map character or another kind’s, an unknown field and a reserved id', () => {
    const problems = (patch: MonsterPatch): string[] => {
      const r = buildContent([{ source: 'x.json', monsters: [patch] }]);
      return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.expected}`);
    };
    expect(problems({ ...MITE, glyph: '#' })).toEqual([
      '$.monsters[id=mite].glyph: a glyph of its own ("#" is already wall)',
    ]);
    expect(problems({ ...MITE, glyph: 'z' })).toEqual([
      '$.monsters[id=mite].glyph: a glyph of its own ("z" is already the zombie)',
    ]);
    expect(problems({ ...MITE, glyph: 'mm' })).toEqual(['$.monsters[0].glyph: one visible character']);
    expect(problems({ id: 'zombie', teeth: 3 } as MonsterPatch)[0]).toMatch(
      /^\$\.monsters\[0\]\.teeth: no such field/,
    );
    expect(problems({ ...MITE, id: 'bones' })[0]).toMatch(/^\$\.monsters\[0\]\.id: /);
  });

  it('appends a new kind after the built-in ones: spawn order, tables and the legend derive from it', () => {
    const c = ok(buildContent([{ source: 'm.json', monsters: [MITE] }]));
    expect(c.monsters.map((m) => m.id)).toEqual(['zombie', 'skeleton', 'bloat', 'tank', 'mite']);
    expect(c.floors.map((f) => f.monsters.mite)).toEqual(MITE.spawn?.floors);
    expect(c.legend.byChar.get('m')?.meaning).toEqual({ role: 'monster', kind: 'mite' });
    // Its traits, not its name, say how a difficulty treats it: heavy kinds get `tanks` on floors 3-5.
    expect(tableFor(c.floors[3], 3, 'easy', c).monsters.mite).toBe(1);
    expect(tableFor(c.floors[2], 2, 'easy', c).monsters.mite).toBe(0);
    // Every chunk breeds a variant for it too, and the built-in kinds keep their draws.
    for (const [cx, cy] of [
      [3, 4],
      [-5, 2],
    ]) {
      const mine = variantsFor(7, cx, cy, c).byKind;
      const plain = variantsFor(7, cx, cy).byKind;
      expect(Object.keys(mine)).toContain('mite');
      for (const id of Object.keys(plain)) expect(mine[id]).toBe(plain[id]);
    }
  });

  it('adds a variant: every kind gets it folded', () => {
    const c = ok(
      buildContent([
        {
          source: 'v.json',
          variants: [
            {
              id: 'glassy',
              prefix: 'glassy',
              colour: 0xa0f0ff,
              description: 'It rings when struck.',
              hpScale: 0.5,
              armour: 0,
              delayScale: 1,
              damage: 0,
              accuracy: 0,
              blast: 0,
              soak: 0,
              evasion: 0,
              fearless: false,
            },
          ],
        },
      ]),
    );
    expect(foldedDef(c, 'tank', 'glassy')).toMatchObject({ name: 'glassy tank', hp: 8, variant: 'glassy' });
    expect(() => foldedDef(c, 'mite')).toThrow(/unknown monster kind "mite"/);
  });
});

describe('the game holds its content beside the state', () => {
  it('names items as the content does: in the view and in the log', () => {
    const c = ok(
      buildContent([{ source: 'i.json', items: [{ id: 'pistol', name: 'sidearm', glyph: '¡' }] }]),
    );
    const game = createGame(5, { content: c });
    const pistol = view(game).player.inventory.find((it) => it.kind === 'pistol');
    expect([pistol?.name, pistol?.glyph]).toEqual(['sidearm', '¡']);
    const slot = view(game).player.inventory.findIndex((it) => it.kind === 'pistol');
    perform(game, { kind: 'drop', slot });
    expect(game.log.map((e) => e.text)).toContain('You drop the sidearm.');
    // The built-in content's game is untouched.
    expect(view(createGame(5)).player.inventory.find((it) => it.kind === 'pistol')?.name).toBe('pistol');
  });

  it("refuses what a pack cannot change: an item's numbers", () => {
    const r = buildContent([{ source: 'w.json', items: [{ id: 'rifle', weapon: { pen: 99 } } as never] }]);
    expect(r.ok ? [] : r.problems.map((p) => p.path)).toEqual(['$.items[0].weapon']);
  });

  it('never writes it into a save or the state hash, and a load takes it again', () => {
    const c = ok(
      buildContent([{ source: 'd.json', monsters: [{ id: 'zombie', description: 'Another text.' }] }]),
    );
    const plain = createGame(11);
    const modded = createGame(11, { content: c });
    expect(contentOf(plain)).toBe(BUILTIN_CONTENT);
    expect(contentOf(modded)).toBe(c);
    expect(serialize(modded)).toBe(serialize(plain));
    expect(stateHash(modded)).toBe(stateHash(plain));
    expect(contentOf(deserialize(serialize(modded), c))).toBe(c);
    expect(contentOf(deserialize(serialize(modded)))).toBe(BUILTIN_CONTENT);
  });

  it('gives a scenario its content: the map legend follows the content', () => {
    const c = ok(buildContent([{ source: 'm.json', monsters: [MITE] }]));
    const s = parseScenario(['---', '#####', '#@.m#', '#####', '---', 'wait'].join('\n'), 'm.scn', c);
    expect(monsterList(s.floor.floor).map((m) => m.kind)).toEqual(['mite']);
    expect(s.content).toBe(c);
  });
});
