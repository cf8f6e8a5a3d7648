/** What a subcommand may touch of the outside world, so tests can run it in-process. */
export interface CommandIo {
  /** Writes text to standard output. */
  readonly stdout: (text: string) => void;
  /** Writes text to standard error. */
  readonly stderr: (text: string) => void;
  /** Reads a whole text file (UTF-8); `-` means standard input. Rejects when it cannot be read. */
  readonly readText: (path: string) => Promise<string>;
}
