#!/usr/bin/env node
// `npm run crashtest -- N`: N rounds of starting the crash driver, killing it with SIGKILL at a
// random moment and checking the database and Continue afterwards (see crash-check.ts).
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashRound } from './crash-check.js';

const n = Number(process.argv[2] ?? 100);
if (!Number.isInteger(n) || n < 1) {
  process.stderr.write('usage: npm run crashtest -- N   (N rounds, a whole number from 1)\n');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'hullbreach-crashtest-'));
const started = Date.now();
let failed = 0;
try {
  for (let round = 1; round <= n; round++) {
    const killAfterMs = randomInt(0, 300);
    try {
      const r = await crashRound({ dir, seed: `crash-${round % 11}`, killAfterMs });
      const found = r.liveTurn === undefined ? 'run had just ended' : `live save at turn ${r.liveTurn}`;
      process.stdout.write(
        `round ${round}: killed after ${killAfterMs} ms; last line "${r.lastLine}"; ${found}: ok\n`,
      );
    } catch (error) {
      failed++;
      process.stdout.write(
        `round ${round}: FAILED: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`${n - failed} of ${n} rounds ok in ${seconds} s\n`);
process.exitCode = failed === 0 ? 0 : 1;
