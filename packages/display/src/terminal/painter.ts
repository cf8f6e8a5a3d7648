import { toGrey } from '../color/palette.js';
import { PaintedCells, type Cells } from '../grid/index.js';
import { SgrCache, type ColorMode } from './encode.js';
import { detectColors } from './env.js';

const CSI = '\x1b[';

/** What a cell looks like without colour: 0 plain, 1 dim, 2 reverse video. */
export type PlainStyle = 0 | 1 | 2;

/** The SGR sent for each plain style; each starts with a reset, so no attribute lingers. */
const PLAIN_SGR: readonly string[] = [`${CSI}0m`, `${CSI}0;2m`, `${CSI}0;7m`];

/**
 * How a colour pair is shown without colour (NO_COLOR): reverse video when the background is lit
 * (a selection bar, a highlight: luma 64 or more), dim when the text is dark (remembered cells,
 * disabled items: luma below 96), plain otherwise.
 */
export function plainStyle(fg: number, bg: number): PlainStyle {
  if ((toGrey(bg) & 255) >= 64) return 2;
  if ((toGrey(fg) & 255) < 96) return 1;
  return 0;
}

/** The character to print for a glyph code point: control characters and invalid code points become a space. */
export function printable(codePoint: number): string {
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || codePoint > 0x10ffff) return ' ';
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return ' ';
  return String.fromCodePoint(codePoint);
}

/**
 * Paints glyph grids as terminal output, sending only the cells that changed since the previous
 * paint: a cursor move where the next changed cell is not where the cursor already is, an SGR only
 * when the foreground or background differs from the last one sent, then the glyph.
 */
export class TerminalPainter {
  private readonly painted = new PaintedCells();
  private cache: SgrCache;
  private plainStyles: boolean;
  private clearAttributes = false;

  /** Creates a painter that encodes colours in the given mode, or sends none at all when `plain`. */
  constructor(mode: ColorMode, plain = false) {
    this.cache = new SgrCache(mode);
    this.plainStyles = plain;
  }

  /** A painter in the colours the environment allows (see `detectColors`: NO_COLOR, FORCE_COLOR, COLORTERM, TERM). */
  static fromEnv(env: Readonly<Record<string, string | undefined>>): TerminalPainter {
    const { mode, plain } = detectColors(env);
    return new TerminalPainter(mode, plain);
  }

  /** True when no colour is sent, only the attributes of `plainStyle`. */
  get plain(): boolean {
    return this.plainStyles;
  }

  /** Turns colour off (only `plainStyle` attributes) or back on; the next paint repaints every cell. */
  setPlain(plain: boolean): void {
    if (plain === this.plainStyles) return;
    this.plainStyles = plain;
    this.clearAttributes = !plain;
    this.painted.invalidate();
  }

  /** The colour mode frames are encoded in. */
  get mode(): ColorMode {
    return this.cache.mode;
  }

  /** Switches the colour mode; the next paint repaints every cell. */
  setMode(mode: ColorMode): void {
    if (mode === this.cache.mode) return;
    this.cache = new SgrCache(mode);
    this.painted.invalidate();
  }

  /** Forgets what is on screen (after a resize or anything else that disturbed it): the next paint is complete. */
  invalidate(): void {
    this.painted.invalidate();
  }

  /** The output that turns the screen from what was painted last into `cells` (empty when nothing changed). */
  paint(cells: Cells): string {
    const out: string[] = [];
    const { width, glyph, fg, bg } = cells;
    let cursor = -1; // index of the cell the cursor is on, -1 when unknown
    let pen: number | string = -1; // foreground last sent (a plain style, or SGR parameters)
    let paper = ''; // background SGR parameters last sent
    for (const i of this.painted.changed(cells)) {
      const x = i % width;
      if (cursor !== i) out.push(`${CSI}${(i - x) / width + 1};${x + 1}H`);
      const f = fg[i];
      const b = bg[i];
      if (this.plainStyles) {
        const style = plainStyle(f, b);
        if (style !== pen) out.push(PLAIN_SGR[style]);
        pen = style;
      } else {
        // Back from plain mode, the first SGR also clears its dim or reverse video.
        const reset = pen === -1 && this.clearAttributes ? '0;' : '';
        const sgr = this.cache.pair(f, b);
        if (sgr.fg !== pen && sgr.bg !== paper) out.push(`${CSI}${reset}${sgr.fg};${sgr.bg}m`);
        else if (sgr.fg !== pen) out.push(`${CSI}${sgr.fg}m`);
        else if (sgr.bg !== paper) out.push(`${CSI}${sgr.bg}m`);
        pen = sgr.fg;
        paper = sgr.bg;
      }
      out.push(printable(glyph[i]));
      // After the last column the cursor waits to wrap; where it is then depends on the terminal.
      cursor = x + 1 < width ? i + 1 : -1;
    }
    if (out.length > 0) this.clearAttributes = false;
    return out.join('');
  }
}
