import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, levelToAscii } from '@hullbreach/toolkit';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIZES } from './gen-defaults.js';

// The command as the READMEs show it: `npx hullbreach ...` from the repository root, right after
// `npm ci` (CI runs this on a fresh clone). `--no` stops npx from fetching some other package
// called "hullbreach" from the registry when ours is not linked: then the test fails instead.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LAUNCHER = fileURLToPath(new URL('../bin/hullbreach.js', import.meta.url));

function npx(...args: string[]) {
  const result = spawnSync('npx', ['--no', 'hullbreach', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('npx hullbreach from the repository root', () => {
  it('is linked into node_modules/.bin to the tracked launcher', () => {
    const link = join(ROOT, 'node_modules', '.bin', 'hullbreach');
    expect(readlinkSync(link)).toMatch(/cli[\\/]bin[\\/]hullbreach\.js$/);
    expect(realpathSync(link)).toBe(realpathSync(LAUNCHER));
  });

  it('help prints the usage of every command', () => {
    const { code, out } = npx('help');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^hullbreach: /);
    expect(out).toContain('\nUsage:\n');
    for (const usage of ['hullbreach gen KIND', 'hullbreach fov --map', 'hullbreach autoplay --seed S']) {
      expect(out).toContain(usage);
    }
  });

  it('help gen prints the same text as gen --help', () => {
    const viaHelp = npx('help', 'gen');
    expect(viaHelp.code).toBe(0);
    expect(viaHelp.out).toMatch(/^Usage: hullbreach gen KIND/);
    expect(viaHelp.out).toBe(npx('gen', '--help').out);
  });

  it('gen bsp --seed 3 prints the level rows', () => {
    const { code, out } = npx('gen', 'bsp', '--seed', '3');
    expect(code).toBe(0);
    const level = generate('bsp', { ...DEFAULT_SIZES.bsp, seed: 3 });
    expect(out).toBe(`${levelToAscii(level)}\n`);
    expect(out.split('\n')).toHaveLength(DEFAULT_SIZES.bsp.height + 1);
  });
});

describe('the launcher before a build', () => {
  it('says in one line to run the build, and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hullbreach-launcher-'));
    scratch.push(dir);
    mkdirSync(join(dir, 'bin'));
    const copy = join(dir, 'bin', 'hullbreach.js');
    copyFileSync(LAUNCHER, copy);
    const result = spawnSync(process.execPath, [copy, 'help'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'hullbreach: the command is not built yet; run "npm run build" in the repository root\n',
    );
  });
});
