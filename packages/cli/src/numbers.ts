import { UsageError } from './usage-error.js';

/** Parses a whole number given for `--name`, checking it lies in [min, max]; throws a UsageError otherwise. */
export function parseIntFlag(name: string, text: string, min: number, max: number): number {
  if (!/^-?[0-9]+$/.test(text)) {
    throw new UsageError(`option --${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  const value = Number(text);
  if (value < min || value > max) {
    throw new UsageError(`option --${name} must be a whole number from ${min} to ${max}, got ${text}`);
  }
  return value;
}

/** Parses a non-negative decimal number given for `--name` (at most `max`); throws a UsageError otherwise. */
export function parseNumberFlag(name: string, text: string, max: number): number {
  const value = /^[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : NaN;
  if (!(value >= 0 && value <= max)) {
    throw new UsageError(`option --${name} must be a number from 0 to ${max}, got "${text}"`);
  }
  return value;
}
