/**
 * The autoplay bot over many seeds: `npm run winrate -- [runs] [first-seed]` (default 100 runs from
 * seed 1). Prints how the runs ended and on which floor, for the balance notes.
 */
import { botStats } from '@hullbreach/game';

function count(text: string | undefined, fallback: number, what: string): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`winrate: ${what} must be a whole number, got "${text}"\n`);
    process.exit(2);
  }
  return n;
}

const runs = count(process.argv[2], 100, 'runs');
const first = count(process.argv[3], 1, 'first-seed');
const seeds = Array.from({ length: runs }, (_, i) => first + i);
const stats = botStats(seeds);
const pct = (n: number): string => `${((100 * n) / Math.max(1, stats.runs)).toFixed(0)}%`;
process.stdout.write(
  [
    `seeds ${first}..${first + runs - 1}: ${stats.runs} runs`,
    `won ${stats.won} (${pct(stats.won)}), died ${stats.died} (${pct(stats.died)}), adrift ${stats.adrift}, turn limit ${stats.turnLimit}`,
    `ended on floor 0-5: ${stats.depths.join(' / ')}`,
    `mean turns ${stats.meanTurns.toFixed(0)}`,
    `deaths by cause: ${
      Object.entries(stats.causes)
        .sort((a, b) => b[1] - a[1])
        .map(([cause, n]) => `${cause} ${n}`)
        .join(', ') || 'none'
    }`,
  ].join('\n') + '\n',
);
