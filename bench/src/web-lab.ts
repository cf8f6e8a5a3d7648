/**
 * Every lab generator timed in real Chromium (the built lab page, served locally) and in Node,
 * with one timing function run on both sides: `npm run bench:web`. Prints a table and the ratio
 * page/Node per kind (the target is at most 1.5). Options: `--quick` (fewer samples), `--filter TEXT`.
 */
import { fileURLToPath } from 'node:url';
import { createLevelGenerator, GENERATOR_KINDS } from '@hullbreach/toolkit';
import { build, preview } from 'vite';
import { launchChromium } from './chromium.js';

/** One timing job: a kind, its options, seeds cycled through, and how long to sample. */
export interface WebJob {
  readonly kind: string;
  readonly options: Record<string, unknown>;
  readonly seeds: number;
  readonly warmMs: number;
  readonly sampleMs: number;
  readonly samples: number;
}

/** What `measureGenerator` keeps between calls on one side: a warmed generator per kind. */
interface Warmed {
  readonly generate: () => unknown;
  readonly batch: number;
}

/**
 * Milliseconds per level, one value per sample. Self-contained (it is sent to the page as source
 * text). The first call for a kind warms a held generator up and picks a batch long enough that
 * a coarse clock still times it well; later calls only sample, so the bench can alternate the two
 * sides sample by sample and both see the same load from the rest of the machine.
 */
export function measureGenerator(
  create: () => { generate(kind: string, options: Record<string, unknown>): unknown },
  job: WebJob,
): number[] {
  const store = globalThis as unknown as { webLabBench?: Map<string, Warmed> };
  const warmed = (store.webLabBench ??= new Map<string, Warmed>());
  let entry = warmed.get(job.kind);
  if (entry === undefined) {
    const generator = create();
    let i = 0;
    const generate = (): unknown =>
      generator.generate(job.kind, { ...job.options, seed: 1 + (i++ % job.seeds) });
    const t0 = performance.now();
    let n = 0;
    for (; n < 5 || performance.now() - t0 < job.warmMs; n++) generate();
    const batch = Math.max(1, Math.ceil(job.sampleMs / ((performance.now() - t0) / n)));
    entry = { generate, batch };
    warmed.set(job.kind, entry);
  }
  const out: number[] = [];
  for (let s = 0; s < job.samples; s++) {
    const start = performance.now();
    for (let k = 0; k < entry.batch; k++) entry.generate();
    out.push((performance.now() - start) / entry.batch);
  }
  return out;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main(argv: readonly string[]): Promise<void> {
  const quick = argv.includes('--quick');
  const at = argv.indexOf('--filter');
  const filter = at >= 0 ? (argv[at + 1] ?? '') : '';
  const configFile = fileURLToPath(new URL('../../packages/web/vite.config.ts', import.meta.url));
  await build({ configFile, logLevel: 'warn' });
  const server = await preview({ configFile, logLevel: 'warn', preview: { port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('vite preview gave no local address');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}lab.html?kind=arena`);
    await page.waitForSelector('#lab[data-ready="true"]');
    // The lab times its own panes in workers as it opens: let them finish so they take no core from the bench.
    await page.waitForFunction(
      '!document.querySelector(\'[data-state="timing"], [data-state="generating"]\')',
      undefined,
      { timeout: 60_000 },
    );
    const sizes = (await page.evaluate('window.hullbreachLab.sizes')) as Record<
      string,
      { width: number; height: number }
    >;
    const source = measureGenerator.toString();
    const rows: string[][] = [['kind', 'size', 'node ms', 'chromium ms', 'chromium/node']];
    const ratios: number[] = [];
    for (const kind of GENERATOR_KINDS) {
      if (!kind.includes(filter)) continue;
      const job: WebJob = {
        kind,
        options: { ...sizes[kind] },
        seeds: 16,
        warmMs: quick ? 150 : 500,
        sampleMs: quick ? 20 : 60,
        samples: 1,
      };
      // One sample per side at a time, alternating, so both meet the same load from the machine.
      const nodeSamples: number[] = [];
      const webSamples: number[] = [];
      for (let round = 0; round < (quick ? 5 : 15); round++) {
        nodeSamples.push(...measureGenerator(createLevelGenerator as never, job));
        const samples = (await page.evaluate(
          `(${source})(window.hullbreachLab.createLevelGenerator, ${JSON.stringify(job)})`,
        )) as number[];
        webSamples.push(...samples);
      }
      const node = median(nodeSamples);
      const web = median(webSamples);
      ratios.push(web / node);
      const { width, height } = sizes[kind];
      rows.push([kind, `${width}x${height}`, node.toFixed(3), web.toFixed(3), (web / node).toFixed(2)]);
    }
    const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
    for (const row of rows)
      console.log(
        row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '),
      );
    const worst = Math.max(...ratios);
    console.log(`\nworst chromium/node ratio ${worst.toFixed(2)} (target at most 1.5)`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

await main(process.argv.slice(2));
