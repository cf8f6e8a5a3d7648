/**
 * The run-rule flags `play`, `endless` and `autoplay` share: `--difficulty easy|normal|hard` and
 * `--daily` (the seed of the day, from the UTC date of this machine's clock).
 */
import { DEFAULT_RULES, DIFFICULTIES, dailySeed, isDifficulty, type RunRules } from '@hullbreach/game';
import { flagValue, type FlagSpec, type ParsedArgs } from './args.js';
import { UsageError } from './usage-error.js';

/** The flag specs of the run rules. */
export const RULE_FLAGS: readonly FlagSpec[] = [
  { name: 'difficulty', takesValue: true },
  { name: 'daily', takesValue: false },
];

/** Today's date in UTC, 'YYYY-MM-DD' (the seed of the day is the same everywhere on that date). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The rules a new run starts under: the default ones at the difficulty asked for (a bad one is a usage error). */
export function rulesFromFlags(args: ParsedArgs): RunRules {
  const text = flagValue(args, 'difficulty');
  if (text === undefined) return DEFAULT_RULES;
  if (!isDifficulty(text))
    throw new UsageError(`option --difficulty must be one of ${DIFFICULTIES.join(', ')}, got "${text}"`);
  return { ...DEFAULT_RULES, difficulty: text };
}

/**
 * The seed `--daily` asks for (the seed of the day of `today`), or undefined without it; refused
 * beside `--seed`, which would say another seed.
 */
export function dailyFromFlags(args: ParsedArgs, command: string, today: string): string | undefined {
  if (!args.switches.has('daily')) return undefined;
  if (flagValue(args, 'seed') !== undefined)
    throw new UsageError(
      `${command} takes --daily or --seed S, not both (--daily plays the seed of the day)`,
    );
  return dailySeed(today);
}
