/**
 * Checks one content pack (a JSON file of `content/`) against the pack format of spec.ts. Pure: it
 * is given the file's name and text (or parsed value) and returns either the pack or every
 * problem, each naming the file, the JSON path and what was expected there.
 */
import { jsonSyntaxError } from './json-text.js';
import { expectedOf, PACK_SPEC, type Spec } from './spec.js';

/** One thing wrong with a pack. */
export interface ModProblem {
  /** The file's name as the modder knows it. */
  readonly file: string;
  /** A JSON path into the file, like `$.monsters[2].hp` (`$` for the file as a whole). */
  readonly path: string;
  /** What was expected there. */
  readonly expected: string;
  /** What was found instead, in a few words (absent when nothing was there). */
  readonly got?: string;
  /** For a file that is not JSON: where the text first goes wrong (1-based). */
  readonly line?: number;
  readonly column?: number;
}

/** A monster in a pack: a new kind gives every field but `endless` and the behaviour flags; a built-in kind only what it changes. */
export interface PackMonster {
  readonly id: string;
  readonly name?: string;
  readonly glyph?: string;
  readonly colour?: string;
  readonly hp?: number;
  readonly armour?: number;
  readonly damage?: string;
  readonly accuracy?: number;
  readonly delay?: number;
  readonly flee?: number;
  readonly sight?: number;
  readonly floats?: boolean;
  readonly blast?: number;
  readonly xp?: number;
  readonly verb?: string;
  readonly sighting?: string;
  readonly description?: string;
  /** Falls into bones at 0 HP and stands up again (as skeletons do). */
  readonly reforms?: boolean;
  /** The bot keeps clear of it without a weapon that gets through heavy armour. */
  readonly heavy?: boolean;
  /** How the run's difficulty changes its numbers: as the crew's, as the heavy kinds', or not at all. */
  readonly difficulty?: 'crew' | 'heavy' | 'none';
  /** Its weight among the kinds an Endless chunk draws, from chunk distance `from` on. */
  readonly endless?: { readonly weight: number; readonly from: number };
}

/** An item in a pack: a built-in item's look and words, changed. */
export interface PackItem {
  readonly id: string;
  readonly name?: string;
  readonly glyph?: string;
  readonly colour?: string;
  readonly description?: string;
}

/** A variant in a pack: a new one gives every field; a built-in one only what it changes. */
export interface PackVariant {
  readonly id: string;
  readonly prefix?: string;
  readonly colour?: string;
  readonly description?: string;
  readonly hpScale?: number;
  readonly armour?: number;
  readonly delayScale?: number;
  readonly damage?: number;
  readonly accuracy?: number;
  readonly blast?: number;
  readonly soak?: number;
  readonly evasion?: number;
  readonly fearless?: boolean;
}

/** A floor table in a pack: the fields given replace those of the floor at `depth`. */
export interface PackFloor {
  readonly depth: number;
  /** Monsters of each kind on the floor; kinds not named keep their count. */
  readonly monsters?: Readonly<Record<string, number>>;
  readonly medkits?: number;
  readonly oxygen?: number;
  readonly ammo?: number;
  readonly armour?: number;
  readonly weapons?: number;
  readonly weaponPool?: readonly string[];
  readonly lightEvery?: number;
}

/** A checked pack. */
export interface ModPack {
  readonly file: string;
  readonly description?: string;
  readonly monsters: readonly PackMonster[];
  readonly items: readonly PackItem[];
  readonly variants: readonly PackVariant[];
  readonly floors: readonly PackFloor[];
}

/** A pack, or everything wrong with it. */
export type PackResult =
  | { readonly ok: true; readonly pack: ModPack }
  | { readonly ok: false; readonly problems: readonly ModProblem[] };

/** A key as a JSON path step: `.hp`, or `["odd key"]` when it is not a plain name. */
export function pathStep(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** A JSON value in a few words, for "got ...". */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    const shown = [...value].length > 30 ? `${[...value].slice(0, 27).join('')}...` : value;
    return JSON.stringify(shown);
  }
  return String(value);
}

/** Edits (insert, delete, replace) between two short strings. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** The allowed key a mistyped `key` most likely meant (at most two edits, and fewer than half its length), or undefined. */
export function nearestName(key: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = 3;
  for (const candidate of allowed) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase());
    if (d < bestD && 2 * d < key.length) {
      best = candidate;
      bestD = d;
    }
  }
  return best;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks `value` against `spec`, adding a problem for everything that does not fit. */
