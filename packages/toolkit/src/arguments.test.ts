import { describe, expect, it } from 'vitest';
import * as toolkit from './index.js';

/** Functions that take nothing, or any value (predicates on tile codes), and so have nothing to refuse. */
const TAKE_ANYTHING = new Set([
  'createFov',
  'createLevelGenerator',
  'createLighting',
  'createPathfinder',
  'createScheduler',
  'isOpaqueTile',
  'isWalkableTile',
  'tileGlyph',
]);
/** Functions whose modules check their arguments in work still under way; listed so the gap shows. */
const NOT_YET = new Set(['fbm2D', 'fbm3D']);

describe('every public function', () => {
  const functions = Object.entries(toolkit).filter(([, v]) => typeof v === 'function');

  it('is there to check', () => {
    expect(functions.length).toBeGreaterThan(20);
  });

  for (const [name, fn] of functions) {
    if (TAKE_ANYTHING.has(name) || NOT_YET.has(name)) continue;
    it(`${name} names itself when called with nothing`, () => {
      const call = (): unknown =>
        /^[A-Z]/.test(name)
          ? new (fn as new (...args: unknown[]) => unknown)(undefined, undefined)
          : (fn as (...args: unknown[]) => unknown)(undefined, undefined, undefined);
      expect(call).toThrow(new RegExp(`^${name}(: |\\(| needs)`));
    });
  }
});
