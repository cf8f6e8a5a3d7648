import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptChunks } from './kept-chunks.js';
import { openStore } from './node.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-kept-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

type Op =
  | { kind: 'save'; cx: number; cy: number; byte: number }
  | { kind: 'commit'; fails: boolean }
  | { kind: 'load'; cx: number; cy: number };

const cell = fc.integer({ min: -2, max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('save' as const),
    cx: cell,
    cy: cell,
    byte: fc.integer({ min: 0, max: 255 }),
  }),
  fc.record({ kind: fc.constant('commit' as const), fails: fc.boolean() }),
  fc.record({ kind: fc.constant('load' as const), cx: cell, cy: cell }),
);

describe('keptChunks', () => {
  it('reads as a map of its own, and the database holds exactly what the committed saves held', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.boolean(), fc.array(op, { maxLength: 40 }), (fresh, ops) => {
        const store = openStore(join(dir, `kept-${run++}.sqlite`));
        try {
          // What was stored before: the world being played (replaced when fresh) and another one.
          store.putChunk('w', 0, 0, new Uint8Array([200, 1]));
          store.putChunk('w', 2, 2, new Uint8Array([201, 1]));
          store.putChunk('other', 0, 0, new Uint8Array([202, 1]));
          store.putWorldMeta('w', 'old');
          const kept = keptChunks(store, 'w', 'new', fresh);
          // The reference: what the run sees, and what the database should hold.
          const seen = new Map<string, number[]>(
            fresh
              ? []
              : [
                  ['0,0', [200, 1]],
                  ['2,2', [201, 1]],
                ],
          );
          let stored = new Map<string, number[]>([
            ['0,0', [200, 1]],
            ['2,2', [201, 1]],
          ]);
          let meta = 'old';
          for (const o of ops) {
            if (o.kind === 'save') {
              kept.save(o.cx, o.cy, new Uint8Array([o.byte, 0]));
              seen.set(`${o.cx},${o.cy}`, [o.byte, 0]);
            } else if (o.kind === 'load') {
              const got = kept.load(o.cx, o.cy);
              const want = seen.get(`${o.cx},${o.cy}`);
              expect(got === undefined ? undefined : Array.from(got)).toEqual(want);
            } else {
              try {
                store.transaction(() => {
                  kept.commit();
                  store.putSave({
                    runId: 'r',
                    mode: 'endless',
                    seed: 1,
                    turn: 0,
                    depth: 0,
                    state: '{}',
                    inputs: [],
                    savedAt: 'now',
                  });
                  if (o.fails) throw new Error('the save failed');
                });
              } catch {
                continue;
              }
              stored = new Map(seen);
              meta = fresh ? 'new' : 'old';
              expect(kept.waiting).toBe(0);
            }
          }
          const inDb = new Map<string, number[]>();
          for (let cx = -2; cx <= 2; cx++)
            for (let cy = -2; cy <= 2; cy++) {
              const b = store.getChunk('w', cx, cy);
              if (b !== undefined) inDb.set(`${cx},${cy}`, Array.from(b));
            }
          expect(inDb).toEqual(stored);
          expect(store.getWorldMeta('w')).toBe(meta);
          expect(Array.from(store.getChunk('other', 0, 0) ?? [])).toEqual([202, 1]);
        } finally {
          store.close();
        }
      }),
      { numRuns: 40 },
    );
  });
});
