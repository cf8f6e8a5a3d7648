import { describe, expect, it } from 'vitest';
import { ITEMS, WEAPONS, type ItemKind } from '../core/content.js';
import { parseScenario, scenarioFloor, ScenarioError } from './parse.js';

const MAP = ['#######', '#.@..z#', '#.....#', '#######'];

function file(settings: readonly string[], script: readonly string[], map: readonly string[] = MAP): string {
  return [...settings, '---', ...map, '---', ...script].join('\n');
}

/** The error parsing `text` throws (the test fails if it does not throw one). */
function errorOf(text: string, name = 'case.scn'): ScenarioError {
  try {
    parseScenario(text, name);
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

describe('parseScenario', () => {
  it('reads settings, map and script, skipping blank and ; lines', () => {
    const text = file(
      [
        '; a comment',
        '',
        'hp 12',
        'oxygen 7',
        'armour 3',
        'wield rifle',
        'carry medkit 2',
        'ammo shells 5',
        'item 3,2 armour',
        'depth 2',
      ],
      [
        'move e',
        '; note',
        'wait',
        'wait 3',
        'fire 5,1',
        'close  sw',
        'reload',
        'pickup',
        'descend',
        'use medkit',
      ],
    );
    const s = parseScenario(text, 'x.scn');
    expect(s.settings).toMatchObject({
      hp: 12,
      oxygen: 7,
      armour: 3,
      wield: 'rifle',
      depth: 2,
      ammo: { shells: 5 },
      carry: [{ kind: 'medkit', count: 2, line: 7 }],
      items: [{ kind: 'armour', count: 1, x: 3, y: 2, line: 9 }],
    });
    expect(s.map).toEqual(MAP);
    expect(s.floor.start).toEqual({ x: 2, y: 1 });
    expect(s.floor.floor.depth).toBe(2);
    expect(s.script.map((st) => [st.line, st.text])).toEqual([
      [17, 'move e'],
      [19, 'wait'],
      [20, 'wait 3'],
      [21, 'fire 5,1'],
      [22, 'close sw'],
      [23, 'reload'],
      [24, 'pickup'],
      [25, 'descend'],
      [26, 'use medkit'],
    ]);
    expect(s.script[0].action).toEqual({ kind: 'command', command: { kind: 'move', dx: 1, dy: 0 } });
    expect(s.script[2].action).toEqual({ kind: 'wait', turns: 3 });
    expect(s.script[4].action).toEqual({ kind: 'command', command: { kind: 'close', dx: -1, dy: 1 } });
    expect(s.script[8].action).toEqual({ kind: 'item', verb: 'use', item: 'medkit' });
  });

  it('reads explore and travel X,Y as journeys', () => {
    const s = parseScenario(file([], ['explore', 'travel  4,2']), 'j.scn');
    expect(s.script.map((st) => [st.line, st.text, st.action])).toEqual([
      [7, 'explore', { kind: 'journey', command: { kind: 'explore' } }],
      [8, 'travel 4,2', { kind: 'journey', command: { kind: 'travel', x: 4, y: 2 } }],
    ]);
  });

  it('reads the lamp and where the player faces (degrees, 0 east and 90 south), and names a bad one', () => {
    expect(parseScenario(file(['lamp cone', 'facing s'], []), 'l.scn').settings).toMatchObject({
      lamp: 'cone',
      facing: 90,
    });
    expect(parseScenario(file(['lamp round', 'facing nw'], []), 'l.scn').settings).toMatchObject({
      lamp: 'round',
      facing: 225,
    });
    expect(errorOf(file(['lamp torch'], [])).reason).toBe('unknown lamp "torch"; known: cone, round');
    expect(errorOf(file(['facing up'], [])).reason).toMatch(/^unknown direction "up"; known: n, ne/);
    expect(errorOf(file(['lamp cone', 'lamp round'], [])).reason).toMatch(/^lamp is set twice/);
  });

  it('pads short map rows with space and accepts Windows line ends', () => {
    const s = parseScenario(['---', '###', '#@#####', '---', ''].join('\r\n'), 'crlf.scn');
    expect(s.map).toEqual(['###    ', '#@#####']);
    expect(s.script).toEqual([]);
  });

  it('every direction word is one king step', () => {
    const words = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];
    const s = parseScenario(
      file(
        [],
        words.map((w) => `move ${w}`),
      ),
      'd.scn',
    );
    const steps = s.script.map((st) => (st.action.kind === 'command' ? st.action.command : undefined));
    const seen = new Set(steps.map((c) => (c !== undefined && c.kind === 'move' ? `${c.dx},${c.dy}` : '')));
    expect(seen.size).toBe(8);
    for (const c of steps) {
      if (c === undefined || c.kind !== 'move') throw new Error('not a move');
      expect(Math.max(Math.abs(c.dx), Math.abs(c.dy))).toBe(1);
    }
  });

  it('names the file and line of every mistake, and only one line', () => {
    const cases: Array<[string, number, RegExp]> = [
      [
        file(['speed 3'], []),
        1,
        /unknown setting "speed"; known: hp, oxygen, armour, wield, carry, ammo, item, depth/,
      ],
      [file(['hp', 'x'], []), 1, /expected "hp N", got "hp"/],
      [file(['hp 0'], []), 1, /hp must be a whole number from 1 to 9999, got "0"/],
      [file(['oxygen -1'], []), 1, /oxygen must be a whole number from 0/],
      [file(['hp 3', 'hp 4'], []), 2, /hp is set twice \(also on line 1\)/],
      [file(['depth 9'], []), 1, /depth must be a whole number from 0 to 5/],
      [file(['carry sword'], []), 1, /unknown item "sword"; known: chainsaw, pistol, /],
      [file(['item 1,1 laser'], []), 1, /unknown item "laser"; known: /],
      [file(['wield medkit'], []), 1, /unknown weapon "medkit"; known: fists, chainsaw, pistol/],
      [
        file(['ammo arrows 3'], []),
        1,
        /unknown ammo type "arrows"; known: bullets, shells, slugs, belts, rockets, fuel/,
      ],
      [file(['ammo bullets 3', 'ammo bullets 4'], []), 2, /ammo bullets is set twice/],
      [file(['item 1;1 medkit'], []), 1, /expected a cell as X,Y/],
      [file(['item 7,1 medkit'], []), 1, /7,1 is outside the 7x4 map \(X from 0 to 6, Y from 0 to 3\)/],
      [file(['item 0,0 medkit'], []), 1, /0,0 is "#", not open deck/],
      [
        file(['carry medkit 10'], []),
        1,
        /the pack holds 10 items \(the wielded weapon counts\); this makes 11/,
      ],
      [file([], ['move up']), 7, /unknown direction "up"; known: n, ne, e, se, s, sw, w, nw/],
      [file([], ['close']), 7, /expected "close DIR", got "close"/],
      [file([], ['jump']), 7, /unknown command "jump"; known: move, wait, close, fire, reload/],
      [file([], ['wait 0']), 7, /N must be a whole number from 1 to 10000/],
      [file([], ['wait two']), 7, /N must be a whole number/],
      [file([], ['reload now']), 7, /expected "reload", got "reload now"/],
      [file([], ['fire 9,9']), 7, /9,9 is outside the 7x4 map/],
      [file([], ['fire here']), 7, /expected a cell as X,Y/],
      [file([], ['use sword']), 7, /unknown item "sword"/],
      [file([], ['wait', 'explore now']), 8, /expected "explore", got "explore now"/],
      [file([], ['travel 9,1']), 7, /9,1 is outside the 7x4 map/],
      [file([], ['travel']), 7, /expected "travel X,Y"/],
      [file([], [], ['#####', '#...#', '#####']), 2, /the map has no @/],
      [
        file([], [], ['#####', '#@.@#', '#####']),
        3,
        /a second @ \(the first is on line 3\); a map has exactly one/,
      ],
      [
        file([], [], ['#####', '#@.?#', '#####']),
        3,
        /unknown map character "\?" at column 3; the legend is: space \. # % \+ ' > & \* @ z s b T/,
      ],
      [file([], [], ['#@\t#']), 2, /unknown map character a tab at column 2/],
      [file([], [], []), 2, /the map is empty/],
      [
        ['hp 3', '#@#'].join('\n'),
        2,
        /missing ---: a scenario is settings, a line ---, the map, a line ---, then the script/,
      ],
      [
        ['hp 3', '---', '#@#', 'wait'].join('\n'),
        4,
        /missing the --- that ends the map \(the map starts after the --- on line 2\)/,
      ],
      ['', 1, /missing ---/],
    ];
    for (const [text, line, reason] of cases) {
      const error = errorOf(text);
      expect(error.file).toBe('case.scn');
      expect(error.line).toBe(line);
      expect(error.reason).toMatch(reason);
      expect(error.message).toBe(`case.scn:${line}: ${error.reason}`);
      expect(error.message).not.toContain('\n');
    }
  });

  it('lists every known item kind in the error for an unknown one', () => {
    const error = errorOf(file(['carry sword'], []));
    for (const kind of Object.keys(ITEMS)) expect(error.reason).toContain(kind);
    const weapon = errorOf(file(['wield medkit'], []));
    for (const kind of Object.keys(WEAPONS).filter((k) => k !== 'fists'))
      expect(weapon.reason).toContain(kind as ItemKind);
  });

  it('leaves the parsed floor untouched by later runs (scenarioFloor builds a fresh one)', () => {
    const s = parseScenario(file([], []), 'f.scn');
    const a = scenarioFloor(s);
    const b = scenarioFloor(s);
    expect(a.floor).not.toBe(b.floor);
    expect(a.floor).not.toBe(s.floor.floor);
    expect(Array.from(a.floor.terrain)).toEqual(Array.from(s.floor.floor.terrain));
  });
});
