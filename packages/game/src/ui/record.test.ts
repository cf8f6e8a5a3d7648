import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../core/api.js';
import { recordSession, resumeCoreGame, startCoreGame } from './session.js';

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    dx: fc.integer({ min: -1, max: 1 }),
    dy: fc.integer({ min: -1, max: 1 }),
  }),
  fc.constant({ kind: 'wait' as const }),
  fc.constant({ kind: 'pickup' as const }),
  fc.constant({ kind: 'reload' as const }),
);

describe('recordSession', () => {
  it('logs every command performed, after the ones it was given, and plays exactly like the bare session', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(command, { maxLength: 30 }),
        fc.array(command, { maxLength: 30 }),
        (seed, before, after) => {
          const bare = startCoreGame(seed);
          for (const c of [...before, ...after]) bare.perform(c);
          const first = startCoreGame(seed);
          for (const c of before) first.perform(c);
          const recorded = recordSession(first, { runId: 'r', seed, mode: 'campaign', inputs: before });
          for (const c of after) recorded.perform(c);
          expect(recorded.inputs).toEqual([...before, ...after]);
          expect(recorded.hash()).toBe(bare.hash());
          expect(recorded.runId).toBe('r');
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a save resumed and recorded on gives the state of the unbroken run', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(command, { maxLength: 20 }),
        fc.array(command, { maxLength: 20 }),
        (seed, before, after) => {
          const unbroken = startCoreGame(seed);
          for (const c of [...before, ...after]) unbroken.perform(c);
          const first = recordSession(startCoreGame(seed), { runId: 'r', seed, mode: 'campaign' });
          for (const c of before) first.perform(c);
          const text = first.save?.();
          expect(text).toBeDefined();
          const resumed = recordSession(resumeCoreGame(text ?? ''), {
            runId: 'r',
            seed,
            mode: 'campaign',
            inputs: first.inputs,
          });
          for (const c of after) resumed.perform(c);
          expect(resumed.hash()).toBe(unbroken.hash());
          expect(resumed.inputs).toEqual([...before, ...after]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
