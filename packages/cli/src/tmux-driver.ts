import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Drives a shell inside a detached tmux session of a fixed size, on a private tmux server (its own
 * socket, no user config), for end-to-end tests of the terminal front end. Every wait polls.
 */
export class TmuxDriver {
  private static count = 0;
  /** The session's unique name. */
  readonly name: string;
  private readonly socket: string;

  /** Starts an interactive shell with the prompt `hb$ ` in `cwd`, in a `width` x `height` pane. */
  constructor(cwd: string, width: number, height: number) {
    TmuxDriver.count++;
    this.name = `hb-${process.pid}-${TmuxDriver.count}`;
    this.socket = `hullbreach-test-${process.pid}-${TmuxDriver.count}`;
    this.tmux(
      'new-session',
      '-d',
      '-s',
      this.name,
      '-x',
      String(width),
      '-y',
      String(height),
      '-c',
      cwd,
      "env PS1='hb$ ' sh",
    );
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
  }

  /** Types text literally (no key names), as a user would. */
  type(text: string): void {
    this.tmux('send-keys', '-t', this.name, '-l', text);
  }

  /** Presses named tmux keys (`Enter`, `Escape`, `Up`, `C-c`…). */
  press(...keys: string[]): void {
    this.tmux('send-keys', '-t', this.name, ...keys);
  }

  /** Resizes the window, as a user dragging the terminal's corner would. */
  resize(width: number, height: number): void {
    this.tmux('resize-window', '-t', this.name, '-x', String(width), '-y', String(height));
  }

  /** The visible text of the pane, one string per row. */
  screen(): string {
    return this.tmux('capture-pane', '-p', '-t', this.name);
  }

  /** Reads a tmux format for the pane, e.g. `#{alternate_on}`. */
  display(format: string): string {
    return this.tmux('display-message', '-p', '-t', this.name, format).trim();
  }

  /** Polls the pane until `test` accepts it; throws with the last screen after `timeoutMs`. */
  async waitFor(what: string, test: (screen: string) => boolean, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const screen = this.screen();
      if (test(screen)) return screen;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the pane shows:\n${screen}`);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  /** Waits until the pane shows `text`. */
  waitForText(text: string, timeoutMs?: number): Promise<string> {
    return this.waitFor(JSON.stringify(text), (screen) => screen.includes(text), timeoutMs);
  }

  /** Ends the session and its private server (safe to call twice). */
  kill(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server'], { encoding: 'utf8' });
  }
}
