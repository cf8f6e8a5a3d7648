import { describe, expect, it } from 'vitest';
import { TERRAINS } from '../core/api.js';
import {
  ABILITIES,
  BONES_GLYPH,
  GEAR,
  ITEMS,
  MONSTERS,
  ammoOfItem,
  isGearItem,
  isWeaponItem,
} from '../core/content.js';
import type { ItemKind } from '../core/content.js';
import { VARIANT_KINDS, kindDef } from '../core/variants.js';
import { FIRE_GLYPH, FLICKER_MS, PLAYER_GLYPH, fireStyle, isSpace, terrainStyle } from './palette.js';
import { breachCell, starCell, starKey } from './starfield.js';

/** One thing the map can show: its glyph, its name, and the family it belongs to. */
interface Shown {
  readonly glyph: number;
  readonly thing: string;
  /** Things of one family may share a glyph (all guns are `}`); things of two families never. */
  readonly family: string;
}

const cp = (s: string): number => s.codePointAt(0) ?? -1;
const devices = new Set<string>(Object.values(ABILITIES).map((a) => a.device));

/** The family of an item kind: weapons, ammunition, the gear of one slot, devices; anything else is its own. */
function itemFamily(kind: ItemKind): string {
  if (isWeaponItem(kind)) return 'weapon';
  if (ammoOfItem(kind) !== undefined) return 'ammunition';
  if (isGearItem(kind)) return `gear worn on the ${GEAR[kind].slot}`;
  if (devices.has(kind)) return 'device';
  return kind;
}

/** Everything the map draws, built from the real tables of the core and the UI. */
function glyphTable(): Shown[] {
  const out: Shown[] = [];
  for (const t of TERRAINS) {
    if (t === 'void') continue;
    const glyph = t === 'breach' ? breachCell(starKey('g', 1), 3, 4, 1).glyph : terrainStyle(t).glyph;
    out.push({ glyph, thing: `terrain ${t}`, family: `terrain ${t}` });
  }
  for (let ms = 0; ms < 40 * FLICKER_MS; ms += FLICKER_MS)
    out.push({ glyph: fireStyle(2, 5, ms).glyph, thing: 'fire', family: 'fire' });
  const key = starKey('glyphs', 2);
  for (let x = 0; x < 400; x++) {
    const star = starCell(key, x, 7, 1);
    if (star.glyph !== 32) out.push({ glyph: star.glyph, thing: 'star', family: 'star' });
  }
  out.push({ glyph: PLAYER_GLYPH, thing: 'you', family: 'you' });
  for (const kind of Object.keys(MONSTERS) as (keyof typeof MONSTERS)[]) {
    out.push({ glyph: cp(MONSTERS[kind].glyph), thing: kind, family: `monster ${kind}` });
    // A variant is the same creature with a twist: same family (its name says which).
    for (const variant of VARIANT_KINDS)
      out.push({
        glyph: cp(kindDef(kind, variant).glyph),
        thing: `${variant} ${kind}`,
        family: `monster ${kind}`,
      });
  }
  out.push({ glyph: cp(BONES_GLYPH), thing: 'bones', family: 'bones' });
  for (const kind of Object.keys(ITEMS) as ItemKind[])
    out.push({ glyph: cp(ITEMS[kind].glyph), thing: kind, family: itemFamily(kind) });
  return out;
}

describe('glyphs', () => {
  it('no two things of different families share a glyph (pairwise over the real tables)', () => {
    const table = glyphTable();
    const clashes: string[] = [];
    for (let i = 0; i < table.length; i++)
      for (let j = i + 1; j < table.length; j++)
        if (table[i].glyph === table[j].glyph && table[i].family !== table[j].family)
          clashes.push(`${table[i].thing} / ${table[j].thing}: ${String.fromCodePoint(table[i].glyph)}`);
    expect(clashes).toEqual([]);
  });

  it('the table holds what the issue names: door and medkit, window and bones, floor and star, fire', () => {
    const glyphOf = (thing: string): number[] => [
      ...new Set(
        glyphTable()
          .filter((s) => s.thing === thing)
          .map((s) => s.glyph),
      ),
    ];
    expect(glyphOf('terrain door-closed')).toEqual([cp('+')]);
    expect(glyphOf('medkit')).not.toEqual(glyphOf('terrain door-closed'));
    expect(glyphOf('bones')).not.toEqual(glyphOf('terrain window'));
    expect(glyphOf('star')).toEqual([0xb7]);
    expect(glyphOf('terrain floor')).toEqual([cp('.')]);
    expect(glyphOf('fire')).toEqual([FIRE_GLYPH]);
    expect(glyphOf('pressure-helmet')).not.toEqual([FIRE_GLYPH]);
  });

  it('every drawn glyph is a single printable character, never a space (space is only void)', () => {
    for (const s of glyphTable()) {
      expect(s.glyph).toBeGreaterThan(32);
      expect(s.glyph === 0x7f || (s.glyph >= 0x80 && s.glyph < 0xa0)).toBe(false);
    }
    expect(TERRAINS.filter((t) => !isSpace(t) && terrainStyle(t).glyph === 32)).toEqual([]);
  });
});
