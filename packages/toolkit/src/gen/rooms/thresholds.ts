/**
 * The feature roll of the rooms-and-corridors generator: a roll of 1..100 picks one of five feature
 * kinds through cumulative thresholds. Kind k is chosen when t[k-1] < roll <= t[k] (t[-1] = 0),
 * so its chance is exactly (t[k] - t[k-1])% (a strict "less than" would leave a roll of 100
 * choosing nothing).
 */

/** The five feature kinds, in threshold order. */
export const FEATURE_KINDS = [
  'corridorOffCorridor',
  'corridorOffCorridorEnd',
  'corridorOffRoom',
  'roomOffCorridor',
  'roomOffCorridorEnd',
] as const;

/** One of the five feature kinds. */
export type FeatureKind = (typeof FEATURE_KINDS)[number];

/** The default thresholds: 20/40/60/80/100, one fifth each. */
export const DEFAULT_THRESHOLDS: readonly number[] = [20, 40, 60, 80, 100];

/** Reads the `thresholds` option: five integers, cumulative and non-decreasing, ending at 100 (RC1). */
export function readThresholds(options: Readonly<Record<string, unknown>>): readonly number[] {
  const raw = options.thresholds;
  if (raw === undefined) return DEFAULT_THRESHOLDS;
  const fail = (why: string): never => {
    throw new RangeError(`option "thresholds" ${why}, got ${JSON.stringify(raw)}`);
  };
  if (!Array.isArray(raw) || raw.length !== FEATURE_KINDS.length) fail('must be an array of 5 numbers');
  const list = raw as unknown[];
  let previous = 0;
  for (const t of list) {
    if (typeof t !== 'number' || !Number.isInteger(t) || t < 0 || t > 100) fail('must hold integers 0..100');
    if ((t as number) < previous) fail('must be cumulative (non-decreasing)');
    previous = t as number;
  }
  if (previous !== 100) fail('must end at 100');
  return list as number[];
}

/** The index of the feature kind a roll of 1..100 chooses under the given thresholds. */
export function kindOfRoll(roll: number, thresholds: readonly number[]): number {
  for (let k = 0; k < thresholds.length; k++) if (roll <= thresholds[k]) return k;
  return thresholds.length - 1;
}
