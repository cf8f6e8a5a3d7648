/** The process events the guard listens to (the real `process`, or an EventEmitter in tests). */
export interface GuardedProcess {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** What the guard does when the program is interrupted or crashes. */
export interface GuardActions {
  /** Puts the terminal back (synchronous, idempotent). */
  readonly restore: () => void;
  /** Writes one line to stderr. */
  readonly report: (line: string) => void;
  /** Ends the process with this status. */
  readonly exit: (code: number) => void;
  /** Runs first when SIGTERM, SIGHUP or SIGINT arrives (the game saves the run here). */
  readonly onSignal?: () => void;
}

/** Exit statuses for the signals the front end handles (128 + the signal number, as shells report them). */
export const SIGNAL_EXIT: Readonly<Record<string, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

function describe(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n')[0] || error.name;
  return String(error).split('\n')[0];
}

/**
 * While the terminal is taken over, makes every way out restore it first: SIGINT, SIGTERM and
 * SIGHUP restore and exit with 128 + the signal; an uncaught exception or unhandled rejection
 * restores, prints one line and exits 1. Returns a function that removes the handlers.
 */
export function guardProcess(proc: GuardedProcess, actions: GuardActions): () => void {
  // A terminal that hung up makes every write fail; leaving must still go ahead.
  const restore = (): void => {
    try {
      actions.restore();
    } catch {
      // Nothing more can be done for a terminal that is gone.
    }
  };
  const handlers = new Map<string, (...args: unknown[]) => void>();
  for (const [signal, code] of Object.entries(SIGNAL_EXIT)) {
    handlers.set(signal, () => {
      try {
        actions.onSignal?.();
      } catch {
        // Saving failed; leaving must still go ahead.
      }
      restore();
      actions.exit(code);
    });
  }
  const crash = (error: unknown): void => {
    restore();
    try {
      actions.report(`hullbreach: the game stopped on an internal error: ${describe(error)}`);
    } catch {
      // stderr is gone too; the exit status still says it failed.
    }
    actions.exit(1);
  };
  handlers.set('uncaughtException', crash);
  handlers.set('unhandledRejection', crash);
  for (const [event, handler] of handlers) proc.on(event, handler);
  return () => {
    for (const [event, handler] of handlers) proc.off(event, handler);
  };
}
