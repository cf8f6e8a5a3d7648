import type { GameView, Terrain } from '../core/api.js';
import {
  AMMO_NAMES,
  CANISTER_OXYGEN,
  GEAR,
  isGearItem,
  isWeaponItem,
  PLAYER,
  ROCKET_BLAST,
  WEAPONS,
  type WeaponKind,
} from '../core/content.js';
import { DEFAULT_KEYS, keysLabel, type KeyMap } from './key-map.js';
import { variantFacts } from './variant-facts.js';

const TERRAIN_WORDS: Readonly<Record<Terrain, string>> = {
  void: 'Open space. Stars, and a very long way down.',
  breach: 'A hole in the hull: open space. Whatever drifts into it is gone for good.',
  floor: 'Deck plating, scuffed and stained.',
  wall: 'A bulkhead.',
  'door-closed': 'A closed door. Walk into it to open it.',
  'door-open': 'An open door.',
  window: 'A window of thick glass. Space lies beyond it.',
  'stairs-down': 'Stairs down to the next floor. There is no coming back up.',
  console: 'The engine-deck console, with an empty cradle sized for your reactor core.',
  'door-card': 'A vault door with a card lock. It opens for the key card bearing its code.',
  'door-pressure':
    'A vault door with a pressure interlock: it gives only when the air on both sides matches.',
  'door-sealed': 'A sealed vault door. Switch plates somewhere in its walls open it.',
  switch: 'A switch plate set in the wall. Walk into it to press it.',
  'switch-on': 'A switch plate, pressed in.',
};

