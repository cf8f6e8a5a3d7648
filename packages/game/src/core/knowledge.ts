import { computeFov } from '@hullbreach/toolkit';
import { PLAYER, type MonsterKind } from './content.js';
import { say } from './log.js';
import type { FloorState, GameState } from './state.js';
import { isOpaque } from './world.js';

const SIGHTINGS: Readonly<Record<MonsterKind, string>> = {
  zombie: 'A zombie shuffles into view.',
  skeleton: 'A skeleton clicks into view.',
  tank: 'A tank lumbers into view. Small rounds will not stop it.',
};

let opaqueScratch = new Uint8Array(0);

/** The floor's opacity grid, in a reused scratch buffer (valid until the next call). */
export function opacityOf(floor: FloorState): Uint8Array {
  const n = floor.terrain.length;
  if (opaqueScratch.length < n) opaqueScratch = new Uint8Array(n);
  const op = opaqueScratch.length === n ? opaqueScratch : opaqueScratch.subarray(0, n);
  const t = floor.terrain;
  for (let i = 0; i < n; i++) op[i] = isOpaque(t[i]) ? 1 : 0;
  return op;
}

/**
 * Recomputes what the player sees (symmetric shadowcasting, so a monster sees the player exactly
 * when the player sees the monster) and refreshes the player's memory of every visible cell:
 * terrain, items and notes; announces each monster the first time it is seen. Cells out of sight keep what was last seen.
 */
export function observe(game: GameState): void {
  const { floor, player } = game;
  const { width, height } = floor;
  computeFov({ width, height, opaque: opacityOf(floor) }, { x: player.x, y: player.y }, PLAYER.sight, {
    algorithm: 'symmetric',
    out: floor.visible,
  });
  const vis = floor.visible;
  const t = floor.terrain;
  const mem = floor.memory;
  for (let i = 0; i < vis.length; i++) if (vis[i] !== 0) mem[i] = t[i] + 1;
  floor.itemMemory = floor.itemMemory.filter((m) => vis[m.y * width + m.x] === 0);
  for (const item of floor.items) {
    if (vis[item.y * width + item.x] !== 0) {
      floor.itemMemory.push({ id: item.id, kind: item.kind, x: item.x, y: item.y, loaded: item.loaded });
    }
  }
  floor.itemMemory.sort((a, b) => a.id - b.id);
  for (const m of floor.monsters) {
    if (!m.noticed && m.mode !== 'bones' && vis[m.y * width + m.x] !== 0) {
      m.noticed = true;
      say(game, SIGHTINGS[m.kind], 'warn');
    }
  }
  for (const note of floor.notes) {
    if (!note.seen && vis[note.y * width + note.x] !== 0) {
      note.seen = true;
      say(game, note.text, 'warn');
    }
  }
}

/** True when the player can see cell (x, y) this turn. */
export function playerSees(floor: FloorState, x: number, y: number): boolean {
  return floor.visible[y * floor.width + x] !== 0;
}
