import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { crashRound } from './crash-check.js';

/** Rounds of one lane: each continues the live save the previous kill left behind, as "play --continue" would. */
async function lane(name: string, rounds: number, seed: number): Promise<{ live: number; finished: number }> {
  const dir = mkdtempSync(join(tmpdir(), `hullbreach-crash-${name}-`));
  const rng = createRng(seed);
  const seen = { live: 0, finished: 0 };
  try {
    for (let round = 0; round < rounds; round++) {
      const result = await crashRound({
        dir,
        seed: `${name}-${round % 7}`,
        killAfterMs: rng.int(0, 120),
        maxTurns: 400,
      });
      expect(result.lastLine).toMatch(/^(saved|played|finished) /);
      if (result.liveTurn !== undefined) seen.live++;
      else seen.finished++;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return seen;
}

describe('crash safety', () => {
  it('SIGKILL at 50 random moments never breaks the database, and Continue finds the last turn played or newer', async () => {
    // Two folders killed side by side: 25 rounds each.
    const [a, b] = await Promise.all([lane('a', 25, 20261123), lane('b', 25, 7)]);
    expect(a.live + a.finished + b.live + b.finished).toBe(50);
  }, 180_000);
});
