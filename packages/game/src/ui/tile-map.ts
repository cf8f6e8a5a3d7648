import type { GameView, Terrain } from '../core/api.js';
import type { Frame, Rgb } from './frame.js';
import { createFrame, dim } from './frame.js';
import type { Rect } from './draw.js';
import { putCell } from './draw.js';
import { drawMap, followPlayer, type MapMarks, type MapViewport } from './map-view.js';

/** Character cells per map cell, each way, in the tile view. */
export const TILE = 3;

/** Terrain a wall's face is hidden behind: the cell above shows its top, not its front. */
const WALL_LIKE: ReadonlySet<Terrain> = new Set<Terrain>([
  'wall',
  'window',
  'door-closed',
  'door-card',
  'door-pressure',
  'door-sealed',
  'switch',
  'switch-on',
  'console',
]);

/** U+2584 LOWER HALF BLOCK: the stripe along the foot of a wall's front. */
const STRIPE = 0x2584;

/** The viewport of the tile view over `rect`: a map cell per 3x3 character cells, following the player. */
export function followPlayerTiles(view: GameView, rect: Rect): MapViewport {
  const inner = followPlayer(view, {
    x: rect.x,
    y: rect.y,
    width: Math.max(1, Math.floor(rect.width / TILE)),
    height: Math.max(1, Math.floor(rect.height / TILE)),
  });
  return { rect, originX: inner.originX, originY: inner.originY };
}

/**
 * Draws the map as 3x3 character tiles (seed 001's view) in `vp.rect`, from the player's
 * knowledge only. Each map cell is first drawn one character per cell exactly as `drawMap` draws
 * it (light, memory, marks), then blown up: a known wall whose southern neighbour is wall-like or
 * unknown shows its top as a solid block; one with open ground to the south shows a top row and
 * a front with a stripe along its foot. Any other cell keeps its glyph in the middle of its
 * background.
 */
export function drawTileMap(frame: Frame, view: GameView, vp: MapViewport, marks: MapMarks = {}): void {
  const cols = Math.max(1, Math.floor(vp.rect.width / TILE));
  const rows = Math.max(1, Math.floor(vp.rect.height / TILE));
  const small = createFrame(cols, rows);
  drawMap(
    small,
    view,
    { rect: { x: 0, y: 0, width: cols, height: rows }, originX: vp.originX, originY: vp.originY },
    marks,
  );
  const known = (x: number, y: number): Terrain | undefined =>
    x >= 0 && y >= 0 && x < view.width && y < view.height ? view.knownTerrain(x, y) : undefined;
  for (let sy = 0; sy < rows; sy++) {
    for (let sx = 0; sx < cols; sx++) {
      const i = sy * cols + sx;
      const mx = vp.originX + sx;
      const my = vp.originY + sy;
      const glyph = small.glyph[i];
      const fg = small.fg[i];
      const bg = small.bg[i];
      const fx = vp.rect.x + sx * TILE;
      const fy = vp.rect.y + sy * TILE;
      const terrain = known(mx, my);
      // A wall with nothing on it (no cursor or highlight changed its look).
      if (terrain === 'wall' && glyph === 0x23) {
        const below = known(mx, my + 1);
        const top = fg;
        if (below === undefined || WALL_LIKE.has(below)) {
          fillTile(frame, fx, fy, 32, top, top);
        } else {
          const face = bg;
          fillTile(frame, fx, fy, 32, top, face);
          for (let k = 0; k < TILE; k++) putCell(frame, fx + k, fy, 32, top, top);
          for (let k = 0; k < TILE; k++) putCell(frame, fx + k, fy + TILE - 1, STRIPE, dim(top, 160), face);
        }
        continue;
      }
      fillTile(frame, fx, fy, 32, fg, bg);
      putCell(frame, fx + 1, fy + 1, glyph, fg, bg);
    }
  }
}

function fillTile(frame: Frame, x: number, y: number, glyph: number, fg: Rgb, bg: Rgb): void {
  for (let dy = 0; dy < TILE; dy++)
    for (let dx = 0; dx < TILE; dx++) putCell(frame, x + dx, y + dy, glyph, fg, bg);
}

/** The map cell under frame cell (x, y) of a viewport drawn `scale` characters per cell, or undefined off the map rect. */
export function cellAt(
  vp: MapViewport,
  scale: number,
  x: number,
  y: number,
): { x: number; y: number } | undefined {
  const { rect } = vp;
  const cols = Math.floor(rect.width / scale);
  const rows = Math.floor(rect.height / scale);
  const sx = Math.floor((x - rect.x) / scale);
  const sy = Math.floor((y - rect.y) / scale);
  if (x < rect.x || y < rect.y || sx >= cols || sy >= rows) return undefined;
  return { x: vp.originX + sx, y: vp.originY + sy };
}
