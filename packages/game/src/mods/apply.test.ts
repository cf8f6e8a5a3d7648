import { describe, expect, it } from 'vitest';
import { BUILTIN_CONTENT } from '../content/registry.js';
import { contentFromPacks } from './apply.js';
import { checkContentPack, type ModPack } from './validate.js';
import { GHOUL } from './ghoul.test.support.js';

/** A checked pack (the test fails if the example itself is not a valid pack). */
function pack(file: string, json: unknown): ModPack {
  const result = checkContentPack(file, json);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.pack;
}

describe('contentFromPacks', () => {
  it('adds a new kind with its floor counts, and changes a floor table and a built-in kind', () => {
    const result = contentFromPacks([
      pack('ghouls.json', {
        monsters: [GHOUL, { id: 'zombie', hp: 12 }],
        floors: [{ depth: 2, monsters: { ghoul: 3, skeleton: 0 }, medkits: 4 }],
      }),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { content } = result;
    const ghoul = content.monsterById.get('ghoul');
    expect(ghoul).toMatchObject({ hp: 7, colour: 0xa0c040, verb: 'claws', xp: 4 });
    expect(ghoul?.spawn.floors).toEqual([0, 0, 3, 0, 0, 0]);
    expect(ghoul?.traits).toEqual({ reforms: false, heavy: false, difficulty: 'none' });
    expect(content.floors[2].monsters.ghoul).toBe(3);
    expect(content.floors[2].monsters.skeleton).toBe(0);
    expect(content.floors[2].medkits).toBe(4);
    // What the pack did not name keeps the built-in numbers.
    expect(content.floors[2].monsters.zombie).toBe(BUILTIN_CONTENT.floors[2].monsters.zombie);
    expect(content.floors[3].monsters.skeleton).toBe(BUILTIN_CONTENT.floors[3].monsters.skeleton);
    expect(content.floors[1].medkits).toBe(BUILTIN_CONTENT.floors[1].medkits);
    expect(content.monsterById.get('zombie')?.hp).toBe(12);
    expect(content.monsterById.get('zombie')?.verb).toBe('bites');
    expect(content.sources).toEqual(['ghouls.json']);
    expect(content.hash).not.toBe(BUILTIN_CONTENT.hash);
  });

  it('gives the same hash for the same packs and another for any change', () => {
    const make = (hp: number) =>
      contentFromPacks([
        pack('a.json', { monsters: [{ ...GHOUL, hp }], floors: [{ depth: 1, monsters: { ghoul: 1 } }] }),
      ]);
    const a = make(7);
    const b = make(7);
    const c = make(8);
    if (!a.ok || !b.ok || !c.ok) throw new Error('packs refused');
    expect(a.content.hash).toBe(b.content.hash);
    expect(c.content.hash).not.toBe(a.content.hash);
    const none = contentFromPacks([]);
    expect(none.ok && none.content.hash).toBe(BUILTIN_CONTENT.hash);
  });

  it('applies packs in order: a later one changes what an earlier one added', () => {
    const result = contentFromPacks([
      pack('10-ghouls.json', { monsters: [GHOUL] }),
      pack('20-tougher.json', {
        monsters: [{ id: 'ghoul', hp: 20 }],
        floors: [{ depth: 4, monsters: { ghoul: 2 } }],
      }),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.monsterById.get('ghoul')?.hp).toBe(20);
    expect(result.content.monsterById.get('ghoul')?.spawn.floors).toEqual([0, 0, 0, 0, 2, 0]);
    expect(result.content.sources).toEqual(['10-ghouls.json', '20-tougher.json']);
  });

  it('a new kind without every field is one problem naming what is missing', () => {
    const result = contentFromPacks([
      pack('half.json', { monsters: [{ id: 'ghoul', name: 'ghoul', hp: 3 }] }),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: 'half.json', path: '$.monsters[0]' });
    expect(result.problems[0].expected).toContain('missing:');
    expect(result.problems[0].expected).toContain('glyph');
  });

  it('a floor naming a kind nobody has is a problem at its path', () => {
    const result = contentFromPacks([pack('typo.json', { floors: [{ depth: 3, monsters: { zombi: 2 } }] })]);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          file: 'typo.json',
          path: '$.floors[0].monsters.zombi',
          expected: 'a monster kind of the game or of a pack: zombie, skeleton, bloat, tank',
        },
      ],
    });
  });

  it('an item the game does not have is a problem: packs change items, they do not invent them', () => {
    const result = contentFromPacks([pack('items.json', { items: [{ id: 'laser', name: 'laser' }] })]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ file: 'items.json', path: '$.items[0].id' });
  });

  it('is all or nothing: a good pack beside a bad one gives only the problems', () => {
    const result = contentFromPacks([
      pack('good.json', { monsters: [GHOUL] }),
      pack('bad.json', { monsters: [{ ...GHOUL, id: 'ghast', glyph: 'z' }] }),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.file, p.path])).toEqual([['bad.json', '$.monsters[0].glyph']]);
    // The built-in content is untouched.
    expect(BUILTIN_CONTENT.monsterById.has('ghoul')).toBe(false);
  });
});
