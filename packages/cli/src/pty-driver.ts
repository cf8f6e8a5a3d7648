import { spawn, type IPty } from 'node-pty';
import xterm from '@xterm/headless';

/** Bytes a terminal sends for the named keys the tests press (xterm's normal cursor mode). */
const KEYS: Readonly<Record<string, string>> = {
  Enter: '\r',
  Escape: '\x1b',
  Tab: '\t',
  BTab: '\x1b[Z',
  Up: '\x1b[A',
  Down: '\x1b[B',
  Right: '\x1b[C',
  Left: '\x1b[D',
  PPage: '\x1b[5~',
  NPage: '\x1b[6~',
  'C-c': '\x03',
};

/**
 * Drives a shell in a real pseudo-terminal (node-pty) whose output a real terminal emulator
 * (xterm.js, headless) reads, for end-to-end tests of the terminal front end: what the tests see
 * is the emulator's screen, as a user would. Needs nothing but npm packages. Every wait polls.
 */
export class PtyDriver {
  private readonly pty: IPty;
  private readonly term: InstanceType<typeof xterm.Terminal>;
  private cursorShown = true;
  private ended = false;

  /** Starts an interactive shell with the prompt `hb$ ` in `cwd`, in a `width` x `height` terminal. */
  constructor(cwd: string, width: number, height: number) {
    this.term = new xterm.Terminal({ cols: width, rows: height, allowProposedApi: true, scrollback: 0 });
    // DECTCEM (CSI ? 25 h / l) shows and hides the cursor; the emulator handles it too (false).
    const cursorMode = (shown: boolean) => (params: (number | number[])[]) => {
      if (params.includes(25)) this.cursorShown = shown;
      return false;
    };
    this.term.parser.registerCsiHandler({ prefix: '?', final: 'h' }, cursorMode(true));
    this.term.parser.registerCsiHandler({ prefix: '?', final: 'l' }, cursorMode(false));
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
    this.pty = spawn('sh', [], {
      name: 'xterm-256color',
      cols: width,
      rows: height,
      cwd,
      env: { ...env, PS1: 'hb$ ', TERM: 'xterm-256color' },
    });
    this.pty.onData((data) => this.term.write(data));
    this.pty.onExit(() => (this.ended = true));
    // The emulator's answers to queries (cursor position, device attributes) go back to the program.
    this.term.onData((data) => {
      if (!this.ended) this.pty.write(data);
    });
  }

  /** Types text literally (no key names), as a user would. */
  type(text: string): void {
    this.pty.write(text);
  }

  /** Presses named keys (`Enter`, `Escape`, `Up`, `PPage`, `BTab`, `C-c`…) or single characters, each its own write. */
  press(...keys: string[]): void {
    for (const key of keys) {
      const bytes = KEYS[key] ?? ([...key].length === 1 ? key : undefined);
      if (bytes === undefined) throw new Error(`PtyDriver knows no key named ${key}`);
      this.pty.write(bytes);
    }
  }

  /** Resizes the terminal, as a user dragging its corner would (the program gets SIGWINCH). */
  resize(width: number, height: number): void {
    this.term.resize(width, height);
    this.pty.resize(width, height);
  }

  /** The visible text of the terminal, one string per row, trailing spaces trimmed. */
  screen(): string {
    const buffer = this.term.buffer.active;
    const rows: string[] = [];
    for (let y = 0; y < this.term.rows; y++)
      rows.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
    return rows.join('\n');
  }

  /** True while the program has switched to the alternate screen. */
  get alternateScreen(): boolean {
    return this.term.buffer.active.type === 'alternate';
  }

  /** True while the cursor is shown. */
  get cursorVisible(): boolean {
    return this.cursorShown;
  }

  /** The terminal's size as `WIDTHxHEIGHT`. */
  get size(): string {
    return `${this.term.cols}x${this.term.rows}`;
  }

  /** Polls the screen until `test` accepts it; throws with the last screen after `timeoutMs`. */
  async waitFor(what: string, test: (screen: string) => boolean, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Let the emulator parse what has arrived before reading its screen.
      await new Promise<void>((resolve) => this.term.write('', resolve));
      const screen = this.screen();
      if (test(screen)) return screen;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; the terminal shows:\n${screen}`);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  /** Waits until the screen shows `text`. */
  waitForText(text: string, timeoutMs?: number): Promise<string> {
    return this.waitFor(JSON.stringify(text), (screen) => screen.includes(text), timeoutMs);
  }

  /** Ends the shell and whatever runs in it, and the emulator (safe to call twice). */
  kill(): void {
    if (!this.ended) {
      this.ended = true;
      try {
        this.pty.kill('SIGKILL');
      } catch {
        // Already gone.
      }
    }
    this.term.dispose();
  }
}
