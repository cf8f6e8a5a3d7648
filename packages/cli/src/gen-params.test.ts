import { describe, expect, it } from 'vitest';
import { parseParams, parseParamValue } from './gen-params.js';

describe('parseParamValue', () => {
  it('reads numbers, booleans and otherwise strings', () => {
    expect(parseParamValue('12')).toBe(12);
    expect(parseParamValue('-0.5')).toBe(-0.5);
    expect(parseParamValue('1e3')).toBe(1000);
    expect(parseParamValue('true')).toBe(true);
    expect(parseParamValue('false')).toBe(false);
    expect(parseParamValue('True')).toBe('True');
    expect(parseParamValue('12abc')).toBe('12abc');
    expect(parseParamValue('')).toBe('');
    expect(parseParamValue('Infinity')).toBe('Infinity');
  });
});

describe('parseParams', () => {
  it('collects NAME=VALUE pairs, splitting at the first =', () => {
    expect(parseParams(['maxRooms=12', 'join=true', 'mode=a=b'])).toEqual({
      maxRooms: 12,
      join: true,
      mode: 'a=b',
    });
  });

  it('refuses malformed, reserved and repeated names', () => {
    expect(() => parseParams(['maxRooms'])).toThrow(/NAME=VALUE/);
    expect(() => parseParams(['=3'])).toThrow(/NAME=VALUE/);
    expect(() => parseParams(['width=3'])).toThrow(/use --width/);
    expect(() => parseParams(['seed=3'])).toThrow(/use --seed/);
    expect(() => parseParams(['a=1', 'a=2'])).toThrow(/more than once/);
  });
});
