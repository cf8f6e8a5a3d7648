import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchCase } from '../case.js';

const BIN = fileURLToPath(new URL('../../../packages/cli/dist/bin.js', import.meta.url));

/**
 * Start-up to the first drawn frame, as a player sees it: `hullbreach` (what `npm start` runs)
 * starts in a real pseudo-terminal (util-linux `script`), generates the title screen's live
 * station, paints it, and quits on the `q` that was typed at launch. One operation is the whole
 * launch, so the time also holds Node's own boot and the exit: an upper bound on the time to the
 * first frame. Checksum: 1 when the title menu reached the terminal.
 */
function launch(): number {
  const run = spawnSync('script', ['-qec', `"${process.execPath}" "${BIN}"`, '/dev/null'], {
    input: 'q',
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (run.status !== 0 || !run.stdout.includes('New game')) {
    throw new Error(`hullbreach did not show its title and quit (status ${run.status}): ${run.stderr}`);
  }
  return 1;
}

/** The cost of booting Node itself in the same pseudo-terminal: the part of start-up that is not ours. */
function bareNode(): number {
  const run = spawnSync('script', ['-qec', `"${process.execPath}" -e 0`, '/dev/null'], {
    input: '',
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (run.status !== 0) throw new Error(`node -e 0 failed under script (status ${run.status})`);
  return 1;
}

/** Start-up time of the terminal game, beside a bare Node launch. */
export const cases: BenchCase[] = [
  {
    group: 'game',
    name: 'start-up to the title frame',
    ours: { label: 'hullbreach in a pty: launch, first frame, q', setup: () => launch },
  },
  {
    group: 'game',
    name: 'start-up floor: bare node',
    ours: { label: 'node -e 0 in a pty (not ours)', setup: () => bareNode },
  },
];
