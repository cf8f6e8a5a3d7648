import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, levelToAscii } from '@hullbreach/toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Packs the toolkit as `npm publish` would, installs the tarball (it has no dependencies, so
// nothing comes from a registry) into an empty CommonJS project, and uses it from there the way a
// CommonJS TypeScript user does. It packs the current build: `npm test` runs `tsc -b` first.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

let work = '';
let app = '';

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 180_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const ROOMS = { width: 30, height: 12, seed: 7 };

/** A CommonJS TypeScript file using the root and two subpaths; the @ts-expect-error fails if the types were `any`. */
const SOURCE = `import { generate, levelToAscii } from '@hullbreach/toolkit';
import { generateRooms } from '@hullbreach/toolkit/gen';
import { createScheduler } from '@hullbreach/toolkit/schedule';

const level = generateRooms(${JSON.stringify(ROOMS)});
// @ts-expect-error the declarations are real: a level is not a number
const notANumber: number = generate('rooms', ${JSON.stringify(ROOMS)});
const turns = createScheduler<'player'>();
turns.add('player', { speed: 1 });
console.log(levelToAscii(level));
console.log(turns.next()?.id, typeof notANumber);
`;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'hullbreach-toolkit-cjs-'));
  const tarballs = join(work, 'tarballs');
  app = join(work, 'app');
  mkdirSync(tarballs);
  mkdirSync(app);
  const packed = run(
    'npm',
    ['pack', '--workspace', 'packages/toolkit', '--pack-destination', tarballs, '--ignore-scripts', '--json'],
    ROOT,
  );
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.err}`);
  const [{ filename }] = JSON.parse(packed.out) as { filename: string }[];
  // No "type" field: a CommonJS project.
  writeFileSync(join(app, 'package.json'), '{ "name": "cjs-check", "private": true }\n');
  const install = run(
    'npm',
    ['install', join(tarballs, filename), '--offline', '--ignore-scripts', '--no-audit', '--no-fund'],
    app,
  );
  if (install.code !== 0) throw new Error(`npm install of the tarball failed: ${install.err}`);
  writeFileSync(join(app, 'index.ts'), SOURCE);
}, 300_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('the packed toolkit in a CommonJS TypeScript project', () => {
  const expected = `${levelToAscii(generate('rooms', ROOMS))}\nplayer object\n`;

  it.each([
    ['commonjs', 'node10'],
    ['nodenext', 'nodenext'],
  ])(
    'type-checks with module %s, moduleResolution %s, and runs through require()',
    (module, resolution) => {
      const config = {
        compilerOptions: {
          module,
          moduleResolution: resolution,
          target: 'ES2022',
          strict: true,
          lib: ['ES2022', 'DOM'],
          types: [],
          outDir: `out-${resolution}`,
        },
        files: ['index.ts'],
      };
      writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(config));
      const built = run(process.execPath, [TSC, '-p', '.'], app);
      expect(built.out + built.err).toBe('');
      expect(built.code).toBe(0);
      const js = readFileSync(join(app, `out-${resolution}`, 'index.js'), 'utf8');
      expect(js).toContain('require("@hullbreach/toolkit/gen")');
      const ran = run(process.execPath, [join(`out-${resolution}`, 'index.js')], app);
      expect(ran.err).toBe('');
      expect(ran.out).toBe(expected);
    },
    120_000,
  );

  it('ships the README, the LICENSE and a CHANGELOG with a section for its version', () => {
    const root = join(app, 'node_modules', '@hullbreach', 'toolkit');
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toContain(`\n## ${version}\n`);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('[CHANGELOG.md](CHANGELOG.md)');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8').length).toBeGreaterThan(100);
  });

  it('a plain .cjs script require()s every subpath', () => {
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules', '@hullbreach', 'toolkit', 'package.json'), 'utf8'),
    ) as { exports: Record<string, unknown> };
    const subpaths = Object.keys(manifest.exports).filter((k) => k !== './package.json');
    const script = subpaths
      .map((k) => `console.log(Object.keys(require('@hullbreach/toolkit${k.slice(1)}')).length > 0);`)
      .join('\n');
    writeFileSync(join(app, 'all.cjs'), script);
    const ran = run(process.execPath, ['all.cjs'], app);
    expect(ran.err).toBe('');
    expect(ran.out).toBe('true\n'.repeat(subpaths.length));
  }, 60_000);
});
