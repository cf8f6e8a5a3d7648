/**
 * Keystrokes per floor of the autoplay bot, walking step by step (every command a key) and with
 * the game's explore and travel (a run of journey steps that the game did not stop is one key, as a
 * player presses `o` or `>` once): `npm run keystrokes -- [runs] [first-seed]` (default seeds
 * 1-50). Prints a table by floor and how the runs ended, for issue 9's report.
 */
import { autoplayGame, type Command, type CommandResult } from '@hullbreach/game';

function count(text: string | undefined, fallback: number, what: string): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`keystrokes: ${what} must be a whole number from 1, got "${text}"\n`);
    process.exit(2);
  }
  return n;
}

/** Keys and turns spent on each floor (index = depth 0-5) by each run that reached it, and how runs ended. */
interface Tally {
  readonly keys: number[][];
  readonly turns: number[][];
  won: number;
  died: number;
  turnLimit: number;
}

function sameJourney(a: Command, b: Command): boolean {
  if (a.kind === 'explore') return b.kind === 'explore';
  if (a.kind === 'travel') return b.kind === 'travel' && a.x === b.x && a.y === b.y;
  return false;
}

/** Plays the seeds, counting a key for every command but a journey step that goes on from the last. */
function tally(seeds: readonly number[], journeys: boolean): Tally {
  const t: Tally = {
    keys: [[], [], [], [], [], []],
    turns: [[], [], [], [], [], []],
    won: 0,
    died: 0,
    turnLimit: 0,
  };
  for (const seed of seeds) {
    const keys = [0, 0, 0, 0, 0, 0];
    const turns = [0, 0, 0, 0, 0, 0];
    let last: { command: Command; result: CommandResult } | undefined;
    const onCommand = (command: Command, result: CommandResult, depth: number): void => {
      const goesOn =
        last !== undefined &&
        sameJourney(last.command, command) &&
        last.result.tookTurn &&
        last.result.stop === undefined;
      if (!goesOn) keys[depth]++;
      if (result.tookTurn) turns[depth]++;
      last = { command, result };
    };
    const game = autoplayGame(seed, 20000, { journeys, onCommand });
    for (let d = 0; d <= game.floor.depth; d++) {
      t.keys[d].push(keys[d]);
      t.turns[d].push(turns[d]);
    }
    if (game.outcome === 'won') t.won++;
    else if (game.outcome === 'playing') t.turnLimit++;
    else t.died++;
  }
  return t;
}

function mean(values: readonly number[]): string {
  return values.length === 0 ? '-' : (values.reduce((a, b) => a + b, 0) / values.length).toFixed(1);
}

function median(values: readonly number[]): string {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return String(sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}

const runs = count(process.argv[2], 50, 'runs');
const first = count(process.argv[3], 1, 'first-seed');
const seeds = Array.from({ length: runs }, (_, i) => first + i);
const before = tally(seeds, false);
const after = tally(seeds, true);
const columns = (t: Tally, d?: number): string[] => {
  const keys = d === undefined ? t.keys.flat() : t.keys[d];
  const turns = d === undefined ? t.turns.flat() : t.turns[d];
  return [String(keys.length), mean(keys), median(keys), median(turns)];
};
const rows = [
  ['', 'step by step:', '', '', '', 'with journeys:', '', '', ''],
  [
    'floor',
    'reached',
    'mean keys',
    'median keys',
    'median turns',
    'reached',
    'mean keys',
    'median keys',
    'median turns',
  ],
  ...[0, 1, 2, 3, 4, 5].map((d) => [String(d), ...columns(before, d), ...columns(after, d)]),
  ['all', ...columns(before), ...columns(after)],
];
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
const pct = (n: number): string => `${((100 * n) / runs).toFixed(0)}%`;
const ended = (t: Tally): string => `won ${t.won} (${pct(t.won)}), died ${t.died}, turn limit ${t.turnLimit}`;
process.stdout.write(
  [
    `seeds ${first}..${first + runs - 1}, the autoplay bot's keystrokes on each floor it reached`,
    ...rows.map((r) => r.map((cell, c) => cell.padStart(widths[c])).join('  ')),
    `step by step: ${ended(before)}`,
    `with journeys: ${ended(after)}`,
  ].join('\n') + '\n',
);
