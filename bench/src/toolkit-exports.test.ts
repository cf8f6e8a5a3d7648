import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '@hullbreach/toolkit';

interface Conditions {
  readonly types: string;
  readonly import: string;
  readonly require: string;
  readonly default: string;
}

// The toolkit's public surface, as a user of the package meets it (the subpaths resolve to the
// sources in the tests, see vitest.config.ts).
const TOOLKIT = new URL('../../packages/toolkit/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', TOOLKIT), 'utf8')) as {
  exports: Record<string, Conditions | string>;
  typesVersions: Record<string, Record<string, string[]>>;
};
const subpaths = Object.keys(manifest.exports).filter((k) => k !== '.' && k !== './package.json');

/** Names that are internal: option helpers, hash mixers, direction tables, attempt caps, positional helpers. */
const INTERNAL = [
  'mix32',
  'intOption',
  'numberOption',
  'boolOption',
  'enumOption',
  'checkBaseOptions',
  'rejectUnknownOptions',
  'WFC_DX',
  'WFC_DY',
  'WFC_OPPOSITE',
  'STEP_DX',
  'STEP_DY',
  'SHIP_MAX_ATTEMPTS',
  'BSP_MAX_ATTEMPTS',
  'STATION_MAX_ATTEMPTS',
  'LOCK_CHANCE',
  'lineInto',
  'indexOf',
  'inBounds',
  'edgeDoor',
  'orientations',
  'patternsAgree',
];

describe('@hullbreach/toolkit entry points', () => {
  it('map every subpath to its folder with types, import, require and default conditions', () => {
    expect(manifest.exports['./package.json']).toBe('./package.json');
    for (const key of ['.', ...subpaths]) {
      const folder = key === '.' ? '' : `${key.slice(2)}/`;
      expect(manifest.exports[key]).toEqual({
        types: `./dist/${folder}index.d.ts`,
        import: `./dist/${folder}index.js`,
        // Node 20.19+ require()s the same ES module.
        require: `./dist/${folder}index.js`,
        default: `./dist/${folder}index.js`,
      });
      expect(existsSync(new URL(`src/${folder}index.ts`, TOOLKIT)), key).toBe(true);
    }
  });

  it('give every subpath its declarations under moduleResolution node10 (typesVersions)', () => {
    const mapped = manifest.typesVersions['*'];
    expect(Object.keys(mapped).sort()).toEqual(subpaths.map((k) => k.slice(2)).sort());
    for (const key of subpaths) expect(mapped[key.slice(2)]).toEqual([`dist/${key.slice(2)}/index.d.ts`]);
  });

  it('export from the root exactly what the subpaths export, the same values', async () => {
    const union = new Map<string, unknown>();
    for (const key of subpaths) {
      const mod = (await import(`@hullbreach/toolkit/${key.slice(2)}`)) as Record<string, unknown>;
      expect(Object.keys(mod).length, key).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(mod)) {
        expect(union.has(name), `${name} is exported by two subpaths`).toBe(false);
        union.set(name, value);
      }
    }
    expect(Object.keys(root).sort()).toEqual([...union.keys()].sort());
    for (const [name, value] of union) expect((root as Record<string, unknown>)[name], name).toBe(value);
  });

  it('export nothing internal', () => {
    const names = new Set(Object.keys(root));
    expect(INTERNAL.filter((name) => names.has(name))).toEqual([]);
  });
});
