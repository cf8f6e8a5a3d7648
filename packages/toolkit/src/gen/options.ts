import { checkOptionKeys, describe } from '../check-options.js';

/** Options every generator takes, plus its own parameters. */
export interface GenerateOptions {
  width: number;
  height: number;
  seed: number | string;
  [param: string]: unknown;
}

/** Throws `option "name" must be <what>, got <raw described>` as a RangeError. */
function bad(name: string, what: string, raw: unknown): never {
  throw new RangeError(`option "${name}" must be ${what}, got ${describe(raw)}`);
}

/** Reads a numeric option with a default and a range (`integer`: whole numbers only); throws a RangeError naming it. */
function rangeOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: number | undefined,
  min: number,
  max: number,
  integer: boolean,
): number {
  const raw = options[name];
  const value = raw === undefined ? fallback : raw;
  if (value === undefined) throw new RangeError(`option "${name}" is required`);
  if (typeof value !== 'number' || !(integer ? Number.isInteger(value) : Number.isFinite(value))) {
    bad(name, integer ? 'an integer' : 'a number', raw);
  }
  if (value < min || value > max) bad(name, `between ${min} and ${max}`, value);
  return value;
}

/** Reads an integer option, applying a default and checking its range; throws a RangeError naming it. */
export function intOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: number | undefined,
  min: number,
  max: number,
): number {
  return rangeOption(options, name, fallback, min, max, true);
}

/** Reads a numeric option (fractions allowed), with a default and a range; throws a RangeError naming it. */
export function numberOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  return rangeOption(options, name, fallback, min, max, false);
}

/** Reads a boolean option with a default; throws a RangeError naming it. */
export function boolOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: boolean,
): boolean {
  const raw = options[name] === undefined ? fallback : options[name];
  if (typeof raw !== 'boolean') bad(name, 'true or false', raw);
  return raw;
}

/** Reads a string option restricted to a set of values; throws a RangeError naming it. */
export function enumOption<T extends string>(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: T,
  allowed: readonly T[],
): T {
  const raw = options[name] === undefined ? fallback : options[name];
  if (!(allowed as readonly unknown[]).includes(raw)) bad(name, `one of ${allowed.join(', ')}`, raw);
  return raw as T;
}

/** Checks the seed and the size every generator needs; throws a RangeError naming the bad option. */
export function checkBaseOptions(
  options: GenerateOptions,
  minW: number,
  minH: number,
  maxW = 1024,
  maxH = 1024,
): void {
  if (options === null || typeof options !== 'object') throw new RangeError('options must be an object');
  const seed = options.seed;
  if (typeof seed !== 'string' && !Number.isFinite(seed)) bad('seed', 'a finite number or a string', seed);
  intOption(options, 'width', undefined, minW, maxW);
  intOption(options, 'height', undefined, minH, maxH);
}

/** The options as the generators read them, after checking that they are an object at all. */
export function optionsObject(fn: string, options: object): GenerateOptions {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new RangeError(
      `${fn}: options must be an object such as { width, height, seed }, got ${String(options)}`,
    );
  }
  return options as GenerateOptions;
}

/**
 * Runs a generator function (`fn`: its name, or how to work it out). An error about its options
 * that does not name the function yet (the option readers and the generators' own checks do not
 * know who called them) is thrown again as a RangeError starting with the name, as every toolkit
 * error does.
 */
export function runNamed<T>(fn: string | (() => string), run: () => T): T {
  try {
    return run();
  } catch (error) {
    // The name is worked out only for an error (from the kind, it costs a regular expression).
    const name = typeof fn === 'string' ? fn : fn();
    if (error instanceof RangeError && !error.message.startsWith(`${name}:`))
      throw new RangeError(`${name}: ${error.message}`);
    throw error;
  }
}

/** The standalone function of a generator kind: `maze-eller` is `generateMazeEller`. */
export function generatorFunctionName(kind: string): string {
  return 'generate' + kind.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());
}

/** Throws a RangeError naming the generator, the first option that `kind` does not take and those it does (width, height and seed always allowed). */
export function rejectUnknownOptions(options: GenerateOptions, kind: string, known: readonly string[]): void {
  // The usual case first, without building the function's name or the list (a generator runs
  // this on every level, and the name costs a regular expression).
  for (const key in options) {
    if (key !== 'width' && key !== 'height' && key !== 'seed' && !known.includes(key)) {
      checkOptionKeys(generatorFunctionName(kind), options, ['width', 'height', 'seed', ...known]);
    }
  }
}

const NUMBER_TEXT = /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$/;

/**
 * Turns an option typed as text (a command-line flag, a URL query value) into the value a
 * generator takes: `true`/`false` are booleans, a finite decimal number is a number, any other
 * text stays a string (so a bad value reaches the generator, which names it).
 */
export function parseOptionText(text: string): number | boolean | string {
  if (typeof text !== 'string') {
    throw new TypeError(
      `parseOptionText: text must be a string, got ${JSON.stringify(text) ?? String(text)}`,
    );
  }
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (NUMBER_TEXT.test(text)) {
    const value = Number(text);
    if (Number.isFinite(value)) return value;
  }
  return text;
}

/**
 * Turns a seed typed as text into a generator seed: digits that fit a safe integer are a number,
 * any other text (`kestrel-9`, or digits past 2^53) stays a string, which seeds its own stream.
 */
export function parseSeedText(text: string): number | string {
  if (typeof text !== 'string') {
    throw new TypeError(`parseSeedText: text must be a string, got ${JSON.stringify(text) ?? String(text)}`);
  }
  if (/^[0-9]+$/.test(text)) {
    const value = Number(text);
    if (Number.isSafeInteger(value)) return value;
  }
  return text;
}
