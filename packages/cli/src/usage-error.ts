/**
 * A mistake the user made on the command line. The entry point prints its message as one line on
 * stderr and exits with status 2; nothing else about it (no stack) is shown.
 */
export class UsageError extends Error {
  /** Creates a usage error whose message says what was wrong and what is allowed. */
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
