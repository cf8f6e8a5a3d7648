/**
 * The title screen's backdrop as it is drawn: stars, and the station once it is built (its
 * building and its wanderers' steps are in title-station.ts, so the title's first frame needs no
 * level generator).
 */
import { hashSeed, Tile, type Level, type Rng } from '@hullbreach/toolkit';
import type { Terrain } from '../core/api.js';
import type { Frame } from './frame.js';
import { putCell } from './draw.js';
import { cameraOrigin } from './camera.js';
import { isSpace, terrainStyle } from './palette.js';
import { starCell } from './starfield.js';

/** A creature shambling about the title screen's station. */
export interface Wanderer {
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

/** Width in cells of the station behind the title. */
export const BACKDROP_W = 56;
/** Height in cells of the station behind the title. */
export const BACKDROP_H = 24;

/** A backdrop from a cosmetic seed (never the run's gameplay streams); cheap: the station waits for the first tick. */
export function createBackdrop(seed: number): Backdrop {
  return { seed, level: undefined, wanderers: [], starKey: seed >>> 0, rng: undefined, elapsed: 0 };
}

/** The title's backdrop for a front end's entropy: the app's title and a preview of it draw the same one. */
export function titleBackdrop(entropy: number): Backdrop {
  return createBackdrop(hashSeed('hullbreach-title', entropy));
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
