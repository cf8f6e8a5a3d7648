import { checkOptionKeys } from '../check-options.js';

/** Options every generator takes, plus its own parameters. */
export interface GenerateOptions {
  width: number;
  height: number;
  seed: number | string;
  [param: string]: unknown;
}

/** Reads an integer option, applying a default and checking its range; throws a RangeError naming it. */
export function intOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: number | undefined,
  min: number,
  max: number,
): number {
  const raw = options[name];
  const value = raw === undefined ? fallback : raw;
  if (value === undefined) throw new RangeError(`option "${name}" is required`);
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new RangeError(`option "${name}" must be an integer, got ${JSON.stringify(raw)}`);
  }
  if (value < min || value > max) {
    throw new RangeError(`option "${name}" must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

/** Reads a numeric option (fractions allowed), with a default and a range; throws a RangeError naming it. */
export function numberOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = options[name];
  const value = raw === undefined ? fallback : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`option "${name}" must be a number, got ${JSON.stringify(raw)}`);
  }
  if (value < min || value > max) {
    throw new RangeError(`option "${name}" must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

/** Reads a boolean option with a default; throws a RangeError naming it. */
export function boolOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: boolean,
): boolean {
  const raw = options[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'boolean')
    throw new RangeError(`option "${name}" must be true or false, got ${JSON.stringify(raw)}`);
  return raw;
}

/** Reads a string option restricted to a set of values; throws a RangeError naming it. */
export function enumOption<T extends string>(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: T,
  allowed: readonly T[],
): T {
  const raw = options[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !(allowed as readonly string[]).includes(raw)) {
    throw new RangeError(`option "${name}" must be one of ${allowed.join(', ')}, got ${JSON.stringify(raw)}`);
  }
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
  if (typeof options.seed !== 'number' && typeof options.seed !== 'string') {
    throw new RangeError(`option "seed" must be a number or a string, got ${JSON.stringify(options.seed)}`);
  }
  if (typeof options.seed === 'number' && !Number.isFinite(options.seed)) {
    throw new RangeError(`option "seed" must be finite, got ${options.seed}`);
  }
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
