import { describe, expect, it } from 'vitest';
import { asciiActor, asciiView } from './ascii-view.js';
import { ARMOUR_RULE, describeCell, interestingCells, itemFacts, weaponFacts } from './describe.js';
import { CANISTER_OXYGEN, GEAR, PLAYER, WEAPONS, type WeaponKind } from '../core/content.js';
import { TERRAINS } from '../core/api.js';
import { parseKeyMap } from './key-map.js';
import { BUILTIN_CONTENT } from '../content/registry.js';

const v = asciiView({
  map: ['#####', '#@z.#', '#####'],
  knowledge: ['vvvrr', 'vvvrr', 'vvv  '],
  actors: [{ ...asciiActor(2, 1), description: 'Slow and hungry.' }, asciiActor(3, 1, 'tank', 'T')],
  items: [{ id: 1, kind: 'medkit', name: 'medkit', glyph: '!', colour: 1, x: 3, y: 1 }],
  notes: [{ x: 0, y: 1, text: 'DO NOT OPEN' }],
});

describe('examine', () => {
  it('describes a creature in view with its status and description', () => {
    const lines = describeCell(v, 2, 1);
    expect(lines[0]).toContain('zombie (hunting, 5/9)');
    expect(lines[0]).toContain('Slow and hungry.');
  });

  it('never describes creatures out of sight; remembered items are marked as such', () => {
    const lines = describeCell(v, 3, 1).join(' ');
    expect(lines).not.toContain('tank');
    expect(lines).toContain('medkit, when you last looked.');
    expect(lines).toContain('(remembered)');
  });

  it('reveals nothing about unseen cells, and reads notes', () => {
    expect(describeCell(v, 4, 2)).toEqual(['You have not seen this spot.']);
    expect(describeCell(v, 0, 1)).toContain('DO NOT OPEN');
  });

  it("says whether a carried key card fits a card lock, from the plate's code and the cards' codes", () => {
    const lock = { x: 0, y: 1, text: 'A card lock.', fixture: { kind: 'card-lock', code: '4K' } as const };
    const card = (id: number, code: string) => ({
      id,
      kind: 'key-card',
      name: 'key card',
      glyph: '-',
      colour: 1,
      x: -1,
      y: -1,
      code,
    });
    const at = (inventory: ReturnType<typeof card>[]) =>
      describeCell(
        asciiView({ map: ['#####', '#@..#', '#####'], notes: [lock], player: { inventory } }),
        0,
        1,
      );
    expect(at([card(1, '9Z'), card(2, '4K')])).toContain('Your key card fits it.');
    expect(at([card(1, '9Z')])).toContain('None of your key cards fits it.');
    expect(at([]).join(' ')).not.toContain('key card');
    // A plate without a card lock's facts says nothing of cards, whatever its words.
    const words = describeCell(
      asciiView({
        map: ['#####', '#@..#', '#####'],
        notes: [{ x: 0, y: 1, text: 'VAULT-4K' }],
        player: { inventory: [card(2, '4K')] },
      }),
      0,
      1,
    );
    expect(words.join(' ')).not.toContain('fits');
  });

  it('lists interesting cells nearest first, leaving out unseen creatures', () => {
    expect(interestingCells(v)).toEqual([
      { x: 2, y: 1 },
      { x: 0, y: 1 },
      { x: 3, y: 1 },
    ]);
  });

  it('names breaches, fire and the air of cells in view, and nothing of it for remembered cells', () => {
    const w = asciiView({
      map: ['##*##', '#.@.#', '#...#', '#####'],
      air: ['     ', ' ffv ', ' v.. ', '     '],
      fire: ['     ', '     ', '   ^ ', '     '],
      knowledge: ['vvvvv', 'vvvvv', 'vvvvr', 'vvvvv'],
    });
    expect(describeCell(w, 2, 0).join(' ')).toContain('A hole in the hull: open space');
    expect(describeCell(w, 1, 1).join(' ')).toContain('Air rushing toward the breach');
    expect(describeCell(w, 3, 1).join(' ')).toContain('No air');
    expect(describeCell(w, 3, 2).join(' ')).toContain('on fire');
    expect(describeCell(w, 2, 2).join(' ')).not.toMatch(/air|fire/i);
    const hidden = asciiView({ map: ['@.'], air: [' v'], fire: [' ^'], knowledge: ['vr'] });
    expect(describeCell(hidden, 1, 0).join(' ')).not.toMatch(/air|fire/i);
    expect(describeCell(w, 0, 0).join(' ')).not.toMatch(/air|fire/i);
  });

  it("reads a closed door's gauge: vacuum on one side and still air on another, in view only", () => {
    const spec = {
      map: ['#######', '#@.+..#', '#######'],
      air: ['       ', '    vv ', '       '],
    };
    const gauge = 'Its gauge shows vacuum on one side';
    expect(describeCell(asciiView(spec), 3, 1).join(' ')).toContain(gauge);
    // Air on both sides, or vacuum on both: nothing to read.
    expect(describeCell(asciiView({ map: spec.map }), 3, 1).join(' ')).not.toContain(gauge);
    const bothVacuum = asciiView({ ...spec, air: ['       ', ' vvvvv ', '       '] });
    expect(describeCell(bothVacuum, 3, 1).join(' ')).not.toContain(gauge);
    // A door remembered, not in view, shows nothing either.
    const remembered = asciiView({ ...spec, knowledge: ['vvvvvvv', 'vvvrvvv', 'vvvvvvv'] });
    expect(describeCell(remembered, 3, 1).join(' ')).not.toContain(gauge);
  });

  it('gives every weapon its own numbers from the content table', () => {
    for (const kind of Object.keys(WEAPONS) as WeaponKind[]) {
      const w = WEAPONS[kind];
      const facts = weaponFacts(kind);
      expect(facts).toContain(`amage ${w.damage}`);
      expect(facts).toContain(w.melee ? 'melee' : `range ${w.range}`);
      expect(facts).toContain(`penetration ${w.pen}`);
      if (w.pellets > 1) expect(facts).toContain(`${w.pellets} pellets`);
      if (w.burst > 1) expect(facts).toContain(`${w.burst} rounds a pull`);
      if (w.shot !== 'rocket') expect(facts).toContain(w.pierces ? 'pierces' : 'does not pierce');
      expect(facts).toContain(w.capacity > 0 ? `holds ${w.capacity} ` : 'needs nothing');
    }
  });

  it('states the armour rule with its numbers, and what the other gear does', () => {
    expect(ARMOUR_RULE).toContain(`A plate adds ${PLAYER.armourPlate}, up to ${PLAYER.maxArmour}`);
    expect(itemFacts('armour')).toBe(ARMOUR_RULE);
    expect(itemFacts('medkit')).toBe(`Restores ${PLAYER.medkitHeal} HP.`);
    expect(itemFacts('oxygen-canister')).toBe(`Refills ${CANISTER_OXYGEN} oxygen.`);
    expect(itemFacts('pressure-helmet')).toContain(`+${GEAR['pressure-helmet'].oxygen ?? 0} maximum oxygen`);
    expect(itemFacts('ammo-bullets')).toBeUndefined();
    expect(itemFacts('pistol')).toBe(weaponFacts('pistol'));
  });

  it('examine adds the description and the numbers under an item, and the door words name the close key as bound', () => {
    const room = asciiView({
      map: ['#####', "#@.'#", '#####'],
      items: [{ id: 9, kind: 'rifle', name: 'rifle', glyph: '}', colour: 1, x: 2, y: 1 }],
    });
    expect(describeCell(room, 2, 1)).toEqual([
      'rifle.',
      BUILTIN_CONTENT.itemById.get('rifle')?.description,
      weaponFacts('rifle'),
      'Deck plating, scuffed and stained.',
    ]);
    expect(describeCell(room, 3, 1).join(' ')).toContain('Press c beside it');
    const { keys } = parseKeyMap({ close: 'C' });
    expect(describeCell(room, 3, 1, keys).join(' ')).toContain('Press C beside it');
  });

  it('has words for every terrain', () => {
    for (const t of TERRAINS) {
      const view = asciiView({ map: ['@.'] });
      const one = { ...view, knownTerrain: (x: number) => (x === 1 ? t : ('floor' as const)) };
      const words = describeCell(one, 1, 0);
      expect(words.length).toBeGreaterThan(0);
      expect(words.every((w) => w !== undefined && w.length > 3)).toBe(true);
    }
  });
});
