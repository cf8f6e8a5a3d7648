import { EventEmitter } from 'node:events';
import type { TtyInput, TtyOutput } from './tty.js';
import { VirtualScreen } from './virtual-screen.js';

/** A fake raw-mode input for tests: records raw-mode changes; `type` delivers bytes like a keyboard. */
export class FakeInput extends EventEmitter implements TtyInput {
  readonly isTTY = true;
  rawMode = false;
  paused = true;
  readonly rawModeCalls: boolean[] = [];

  /** Records the raw mode. */
  setRawMode(mode: boolean): this {
    this.rawMode = mode;
    this.rawModeCalls.push(mode);
    return this;
  }

  /** Marks the stream as flowing. */
  resume(): this {
    this.paused = false;
    return this;
  }

  /** Marks the stream as paused. */
  pause(): this {
    this.paused = true;
    return this;
  }

  /** Delivers one chunk of input bytes. */
  type(text: string): void {
    this.emit('data', Buffer.from(text, 'utf8'));
  }
}

/** A fake terminal output for tests: everything written goes through a VirtualScreen. */
export class FakeOutput extends EventEmitter implements TtyOutput {
  readonly isTTY = true;
  screen: VirtualScreen;
  written = '';
  writes = 0;

  /** Creates a fake terminal of the given size. */
  constructor(
    public columns: number,
    public rows: number,
  ) {
    super();
    this.screen = new VirtualScreen(columns, rows);
  }

  /** Interprets and records output. */
  write(text: string): boolean {
    this.written += text;
    this.writes++;
    this.screen.write(text);
    return true;
  }

  /** Changes the size as a terminal resize would, and emits 'resize'. */
  resize(columns: number, rows: number): void {
    const modes = this.screen.modes;
    this.columns = columns;
    this.rows = rows;
    this.screen = new VirtualScreen(columns, rows);
    for (const m of [...this.screen.modes]) this.screen.modes.delete(m);
    for (const m of modes) this.screen.modes.add(m);
    this.emit('resize');
  }
}
