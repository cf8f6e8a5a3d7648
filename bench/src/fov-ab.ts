/**
 * `node bench/dist/fov-ab.js [--slices N]` (after `npx tsc -b`): the field-of-view and noise
 * ratios issue 17 asks about, timed with both sides in one process, so that load on a shared
 * machine and JIT luck between processes (the main runner gives every side a process of its own)
 * do not decide them. Per comparison, a child process sets up every side, warms each up, then runs
 * one operation per side in turn, N times over (the order reversed every other round), and keeps
 * each side's 5th-percentile operation time: short operations, most of which the scheduler leaves
 * alone. Rows:
 * - `plain/held <method>`: the plain call (`computeFov` with the method, and the single-method
 *   function) over `createFov().computeFov`, radius 20, 50 origins, on the fov-plain maps;
 * - `mrpas r8|r20 <map>`: held MRPAS, rot's RecursiveShadowcasting and the floor (clear and write
 *   the cells MRPAS sees), on the fov-parity maps;
 * - `noise 2D`: `createNoise2D`, `ROT.Noise.Simplex` and the formula without its tables, on the
 *   parity case's 256x256 grid.
 * Prints one line per comparison; ratios are speed ratios (above 1 = the first named is faster).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  diamondFov,
  mrpasFov,
  permissiveFov,
  raycastFov,
  recursiveFov,
  symmetricFov,
  type FovAlgorithm,
} from '@hullbreach/toolkit';
import { cases as parityCases } from './cases/parity-misc.js';
import {
  floorSide,
  oursSide,
  plainSide,
  PLAIN_SCENES,
  rotSide,
  SCENES,
  type PlainFov,
} from './fov-scenes.js';

/** The single-method function of each square-grid method. */
const SINGLE: Readonly<Record<FovAlgorithm, PlainFov>> = {
  recursive: recursiveFov,
  symmetric: symmetricFov,
  raycast: raycastFov,
  permissive: permissiveFov,
  mrpas: mrpasFov,
  diamond: diamondFov,
};

/** The 5th-percentile time in ms of one call of each op, run in turn `slices` times after a warm-up. */
function timeSides(ops: Record<string, () => number>, slices: number): Record<string, number> {
  const names = Object.keys(ops);
  const times: Record<string, number[]> = {};
  let sink = 0;
  for (const name of names) {
    times[name] = [];
    const start = process.hrtime.bigint();
    // Warm up for at least 20 calls and 300 ms.
    for (let i = 0; i < 20 || process.hrtime.bigint() - start < 300_000_000n; i++) sink += ops[name]();
  }
  for (let s = 0; s < slices; s++) {
    for (const name of s % 2 === 0 ? names : [...names].reverse()) {
      const t0 = process.hrtime.bigint();
      sink += ops[name]();
      times[name].push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  if (sink === Number.MIN_VALUE) console.log(sink);
  const result: Record<string, number> = {};
  for (const name of names) {
    const sorted = times[name].sort((a, b) => a - b);
    result[name] = sorted[Math.floor(sorted.length * 0.05)];
  }
  return result;
}

/** "0.123 ms". */
const ms = (t: number): string => `${t.toFixed(3)} ms`;
/** Speed of the side timed `a` over the side timed `b`, "1.23x". */
const x = (a: number, b: number): string => `${(b / a).toFixed(2)}x`;

/** One comparison, in this (child) process. */
function runOne(kind: string, arg: string, slices: number): string {
  if (kind === 'plain') {
    const algorithm = arg as FovAlgorithm;
    const parts: string[] = [];
    for (const [where, get] of PLAIN_SCENES) {
      const t = timeSides(
        {
          held: oursSide(get, algorithm, 20).setup(),
          plain: plainSide(get, algorithm, 20).setup(),
          single: plainSide(get, algorithm, 20, { name: `${algorithm}Fov`, fn: SINGLE[algorithm] }).setup(),
        },
        slices,
      );
      parts.push(
        `${where}: held ${ms(t.held)}, plain computeFov/held ${x(t.plain, t.held)}, ${algorithm}Fov/held ${x(t.single, t.held)}`,
      );
    }
    return `plain/held ${algorithm} r20: ${parts.join('; ')}`;
  }
  if (kind === 'mrpas') {
    const radius = Number(arg);
    const parts: string[] = [];
    for (const [where, get] of SCENES) {
      const t = timeSides(
        {
          mrpas: oursSide(get, 'mrpas', radius).setup(),
          rot: rotSide(get, 'RecursiveShadowcasting', radius).setup(),
          floor: floorSide(get, 'mrpas', radius).setup(),
        },
        slices,
      );
      parts.push(`${where}: mrpas/rot ${x(t.mrpas, t.rot)}, floor/rot ${x(t.floor, t.rot)}`);
    }
    return `mrpas r${radius}: ${parts.join('; ')}`;
  }
  const noise = parityCases.find((c) => c.name.startsWith('simplex 2D'));
  const floor = parityCases.find((c) => c.name.startsWith('floor of simplex 2D'));
  if (noise?.rot === undefined || floor === undefined) throw new Error('the parity noise cases are missing');
  const t = timeSides(
    { ours: noise.ours.setup(), rot: noise.rot.setup(), floor: floor.ours.setup() },
    slices,
  );
  return `noise 2D 256x256: ours ${ms(t.ours)}, rot ${ms(t.rot)}, floor ${ms(t.floor)}; ours/rot ${x(t.ours, t.rot)}, floor/rot ${x(t.floor, t.rot)}`;
}

/** Every comparison, each in a fresh child process. */
const JOBS: ReadonlyArray<[string, string]> = [
  ...(['recursive', 'symmetric', 'raycast', 'permissive', 'mrpas', 'diamond'] as const).map(
    (a): [string, string] => ['plain', a],
  ),
  ['mrpas', '8'],
  ['mrpas', '20'],
  ['noise', '2d'],
];

const USAGE = 'usage: node bench/dist/fov-ab.js [--slices N]   (default 200; build first with npx tsc -b)\n';

function main(argv: readonly string[]): number {
  let slices = 200;
  const rest = [...argv];
  if (rest[0] === '--one') {
    console.log(runOne(rest[1], rest[2], Number(rest[3])));
    return 0;
  }
  while (rest.length > 0) {
    const a = rest.shift();
    if (a === '--slices' && rest.length > 0 && Number.isInteger(Number(rest[0])) && Number(rest[0]) > 0) {
      slices = Number(rest.shift());
    } else {
      process.stderr.write(a === '--help' || a === '-h' ? '' : `fov-ab: unknown option ${String(a)}\n`);
      process.stderr.write(USAGE);
      return a === '--help' || a === '-h' ? 0 : 2;
    }
  }
  const self = fileURLToPath(import.meta.url);
  for (const [kind, arg] of JOBS) {
    const child = spawnSync(process.execPath, [self, '--one', kind, arg, String(slices)], {
      encoding: 'utf8',
    });
    process.stdout.write(child.status === 0 ? child.stdout : `${kind} ${arg}: failed\n${child.stderr}`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
