import { describe, expect, it } from 'vitest';
import { parseParams } from './gen-params.js';

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
