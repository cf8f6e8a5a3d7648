/**
 * Benchmark runner. `node bench/dist/run.js [--filter <text>] [--quick] [--write]` finds every
 * `dist/cases/*.js`, times each side of each case in a fresh Node process (so one case's JIT state
 * cannot skew the next), prints a table per group with ours/rot ratios, and with `--write` puts the
 * tables into bench/README.md. `--worker <file> <group> <name> <ours|rot|both> [--quick]` is the child
 * mode (`both`: a case marked `together`, its two sides timed alternately in one process).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchCase } from './case.js';
import { FULL, measure, measurePair, QUICK, sinkValue, type Measurement } from './measure.js';
import { renderReport, replaceBetweenMarkers, type CaseResult, type SideResult } from './report.js';
import { turnAbReport } from './turn-ab.js';

const RUNNER = fileURLToPath(import.meta.url);
const CASES_DIR = new URL('./cases/', import.meta.url);
const README = new URL('../README.md', import.meta.url);

/** A side of a case, or `both` for a case whose sides are timed together in one worker. */
type SideName = 'ours' | 'rot' | 'both';

interface Options {
  filter: string | undefined;
  quick: boolean;
  write: boolean;
}

function parseOptions(args: string[]): Options {
  const options: Options = { filter: undefined, quick: false, write: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--quick') options.quick = true;
    else if (arg === '--write') options.write = true;
    else if (arg === '--filter' && i + 1 < args.length) options.filter = args[++i];
    else if (arg.startsWith('--filter=')) options.filter = arg.slice('--filter='.length);
    else throw new UsageError(`unknown option ${arg}`);
  }
  return options;
}

/** The compiled case files, in name order. */
function caseFiles(): string[] {
  return readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.js') && !f.endsWith('.test.js'))
    .sort();
}

async function loadCases(file: string): Promise<BenchCase[]> {
  const mod = (await import(new URL(file, CASES_DIR).href)) as { cases?: unknown };
  return Array.isArray(mod.cases) ? (mod.cases as BenchCase[]) : [];
}

/** Child mode: time one side of one case and print the measurement as one JSON line. */
async function worker(args: string[]): Promise<void> {
  const [file, group, name, side, ...rest] = args;
  const found = (await loadCases(file)).find((c) => c.group === group && c.name === name);
  if (found === undefined) throw new Error(`no case "${group} / ${name}" in ${file}`);
  const timing = rest.includes('--quick') ? QUICK : FULL;
  if (side === 'both') {
    if (found.rot === undefined) throw new Error(`case "${group} / ${name}" has no rot side`);
    const [ours, rot] = measurePair(found.ours.setup(), found.rot.setup(), timing);
    process.stdout.write(`${JSON.stringify({ ours, rot, sink: sinkValue() })}\n`);
    return;
  }
  const bench = side === 'rot' ? found.rot : found.ours;
  if (bench === undefined) throw new Error(`case "${group} / ${name}" has no ${side} side`);
  const op = bench.setup();
  const result: Measurement = measure(op, timing);
  process.stdout.write(`${JSON.stringify({ ...result, sink: sinkValue() })}\n`);
}

/** Runs a worker for one side (or `both`) and returns its last output line parsed, or the error it reported. */
function runWorker(
  file: string,
  c: BenchCase,
  side: SideName,
  quick: boolean,
): { json: unknown } | { error: string } {
  const args = [RUNNER, '--worker', file, c.group, c.name, side, ...(quick ? ['--quick'] : [])];
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  const lastLine = child.stdout?.trim().split('\n').pop() ?? '';
  if (child.status === 0 && lastLine.startsWith('{')) return { json: JSON.parse(lastLine) };
  const reason =
    (child.stderr ?? '')
      .trim()
      .split('\n')
      .find((l) => /Error/.test(l)) ?? `exit code ${child.status}`;
  return { error: reason.trim() };
}

