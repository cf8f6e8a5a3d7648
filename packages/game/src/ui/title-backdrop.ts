import { createRng, DIRS8, isWalkableTile, Tile, type Level, type Rng } from '@hullbreach/toolkit';
import { generateRooms, generateShip, generateStation } from '@hullbreach/toolkit/gen';
import type { Terrain } from '../core/api.js';
import type { Frame } from './frame.js';
import { putCell } from './draw.js';
import { cameraOrigin } from './camera.js';
import { isSpace, terrainStyle } from './palette.js';
import { starCell } from './starfield.js';

/** A creature shambling about the title screen's station. */
interface Wanderer {
  x: number;
  y: number;
  readonly glyph: number;
  readonly colour: number;
}

/**
 * The live station behind the title menu: drawn whole, with a few creatures wandering on a
 * cosmetic stream. It is built on its first tick, not when created, so the title's first frame
 * (stars only) costs no level generation; what it shows after a tick does not depend on when.
 */
export interface Backdrop {
  /** The cosmetic seed the station and its wanderers come from. */
  readonly seed: number;
  /** The station, once built (see {@link buildBackdrop}). */
  level: Level | undefined;
  wanderers: Wanderer[];
  readonly starKey: number;
  /** The wanderers' stream, once built. */
  rng: Rng | undefined;
  /** Milliseconds banked towards the next step. */
  elapsed: number;
}

/** A backdrop whose station is built: what {@link buildBackdrop} returns. */
export interface BuiltBackdrop extends Backdrop {
  level: Level;
  rng: Rng;
}

/** Milliseconds between the wanderers' steps. */
export const WANDER_MS = 600;

const BACKDROP_W = 56;
const BACKDROP_H = 24;

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

/** A backdrop from a cosmetic seed (never the run's gameplay streams); cheap: the station waits for the first tick. */
export function createBackdrop(seed: number): Backdrop {
  return { seed, level: undefined, wanderers: [], starKey: seed >>> 0, rng: undefined, elapsed: 0 };
}

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

const TERRAIN_OF: Readonly<Record<number, Terrain>> = {
  [Tile.Void]: 'void',
  [Tile.Floor]: 'floor',
  [Tile.Wall]: 'wall',
  [Tile.Door]: 'door-closed',
  [Tile.Window]: 'window',
  [Tile.StairsDown]: 'stairs-down',
  [Tile.StairsUp]: 'floor',
};

/**
 * Draws the whole station (omniscient: it is scenery, not anybody's knowledge) centred on the
 * frame, over stars; before the station is built, the stars alone.
 */
export function drawBackdrop(frame: Frame, b: Backdrop): void {
  const { level } = b;
  const width = level?.width ?? BACKDROP_W;
  const height = level?.height ?? BACKDROP_H;
  const ox = cameraOrigin(width, frame.width, Math.floor(width / 2));
  const oy = cameraOrigin(height, frame.height, Math.floor(height / 2));
  for (let sy = 0; sy < frame.height; sy++) {
    for (let sx = 0; sx < frame.width; sx++) {
      const mx = ox + sx;
      const my = oy + sy;
      const inside = level !== undefined && mx >= 0 && my >= 0 && mx < level.width && my < level.height;
      const terrain = inside ? (TERRAIN_OF[level.tiles[my * level.width + mx]] ?? 'void') : 'void';
      const s = isSpace(terrain) ? starCell(b.starKey, sx, sy, 1) : terrainStyle(terrain);
      putCell(frame, sx, sy, s.glyph, s.fg, s.bg);
    }
  }
  for (const w of b.wanderers) {
    const sx = w.x - ox;
    const sy = w.y - oy;
    if (sx < 0 || sy < 0 || sx >= frame.width || sy >= frame.height) continue;
    frame.glyph[sy * frame.width + sx] = w.glyph;
    frame.fg[sy * frame.width + sx] = w.colour;
  }
}
