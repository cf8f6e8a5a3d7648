import { ANSI16, xterm256Rgb } from '@hullbreach/display/color';

/** One cell of a virtual terminal screen. */
export interface ScreenCell {
  ch: string;
  fg: number;
  bg: number;
  /** SGR 2 was in effect when the cell was written. */
  dim: boolean;
  /** SGR 7 (reverse video) was in effect when the cell was written. */
  reverse: boolean;
}

const BLANK: Readonly<ScreenCell> = { ch: ' ', fg: -1, bg: -1, dim: false, reverse: false };

/**
 * A minimal terminal emulator for tests: it understands exactly what the front end sends (cursor
 * position `CSI r;c H`, SGR colours in every mode, dim (2, cleared by 22) and reverse video, `CSI 2J`, the private modes it toggles) and
 * throws on anything else, so a test fails when the painter emits something unexpected.
 */
export class VirtualScreen {
  readonly cells: ScreenCell[];
  x = 0;
  y = 0;
  private fg = -1;
  private bg = -1;
  private dim = false;
  private reverse = false;
  /** Private modes (`CSI ? n h/l`) currently set, e.g. 1049 alternate screen, 25 cursor visible. */
  readonly modes = new Set<number>([25]);

  /** Creates a blank screen of the given size. */
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.cells = Array.from({ length: width * height }, () => ({ ...BLANK }));
  }

  /** Interprets terminal output. */
  write(text: string): void {
    const chars = Array.from(text);
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i];
      if (ch !== '\x1b') {
        this.put(ch);
        continue;
      }
      if (chars[i + 1] !== '[')
        throw new Error(`unexpected escape ${JSON.stringify(chars.slice(i, i + 4).join(''))}`);
      let j = i + 2;
      while (j < chars.length && /[0-9;?]/.test(chars[j])) j++;
      const params = chars.slice(i + 2, j).join('');
      this.control(params, chars[j]);
      i = j;
    }
  }

  /** The text of one row. */
  row(y: number): string {
    return this.cells
      .slice(y * this.width, (y + 1) * this.width)
      .map((c) => c.ch)
      .join('');
  }

  private put(ch: string): void {
    if (this.x >= this.width) {
      this.x = 0;
      this.y++;
    }
    if (this.y >= this.height) throw new Error('wrote past the bottom of the screen');
    const cell = this.cells[this.y * this.width + this.x];
    cell.ch = ch;
    cell.fg = this.fg;
    cell.bg = this.bg;
    cell.dim = this.dim;
    cell.reverse = this.reverse;
    this.x++;
  }

  private control(params: string, final: string | undefined): void {
    if (final === 'H') {
      const [r, c] = params.split(';').map((p) => (p === '' ? 1 : Number(p)));
      this.y = (r ?? 1) - 1;
      this.x = (c ?? 1) - 1;
    } else if (final === 'J' && params === '2') {
      for (const cell of this.cells) Object.assign(cell, BLANK);
    } else if ((final === 'h' || final === 'l') && params.startsWith('?')) {
      const mode = Number(params.slice(1));
      if (final === 'h') this.modes.add(mode);
      else this.modes.delete(mode);
    } else if (final === 'm') {
      this.sgr(params === '' ? [0] : params.split(';').map(Number));
    } else {
      throw new Error(`unexpected control sequence CSI ${params} ${final}`);
    }
  }

  private sgr(p: number[]): void {
    for (let k = 0; k < p.length; k++) {
      const n = p[k];
      if (n === 0) {
        this.fg = -1;
        this.bg = -1;
        this.dim = false;
        this.reverse = false;
      } else if (n === 2) this.dim = true;
      else if (n === 22) this.dim = false;
      else if (n === 7) this.reverse = true;
      else if (n === 38 || n === 48) {
        let colour: number;
        if (p[k + 1] === 2) {
          colour = (p[k + 2] << 16) | (p[k + 3] << 8) | p[k + 4];
          k += 4;
        } else if (p[k + 1] === 5) {
          colour = xterm256Rgb(p[k + 2]);
          k += 2;
        } else throw new Error(`bad extended colour ${p.join(';')}`);
        if (n === 38) this.fg = colour;
        else this.bg = colour;
      } else if (n >= 30 && n <= 37) this.fg = ANSI16[n - 30];
      else if (n >= 90 && n <= 97) this.fg = ANSI16[n - 90 + 8];
      else if (n >= 40 && n <= 47) this.bg = ANSI16[n - 40];
      else if (n >= 100 && n <= 107) this.bg = ANSI16[n - 100 + 8];
      else throw new Error(`unexpected SGR ${n}`);
    }
  }
}

/** The parameters of every SGR (`CSI … m`) in terminal output, in order: `"0;7"` for `ESC[0;7m`. */
export function sgrParamsIn(written: string): string[] {
  const found: string[] = [];
  for (const part of written.split('\x1b[').slice(1)) {
    const control = /^([0-9;?]*)(.)/.exec(part);
    if (control !== null && control[2] === 'm') found.push(control[1]);
  }
  return found;
}
