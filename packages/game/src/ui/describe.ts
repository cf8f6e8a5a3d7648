import type { GameView, Terrain } from '../core/api.js';

const TERRAIN_WORDS: Readonly<Record<Terrain, string>> = {
  void: 'Open space. Stars, and a very long way down.',
  breach: 'A hole in the hull: open space. Whatever drifts into it is gone for good.',
  floor: 'Deck plating, scuffed and stained.',
  wall: 'A bulkhead.',
  'door-closed': 'A closed door. Walk into it to open it.',
  'door-open': 'An open door. Press c beside it to close it.',
  window: 'A window of thick glass. Space lies beyond it.',
  'stairs-down': 'Stairs down to the next floor. There is no coming back up.',
  console: 'The engine-deck console, with an empty cradle sized for your reactor core.',
};

/**
 * What examine says about a cell, from the player's knowledge only: a creature in view, items
 * as last seen, writing on the wall, the terrain, then (for cells in view) fire and the state of
 * the air. Unseen cells reveal nothing.
 */
export function describeCell(view: GameView, x: number, y: number): string[] {
  const terrain = view.knownTerrain(x, y);
  if (terrain === undefined) return ['You have not seen this spot.'];
  const visible = view.isVisible(x, y);
  const lines: string[] = [];
  if (view.player.x === x && view.player.y === y)
    lines.push('You, with the reactor core strapped to your back.');
  if (visible) {
    for (const a of view.visibleActors()) {
      if (a.x === x && a.y === y) lines.push(`${a.name} (${a.status}, ${a.hp}/${a.maxHp}): ${a.description}`);
    }
  }
  for (const i of view.knownItems()) {
    if (i.x === x && i.y === y) {
      const detail = i.detail !== undefined ? ` (${i.detail})` : '';
      lines.push(visible ? `${i.name}${detail}.` : `${i.name}${detail}, when you last looked.`);
    }
  }
  for (const n of view.knownNotes()) if (n.x === x && n.y === y) lines.push(n.text);
  lines.push(visible ? TERRAIN_WORDS[terrain] : `${TERRAIN_WORDS[terrain]} (remembered)`);
  if (visible) {
    if (view.isBurning(x, y)) lines.push('It is on fire.');
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