function check(spec: Spec, value: unknown, path: string, out: Omit<ModProblem, 'file'>[]): void {
  const wrong = (): void => {
    out.push({ path, expected: expectedOf(spec), got: describeValue(value) });
  };
  switch (spec.kind) {
    case 'integer':
    case 'number':
      if (
        typeof value !== 'number' ||
        (spec.kind === 'integer' && !Number.isInteger(value)) ||
        value < spec.min ||
        value > spec.max
      )
        wrong();
      return;
    case 'boolean':
      if (typeof value !== 'boolean') wrong();
      return;
    case 'string': {
      if (typeof value !== 'string') return wrong();
      const length = [...value].length;
      if (
        length < spec.minLength ||
        length > spec.maxLength ||
        (spec.pattern !== undefined && !new RegExp(spec.pattern, 'u').test(value))
      )
        wrong();
      return;
    }
    case 'enum':
      if (typeof value !== 'string' || !spec.values.includes(value)) wrong();
      return;
    case 'array': {
      if (!Array.isArray(value) || value.length > spec.maxItems) return wrong();
      value.forEach((item, i) => {
        check(spec.items, item, `${path}[${i}]`, out);
        if (spec.unique === true && value.indexOf(item) < i)
          out.push({
            path: `${path}[${i}]`,
            expected: `a value not already in the list (it is at [${value.indexOf(item)}])`,
            got: describeValue(item),
          });
      });
      return;
    }
    case 'object': {
      if (!isObject(value)) return wrong();
      const allowed = Object.keys(spec.fields);
      for (const key of spec.required)
        if (!Object.prototype.hasOwnProperty.call(value, key))
          out.push({
            path: `${path}${pathStep(key)}`,
            expected: `${expectedOf(spec.fields[key])} (required)`,
          });
      for (const [key, field] of Object.entries(value)) {
        const rule = Object.prototype.hasOwnProperty.call(spec.fields, key) ? spec.fields[key] : undefined;
        if (rule === undefined) {
          const near = nearestName(key, allowed);
          out.push({
            path: `${path}${pathStep(key)}`,
            expected:
              near === undefined
                ? `a known key of ${spec.what}: ${allowed.join(', ')}`
                : `a known key of ${spec.what} (did you mean "${near}"?)`,
          });
        } else check(rule, field, `${path}${pathStep(key)}`, out);
      }
      return;
    }
    case 'map': {
      if (!isObject(value) || Object.keys(value).length > spec.maxEntries) return wrong();
      const keyRule = new RegExp(spec.keyPattern, 'u');
      for (const [key, field] of Object.entries(value)) {
        if (!keyRule.test(key))
          out.push({ path: `${path}${pathStep(key)}`, expected: `the key to be ${spec.keyExpected}` });
        check(spec.values, field, `${path}${pathStep(key)}`, out);
      }
      return;
    }
  }
}

/** Entries of one list of a pack that reuse an id (or depth) given earlier in the same list. */
function repeats(
  list: unknown,
  name: string,
  key: 'id' | 'depth',
  what: string,
  out: Omit<ModProblem, 'file'>[],
): void {
  if (!Array.isArray(list)) return;
  const first = new Map<unknown, number>();
  list.forEach((entry, i) => {
    if (!isObject(entry) || !Object.prototype.hasOwnProperty.call(entry, key)) return;
    const at = first.get(entry[key]);
    if (at === undefined) first.set(entry[key], i);
    else
      out.push({
        path: `$.${name}[${i}].${key}`,
        expected: `${what} not given earlier in this file (${name}[${at}] has it already)`,
        got: describeValue(entry[key]),
      });
  });
}

/**
 * Checks a parsed pack: every key known (a misspelt one gets a did-you-mean), every value in
 * range, no id given twice in one list. Returns the pack or all of its problems; never throws.
 */
export function checkContentPack(file: string, json: unknown): PackResult {
  const found: Omit<ModProblem, 'file'>[] = [];
  check(PACK_SPEC, json, '$', found);
  if (isObject(json)) {
    repeats(json.monsters, 'monsters', 'id', 'an id', found);
    repeats(json.items, 'items', 'id', 'an id', found);
    repeats(json.variants, 'variants', 'id', 'an id', found);
    repeats(json.floors, 'floors', 'depth', 'a depth', found);
  }
  if (found.length > 0) return { ok: false, problems: found.map((p) => ({ file, ...p })) };
  const j = json as Record<string, unknown>;
  const pack: ModPack = {
    file,
    ...(typeof j.description === 'string' ? { description: j.description } : {}),
    monsters: (j.monsters ?? []) as PackMonster[],
    items: (j.items ?? []) as PackItem[],
    variants: (j.variants ?? []) as PackVariant[],
    floors: (j.floors ?? []) as PackFloor[],
  };
  return { ok: true, pack };
}

/**
 * Reads a pack from the text of its file: a text that is not JSON gives one problem with the line
 * and column where it goes wrong; otherwise as {@link checkContentPack}. Never throws.
 */
export function parseContentPack(file: string, text: string): PackResult {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const syntax = jsonSyntaxError(body);
  if (syntax !== undefined)
    return {
      ok: false,
      problems: [{ file, path: '$', expected: syntax.expected, line: syntax.line, column: syntax.column }],
    };
  return checkContentPack(file, JSON.parse(body));
}

/** One problem as the line a modder reads: `FILE: PATH: expected WHAT, got VALUE` (`FILE:LINE:COLUMN: ...` for JSON syntax). */
export function modProblemText(p: ModProblem): string {
  if (p.line !== undefined)
    return `${p.file}:${p.line}:${p.column ?? 1}: not valid JSON: expected ${p.expected}`;
  return `${p.file}: ${p.path}: expected ${p.expected}${p.got === undefined ? '' : `, got ${p.got}`}`;
}
