import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './json-text.js';
import {
  checkContentPack,
  nearestName,
  parseContentPack,
  modProblemText,
  type ModProblem,
} from './validate.js';
import { GHOUL } from './ghoul.test.support.js';

function problems(json: unknown): readonly ModProblem[] {
  const result = checkContentPack('mod.json', json);
  return result.ok ? [] : result.problems;
}

describe('checkContentPack', () => {
  it('accepts a new monster and a changed floor table, and returns them', () => {
    const result = checkContentPack('ghouls.json', {
      monsters: [GHOUL],
      floors: [{ depth: 2, monsters: { ghoul: 3, zombie: 2 }, weaponPool: ['rifle'] }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pack.file).toBe('ghouls.json');
    expect(result.pack.monsters.map((m) => m.id)).toEqual(['ghoul']);
    expect(result.pack.floors[0].monsters).toEqual({ ghoul: 3, zombie: 2 });
    expect(result.pack.items).toEqual([]);
  });

  it('names the file, the JSON path and what was expected for a value out of range', () => {
    const found = problems({ monsters: [GHOUL, GHOUL, { ...GHOUL, id: 'ghast', hp: 0 }] });
    expect(found).toContainEqual({
      file: 'mod.json',
      path: '$.monsters[2].hp',
      expected: 'an integer from 1 to 999',
      got: '0',
    });
    expect(modProblemText(found.find((p) => p.path === '$.monsters[2].hp')!)).toBe(
      'mod.json: $.monsters[2].hp: expected an integer from 1 to 999, got 0',
    );
  });

  it('gives one problem per thing wrong, all of them at once', () => {
    const found = problems({
      monsters: [{ ...GHOUL, hp: 2.5, glyph: 'gg', colour: 'green', damage: '3 dice' }],
      floors: [{ depth: 9, medkits: -1 }],
    });
    expect(found.map((p) => p.path).sort()).toEqual(
      [
        '$.floors[0].depth',
        '$.floors[0].medkits',
        '$.monsters[0].colour',
        '$.monsters[0].damage',
        '$.monsters[0].glyph',
        '$.monsters[0].hp',
      ].sort(),
    );
  });

  it('reports an unknown key with the key it most likely meant', () => {
    const found = problems({ monsters: [{ id: 'zombie', hpp: 3 }] });
    expect(found).toEqual([
      {
        file: 'mod.json',
        path: '$.monsters[0].hpp',
        expected: 'a known key of a monster (did you mean "hp"?)',
      },
    ]);
    const far = problems({ mosters: [] });
    expect(far[0].path).toBe('$.mosters');
    expect(far[0].expected).toContain('did you mean "monsters"?');
    const none = problems({ zzzzzz: 1 });
    expect(none[0].expected).toBe(
      'a known key of a content pack: $schema, description, monsters, items, variants, floors',
    );
  });

  it('writes keys that are not plain names in brackets', () => {
    const found = problems({ floors: [{ depth: 1, monsters: { 'Big Ghoul': 2 } }] });
    expect(found[0].path).toBe('$.floors[0].monsters["Big Ghoul"]');
  });

  it('requires the id of every entry and the depth of every floor', () => {
    const found = problems({ monsters: [{ hp: 3 }], floors: [{ medkits: 1 }] });
    expect(found).toEqual([
      {
        file: 'mod.json',
        path: '$.monsters[0].id',
        expected: "an id: 1 to 24 lower-case letters, digits or '-', starting with a letter (required)",
      },
      { file: 'mod.json', path: '$.floors[0].depth', expected: 'an integer from 0 to 5 (required)' },
    ]);
  });

  it('refuses an id or a depth given twice in one file', () => {
    const found = problems({
      monsters: [GHOUL, { id: 'ghoul', hp: 3 }],
      floors: [{ depth: 1 }, { depth: 1 }],
    });
    expect(found.map((p) => [p.path, p.expected])).toEqual([
      ['$.monsters[1].id', 'an id not given earlier in this file (monsters[0] has it already)'],
      ['$.floors[1].depth', 'a depth not given earlier in this file (floors[0] has it already)'],
    ]);
  });

  it('says what the whole file should be when it is not an object', () => {
    expect(problems([1, 2])).toEqual([
      { file: 'mod.json', path: '$', expected: 'a content pack (an object)', got: 'a list of 2' },
    ]);
  });
});

describe('parseContentPack', () => {
  it('names the line and column where a file stops being JSON', () => {
    const text = '{\n  "monsters": [\n    { "id": "ghoul", }\n  ]\n}\n';
    const result = parseContentPack('ghouls.json', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(modProblemText(result.problems[0])).toBe(
      'ghouls.json:3:22: not valid JSON: expected a key in double quotes',
    );
  });

  it('reads a byte-order mark as nothing, and checks the parsed pack', () => {
    const result = parseContentPack('bom.json', '\uFEFF{"monsters":[{"id":"zombie","hp":12}]}');
    expect(result.ok).toBe(true);
  });
});

describe('jsonSyntaxError', () => {
  it('agrees with JSON.parse on whether a text is JSON', () => {
    const texts = [
      '{}',
      '[]',
      '{"a":1,}',
      '[1,]',
      '{"a" 1}',
      "{'a':1}",
      '{"a":TRUE}',
      '{"a":01}',
      '{"a":-}',
      '{"a":1.}',
      '{"a":1e}',
      '"\\x"',
      '"\\u12G4"',
      '"a\nb"',
      '{"a":[1,2,{"b":null}]}  ',
      '{"a":1} x',
      '',
      '   ',
      '{"a":"\\u00e9\\n"}',
      '-0.5e+3',
      '{"a":1',
    ];
    for (const text of texts) {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(jsonSyntaxError(text) === undefined, text).toBe(valid);
    }
  });

  it('points at the end of a file that stops early', () => {
    expect(jsonSyntaxError('{\n "a": [1, 2\n')).toEqual({ line: 3, column: 1, expected: "',' or ']'" });
  });
});

describe('nearestName', () => {
  it('finds a misspelt key within two edits, and nothing for a short or far one', () => {
    expect(nearestName('sighting', ['sight', 'sighting'])).toBe('sighting');
    expect(nearestName('weigth', ['weight', 'from'])).toBe('weight');
    expect(nearestName('xq', ['xp', 'hp'])).toBeUndefined();
    expect(nearestName('colour', ['color'])).toBe('color');
    expect(nearestName('banana', ['hp', 'xp'])).toBeUndefined();
  });
});
