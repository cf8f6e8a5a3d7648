import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ensureDataDir, resolveDataDir } from './data-dir.js';

/** The rule written out plainly, to check the function against. */
function reference(
  flag: string | undefined,
  data: string | undefined,
  xdg: string | undefined,
  home: string,
): string {
  if (flag) return flag;
  if (data) return data;
  if (xdg) return `${xdg}/hullbreach`;
  return `${home}/.local/share/hullbreach`;
}

describe('resolveDataDir', () => {
  it('takes --data-dir, else HULLBREACH_DATA, else XDG_DATA_HOME/hullbreach, else ~/.local/share/hullbreach', () => {
    const word = fc.option(fc.constantFrom('', '/a', '/b/c', 'rel/dir'), { nil: undefined });
    fc.assert(
      fc.property(word, word, word, fc.constantFrom('/home/ada', '/root'), (flag, data, xdg, home) => {
        const got = resolveDataDir({ flag, env: { HULLBREACH_DATA: data, XDG_DATA_HOME: xdg }, home });
        expect(got).toBe(reference(flag, data, xdg, home));
      }),
    );
  });

  it('ensureDataDir creates the folder and its parents, and is fine when it exists', () => {
    const root = mkdtempSync(join(tmpdir(), 'hullbreach-datadir-'));
    const dir = join(root, 'x', 'y');
    expect(existsSync(dir)).toBe(false);
    expect(ensureDataDir(dir)).toBe(dir);
    expect(existsSync(dir)).toBe(true);
    expect(ensureDataDir(dir)).toBe(dir);
    rmSync(root, { recursive: true, force: true });
  });
});
