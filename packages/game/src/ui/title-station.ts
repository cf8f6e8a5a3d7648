/** The title backdrop's station: built on its first tick, with creatures wandering about it. */
import { createRng, DIRS8, isWalkableTile, Tile, type Level, type Rng } from '@hullbreach/toolkit';
import { generateRooms, generateShip, generateStation } from '@hullbreach/toolkit/gen';
import { BACKDROP_H, BACKDROP_W, type Backdrop, type Wanderer } from './title-backdrop.js';

/** A backdrop whose station is built: what {@link buildBackdrop} returns. */
export interface BuiltBackdrop extends Backdrop {
  level: Level;
  rng: Rng;
}

/** Milliseconds between the wanderers' steps. */
export const WANDER_MS = 600;

function buildLevel(seed: number): Level {
  // The station generator first; other generators stand in if it refuses these options.
  const size = { width: BACKDROP_W, height: BACKDROP_H, seed };
  const makers: readonly ((o: typeof size) => Level)[] = [
    (o) => generateStation(o),
    (o) => generateShip(o),
    (o) => generateRooms(o),
  ];
  for (const make of makers) {
    try {
      return make(size);
    } catch {
      // try the next generator
    }
  }
  const tiles = new Uint8Array(BACKDROP_W * BACKDROP_H).fill(Tile.Floor);
  for (let x = 0; x < BACKDROP_W; x++) {
    tiles[x] = Tile.Wall;
    tiles[(BACKDROP_H - 1) * BACKDROP_W + x] = Tile.Wall;
  }
  for (let y = 0; y < BACKDROP_H; y++) {
    tiles[y * BACKDROP_W] = Tile.Wall;
    tiles[y * BACKDROP_W + BACKDROP_W - 1] = Tile.Wall;
  }
  return { width: BACKDROP_W, height: BACKDROP_H, tiles, rooms: [], doors: [], windows: [] };
}

const WANDERER_LOOKS: readonly [string, number][] = [
  ['z', 0x7fae5a],
  ['z', 0x7fae5a],
  ['s', 0xe8e4d0],
  ['T', 0xc05050],
];

/** Builds the backdrop's station and places its wanderers, if not done yet (the same for a seed, whenever called). */
export function buildBackdrop(b: Backdrop): BuiltBackdrop {
  if (b.level === undefined || b.rng === undefined) {
    const level = buildLevel(b.seed);
    const rng = createRng(b.seed).fork('title-wanderers');
    const open: number[] = [];
    for (let i = 0; i < level.tiles.length; i++) if (level.tiles[i] === Tile.Floor) open.push(i);
    const wanderers: Wanderer[] = [];
    for (const [g, colour] of WANDERER_LOOKS) {
      if (open.length === 0) break;
      const i = rng.pick(open);
      wanderers.push({
        x: i % level.width,
        y: Math.floor(i / level.width),
        glyph: g.codePointAt(0) ?? 63,
        colour,
      });
    }
    b.level = level;
    b.rng = rng;
    b.wanderers = wanderers;
  }
  return b as BuiltBackdrop;
}

/**
 * Advances the wanderers by `ms` milliseconds: one random step each per WANDER_MS, onto open floor
 * only. The first tick builds the station (and counts its milliseconds like any other).
 */
export function tickBackdrop(backdrop: Backdrop, ms: number): void {
  const b = buildBackdrop(backdrop);
  b.elapsed += Math.max(0, ms);
  let steps = Math.floor(b.elapsed / WANDER_MS);
  b.elapsed -= steps * WANDER_MS;
  steps = Math.min(steps, 20);
  const { level } = b;
  for (let s = 0; s < steps; s++) {
    for (const w of b.wanderers) {
      const [dx, dy] = b.rng.pick(DIRS8);
      const nx = w.x + dx;
      const ny = w.y + dy;
      if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height) continue;
      if (!isWalkableTile(level.tiles[ny * level.width + nx])) continue;
      if (b.wanderers.some((o) => o !== w && o.x === nx && o.y === ny)) continue;
      w.x = nx;
      w.y = ny;
    }
  }
}
