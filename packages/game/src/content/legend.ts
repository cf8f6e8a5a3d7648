/**
 * The one legend of the ASCII maps: hand-made floors (`floorFromAscii`), scenario files, vault
 * layouts, the scenario runner's final map, the morgue's map and the UI's ASCII views all read or
 * write their characters here.
 *
 * `*` is a breach (a floorless hole in the hull) everywhere; open space is a blank. Vault layouts
 * once used `*` for the open space of their vacuum pockets, which they now write as a blank (the
 * same terrain as before). Vault switch plates are `=` (they were `s`, the skeleton's glyph).
 */
import { Ter } from '../core/state.js';
import type { LegendEntry, VaultFixtureKind } from './records.js';

const terrain = (char: string, code: number, name: string): LegendEntry => ({
  char,
  meaning: { role: 'terrain', terrain: code },
  name,
});

const fixture = (char: string, code: number, kind: VaultFixtureKind, name: string): LegendEntry => ({
  char,
  meaning: { role: 'fixture', terrain: code, fixture: kind },
  name,
});

/** The terrain characters, in the order error messages list them. */
export const TERRAIN_LEGEND: readonly LegendEntry[] = [
  terrain(' ', Ter.Void, 'open space'),
  terrain('.', Ter.Floor, 'floor'),
  terrain('#', Ter.Wall, 'wall'),
  terrain('%', Ter.Window, 'window'),
  terrain('+', Ter.DoorClosed, 'closed door'),
  terrain("'", Ter.DoorOpen, 'open door'),
  terrain('>', Ter.Stairs, 'stairs down'),
  terrain('&', Ter.Console, 'console'),
  terrain('*', Ter.Breach, 'breach'),
];

/** The vault fixtures' characters (vault layouts only: a fixture needs its typed facts). */
export const FIXTURE_LEGEND: readonly LegendEntry[] = [
  fixture('C', Ter.CardDoor, 'card-lock', 'card lock'),
  fixture('P', Ter.PressureDoor, 'pressure-door', 'pressure door'),
  fixture('D', Ter.SealedDoor, 'sealed-door', 'sealed vault door'),
  fixture('=', Ter.Switch, 'switch', 'switch plate'),
];

/** The player's start on a hand-made floor. */
export const PLAYER_CHAR = '@';

/**
 * How the plain map (the morgue's, the scenario runner's) draws each terrain code: its legend
 * character, vault doors as doors and switch plates as wall (index = `Ter` code).
 */
export const PLAIN_CHARS: readonly string[] = (() => {
  const out: string[] = [];
  for (const e of TERRAIN_LEGEND) if (e.meaning.role === 'terrain') out[e.meaning.terrain] = e.char;
  out[Ter.CardDoor] = '+';
  out[Ter.PressureDoor] = '+';
  out[Ter.SealedDoor] = '+';
  out[Ter.Switch] = '#';
  out[Ter.SwitchOn] = '#';
  return out;
})();

/** A legend: its entries in order, and each character's entry. */
export interface Legend {
  readonly entries: readonly LegendEntry[];
  readonly byChar: ReadonlyMap<string, LegendEntry>;
}

/**
 * The legend of a content's monsters: the terrain, the vault fixtures, the player and one entry
 * per monster glyph (in the registry's order). Throws a RangeError when two entries share a
 * character (the registry's builder reports that as a problem first).
 */
export function buildLegend(
  monsters: readonly { readonly id: string; readonly glyph: string; readonly name: string }[],
): Legend {
  const entries: LegendEntry[] = [
    ...TERRAIN_LEGEND,
    { char: PLAYER_CHAR, meaning: { role: 'player' }, name: 'the player' },
    ...FIXTURE_LEGEND,
    ...monsters.map((m): LegendEntry => ({
      char: m.glyph,
      meaning: { role: 'monster', kind: m.id },
      name: m.name,
    })),
  ];
  const byChar = new Map<string, LegendEntry>();
  for (const e of entries) {
    if (byChar.has(e.char))
      throw new RangeError(`legend: "${e.char}" is both ${byChar.get(e.char)?.name ?? ''} and ${e.name}`);
    byChar.set(e.char, e);
  }
  return { entries, byChar };
}

/** The characters a hand-made floor or a scenario map may hold, in order: terrain, the player, monsters. */
export function mapChars(legend: Legend): string[] {
  return legend.entries.filter((e) => e.meaning.role !== 'fixture').map((e) => e.char);
}
