import type { TtyInput, TtyOutput } from './tty.js';

/** Switches to the alternate screen, hides the cursor, resets colours and clears. */
export const ENTER_SEQUENCE = '\x1b[?1049h\x1b[?25l\x1b[0m\x1b[2J';

/** Resets colours, shows the cursor and leaves the alternate screen (the shell's screen comes back). */
export const LEAVE_SEQUENCE = '\x1b[0m\x1b[?25h\x1b[?1049l';

/**
 * Owns the terminal's state while the game runs: `enter` takes it over (alternate screen, hidden
 * cursor, raw mode) and `restore` gives everything back. `restore` is idempotent and synchronous,
 * so every exit path (normal quit, exception, signal) can call it.
 */
export class TerminalSession {
  private active = false;

  /** Wraps the given input and output streams; nothing changes until `enter`. */
  constructor(
    private readonly input: TtyInput,
    private readonly output: TtyOutput,
  ) {}

  /** True between `enter` and `restore`. */
  get isActive(): boolean {
    return this.active;
  }

  /** Takes the terminal over: raw mode, alternate screen, hidden cursor. */
  enter(): void {
    if (this.active) return;
    this.active = true;
    this.input.setRawMode(true);
    this.input.resume();
    this.output.write(ENTER_SEQUENCE);
  }

  /** Gives the terminal back as it was (colours, cursor, main screen, cooked mode); does nothing when not entered. */
  restore(): void {
    if (!this.active) return;
    this.active = false;
    try {
      this.output.write(LEAVE_SEQUENCE);
    } finally {
      try {
        this.input.setRawMode(false);
      } finally {
        this.input.pause();
      }
    }
  }
}
