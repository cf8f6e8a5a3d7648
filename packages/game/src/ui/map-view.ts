import type { GameEvent, GameView } from '../core/api.js';
import type { Frame, Rgb } from './frame.js';
import type { Rect } from './draw.js';
import { putCell } from './draw.js';
import { cameraOrigin } from './camera.js';
import {
  fireStyle,
  isSpace,
  PLAYER_COLOUR,
  PLAYER_GLYPH,
  remembered,
  rememberedGlyph,
  terrainStyle,
  tint,
} from './palette.js';
import { addRgb, airTint, airWash, shade, shadeLegible, type LightRgb } from './shade.js';
import { breachCell, starCell, starKey } from './starfield.js';

/** Where a map is drawn: the screen rectangle and the map cell shown at its top-left corner. */
export interface MapViewport {
  readonly rect: Rect;
  readonly originX: number;
  readonly originY: number;
}

/**
 * Extra marks over the map: a cursor cell, highlighted cells (a line of fire), a whole-map tint,
 * the cosmetic clock that makes fires flicker, and the last turn's events to flash (shots, blasts).
 */
export interface MapMarks {
  readonly cursor?: { readonly x: number; readonly y: number };
  readonly highlight?: readonly { readonly x: number; readonly y: number }[];
  /** Washes every colour: its grey level times this colour (the red of death, the blue of drifting). */
  readonly tint?: Rgb;
  /** Cosmetic milliseconds (never game time): fires flicker with it. */
  readonly time?: number;
  /** Events of the last turn: shot paths and blasts are flashed on the cells the player sees. */
  readonly events?: readonly GameEvent[];
}

const CURSOR_BG: Rgb = 0xb07020;
/** Background of the cells of a line of fire: bright enough that 16-colour terminals show it (yellow). */
const HIGHLIGHT_BG: Rgb = 0x7a5220;
/** Background of a cell a bullet crossed this turn. */
const TRACER_BG: Rgb = 0x6a5a24;
/** Background of a cell flames or a rocket crossed this turn. */
const FLAME_BG: Rgb = 0x8a3a0c;
/** Background of a cell a blast reached this turn. */
const BLAST_BG: Rgb = 0xc8681a;
/** Background of the player's cell while the player burns. */
const BURNING_BG: Rgb = 0x943a0a;
const NO_LIGHT: LightRgb = [0, 0, 0];

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
 * seen cells in colour under the light the view reports (tinted blue without air, red where it
 * rushes to a breach; fires flicker), remembered cells grey and without creatures (T3), unknown
 * cells blank. Space (void, breaches) shows the still starfield, which no light touches (L4).
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

  const time = marks.time ?? 0;
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
        // Space is never lit (L4): the same stars whatever the lights do.
        const brightness = visible ? 1 : 0.25;
        const s =
          terrain === 'breach' ? breachCell(key, mx, my, brightness) : starCell(key, mx, my, brightness);
        paint(mx, my, s.glyph, s.fg, s.bg);
        continue;
      }
      if (visible && view.isBurning(mx, my)) {
        const s = fireStyle(mx, my, time);
        paint(mx, my, s.glyph, s.fg, s.bg);
        continue;
      }
      const s = terrainStyle(terrain);
      if (visible) {
        const light = view.lightAt(mx, my) ?? NO_LIGHT;
        // A door holding vacuum back wears vacuum's colours (its gauge): the danger shows while it is shut.
        const air = view.airAt(mx, my) ?? (view.holdsVacuumBack(mx, my) ? 'vacuum' : undefined);
        const t = airTint(air);
        paint(mx, my, s.glyph, shade(s.fg, light, t), addRgb(shade(s.bg, light, t), airWash(air, light)));
      } else {
        paint(mx, my, s.glyph, rememberedGlyph(s.fg), remembered(s.bg));
      }
    }
  }

  for (const item of view.knownItems()) {
    if (!inRect(item.x, item.y) || view.knownTerrain(item.x, item.y) === undefined) continue;
    const visible = view.isVisible(item.x, item.y);
    const fg = visible
      ? shadeLegible(item.colour, view.lightAt(item.x, item.y) ?? NO_LIGHT)
      : rememberedGlyph(item.colour);
    paint(item.x, item.y, item.glyph.codePointAt(0) ?? 63, fg, bgAt(item.x, item.y));
  }

  // Bones first, so a creature standing on a pile of bones is drawn as the creature.
  const actors = [...view.visibleActors()].sort(
    (a, b) => Number(b.kind === 'bones') - Number(a.kind === 'bones'),
  );
  for (const actor of actors) {
    // Only what is in view now: a creature in a remembered cell is never drawn (T3).
    if (!inRect(actor.x, actor.y) || !view.isVisible(actor.x, actor.y)) continue;
    const fg = shadeLegible(actor.colour, view.lightAt(actor.x, actor.y) ?? NO_LIGHT);
    paint(actor.x, actor.y, actor.glyph.codePointAt(0) ?? 63, fg, bgAt(actor.x, actor.y));
  }

  if (inRect(px, py))
    paint(px, py, PLAYER_GLYPH, PLAYER_COLOUR, view.player.burning ? BURNING_BG : bgAt(px, py));

  // The last turn's shots and blasts, only where the player sees (events may name unseen cells).
  const flash = (x: number, y: number, bg: Rgb): void => {
    if (inRect(x, y) && view.isVisible(x, y))
      frame.bg[indexAt(x, y)] = marks.tint === undefined ? bg : wash(bg, marks.tint);
  };
  for (const e of marks.events ?? []) {
    if (e.type === 'shot') {
      const bg = /flame|rocket/.test(e.weapon) ? FLAME_BG : TRACER_BG;
      for (const c of e.path) flash(c.x, c.y, bg);
    } else if (e.type === 'explosion') {
      const r = e.radius;
      for (let y = e.at.y - r; y <= e.at.y + r; y++)
        for (let x = e.at.x - r; x <= e.at.x + r; x++)
          if ((x - e.at.x) ** 2 + (y - e.at.y) ** 2 <= r * r + r) flash(x, y, BLAST_BG);
    }
  }

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
