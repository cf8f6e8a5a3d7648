import { StringDecoder } from 'node:string_decoder';
import type { App } from '@hullbreach/game';
import { KeyDecoder, TerminalPainter, type InputKey } from '@hullbreach/display/terminal';
import type { TtyInput, TtyOutput } from './tty.js';

/** How the interactive loop ended. */
export type RunEnd = 'quit' | 'interrupt';

/** What `runApp` drives and how. */
export interface RunAppOptions {
  readonly app: App;
  readonly input: TtyInput;
  readonly output: TtyOutput;
  /** Milliseconds between cosmetic ticks (default 100: ten a second). */
  readonly tickMs?: number;
  /** How long a lone Escape waits for the rest of a sequence (default 30 ms). */
  readonly escapeTimeoutMs?: number;
  /** A monotonic clock in milliseconds (default `performance.now`). */
  readonly now?: () => number;
  /**
   * Send no colour at all (NO_COLOR), only dim and reverse video, until the player picks another
   * colour mode in the game's options (a choice made in the program outranks the environment).
   */
  readonly plain?: boolean;
}

/** The frame size used when the terminal does not report one. */
const FALLBACK = { columns: 80, rows: 24 };

/**
 * Runs the app in a terminal that is already set up: decodes keys from raw input and presses them,
 * ticks cosmetic animation on a timer, repaints (only changed cells) after input, ticks that
 * change the frame, and resizes. Resolves when the app is done ('quit') or Ctrl-C arrives
 * ('interrupt'); rejects with whatever the app throws. Holds no game rules.
 */
export function runApp(options: RunAppOptions): Promise<RunEnd> {
  const { app, input, output } = options;
  const tickMs = options.tickMs ?? 100;
  const escapeTimeoutMs = options.escapeTimeoutMs ?? 30;
  const now = options.now ?? (() => performance.now());
  const keys = new KeyDecoder();
  const text = new StringDecoder('utf8');
  const startMode = app.colourMode;
  const painter = new TerminalPainter(app.colourMode, options.plain === true);

  return new Promise<RunEnd>((resolve, reject) => {
    let finished = false;
    let escapeTimer: ReturnType<typeof setTimeout> | undefined;
    let lastTick = now();

    const draw = (): void => {
      if (painter.plain && app.colourMode !== startMode) painter.setPlain(false);
      painter.setMode(app.colourMode);
      const width = output.columns || FALLBACK.columns;
      const height = output.rows || FALLBACK.rows;
      const painted = painter.paint(app.render(width, height));
      if (painted !== '') output.write(painted);
    };

    const stop = (): void => {
      finished = true;
      clearInterval(ticker);
      if (escapeTimer !== undefined) clearTimeout(escapeTimer);
      input.off('data', onData);
      output.off('resize', onResize);
    };

    const guard =
      <A extends unknown[]>(fn: (...args: A) => void) =>
      (...args: A): void => {
        if (finished) return;
        try {
          fn(...args);
        } catch (error) {
          stop();
          reject(error);
        }
      };

    const handle = (pressed: readonly InputKey[]): void => {
      for (const key of pressed) {
        if (key === 'ctrl-c') {
          stop();
          resolve('interrupt');
          return;
        }
        app.press(key);
        if (app.done) {
          stop();
          resolve('quit');
          return;
        }
      }
      if (pressed.length > 0) draw();
    };

    const onEscapeTimeout = guard(() => {
      escapeTimer = undefined;
      handle(keys.flush());
    });

    const onData = guard((chunk: Buffer | string) => {
      if (escapeTimer !== undefined) {
        clearTimeout(escapeTimer);
        escapeTimer = undefined;
      }
      handle(keys.feed(typeof chunk === 'string' ? chunk : text.write(chunk)));
      if (!finished && keys.hasPending) escapeTimer = setTimeout(onEscapeTimeout, escapeTimeoutMs);
    });

    const onResize = guard(() => {
      painter.invalidate();
      draw();
    });

    const onTick = guard(() => {
      const t = now();
      app.tick(t - lastTick);
      lastTick = t;
      draw(); // paints nothing when the tick changed nothing on screen
    });

    const ticker = setInterval(onTick, tickMs);
    input.on('data', onData);
    output.on('resize', onResize);
    guard(() => {
      draw();
      if (app.done) {
        stop();
        resolve('quit');
      }
    })();
  });
}