function runSide(file: string, c: BenchCase, side: 'ours' | 'rot', quick: boolean): SideResult {
  const label = (side === 'rot' ? c.rot : c.ours)?.label ?? side;
  const run = runWorker(file, c, side, quick);
  if ('error' in run) return { label, error: run.error };
  const m = run.json as Measurement;
  return { label, opsPerSec: m.opsPerSec, checksum: m.checksum };
}

/** Both sides of a `together` case, timed in one worker. */
function runBoth(file: string, c: BenchCase, quick: boolean): [SideResult, SideResult] {
  const labels = [c.ours.label, c.rot?.label ?? 'rot'];
  const run = runWorker(file, c, 'both', quick);
  if ('error' in run)
    return [
      { label: labels[0], error: run.error },
      { label: labels[1], error: run.error },
    ];
  const { ours, rot } = run.json as { ours: Measurement; rot: Measurement };
  return [
    { label: labels[0], opsPerSec: ours.opsPerSec, checksum: ours.checksum },
    { label: labels[1], opsPerSec: rot.opsPerSec, checksum: rot.checksum },
  ];
}

function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `Node ${process.version}, ${cpu} (${cpus().length} logical cores), ${process.platform}/${process.arch}`;
}

async function main(options: Options): Promise<void> {
  const results: CaseResult[] = [];
  const started = process.hrtime.bigint();
  for (const file of caseFiles()) {
    for (const c of await loadCases(file)) {
      const id = `${c.group} ${c.name} ${c.ours.label} ${c.rot?.label ?? ''} ${file}`;
      if (options.filter !== undefined && !id.toLowerCase().includes(options.filter.toLowerCase())) continue;
      if (c.together === true && c.rot !== undefined) {
        process.stderr.write(`${c.group} / ${c.name}: both sides in one process\n`);
        const [ours, rot] = runBoth(file, c, options.quick);
        results.push({ group: c.group, name: c.name, ours, rot });
        continue;
      }
      process.stderr.write(`${c.group} / ${c.name}: ours`);
      const ours = runSide(file, c, 'ours', options.quick);
      let rot: SideResult | undefined;
      if (c.rot !== undefined) {
        process.stderr.write(', rot');
        rot = runSide(file, c, 'rot', options.quick);
      }
      process.stderr.write('\n');
      results.push({ group: c.group, name: c.name, ours, rot });
    }
  }
  // The A/B turn table (today's core against the baseline bundle, in one process): with no filter,
  // or a filter that names it ("a/b", "turn", "game").
  const abWanted = options.filter === undefined || 'game turn a/b'.includes(options.filter.toLowerCase());
  let ab = '';
  if (abWanted) {
    process.stderr.write('game / turn A/B: both cores in one process\n');
    const { table, same } = await turnAbReport(options.quick);
    ab = `\n\n${table}`;
    if (!same) process.exitCode = 1;
  }
  if (results.length === 0 && ab === '') {
    process.stderr.write('no benchmark cases matched\n');
    process.exitCode = 1;
    return;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const header =
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}` +
    `${options.quick ? ', quick timing' : ''}${options.filter === undefined ? '' : `, filter "${options.filter}"`}.`;
  const report = `${header}\n\n${results.length > 0 ? renderReport(results) : ''}${ab}`;
  process.stdout.write(`\n${report}\n(${seconds.toFixed(0)} s in total)\n`);
  if (options.write) {
    writeFileSync(README, replaceBetweenMarkers(readFileSync(README, 'utf8'), report));
    process.stderr.write(`wrote ${fileURLToPath(README)}\n`);
  }
}

const USAGE = 'usage: npm run bench -- [--filter <text>] [--quick] [--write]\n';

/** A command-line mistake: said in one line with the usage, never as a stack trace. */
class UsageError extends Error {}

const argv = process.argv.slice(2);
const entry = process.argv[1] === undefined ? '' : pathToFileURL(process.argv[1]).href;
if (entry === import.meta.url && (argv[0] === '--help' || argv[0] === '-h')) {
  process.stdout.write(USAGE);
} else if (entry === import.meta.url) {
  let options: Options | undefined;
  try {
    if (argv[0] !== '--worker') options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`bench: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  const task = options === undefined ? worker(argv.slice(1)) : main(options);
  task.catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
