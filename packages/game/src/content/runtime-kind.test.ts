import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFloor } from '../core/floor.js';
import { monsterList } from '../core/cells.js';
import { parseScenario } from '../scenario/parse.js';
import { playScenario } from '../scenario/run.js';
import { buildContent, type Content, type MonsterPatch } from './registry.js';

/** One record, nothing else: a kind the game has never heard of. */
const GHOUL: MonsterPatch = {
  id: 'ghoul',
  name: 'ghoul',
  glyph: 'g',
  colour: 0x8a9a5b,
  hp: 6,
  armour: 0,
  damage: '1d2',
  accuracy: 1,
  delay: 10,
  flee: 0,
  sight: 9,
  floats: false,
  blast: 0,
  description: 'A hunched thing that was crew once, all knuckles and teeth.',
  xp: 7,
  verb: 'rakes',
  sighting: 'A ghoul lopes into view, knuckles dragging.',
  spawn: { floors: [0, 4, 0, 0, 0, 0], endless: { from: 0, base: 1 } },
  traits: { reforms: false, difficulty: 'crew', heavy: false },
};

function withGhoul(): Content {
  const built = buildContent([{ source: 'ghoul.json', monsters: [GHOUL] }]);
  if (!built.ok) throw new Error(JSON.stringify(built.problems));
  return built.content;
}

const MAP = ['#######', '#@g...#', '#.....#', '#######'];
const SCRIPT = ['wait', 'fire 2,1', 'fire 2,1', 'fire 2,1', 'fire 2,1'];

describe('a monster kind added at run time', () => {
  it('spawns from its glyph, is sighted, fights with its verb and gives its xp (over many seeds)', () => {
    const content = withGhoul();
    const text = ['hp 40', '---', ...MAP, '---', ...SCRIPT].join('\n');
    const scenario = parseScenario(text, 'ghoul.scn', content);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const run = playScenario(scenario, seed);
        // The whole log: the first sighting is told as the game starts, before the first command.
        const log = run.game.log.map((e) => e.text);
        // Spawned where its glyph stands, with its record's hp.
        expect(monsterList(scenario.floor.floor).map((m) => [m.kind, m.x, m.y, m.hp])).toEqual([
          ['ghoul', 2, 1, 6],
        ]);
        // Seen: its own sighting line, once.
        expect(log.filter((l) => l === GHOUL.sighting)).toHaveLength(1);
        // Fought: it always hits (accuracy 1), told with its verb.
        expect(log.some((l) => /^The ghoul rakes you for [12]\.$/.test(l))).toBe(true);
        // Killed by the pistol (3-5 a round against 6 hp): its xp, and no ghoul left.
        expect(log.some((l) => l.startsWith('The ghoul goes down'))).toBe(true);
        expect(monsterList(run.game.floor).some((m) => m.kind === 'ghoul')).toBe(false);
        expect(run.game.player.character.xp).toBe(GHOUL.xp);
        expect(run.final.map[1]).not.toContain('g');
      }),
      { numRuns: 25 },
    );
  });

  it('draws on the map with its glyph while it lives', () => {
    const content = withGhoul();
    const text = ['---', ...MAP, '---', 'wait'].join('\n');
    const run = playScenario(parseScenario(text, 'ghoul.scn', content));
    expect(run.final.map.join('\n')).toContain('g');
  });

  it('is an unknown map character without its record', () => {
    const text = ['---', ...MAP, '---', 'wait'].join('\n');
    expect(() => parseScenario(text, 'ghoul.scn')).toThrow(/unknown map character "g"/);
  });

  it('spawns on campaign floors by its record, after the built-in kinds, leaving their draws alone', () => {
    const content = withGhoul();
    for (const seed of [3, 17, 'kestrel-9']) {
      const plain = monsterList(buildFloor(seed, 1).floor);
      const more = monsterList(buildFloor(seed, 1, 'normal', content).floor);
      const ghouls = more.filter((m) => m.kind === 'ghoul');
      expect(ghouls.length).toBeGreaterThan(0);
      expect(ghouls.length).toBeLessThanOrEqual(4);
      expect(ghouls.every((m) => m.hp === GHOUL.hp)).toBe(true);
      // The built-in kinds stand where they stood: the new kind is placed after them.
      const strip = (ms: typeof plain) => ms.filter((m) => m.kind !== 'ghoul').map((m) => [m.kind, m.x, m.y]);
      expect(strip(more)).toEqual(strip(plain));
    }
  });
});
