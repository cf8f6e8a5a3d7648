import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The relative modules a source file imports, and the packages. */
function importsOf(file: string): string[] {
  const text = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...text.matchAll(/^(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]);
}

describe('the portable part of the store', () => {
  it('schema, store, kept chunks, persistence and portable import nothing from Node or the Node driver, however deep', () => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importsOf(file)) {
        expect(spec.startsWith('node:')).toBe(false);
        expect(spec).not.toBe('better-sqlite3');
        if (spec.startsWith('./')) visit(spec.replace(/\.js$/, '.ts'));
      }
    };
    visit('./portable.ts');
    expect([...seen].sort()).toEqual([
      './kept-chunks.ts',
      './persistence.ts',
      './portable.ts',
      './schema.ts',
      './store.ts',
    ]);
  });
});
