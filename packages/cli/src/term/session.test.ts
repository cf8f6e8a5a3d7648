import { describe, expect, it } from 'vitest';
import { FakeInput, FakeOutput } from './fake-tty.js';
import { TerminalSession } from './session.js';

describe('TerminalSession', () => {
  it('enters raw mode, the alternate screen and hides the cursor, and restore undoes all of it once', () => {
    const input = new FakeInput();
    const output = new FakeOutput(10, 3);
    const session = new TerminalSession(input, output);
    session.enter();
    expect(input.rawMode).toBe(true);
    expect(output.screen.modes.has(1049)).toBe(true);
    expect(output.screen.modes.has(25)).toBe(false);
    session.restore();
    session.restore();
    expect(input.rawMode).toBe(false);
    expect(input.paused).toBe(true);
    expect(input.rawModeCalls).toEqual([true, false]);
    expect(output.screen.modes.has(1049)).toBe(false);
    expect(output.screen.modes.has(25)).toBe(true);
    expect(output.written.endsWith('\x1b[0m\x1b[?25h\x1b[?1049l')).toBe(true);
  });

  it('does nothing on restore when never entered', () => {
    const input = new FakeInput();
    const output = new FakeOutput(10, 3);
    new TerminalSession(input, output).restore();
    expect(output.written).toBe('');
    expect(input.rawModeCalls).toEqual([]);
  });

  it('still leaves raw mode when writing the restore sequence fails', () => {
    const input = new FakeInput();
    const output = new FakeOutput(10, 3);
    const session = new TerminalSession(input, output);
    session.enter();
    output.write = () => {
      throw new Error('EPIPE');
    };
    expect(() => session.restore()).toThrow('EPIPE');
    expect(input.rawMode).toBe(false);
  });
});
