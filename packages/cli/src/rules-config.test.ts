import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, DEFAULT_RULES, type RunRules } from '@hullbreach/game';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPlay, type AppFactory, type PlayDeps } from './commands/play.js';
import { loadRules, RULES_FILE, saveRules } from './rules-config.js';
import { FakeInput, FakeOutput } from './term/fake-tty.js';
import { memoryIo } from './test-io.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-rules-config-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Play's dependencies over the real app, recording the rules each app was made with. */
function deps(made: (RunRules | undefined)[]) {
  const input = new FakeInput();
  const recording: AppFactory = (options) => {
    made.push(options.rules);
    return createApp(options);
  };
  const d: PlayDeps = {
    createApp: recording,
    stdin: input,
    stdout: new FakeOutput(100, 30),
    env: { COLORTERM: 'truecolor' },
    entropy: () => 99,
    process: new EventEmitter(),
    exit: () => undefined,
    saves: { home: join(dir, 'home'), now: () => new Date(Date.UTC(2026, 10, 26)), newId: () => 'run-1' },
    today: () => '2026-11-26',
  };
  return { d, input };
}

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 60));

describe('rules.json in the data folder', () => {
  it('gives back what was kept, and nothing for a missing, broken or non-object file', () => {
    const round: RunRules = { difficulty: 'easy', lamp: 'round', autopickup: false };
    expect(saveRules(dir, round)).toBeUndefined();
    expect(loadRules(dir)).toEqual(round);
    expect(loadRules(join(dir, 'nowhere'))).toBeUndefined();
    writeFileSync(join(dir, RULES_FILE), '{ not json');
    expect(loadRules(dir)).toBeUndefined();
    writeFileSync(join(dir, RULES_FILE), '[1, 2]');
    expect(loadRules(dir)).toBeUndefined();
  });

  it('keeps each known entry and gives an unknown one its default', () => {
    writeFileSync(
      join(dir, RULES_FILE),
      JSON.stringify({ difficulty: 'brutal', lamp: 'round', autopickup: 'yes' }),
    );
    expect(loadRules(dir)).toEqual({ ...DEFAULT_RULES, lamp: 'round' });
  });

  it('says in one line when the file cannot be written', () => {
    const problem = saveRules(dir, DEFAULT_RULES, () => {
      throw Object.assign(new Error('denied'), { code: 'EACCES' });
    });
    expect(problem).toBe(
      `cannot write ${join(dir, RULES_FILE)} (EACCES); the rules you chose are not remembered.`,
    );
  });

  it('a difficulty chosen on the title screen is the next session’s, and --difficulty overrides only the level', async () => {
    const data = join(dir, 'data');
    const made: (RunRules | undefined)[] = [];
    const first = deps(made);
    const running = runPlay(['--data-dir', data], memoryIo(), first.d);
    await tick();
    first.input.type('d'); // normal -> hard
    await tick();
    first.input.type('q');
    expect(await running).toBe(0);
    expect(made[0]).toEqual(DEFAULT_RULES);
    expect(JSON.parse(readFileSync(join(data, RULES_FILE), 'utf8'))).toEqual({
      ...DEFAULT_RULES,
      difficulty: 'hard',
    });

    // The lamp and autopickup kept in the file come back too.
    mkdirSync(data, { recursive: true });
    writeFileSync(
      join(data, RULES_FILE),
      JSON.stringify({ difficulty: 'hard', lamp: 'round', autopickup: false }),
    );
    const second = deps(made);
    const again = runPlay(['--data-dir', data], memoryIo(), second.d);
    await tick();
    second.input.type('q');
    expect(await again).toBe(0);
    expect(made[1]).toEqual({ difficulty: 'hard', lamp: 'round', autopickup: false });

    const third = deps(made);
    const easy = runPlay(['--data-dir', data, '--difficulty', 'easy'], memoryIo(), third.d);
    await tick();
    third.input.type('q');
    expect(await easy).toBe(0);
    expect(made[2]).toEqual({ difficulty: 'easy', lamp: 'round', autopickup: false });
  });
});
