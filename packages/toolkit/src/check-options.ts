/**
 * One check for options objects across the toolkit: a key the function does not take is a
 * RangeError that names the function, the key, a near miss when there is one, and every key the
 * function takes.
 */

/** Throws a RangeError when `options` holds a key not in `allowed` (a TypeError when it is not an object); `undefined` passes. */
export function checkOptionKeys(
  fnName: string,
  options: object | undefined,
  allowed: readonly string[],
): void {
  if (options === undefined) return;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${fnName}: options must be an object, got ${describe(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (allowed.includes(key)) continue;
    const near = nearestKey(key, allowed);
    const hint = near === undefined ? '' : ` (did you mean "${near}"?)`;
    const takes = allowed.length === 0 ? 'it takes no options' : `it takes ${allowed.join(', ')}`;
    throw new RangeError(`${fnName}: unknown option "${key}"${hint}; ${takes}`);
  }
}

/** The allowed key closest to `key`: at most two edits away and fewer edits than half its length, or undefined. */
export function nearestKey(key: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = key.toLowerCase();
  for (const candidate of allowed) {
    const d = editDistance(candidate.toLowerCase(), lower);
    if (d <= 2 && 2 * d < key.length && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Optimal-string-alignment distance (Levenshtein plus adjacent swaps) between two short strings. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? JSON.stringify(value) : `${typeof value} ${String(value)}`;
}
