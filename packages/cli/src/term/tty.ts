/** The parts of a TTY input stream the front end uses (process.stdin, or a fake in tests). */
export interface TtyInput {
  setRawMode(mode: boolean): unknown;
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

/** The parts of a TTY output stream the front end uses (process.stdout, or a fake in tests). */
export interface TtyOutput {
  write(text: string): unknown;
  readonly columns: number | undefined;
  readonly rows: number | undefined;
  on(event: 'resize', listener: () => void): unknown;
  off(event: 'resize', listener: () => void): unknown;
}
