import type { AirState } from '../core/api.js';
import type { Rgb } from './frame.js';

/** Light on a cell as the view reports it: linear RGB, 0 = dark, 1 = full white (may exceed 1). */
export type LightRgb = readonly [number, number, number];

/**
 * The least brightness a seen cell keeps, however faint its light: a seen cell stays at least as
 * readable as a remembered one (in 16 colours too, where darker tiles turn black), and the colour
 * of the light still shows on top of it.
 */
export const AMBIENT = 0.45;

/** How much of the light itself is added on top of the lit tile (techniques 1.7: light / 10). */
export const GLOW = 0.1;

/** Per-channel multipliers (0..1) of the air warning overlay (V8). */
export type Tint = readonly [number, number, number];

/**
 * Cells without air: the light × (89, 115, 255), a blue cast. Red and green are cut unevenly so
 * the warm deck plating still turns plainly blue, which 16-colour terminals then show as blue.
 */
export const VACUUM_TINT: Tint = [89 / 255, 115 / 255, 1];
/** Cells whose air rushes toward a breach: the light × (255, 127, 127), a red cast. */
export const FLOWING_TINT: Tint = [1, 127 / 255, 127 / 255];
/** No overlay. */
export const NO_TINT: Tint = [1, 1, 1];

/**
 * Background added (at full light) to a cell without air, and to one whose air flows: the tint
 * alone barely shows on dark deck plating, and in 16 colours it vanishes into grey.
 */
export const VACUUM_WASH: Rgb = 0x00063c;
/** See VACUUM_WASH. */
export const FLOWING_WASH: Rgb = 0x460000;

/**
 * The background wash of the air overlay for a cell under `light`: VACUUM_WASH or FLOWING_WASH
 * scaled by the perceived brightness of the light (so darkness still hides), 0 for breathable air.
 */
export function airWash(air: AirState | undefined, light: LightRgb): Rgb {
  const wash = air === 'vacuum' ? VACUUM_WASH : air === 'flowing' ? FLOWING_WASH : 0;
  if (wash === 0) return 0;
  const p = Math.max(perceived(light[0]), perceived(light[1]), perceived(light[2]));
  let out = 0;
  for (const shift of [16, 8, 0]) out |= Math.floor(((wash >>> shift) & 255) * p) << shift;
  return out >>> 0;
}

/** Adds two colours channel by channel, each channel capped at 255. */
export function addRgb(a: Rgb, b: Rgb): Rgb {
  let out = 0;
  for (const shift of [16, 8, 0])
    out |= Math.min(255, ((a >>> shift) & 255) + ((b >>> shift) & 255)) << shift;
  return out >>> 0;
}

/** The overlay for a cell's air state: blue without air, red where it flows, none otherwise. */
export function airTint(air: AirState | undefined): Tint {
  return air === 'vacuum' ? VACUUM_TINT : air === 'flowing' ? FLOWING_TINT : NO_TINT;
}

/**
 * How bright one channel of light looks on screen (0..1). The view's light is linear and a
 * terminal's colours are not, so the square root (close to the sRGB curve in the dark) keeps the
 * fade visible to the edge of the lamp's reach. Non-decreasing in `l`; 0 for 0, 1 from 1 up.
 */
export function perceived(l: number): number {
  if (!(l > 0)) return 0;
  return l >= 1 ? 1 : Math.sqrt(l);
}

/**
 * A tile colour under a light: each channel × (AMBIENT + (1 − AMBIENT) × perceived light), plus
 * GLOW of the perceived light itself, all times the air overlay `tint`. Never brighter for less
 * light (per channel), so a fading lamp darkens the floor step by step.
 */
export function shade(colour: Rgb, light: LightRgb, tint: Tint = NO_TINT): Rgb {
  let out = 0;
  for (let c = 0; c < 3; c++) {
    const shift = 16 - 8 * c;
    const base = (colour >>> shift) & 255;
    const p = perceived(light[c]);
    const v = (base * (AMBIENT + (1 - AMBIENT) * p) + 255 * GLOW * p) * tint[c];
    out |= Math.min(255, Math.floor(v)) << shift;
  }
  return out >>> 0;
}

/** Like `shade` for glyphs that must stay legible (creatures, items): never below `least` of the colour. */
export function shadeLegible(colour: Rgb, light: LightRgb, least = 0.6): Rgb {
  let out = 0;
  for (let c = 0; c < 3; c++) {
    const shift = 16 - 8 * c;
    const base = (colour >>> shift) & 255;
    const f = least + (1 - least) * perceived(light[c]);
    out |= Math.min(255, Math.floor(base * f)) << shift;
  }
  return out >>> 0;
}

/** The brightness of a colour as its channel sum (for tests and comparisons). */
export function channelSum(colour: Rgb): number {
  return ((colour >>> 16) & 255) + ((colour >>> 8) & 255) + (colour & 255);
}
