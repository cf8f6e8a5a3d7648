import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BucketQueue } from './bucket-queue.js';

describe('BucketQueue', () => {
  it('pops keys in ascending order when pushes stay within 255 of the last key popped', () => {
    // A script of operations: push a key `offset` above the current key, or pop.
    const op = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constant(-1 as const));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), fc.integer({ min: 0, max: 50 }), (ops, capacity) => {
        const q = new BucketQueue(capacity);
        q.reset(ops.length);
        const keys = new Map<number, number>();
        let last = 0;
        let item = 0;
        const drain = (): void => {
          const popped = q.pop();
          const key = keys.get(popped);
          expect(key).toBeDefined();
          expect(key).toBe(Math.min(...keys.values()));
          expect(q.key).toBe(key);
          keys.delete(popped);
          last = key as number;
        };
        for (const o of ops) {
          if (o === -1) {
            if (keys.size > 0) drain();
          } else {
            keys.set(item, last + o);
            q.push(item++, last + o);
          }
          expect(q.length).toBe(keys.size);
        }
        while (keys.size > 0) drain();
        expect(q.length).toBe(0);
      }),
    );
  });

  it('forgets everything on reset', () => {
    const q = new BucketQueue(4);
    q.push(1, 3);
    q.push(2, 7);
    q.reset(4);
    expect(q.length).toBe(0);
    q.push(3, 5);
    expect(q.pop()).toBe(3);
    expect(q.key).toBe(5);
  });
});
