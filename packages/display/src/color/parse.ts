/** Reading colours from text, and the arithmetic rot.js's `Color` offers, on 0xRRGGBB numbers. */

/** The CSS basic colour keywords (and orange, grey/gray), as 0xRRGGBB. */
export const NAMED_COLORS: Readonly<Record<string, number>> = {
  black: 0x000000,
  silver: 0xc0c0c0,
  gray: 0x808080,
  grey: 0x808080,
  white: 0xffffff,
  maroon: 0x800000,
  red: 0xff0000,
  purple: 0x800080,
  fuchsia: 0xff00ff,
  magenta: 0xff00ff,
  green: 0x008000,
  lime: 0x00ff00,
  olive: 0x808000,
  yellow: 0xffff00,
  navy: 0x000080,
  blue: 0x0000ff,
  teal: 0x008080,
  aqua: 0x00ffff,
  cyan: 0x00ffff,
  orange: 0xffa500,
};

/** Packs three channels (each rounded and clamped to 0..255) into 0xRRGGBB. */
export function fromRgb(r: number, g: number, b: number): number {
  return ((clamp(r) << 16) | (clamp(g) << 8) | clamp(b)) >>> 0;
}

/** The red, green and blue channels (0..255) of 0xRRGGBB. */
export function toRgb(color: number): [number, number, number] {
  return [(color >>> 16) & 255, (color >>> 8) & 255, color & 255];
}

function clamp(v: number): number {
  return v <= 0 || Number.isNaN(v) ? 0 : v >= 255 ? 255 : Math.round(v);
}

/** A CSS number or percentage of `full` (`50%` of 255 is 127.5). */
function component(text: string, full: number): number {
  const t = text.trim();
  const percent = t.endsWith('%');
  const v = Number(percent ? t.slice(0, -1) : t);
  if (t === '' || t === '%' || !Number.isFinite(v)) return NaN;
  return percent ? (v * full) / 100 : v;
}

/**
 * Reads a colour: `#rgb`, `#rrggbb`, `rgb(r, g, b)` (numbers or percentages, commas or spaces),
 * `hsl(h, s%, l%)` or a CSS basic name (`red`, `navy`, see NAMED_COLORS); case and spaces around
 * are ignored. Throws one clear error for anything else.
 */
export function parseColor(text: string): number {
  const t = text.trim().toLowerCase();
  const named = NAMED_COLORS[t];
  if (named !== undefined) return named;
  let m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(t);
  if (m !== null) {
    const h = m[1];
    if (h.length === 6) return parseInt(h, 16);
    return parseInt(h[0] + h[0] + h[1] + h[1] + h[2] + h[2], 16);
  }
  m = /^(rgb|hsl)a?\(([^)]*)\)$/.exec(t);
  if (m !== null) {
    const parts = m[2].split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
    if (parts.length === 3) {
      if (m[1] === 'rgb') {
        const [r, g, b] = parts.map((p) => component(p, 255));
        if (![r, g, b].some(Number.isNaN)) return fromRgb(r, g, b);
      } else {
        const h = Number(parts[0].replace(/deg$/, ''));
        const s = component(parts[1], 1);
        const l = component(parts[2], 1);
        if (
          Number.isFinite(h) &&
          !Number.isNaN(s) &&
          !Number.isNaN(l) &&
          parts[1].endsWith('%') &&
          parts[2].endsWith('%')
        )
          return hslToRgb(h, s, l);
      }
    }
  }
  throw new Error(
    `Not a colour: ${JSON.stringify(text)} (expected #rgb, #rrggbb, rgb(r, g, b), hsl(h, s%, l%) or a CSS basic colour name).`,
  );
}

/** A colour as `#rrggbb`. */
export function toHex(color: number): string {
  return `#${(color & 0xffffff).toString(16).padStart(6, '0')}`;
}

/** A colour as `rgb(r,g,b)`. */
export function toCss(color: number): string {
  const [r, g, b] = toRgb(color);
  return `rgb(${r},${g},${b})`;
}

/** The colour of hue `h` (degrees), saturation `s` and lightness `l` (both 0..1), as 0xRRGGBB. */
export function hslToRgb(h: number, s: number, l: number): number {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(1, Math.max(0, s));
  const light = Math.min(1, Math.max(0, l));
  if (sat === 0) return fromRgb(light * 255, light * 255, light * 255);
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  // Rounded to a millionth first, so a channel of exactly half a step (127.5) rounds up as CSS does.
  const v = (t: number): number => Math.round(channel(t) * 255 * 1e6) / 1e6;
  return fromRgb(v(hue + 1 / 3), v(hue), v(hue - 1 / 3));
}

/** The hue (degrees 0..360), saturation and lightness (0..1) of a colour. */
export function rgbToHsl(color: number): [number, number, number] {
  const [r, g, b] = toRgb(color).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

/** The colour `t` of the way from `a` to `b` (0 is `a`, 1 is `b`), channel by channel. */
export function interpolate(a: number, b: number, t = 0.5): number {
  const [ar, ag, ab] = toRgb(a);
  const [br, bg, bb] = toRgb(b);
  return fromRgb(ar + t * (br - ar), ag + t * (bg - ag), ab + t * (bb - ab));
}

/** The channel-wise sum of colours, each channel capped at 255 (light added to light). */
export function add(color: number, ...others: number[]): number {
  let [r, g, b] = toRgb(color);
  for (const o of others) {
    const [or, og, ob] = toRgb(o);
    r += or;
    g += og;
    b += ob;
  }
  return fromRgb(r, g, b);
}

/** The channel-wise product of colours, 255 as 1 (a colour seen through a tint). */
export function multiply(color: number, ...others: number[]): number {
  let [r, g, b] = toRgb(color);
  for (const o of others) {
    const [or, og, ob] = toRgb(o);
    r = (r * or) / 255;
    g = (g * og) / 255;
    b = (b * ob) / 255;
  }
  return fromRgb(r, g, b);
}

/** The colour moved `amount` (0..1) of the way to white; a negative amount moves it toward black. */
export function lighten(color: number, amount: number): number {
  return amount >= 0
    ? interpolate(color, 0xffffff, Math.min(1, amount))
    : interpolate(color, 0x000000, Math.min(1, -amount));
}
