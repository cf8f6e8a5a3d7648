import type { GameView } from '../core/api.js';
import type { Frame, Rgb } from './frame.js';
import type { Rect } from './draw.js';
import { putCell } from './draw.js';
import { cameraOrigin } from './camera.js';
import { lampFactor } from './lamp.js';
import { isSpace, PLAYER_COLOUR, remembered, scale, terrainStyle, tint } from './palette.js';
import { starCell, starKey } from './starfield.js';

/** Where a map is drawn: the screen rectangle and the map cell shown at its top-left corner. */
export interface MapViewport {
  readonly rect: Rect;
  readonly originX: number;
  readonly originY: number;
}

/** Extra marks over the map: a cursor cell, highlighted cells (a line of fire), a whole-map tint. */
export interface MapMarks {
  readonly cursor?: { readonly x: number; readonly y: number };
  readonly highlight?: readonly { readonly x: number; readonly y: number }[];
  /** Washes every colour: its grey level times this colour (the red of death, the blue of drifting). */
  readonly tint?: Rgb;
}

const CURSOR_BG: Rgb = 0xb07020;
const HIGHLIGHT_BG: Rgb = 0x4a3020;

/** A colour's grey level (the channel mean) carried by `by`. */
function wash(colour: Rgb, by: Rgb): Rgb {
  const mean = Math.min(
    255,
    Math.round((((colour >>> 16) & 255) + ((colour >>> 8) & 255) + (colour & 255)) / 3) * 1.5,
  );
  return tint(((mean << 16) | (mean << 8) | mean) >>> 0, by);
}

/** The viewport that fits `rect` and follows the player of `view`. */
export function followPlayer(view: GameView, rect: Rect): MapViewport {
  return {
    rect,
    originX: cameraOrigin(view.width, rect.width, view.player.x),
    originY: cameraOrigin(view.height, rect.height, view.player.y),
  };
}

/**
 * Draws the map one character per cell, using nothing but the player's knowledge in `view`:
 * cells in view in colour under the lamp, remembered cells grey and without creatures (T3),
 * unknown cells blank. Space (void, breaches) shows the still starfield, untouched by the lamp.
 */
export function drawMap(frame: Frame, view: GameView, vp: MapViewport, marks: MapMarks = {}): void {
  const { rect, originX, originY } = vp;
  const key = starKey(view.seed, view.depth);
  const px = view.player.x;
  const py = view.player.y;
  const inRect = (mx: number, my: number): boolean =>
    mx - originX >= 0 && my - originY >= 0 && mx - originX < rect.width && my - originY < rect.height;
  const paint = (mx: number, my: number, glyph: number, fg: Rgb, bg: Rgb): void => {
    const t = marks.tint;
    putCell(
      frame,
      rect.x + mx - originX,
      rect.y + my - originY,
      glyph,
      t === undefined ? fg : wash(fg, t),
      t === undefined ? bg : wash(bg, t),
    );
  };
  const indexAt = (mx: number, my: number): number =>
    (rect.y + my - originY) * frame.width + rect.x + mx - originX;
  const bgAt = (mx: number, my: number): Rgb => frame.bg[indexAt(mx, my)];

  for (let sy = 0; sy < rect.height; sy++) {
    for (let sx = 0; sx < rect.width; sx++) {
      const mx = originX + sx;
      const my = originY + sy;
      const inside = mx >= 0 && my >= 0 && mx < view.width && my < view.height;
      const terrain = inside ? view.knownTerrain(mx, my) : undefined;
      if (terrain === undefined) {
        paint(mx, my, 32, 0, 0);
        continue;
      }
      const visible = view.isVisible(mx, my);
      if (isSpace(terrain)) {
        const s = starCell(key, mx, my, visible ? 1 : 0.25);
        paint(mx, my, s.glyph, s.fg, s.bg);
        continue;
      }
      const s = terrainStyle(terrain);
      if (visible) {
        const f = lampFactor(Math.hypot(mx - px, my - py));
        paint(mx, my, s.glyph, scale(s.fg, f), scale(s.bg, f));
      } else {
        paint(mx, my, s.glyph, remembered(s.fg), remembered(s.bg));
      }
    }
  }

  for (const item of view.knownItems()) {
    if (!inRect(item.x, item.y) || view.knownTerrain(item.x, item.y) === undefined) continue;
    const visible = view.isVisible(item.x, item.y);
    const fg = visible ? item.colour : remembered(item.colour);
    paint(item.x, item.y, item.glyph.codePointAt(0) ?? 63, fg, bgAt(item.x, item.y));
  }

  for (const actor of view.visibleActors()) {
    // Only what is in view now: a creature in a remembered cell is never drawn (T3).
    if (!inRect(actor.x, actor.y) || !view.isVisible(actor.x, actor.y)) continue;
    paint(actor.x, actor.y, actor.glyph.codePointAt(0) ?? 63, actor.colour, bgAt(actor.x, actor.y));
  }

  if (inRect(px, py)) paint(px, py, 0x40, PLAYER_COLOUR, bgAt(px, py));

  for (const h of marks.highlight ?? []) {
    if (inRect(h.x, h.y)) frame.bg[indexAt(h.x, h.y)] = HIGHLIGHT_BG;
  }
  const c = marks.cursor;
  if (c !== undefined && inRect(c.x, c.y)) {
    const i = indexAt(c.x, c.y);
    if (frame.glyph[i] === 32) frame.glyph[i] = 0x58;
    frame.fg[i] = 0xffffff;
    frame.bg[i] = CURSOR_BG;
  }
}
