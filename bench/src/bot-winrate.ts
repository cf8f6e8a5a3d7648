/**
 * The autoplay bot over many seeds: `npm run winrate -- [runs] [first-seed] [--difficulty
 * easy|normal|hard] [--lamp cone|round]` (default 100 runs from seed 1, normal, the cone lamp,
 * autopickup on: a new run's rules). Prints how the runs ended and on which floor, for the
 * balance notes.
 */
import { DEFAULT_RULES, isDifficulty, type RunRules } from '@hullbreach/game';
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

function fail(text: string): never {
  process.stderr.write(`winrate: ${text}\n`);
  process.exit(2);
}

const positional: string[] = [];
let rules: RunRules = DEFAULT_RULES;
const args = process.argv.slice(2);
for (let k = 0; k < args.length; k++) {
  const arg = args[k];
  if (arg === '--difficulty') {
    const value = args[++k] ?? '';
    if (!isDifficulty(value)) fail(`--difficulty must be easy, normal or hard, got "${value}"`);
    rules = { ...rules, difficulty: value };
  } else if (arg === '--lamp') {
    const value = args[++k] ?? '';
    if (value !== 'cone' && value !== 'round') fail(`--lamp must be cone or round, got "${value}"`);
    rules = { ...rules, lamp: value };
  } else if (arg.startsWith('--')) {
    fail(`unknown option ${arg} (allowed: --difficulty, --lamp)`);
  } else {
    positional.push(arg);
  }
}
const runs = count(positional[0], 100, 'runs');
const first = count(positional[1], 1, 'first-seed');
const seeds = Array.from({ length: runs }, (_, i) => first + i);
const stats = botStats(seeds, 20000, { rules });
const pct = (n: number): string => `${((100 * n) / Math.max(1, stats.runs)).toFixed(0)}%`;
process.stdout.write(
  [
    `seeds ${first}..${first + runs - 1}: ${stats.runs} runs (${rules.difficulty}, ${rules.lamp} lamp, autopickup ${rules.autopickup ? 'on' : 'off'})`,
    `won ${stats.won} (${pct(stats.won)}), died ${stats.died} (${pct(stats.died)}), adrift ${stats.adrift}, turn limit ${stats.turnLimit}${
      stats.turnLimit > 0 ? ` (seeds ${stats.turnLimitSeeds.join(', ')})` : ''
    }`,
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
