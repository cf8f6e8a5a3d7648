import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { FakeInput, FakeOutput } from '../term/fake-tty.js';
import { TestApp } from '../term/test-app.js';
import { sgrParamsIn } from '../term/virtual-screen.js';
import { memoryIo } from '../test-io.js';
import { DEFAULT_RULES } from '@hullbreach/game';
import { UsageError } from '../usage-error.js';
import { RuntimeFailure, runPlay, type PlayDeps } from './play.js';

/** What every new run is started with: the default rules, and today's date for the seed of the day. */
const NEW_RULES = { rules: DEFAULT_RULES, today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown };

function deps(overrides: Partial<PlayDeps> = {}) {
  const created: unknown[] = [];
  const app = new TestApp();
  const input = new FakeInput();
  const output = new FakeOutput(30, 5);
  const proc = new EventEmitter();
  const exits: number[] = [];
  const d: PlayDeps = {
    createApp: (options) => {
      created.push(options);
      return app;
    },
    stdin: input,
    stdout: output,
    env: { COLORTERM: 'truecolor' },
    entropy: () => 1234,
    process: proc,
    exit: (code) => exits.push(code),
    ...overrides,
  };
  return { d, app, input, output, proc, created, exits };
}

/** The SGRs a screen without colour uses: reset, dim, reverse video. */
const PLAIN_SGRS = ['0', '0;2', '0;7'];

describe('play', () => {
  it('passes the seed and colour mode, runs the app and restores the terminal on quit', async () => {
    const { d, input, output, created, proc } = deps();
    const running = runPlay(['--seed', 'kestrel-9', '--colors', '256'], memoryIo(), d);
    await Promise.resolve();
    expect(created).toEqual([{ seed: 'kestrel-9', colourMode: '256', ...NEW_RULES }]);
    expect(input.rawMode).toBe(true);
    expect(output.screen.modes.has(1049)).toBe(true);
    expect(output.screen.row(0).startsWith('key:-')).toBe(true);
    input.type('q');
    expect(await running).toBe(0);
    expect(input.rawMode).toBe(false);
    expect(output.screen.modes.has(1049)).toBe(false);
    expect(output.screen.modes.has(25)).toBe(true);
    expect(proc.eventNames()).toEqual([]);
  });

  it('without a seed passes fresh entropy, and picks the colour mode from the environment', async () => {
    const { d, input, created } = deps({ env: { TERM: 'xterm-256color' } });
    const running = runPlay([], memoryIo(), d);
    input.type('q');
    await running;
    expect(created).toEqual([{ colourMode: '256', entropy: 1234, ...NEW_RULES }]);
  });

  it.each([{ NO_COLOR: '1' }, { FORCE_COLOR: '0', COLORTERM: 'truecolor' }])(
    'with %j starts in grey and sends no colour at all',
    async (env) => {
      const { d, input, output, created } = deps({ env });
      const running = runPlay(['--seed', '3'], memoryIo(), d);
      input.type('x');
      input.type('q');
      expect(await running).toBe(0);
      expect(created).toEqual([{ seed: 3, colourMode: 'grey', ...NEW_RULES }]);
      const sgrs = sgrParamsIn(output.written);
      expect(sgrs.length).toBeGreaterThan(0);
      expect(sgrs.filter((sgr) => !PLAIN_SGRS.includes(sgr))).toEqual([]);
    },
  );

  it('--colors and FORCE_COLOR outrank NO_COLOR', async () => {
    for (const [argv, env, mode] of [
      [['--colors', '16'], { NO_COLOR: '1' }, '16'],
      [[], { NO_COLOR: '1', FORCE_COLOR: '2' }, '256'],
    ] as const) {
      const { d, input, output, created } = deps({ env });
      const running = runPlay([...argv], memoryIo(), d);
      input.type('q');
      await running;
      expect(created).toEqual([{ colourMode: mode, entropy: 1234, ...NEW_RULES }]);
      expect(sgrParamsIn(output.written).some((sgr) => !PLAIN_SGRS.includes(sgr))).toBe(true);
    }
  });

  it('Ctrl-C restores the terminal and exits 130', async () => {
    const { d, input, output } = deps();
    const running = runPlay([], memoryIo(), d);
    input.type('\x03');
    expect(await running).toBe(130);
    expect(input.rawMode).toBe(false);
    expect(output.screen.modes.has(1049)).toBe(false);
  });

  it('an exception in the app restores the terminal, then fails with one line', async () => {
    const { d, input, output } = deps();
    const running = runPlay([], memoryIo(), d);
    input.type('!');
    await expect(running).rejects.toThrow(RuntimeFailure);
    await expect(running).rejects.toThrow('the game stopped on an internal error: boom');
    expect(input.rawMode).toBe(false);
    expect(output.screen.modes.has(1049)).toBe(false);
  });

  it('SIGTERM while playing restores the terminal before exiting 143', async () => {
    const { d, input, output, proc, exits } = deps();
    void runPlay([], memoryIo(), d);
    proc.emit('SIGTERM');
    expect(exits).toEqual([143]);
    expect(input.rawMode).toBe(false);
    expect(output.screen.modes.has(1049)).toBe(false);
  });

  it('refuses to start without a terminal, before touching anything', async () => {
    const { d, created } = deps({ stdout: Object.assign(new FakeOutput(10, 2), { isTTY: false }) });
    await expect(runPlay([], memoryIo(), d)).rejects.toThrow(/needs an interactive terminal/);
    expect(created).toEqual([]);
  });

  it('refuses bad options', async () => {
    await expect(runPlay(['--colors', 'sepia'], memoryIo(), deps().d)).rejects.toThrow(UsageError);
    await expect(runPlay(['--colors', 'sepia'], memoryIo(), deps().d)).rejects.toThrow(
      /--colors must be one of truecolor, 256, 16, grey/,
    );
    await expect(runPlay(['now'], memoryIo(), deps().d)).rejects.toThrow(/no positional/);
  });
});
