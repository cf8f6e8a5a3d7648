/**
 * Writes bench/baseline/game-<commit>.js: the game core and toolkit of one commit as a single
 * ES module, for the A/B turn table (`bench/src/turn-ab.ts`), so the bench needs no git history.
 *
 *   node bench/scripts/make-baseline.mjs 1bcd4ab
 *   node bench/scripts/make-baseline.mjs HEAD --out /tmp/game-head.js   (any commit, anywhere)
 *
 * It unpacks that commit's packages/game and packages/toolkit sources with `git archive` into a
 * temporary folder and bundles packages/game/src/index.ts with esbuild, resolving
 * `@hullbreach/toolkit` to the unpacked toolkit sources.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { build } from 'esbuild';

const [commit, flag, outArg] = process.argv.slice(2);
if (
  commit === undefined ||
  !/^([0-9a-f]{7,40}|HEAD)$/.test(commit) ||
  (flag !== undefined && (flag !== '--out' || !outArg))
) {
  process.stderr.write('usage: node bench/scripts/make-baseline.mjs <commit> [--out FILE]\n');
  process.exit(2);
}
const root = fileURLToPath(new URL('../../', import.meta.url));
const short = execFileSync('git', ['rev-parse', '--short=7', commit], { cwd: root, encoding: 'utf8' }).trim();
const dir = mkdtempSync(join(tmpdir(), 'hullbreach-baseline-'));
try {
  const tar = execFileSync('git', ['archive', short, 'packages/game/src', 'packages/toolkit/src'], {
    cwd: root,
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const toolkit = join(dir, 'packages/toolkit/src');
  const result = await build({
    entryPoints: [join(dir, 'packages/game/src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
    legalComments: 'none',
    absWorkingDir: dir,
    plugins: [
      {
        name: 'toolkit-sources',
        setup(b) {
          b.onResolve({ filter: /^@hullbreach\/toolkit(\/.*)?$/ }, (args) => {
            const sub = args.path.slice('@hullbreach/toolkit'.length);
            return { path: join(toolkit, sub === '' ? 'index.ts' : `${sub.slice(1)}/index.ts`) };
          });
        },
      },
    ],
  });
  const out = outArg ?? fileURLToPath(new URL(`../baseline/game-${short}.js`, import.meta.url));
  const banner = `// The Hullbreach game core and toolkit at commit ${short}, bundled by bench/scripts/make-baseline.mjs.\n// Generated: do not edit. Regenerate with: node bench/scripts/make-baseline.mjs ${short}\n`;
  writeFileSync(out, banner + result.outputFiles[0].text);
  process.stdout.write(`wrote ${out} (${result.outputFiles[0].contents.length} bytes)\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
