import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autoplay } from '@hullbreach/game';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryIo } from '../test-io.js';
import { UsageError } from '../usage-error.js';
import { runAutoplay } from './autoplay.js';
import { bestPerSeed, runRuns } from './runs.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-rules-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const lineOf = (out: string): Record<string, unknown> =>
  JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;

describe('difficulty and the seed of the day on the command line', () => {
  it('a bad --difficulty is one usage error naming the levels; --daily and --seed together are refused', () => {
    expect(() => runAutoplay(['--seed', '1', '--difficulty', 'brutal'], memoryIo(), autoplay)).toThrow(
      new UsageError('option --difficulty must be one of easy, normal, hard, got "brutal"'),
    );
    expect(() => runAutoplay(['--seed', '1', '--daily'], memoryIo(), autoplay)).toThrow(UsageError);
  });

  it('autoplay --daily plays the seed of the day, and the difficulty changes the game', () => {
    const io = memoryIo();
    expect(runAutoplay(['--daily', '--turns', '60'], io, autoplay, '2026-11-26')).toBe(0);
    expect(lineOf(io.out).seed).toBe('daily-2026-11-26');
    const easy = memoryIo();
    const hard = memoryIo();
    runAutoplay(['--seed', '5', '--turns', '300', '--difficulty', 'easy'], easy, autoplay);
    runAutoplay(['--seed', '5', '--turns', '300', '--difficulty', 'hard'], hard, autoplay);
    expect(lineOf(easy.out).stateHash).not.toBe(lineOf(hard.out).stateHash);
  });

  it('autoplay --data-dir runs get a morgue (runs --morgue), a difficulty column and a best-per-seed view', () => {
    const data = join(dir, 'data');
    const env = {};
    for (const args of [
      ['--seed', '3', '--difficulty', 'hard'],
      ['--seed', '3', '--difficulty', 'easy'],
      ['--daily'],
    ])
      expect(
        runAutoplay([...args, '--turns', '400', '--data-dir', data], memoryIo(), autoplay, '2026-11-26'),
      ).toBe(0);
    const table = memoryIo();
    runRuns(['--data-dir', data], table, { env, home: dir });
    expect(table.out.split('\n')[0]).toContain('LEVEL');
    expect(table.out).toMatch(/daily-2026-11-26 \(daily\)\s+normal/);
    expect(table.out).toMatch(/ 3\s+hard/);
    const json = memoryIo();
    runRuns(['--format', 'json', '--data-dir', data], json, { env, home: dir });
    const runs = JSON.parse(json.out) as { id: number; seed: unknown; difficulty: string; daily?: string }[];
    expect(runs.map((r) => r.difficulty)).toEqual(['normal', 'easy', 'hard']);
    expect(runs[0].daily).toBe('2026-11-26');
    const morgue = memoryIo();
    expect(runRuns(['--morgue', String(runs[2].id), '--data-dir', data], morgue, { env, home: dir })).toBe(0);
    expect(morgue.out).toContain('Difficulty: hard');
    expect(morgue.out).toContain('Seed:       3');
    expect(morgue.out).toContain('Last messages');
    const best = memoryIo();
    runRuns(['--best', '--format', 'json', '--data-dir', data], best, { env, home: dir });
    const bests = JSON.parse(best.out) as { seed: unknown }[];
    expect(bests.map((r) => r.seed).sort()).toEqual([3, 'daily-2026-11-26'].sort());
    expect(() => runRuns(['--morgue', 'x', '--data-dir', data], memoryIo(), { env, home: dir })).toThrow(
      UsageError,
    );
  });

  it('best per seed: a win beats any loss, then the farther, then the quicker', () => {
    const row = (id: number, seed: number, outcome: string, depth: number, turns: number) => ({
      id,
      runId: String(id),
      seed,
      mode: 'campaign' as const,
      outcome,
      depth,
      turns,
      kills: 0,
      endedAt: '2026-11-26T00:00:00.000Z',
      stateHash: '',
    });
    const best = bestPerSeed([
      row(1, 7, 'died', 4, 900),
      row(2, 7, 'won', 5, 3000),
      row(3, 8, 'died', 3, 800),
      row(4, 8, 'died', 3, 500),
      row(5, 8, 'died', 2, 100),
    ]);
    expect(best.map((r) => r.id)).toEqual([2, 4]);
  });
});
