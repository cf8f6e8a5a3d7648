import { existsSync } from 'node:fs';
import { runModeOf } from '@hullbreach/game';
import { openStore, StoreError, type RunRow, type Store } from '@hullbreach/store';
import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { helpText } from '../help.js';
import type { CommandIo } from '../io.js';
import { dataFile } from '../saves.js';
import { UsageError } from '../usage-error.js';
import { RuntimeFailure } from './play.js';

const FLAGS: readonly FlagSpec[] = [
  { name: 'format', takesValue: true },
  { name: 'data-dir', takesValue: true },
  { name: 'morgue', takesValue: true },
  { name: 'best', takesValue: false },
];

/** Where the history commands find the data folder. */
export interface HistoryDeps {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly home: string;
}

/** One run as `runs --format json` prints it. */
export function runJson(run: RunRow): Record<string, unknown> {
  return {
    id: run.id,
    seed: run.seed,
    mode: run.mode,
    outcome: run.outcome,
    ...(run.cause !== undefined ? { cause: run.cause } : {}),
    ...runModeOf(run.mode).reachedOf(run),
    turns: run.turns,
    kills: run.kills,
    endedAt: run.endedAt,
    stateHash: run.stateHash,
    ...(run.difficulty !== undefined ? { difficulty: run.difficulty } : {}),
    ...(run.rulesVersion !== undefined ? { rulesVersion: run.rulesVersion } : {}),
    ...(run.daily !== undefined ? { daily: run.daily } : {}),
    ...(run.contentHash !== undefined ? { contentHash: run.contentHash } : {}),
  };
}

/** Orders runs best first: a win, then the farthest reached (floor or chunks), then the fewest turns, then the oldest. */
function better(a: RunRow, b: RunRow): number {
  const won = (r: RunRow): number => (r.outcome === 'won' ? 1 : 0);
  const reach = (r: RunRow): number => r.depth ?? r.distance ?? 0;
  return won(b) - won(a) || reach(b) - reach(a) || a.turns - b.turns || a.id - b.id;
}

/** The best run of each seed and mode (`runs --best`), best first. */
export function bestPerSeed(runs: readonly RunRow[]): RunRow[] {
  const best = new Map<string, RunRow>();
  for (const run of runs) {
    const key = `${run.mode}:${JSON.stringify(run.seed)}`;
    const held = best.get(key);
    if (held === undefined || better(run, held) < 0) best.set(key, run);
  }
  return [...best.values()].sort(better);
}

/** The history as a table, newest first. */
function runsTable(runs: readonly RunRow[]): string {
  const rows = runs.map((r) => [
    String(r.id),
    r.endedAt.replace('T', ' ').slice(0, 16),
    r.mode,
    String(r.seed) + (r.daily !== undefined ? ' (daily)' : ''),
    r.difficulty ?? '-',
    r.outcome,
    runModeOf(r.mode).reachedColumn(r),
    String(r.turns),
    String(r.kills),
    r.cause ?? '',
  ]);
  const head = [
    'RUN',
    'ENDED (UTC)',
    'MODE',
    'SEED',
    'LEVEL',
    'OUTCOME',
    'REACHED',
    'TURNS',
    'KILLS',
    'CAUSE',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 || i === 7 || i === 8 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n') + '\n';
}

/** Opens the history's database for reading, or says there is none yet (undefined). */
export function openHistory(flag: string | undefined, deps: HistoryDeps): { file: string; store?: Store } {
  const file = dataFile(flag, deps.env, deps.home);
  if (!existsSync(file)) return { file };
  try {
    return { file, store: openStore(file, { create: false }) };
  } catch (error) {
    if (error instanceof StoreError) throw new RuntimeFailure(error.message);
    throw error;
  }
}

/**
 * `hullbreach runs [--format text|json] [--best] [--morgue RUN]`: the finished runs, newest first
 * (`--best`: the best run of each seed), or one run's morgue; returns the exit status.
 */
export function runRuns(argv: readonly string[], io: CommandIo, deps: HistoryDeps): number {
  const args = parseArgs(argv, FLAGS, 'runs');
  if (args.help) {
    io.stdout(helpText('runs'));
    return 0;
  }
  if (args.positionals.length > 0)
    throw new UsageError(`runs takes no positional arguments, got "${args.positionals[0]}"`);
  const format = flagValue(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`option --format must be text or json, got "${format}"`);
  const morgueText = flagValue(args, 'morgue');
  if (morgueText !== undefined && !/^[1-9][0-9]{0,14}$/.test(morgueText))
    throw new UsageError(
      `option --morgue takes a run number as "hullbreach runs" lists them (1, 2, ...), got "${morgueText}"`,
    );
  const { file, store } = openHistory(flagValue(args, 'data-dir'), deps);
  let runs: RunRow[] = [];
  try {
    if (morgueText !== undefined) {
      const id = Number(morgueText);
      const known = store?.listRuns().some((r) => r.id === id) ?? false;
      if (!known) throw new RuntimeFailure(`there is no run ${id} in ${file}; "hullbreach runs" lists them`);
      const morgue = store?.runMorgue(id);
      if (morgue === undefined)
        throw new RuntimeFailure(`run ${id} ended before morgues were kept: it has none`);
      io.stdout(morgue);
      return 0;
    }
    runs = store?.listRuns() ?? [];
    if (args.switches.has('best')) runs = bestPerSeed(runs);
  } catch (error) {
    if (error instanceof StoreError) throw new RuntimeFailure(error.message);
    throw error;
  } finally {
    store?.close();
  }
  if (format === 'json') io.stdout(`${JSON.stringify(runs.map(runJson))}\n`);
  else if (runs.length === 0) io.stdout(`No finished runs yet (history: ${file}).\n`);
  else io.stdout(runsTable(runs));
  return 0;
}
