/**
 * `npm run bench:size`: what importing one function costs a bundle. Each row bundles a one-line
 * entry importing one of our exports with esbuild (`--bundle --minify`, ESM, browser platform)
 * and prints its size beside the nearest rot-js 2.2.1 deep import bundled the same way. Rows whose
 * export does not exist (yet) are listed as skipped. The toolkit must be built first (tsc -b).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** One row: our export (name, subpath) and the rot-js deep import it stands beside. */
interface SizeEntry {
  /** The row's label: the export and how it is called when that matters. */
  readonly label: string;
  /** Subpath of @hullbreach/toolkit, e.g. 'fov'. */
  readonly from: string;
  /** The named export the entry imports. */
  readonly name: string;
  /** rot-js deep import (a path under rot-js/lib, default export), or undefined for none. */
  readonly rot?: string;
}

/** The rows, in print order. Add a row here to measure another export. */
const ENTRIES: readonly SizeEntry[] = [
  { label: 'recursiveFov', from: 'fov', name: 'recursiveFov', rot: 'fov/recursive-shadowcasting.js' },
  { label: 'symmetricFov', from: 'fov', name: 'symmetricFov', rot: 'fov/recursive-shadowcasting.js' },
  { label: 'raycastFov', from: 'fov', name: 'raycastFov', rot: 'fov/discrete-shadowcasting.js' },
  { label: 'permissiveFov', from: 'fov', name: 'permissiveFov', rot: 'fov/precise-shadowcasting.js' },
  { label: 'mrpasFov', from: 'fov', name: 'mrpasFov', rot: 'fov/recursive-shadowcasting.js' },
  { label: 'diamondFov', from: 'fov', name: 'diamondFov', rot: 'fov/discrete-shadowcasting.js' },
  { label: 'hexFov', from: 'fov', name: 'hexFov', rot: 'fov/recursive-shadowcasting.js' },
  { label: 'computeFov (all algorithms)', from: 'fov', name: 'computeFov', rot: 'fov/index.js' },
  { label: 'findPath', from: 'path', name: 'findPath', rot: 'path/astar.js' },
  { label: 'createPathGraph', from: 'path', name: 'createPathGraph', rot: 'path/astar.js' },
  { label: "generate('features')", from: 'gen', name: 'generate', rot: 'map/digger.js' },
  { label: 'generateFeatures', from: 'gen', name: 'generateFeatures', rot: 'map/digger.js' },
  { label: 'generateRooms', from: 'gen', name: 'generateRooms', rot: 'map/uniform.js' },
  { label: 'generateCellular', from: 'gen', name: 'generateCellular', rot: 'map/cellular.js' },
  { label: 'generateCaves', from: 'gen', name: 'generateCaves', rot: 'map/cellular.js' },
  { label: 'generateBsp', from: 'gen', name: 'generateBsp', rot: 'map/rogue.js' },
  { label: 'generateMazeEller', from: 'gen', name: 'generateMazeEller', rot: 'map/ellermaze.js' },
  { label: 'generateMazeDivided', from: 'gen', name: 'generateMazeDivided', rot: 'map/dividedmaze.js' },
  { label: 'generateMazeIcey', from: 'gen', name: 'generateMazeIcey', rot: 'map/iceymaze.js' },
  { label: 'generateRogue', from: 'gen', name: 'generateRogue', rot: 'map/rogue.js' },
  { label: 'generateArena', from: 'gen', name: 'generateArena', rot: 'map/arena.js' },
  { label: 'generateShip', from: 'gen', name: 'generateShip' },
  { label: 'generateChunk', from: 'gen', name: 'generateChunk' },
  { label: 'generateStation', from: 'gen', name: 'generateStation' },
];

/** Where entries resolve their imports from: the bench package, which depends on both libraries. */
const RESOLVE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Minified size in bytes of a bundle of `contents` (an ES module). */
async function bundledSize(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: RESOLVE_DIR, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.reduce((sum, f) => sum + f.contents.length, 0);
}

/** "1.75 KB" (1 KB = 1024 bytes). */
function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

async function main(): Promise<void> {
  const rows: string[] = [
    '| import | ours, minified | rot-js 2.2.1 deep import | rot, minified |',
    '| --- | ---: | --- | ---: |',
  ];
  const skipped: string[] = [];
  const modules = new Map<string, Record<string, unknown>>();
  for (const e of ENTRIES) {
    let mod = modules.get(e.from);
    if (mod === undefined) {
      mod = (await import(`@hullbreach/toolkit/${e.from}`)) as Record<string, unknown>;
      modules.set(e.from, mod);
    }
    const rotCells =
      e.rot === undefined
        ? ['-', '-']
        : [
            `\`rot-js/lib/${e.rot}\``,
            kb(await bundledSize(`import x from 'rot-js/lib/${e.rot}';\nexport default x;\n`)),
          ];
    if (!(e.name in mod)) {
      skipped.push(e.label);
      rows.push(`| \`${e.label}\` | not exported yet | ${rotCells.join(' | ')} |`);
      continue;
    }
    const ours = await bundledSize(
      `import { ${e.name} } from '@hullbreach/toolkit/${e.from}';\nexport default ${e.name};\n`,
    );
    rows.push(`| \`${e.label}\` from \`/${e.from}\` | ${kb(ours)} | ${rotCells.join(' | ')} |`);
  }
  console.log(rows.join('\n'));
  if (skipped.length > 0) console.log(`\nSkipped (export missing): ${skipped.join(', ')}.`);
}

await main();
