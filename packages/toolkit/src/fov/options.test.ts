import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeFov, createFov } from './fov.js';
import {
  diamondFov,
  hexFov,
  mrpasFov,
  permissiveFov,
  raycastFov,
  recursiveFov,
  symmetricFov,
} from './index.js';
import type { FovOptions, OpacityMap } from './types.js';

const map: OpacityMap = { width: 4, height: 4, opaque: new Uint8Array(16) };
const eye = { x: 2, y: 2 };
const SINGLE = { recursiveFov, symmetricFov, raycastFov, permissiveFov, mrpasFov, diamondFov, hexFov };
const COMPUTE_KEYS = ['out', 'visibility', 'direction', 'angle', 'algorithm', 'topology'];

describe('field-of-view option keys', () => {
  it('a misspelt computeFov option is a RangeError naming the function, the key, a near miss and every key', () => {
    const misspelt: Array<[string, string]> = [
      ['algorithim', 'algorithm'],
      ['topolgy', 'topology'],
      ['directon', 'direction'],
      ['angel', 'angle'],
      ['visiblity', 'visibility'],
    ];
    for (const [typo, meant] of misspelt) {
      const call = (): Uint8Array => computeFov(map, eye, 3, { [typo]: 1 } as FovOptions);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(
        new RegExp(`^computeFov: unknown option "${typo}" \\(did you mean "${meant}"\\?\\)`),
      );
      for (const key of COMPUTE_KEYS) expect(call).toThrow(new RegExp(`\\b${key}\\b`));
      expect(() => createFov().computeFov(map, eye, 3, { [typo]: 1 } as FovOptions)).toThrow(
        /unknown option/,
      );
    }
  });

  it('each single-algorithm function takes out, visibility, direction and angle (and raycastFov revealBlockers), and nothing else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(SINGLE) as Array<keyof typeof SINGLE>)),
        fc.string({ minLength: 1, maxLength: 12 }),
        (name, key) => {
          const keys = [
            'out',
            'visibility',
            'direction',
            'angle',
            ...(name === 'raycastFov' ? ['revealBlockers'] : []),
          ];
          fc.pre(!keys.includes(key));
          const call = (): Uint8Array => SINGLE[name](map, eye, 3, { [key]: 1 } as FovOptions);
          expect(call).toThrow(RangeError);
          expect(call).toThrow(new RegExp(`^${name}: unknown option .*it takes ${keys.join(', ')}$`));
        },
      ),
      { numRuns: 100 },
    );
    expect(() => recursiveFov(map, eye, 3, { algorithm: 'symmetric' } as FovOptions)).toThrow(
      /^recursiveFov: unknown option "algorithm"/,
    );
  });

  it('arguments that look swapped say so', () => {
    const swapped = (): Uint8Array =>
      computeFov(eye as unknown as OpacityMap, map as unknown as { x: number; y: number }, 8);
    expect(swapped).toThrow(/^computeFov: the arguments look swapped: expected \(map, origin, radius\)/);
    expect(() =>
      symmetricFov(eye as unknown as OpacityMap, map as unknown as { x: number; y: number }, 8),
    ).toThrow(/^symmetricFov: the arguments look swapped/);
  });
});
