import { existsSync } from 'node:fs';
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
    ...(run.mode === 'endless' ? { distance: run.distance ?? 0 } : { depth: run.depth ?? 0 }),
    turns: run.turns,
    kills: run.kills,
    endedAt: run.endedAt,
    stateHash: run.stateHash,
  };
}

/** The history as a table, newest first. */
function runsTable(runs: readonly RunRow[]): string {
  const rows = runs.map((r) => [
    String(r.id),
    r.endedAt.replace('T', ' ').slice(0, 16),
    r.mode,
    String(r.seed),
    r.outcome,
    r.mode === 'endless' ? `${r.distance ?? 0} out` : `floor ${r.depth ?? 0}`,
    String(r.turns),
    String(r.kills),
    r.cause ?? '',
  ]);
  const head = ['RUN', 'ENDED (UTC)', 'MODE', 'SEED', 'OUTCOME', 'REACHED', 'TURNS', 'KILLS', 'CAUSE'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 || i === 6 || i === 7 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
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

/** `hullbreach runs [--format text|json]`: the finished runs, newest first; returns the exit status. */
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
  const { file, store } = openHistory(flagValue(args, 'data-dir'), deps);
  let runs: RunRow[] = [];
  try {
    runs = store?.listRuns() ?? [];
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
