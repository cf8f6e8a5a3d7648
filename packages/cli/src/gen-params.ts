import { parseOptionText } from '@hullbreach/toolkit';
import { UsageError } from './usage-error.js';

/** Options set by their own flags, which `--param` may not override. */
const RESERVED = new Set(['seed', 'width', 'height']);

/**
 * Reads every `--param NAME=VALUE` into an options object (each value read by the toolkit's
 * `parseOptionText`, as the web lab reads its URL); throws a UsageError for malformed or reserved ones. */
export function parseParams(items: readonly string[]): Record<string, number | boolean | string> {
  const params: Record<string, number | boolean | string> = {};
  for (const item of items) {
    const eq = item.indexOf('=');
    const name = eq < 0 ? '' : item.slice(0, eq);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new UsageError(
        `--param must look like NAME=VALUE with NAME a word (e.g. maxRooms=12), got "${item}"`,
      );
    }
    if (RESERVED.has(name)) {
      throw new UsageError(`--param ${name}=… is not allowed; use --${name} instead`);
    }
    if (Object.prototype.hasOwnProperty.call(params, name)) {
      throw new UsageError(`--param ${name} was given more than once; give each parameter once`);
    }
    params[name] = parseOptionText(item.slice(eq + 1));
  }
  return params;
}
