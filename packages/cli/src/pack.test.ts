import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, levelToAscii } from '@hullbreach/toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Packs the five packages as `npm publish` would and installs the tarballs in an empty folder.
// Their dependencies are each other, and the store's SQLite driver, which comes from npm's cache
// (filled by the install of this repository; the registry only for what is missing there) and is
// not built (--ignore-scripts): the commands checked here never open a database, and the driver
// loads its native part only when one is opened.
// It packs the current build: `npm test` runs `tsc -b` first. A file left in dist/ by a source
// that is gone would ship too, and fails the map and import checks below; a clean build
// (rm -rf packages/*/dist && npx tsc -b) removes it.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = ['toolkit', 'display', 'game', 'store', 'cli'] as const;
const TEST_ONLY = /(^|\/)(test-io|pty-driver|fake-tty|test-app|virtual-screen)\.|\.test\./;

const STALE = 'a file left in dist/ by a deleted source? rm -rf packages/*/dist && npx tsc -b';

let work = '';
let app = '';

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 180_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Every file under a folder, as paths relative to it with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

const installed = (pkg: string): string => join(app, 'node_modules', '@hullbreach', pkg);

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'hullbreach-pack-'));
  const tarballs = join(work, 'tarballs');
  app = join(work, 'app');
  mkdirSync(tarballs);
  mkdirSync(app);
  const workspaces = PACKAGES.flatMap((pkg) => ['--workspace', `packages/${pkg}`]);
  const packed = run(
    'npm',
    ['pack', ...workspaces, '--pack-destination', tarballs, '--ignore-scripts', '--json'],
    ROOT,
  );
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.err}`);
  const names = (JSON.parse(packed.out) as { filename: string }[]).map((p) => join(tarballs, p.filename));
  writeFileSync(join(app, 'package.json'), '{ "name": "pack-check", "private": true, "type": "module" }\n');
  const install = run(
    'npm',
    ['install', ...names, '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'],
    app,
  );
  if (install.code !== 0) throw new Error(`npm install of the tarballs failed: ${install.err}`);
}, 300_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('the packed packages, installed in an empty folder', () => {
  it('a script imports the toolkit and the game, and prints a level', () => {
    const script = [
      "import { generate, levelToAscii } from '@hullbreach/toolkit';",
      "import { createApp } from '@hullbreach/game';",
      "const level = generate('bsp', { width: 40, height: 20, seed: 3 });",
      'console.log(levelToAscii(level));',
      'console.log(typeof createApp);',
    ].join('\n');
    writeFileSync(join(app, 'smoke.mjs'), script);
    const { code, out, err } = run(process.execPath, ['smoke.mjs'], app);
    expect(err).toBe('');
    expect(code).toBe(0);
    const expected = levelToAscii(generate('bsp', { width: 40, height: 20, seed: 3 }));
    expect(out).toBe(`${expected}\nfunction\n`);
  }, 120_000);

  it('the installed hullbreach command runs: help, --version and gen', () => {
    const bin = join(app, 'node_modules', '.bin', 'hullbreach');
    const help = run(bin, ['help'], app);
    expect(help.code).toBe(0);
    expect(help.out).toContain('\nUsage:\n');
    expect(help.out).toContain('hullbreach gen KIND');
    expect(run(bin, ['--version'], app).out).toBe('0.1.0\n');
    const gen = run(bin, ['gen', 'rooms', '--seed', '7', '--width', '30', '--height', '12'], app);
    expect(gen.code).toBe(0);
    expect(gen.out).toBe(`${levelToAscii(generate('rooms', { width: 30, height: 12, seed: 7 }))}\n`);
  }, 120_000);

  it.each(PACKAGES)('%s: metadata, the LICENSE, and package.json exported', (pkg) => {
    const meta = JSON.parse(readFileSync(join(installed(pkg), 'package.json'), 'utf8'));
    expect(meta.description.length).toBeGreaterThan(20);
    expect(meta.keywords).toContain('roguelike');
    expect(meta.repository).toEqual(expect.objectContaining({ type: 'git', directory: `packages/${pkg}` }));
    expect(meta.engines.node).toBe('>=20');
    expect(meta.license).toBe('MIT');
    expect(readFileSync(join(installed(pkg), 'LICENSE'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'LICENSE'), 'utf8'),
    );
    if (pkg !== 'toolkit') {
      // The toolkit's export map (its subpaths) is checked by the toolkit's own tests.
      expect(meta.exports['.']).toEqual({
        types: './dist/index.d.ts',
        import: './dist/index.js',
        default: './dist/index.js',
      });
      expect(meta.exports['./package.json']).toBe('./package.json');
      const probe = `import('@hullbreach/${pkg}/package.json', { with: { type: 'json' } }).then((m) => console.log(m.default.name))`;
      const read = run(process.execPath, ['--input-type=module', '-e', probe], app);
      expect(read.out).toBe(`@hullbreach/${pkg}\n`);
    }
  });

  it.each(PACKAGES)('%s: no tests or test helpers ship', (pkg) => {
    const files = filesUnder(installed(pkg));
    expect(files.filter((file) => TEST_ONLY.test(file))).toEqual([]);
    expect(files.filter((file) => file.includes('__golden__') || file.includes('__snapshots__'))).toEqual([]);
    expect(files).toContain('dist/index.js');
  });

  it.each(PACKAGES)('%s: every source and declaration map points at a file that ships', (pkg) => {
    const root = installed(pkg);
    const files = new Set(filesUnder(root));
    const maps = [...files].filter((file) => file.endsWith('.map'));
    expect(maps.some((file) => file.endsWith('.d.ts.map'))).toBe(true);
    expect(maps.some((file) => file.endsWith('.js.map'))).toBe(true);
    const missing = maps.flatMap((map) => {
      const { sources } = JSON.parse(readFileSync(join(root, map), 'utf8')) as { sources: string[] };
      return sources.map((source) => posix.join(posix.dirname(map), source)).filter((s) => !files.has(s));
    });
    expect(missing, STALE).toEqual([]);
  });

  it.each(PACKAGES)('%s: every relative import of the shipped code ships', (pkg) => {
    const root = installed(pkg);
    const files = new Set(filesUnder(root));
    const missing = [...files]
      .filter((file) => file.endsWith('.js') && file.startsWith('dist/'))
      .flatMap((file) => {
        const code = readFileSync(join(root, file), 'utf8');
        const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
        return specifiers
          .map((spec) => posix.join(posix.dirname(file), spec))
          .filter((target) => !files.has(target));
      });
    expect(missing, STALE).toEqual([]);
  });
});
