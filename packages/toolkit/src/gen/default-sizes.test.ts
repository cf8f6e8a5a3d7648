import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERATOR_DEFAULT_SIZES } from './default-sizes.js';
import { GENERATOR_KINDS, generate } from './generate.js';

describe('GENERATOR_DEFAULT_SIZES', () => {
  it('has a size for every kind and no other', () => {
    expect(Object.keys(GENERATOR_DEFAULT_SIZES).sort()).toEqual([...GENERATOR_KINDS].sort());
  });

  it('is a size every kind accepts, giving a level of that size', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GENERATOR_KINDS), fc.nat(), (kind, seed) => {
        const size = GENERATOR_DEFAULT_SIZES[kind];
        const level = generate(kind, { ...size, seed } as never);
        expect([level.width, level.height]).toEqual([size.width, size.height]);
      }),
      { numRuns: 40 },
    );
  });

  it('matches the size ship and caves take when none is given', () => {
    for (const kind of ['ship', 'caves'] as const) {
      fc.assert(
        fc.property(fc.nat(), (seed) => {
          const level = generate(kind, { seed });
          expect({ width: level.width, height: level.height }).toEqual(GENERATOR_DEFAULT_SIZES[kind]);
          expect(level.tiles).toEqual(generate(kind, { ...GENERATOR_DEFAULT_SIZES[kind], seed }).tiles);
        }),
        { numRuns: 5 },
      );
    }
  });
});
