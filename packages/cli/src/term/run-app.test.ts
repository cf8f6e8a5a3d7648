import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeInput, FakeOutput } from './fake-tty.js';
import { runApp } from './run-app.js';
import { TestApp } from './test-app.js';
import { sgrParamsIn } from './virtual-screen.js';

function start(options: { columns?: number; rows?: number; plain?: boolean } = {}) {
  const app = new TestApp();
  const input = new FakeInput();
  const output = new FakeOutput(options.columns ?? 20, options.rows ?? 3);
  let clock = 0;
  const done = runApp({ app, input, output, now: () => (clock += 100), plain: options.plain });
  return { app, input, output, done };
}

describe('runApp', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('paints the first frame at once at the terminal size', () => {
    const { output, input } = start();
    expect(output.screen.row(0)).toBe('key:- t:0'.padEnd(output.columns));
    input.type('q');
  });

  it('decodes keys, presses them and repaints only what changed', async () => {
    const { app, input, output, done } = start();
    const before = output.written.length;
    input.type('\x1b[A');
    expect(app.pressed).toEqual(['up']);
    expect(output.screen.row(0)).toBe('key:up t:0'.padEnd(output.columns));
    // Only the changed cells were sent, not the whole 20x3 screen.
    expect(output.written.length - before).toBeLessThan(60);
    input.type('q');
    await expect(done).resolves.toBe('quit');
  });

  it('reports a lone Escape after the timeout and joins split sequences', async () => {
    vi.useFakeTimers();
    const { app, input, done } = start();
    input.type('\x1b');
    expect(app.pressed).toEqual([]);
    input.type('[B');
    expect(app.pressed).toEqual(['down']);
    input.type('\x1b');
    vi.advanceTimersByTime(40);
    expect(app.pressed).toEqual(['down', 'escape']);
    input.type('q');
    await expect(done).resolves.toBe('quit');
  });

  it('ticks on a timer and repaints only when the frame changed', async () => {
    vi.useFakeTimers();
    const { app, input, output, done } = start();
    const writes = output.writes;
    vi.advanceTimersByTime(100);
    expect(app.ticked).toBe(1);
    expect(output.screen.row(0)).toBe('key:- t:1'.padEnd(output.columns));
    expect(output.writes).toBe(writes + 1);
    app.tick = () => {}; // now ticks change nothing
    vi.advanceTimersByTime(500);
    expect(output.writes).toBe(writes + 1);
    input.type('q');
    await done;
    // Stopped: no more ticks after quitting.
    const renders = app.renders;
    vi.advanceTimersByTime(500);
    expect(app.renders).toBe(renders);
  });

  it('redraws everything at the new size on resize', async () => {
    const { input, output, done } = start();
    output.resize(30, 4);
    expect(output.screen.row(0)).toBe('key:- t:0'.padEnd(output.columns));
    expect(output.screen.row(3)).toBe(' '.repeat(30));
    input.type('q');
    await done;
  });

  it('treats Ctrl-C as an interrupt and stops listening', async () => {
    const { app, input, output, done } = start();
    input.type('a\x03b');
    await expect(done).resolves.toBe('interrupt');
    expect(app.pressed).toEqual(['a']);
    expect(input.listenerCount('data')).toBe(0);
    expect(output.listenerCount('resize')).toBe(0);
  });

  it('rejects with what the app throws and stops listening', async () => {
    const { input, done } = start();
    input.type('!');
    await expect(done).rejects.toThrow('boom');
    expect(input.listenerCount('data')).toBe(0);
  });

  it('plain: sends no colour until the player picks a colour mode in the app', async () => {
    const { input, output, done } = start({ plain: true });
    input.type('x');
    expect(output.screen.row(0)).toBe('key:x t:0'.padEnd(output.columns));
    expect(sgrParamsIn(output.written).filter((sgr) => !['0', '0;2', '0;7'].includes(sgr))).toEqual([]);
    expect(output.screen.cells[0]).toEqual(expect.objectContaining({ fg: -1, bg: -1 }));
    input.type('g'); // the test app switches itself to grey mode
    expect(output.screen.cells[0].fg).not.toBe(-1);
    expect(sgrParamsIn(output.written).some((sgr) => sgr.startsWith('0;38;5;'))).toBe(true);
    input.type('q');
    await done;
  });

  it('follows a colour-mode change made in the app', async () => {
    const { input, output, done } = start();
    input.type('g');
    const fg = output.screen.cells[0].fg;
    expect((fg >> 16) & 255).toBe(fg & 255);
    input.type('q');
    await done;
  });
});