/** What a weapon does, in numbers: damage, reach, piercing, what it holds. */
export function weaponFacts(kind: WeaponKind): string {
  const w = WEAPONS[kind];
  const parts: string[] = [];
  parts.push(w.pellets > 1 ? `damage ${w.damage} for each of ${w.pellets} pellets` : `damage ${w.damage}`);
  if (w.burst > 1) parts.push(`${w.burst} rounds a pull`);
  parts.push(w.melee ? 'melee' : `range ${w.range}`);
  if (w.shot === 'rocket') parts.push(`bursts on impact (blast radius ${ROCKET_BLAST})`);
  else parts.push(w.pierces ? 'pierces what it hurts' : 'does not pierce');
  parts.push(`penetration ${w.pen} against armour`);
  if (w.capacity > 0) {
    const what = w.ammo !== undefined ? AMMO_NAMES[w.ammo] : 'fuel';
    parts.push(w.melee ? `holds ${w.capacity} fuel` : `holds ${w.capacity} ${what}`);
  } else parts.push('needs nothing to run');
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

/** The armour rule in words, with its numbers. */
export const ARMOUR_RULE =
  `Armour takes up to half of each hit (rounded up) and wears down by what it takes. ` +
  `A plate adds ${PLAYER.armourPlate}, up to ${PLAYER.maxArmour} in all.`;

/** What an item does, in numbers, for examine and the inventory; undefined when there is nothing to add. */
export function itemFacts(kind: string): string | undefined {
  if (isWeaponItem(kind)) return weaponFacts(kind);
  if (kind === 'armour') return ARMOUR_RULE;
  if (kind === 'medkit') return `Restores ${PLAYER.medkitHeal} HP.`;
  if (kind === 'oxygen-canister') return `Refills ${CANISTER_OXYGEN} oxygen.`;
  if (isGearItem(kind)) return `Worn on the ${GEAR[kind].slot}: ${gearEffects(kind)}.`;
  return undefined;
}

/** What wearing a piece of gear does, in words ("+10 maximum oxygen, ..."); undefined for what is not gear. */
export function gearEffects(kind: string): string | undefined {
  if (!isGearItem(kind)) return undefined;
  const g = GEAR[kind];
  const does: string[] = [];
  if (g.oxygen !== undefined) does.push(`+${g.oxygen} maximum oxygen`);
  if (g.guard !== undefined) does.push(`takes ${g.guard} off every hit (never below 1)`);
  if (g.grip === true) does.push('rushing air never drags you');
  if (g.melee !== undefined) does.push(`+${g.melee} melee damage`);
  if (g.picklock === true) does.push('locked doors give at the first try');
  if (g.energy !== undefined) does.push(`+${g.energy} maximum energy`);
  if (g.regenTurns !== undefined) does.push(`a point of energy back every ${g.regenTurns} turns`);
  return does.join(', ');
}

/**
 * What examine says about a cell, from the player's knowledge only: a creature in view, items
 * as last seen (with their description and numbers), writing on the wall, the terrain, then (for cells in view) fire and the state of
 * the air. Unseen cells reveal nothing.
 */
export function describeCell(view: GameView, x: number, y: number, keys: KeyMap = DEFAULT_KEYS): string[] {
  const terrain = view.knownTerrain(x, y);
  if (terrain === undefined) return ['You have not seen this spot.'];
  const visible = view.isVisible(x, y);
  const lines: string[] = [];
  if (view.player.x === x && view.player.y === y)
    lines.push('You, with the reactor core strapped to your back.');
  if (visible) {
    for (const a of view.visibleActors()) {
      if (a.x !== x || a.y !== y) continue;
      lines.push(`${a.name} (${a.status}, ${a.hp}/${a.maxHp}): ${a.description}`);
      const facts = variantFacts(a.variant);
      if (facts !== undefined) lines.push(facts);
    }
  }
  for (const i of view.knownItems()) {
    if (i.x === x && i.y === y) {
      const detail = i.detail !== undefined ? ` (${i.detail})` : '';
      lines.push(visible ? `${i.name}${detail}.` : `${i.name}${detail}, when you last looked.`);
      if (i.description !== undefined) lines.push(i.description);
      const facts = itemFacts(i.kind);
      if (facts !== undefined) lines.push(facts);
    }
  }
  for (const n of view.knownNotes()) {
    if (n.x !== x || n.y !== y) continue;
    lines.push(n.text);
    const lock = n.fixture?.kind === 'card-lock' ? n.fixture.code : undefined;
    const cards = view.player.inventory.filter((i) => i.code !== undefined);
    if (lock !== undefined && cards.length > 0)
      lines.push(
        cards.some((i) => i.code === lock) ? 'Your key card fits it.' : 'None of your key cards fits it.',
      );
  }
  const words =
    terrain === 'door-open'
      ? `An open door. Press ${keysLabel(keys.close)} beside it to close it.`
      : TERRAIN_WORDS[terrain];
  lines.push(visible ? words : `${words} (remembered)`);
  if (visible) {
    if (view.isBurning(x, y)) lines.push('It is on fire.');
    if (view.holdsVacuumBack(x, y))
      lines.push('Its gauge shows vacuum on one side: opening it lets the air rush out.');
    const air = terrain === 'void' || terrain === 'breach' ? undefined : view.airAt(x, y);
    if (air === 'vacuum') lines.push('No air: your oxygen drains here.');
    else if (air === 'flowing') lines.push('Air rushing toward the breach: it drags loose things along.');
  }
  return lines;
}

/** Cells worth jumping to in examine mode: creatures in view, known items and notes, nearest first. */
export function interestingCells(view: GameView): { x: number; y: number }[] {
  const seen = new Set<string>();
  const out: { x: number; y: number }[] = [];
  const add = (x: number, y: number): void => {
    const k = `${x},${y}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push({ x, y });
    }
  };
  for (const a of view.visibleActors()) if (view.isVisible(a.x, a.y)) add(a.x, a.y);
  for (const i of view.knownItems()) add(i.x, i.y);
  for (const n of view.knownNotes()) add(n.x, n.y);
  const px = view.player.x;
  const py = view.player.y;
  const d = (c: { x: number; y: number }): number => Math.max(Math.abs(c.x - px), Math.abs(c.y - py));
  return out.sort((a, b) => d(a) - d(b));
}
