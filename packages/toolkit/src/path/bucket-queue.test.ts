import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BucketQueue } from './bucket-queue.js';

describe('BucketQueue', () => {
  it('pops keys in ascending order, latest pushed first among equals, growing as needed', () => {
    // A script of operations: push a key `offset` above the current key, or pop (-1).
    const script = fc.record({
      log2Buckets: fc.integer({ min: 1, max: 9 }),
      firstKey: fc.nat(1000),
      capacity: fc.integer({ min: 0, max: 8 }),
      ops: fc.array(fc.integer({ min: -1, max: 511 }), { maxLength: 400 }),
    });
    fc.assert(
      fc.property(script, ({ log2Buckets, firstKey, capacity, ops }) => {
        const buckets = 2 ** log2Buckets;
        const q = new BucketQueue(buckets, capacity);
        q.reset(firstKey);
        const live: Array<{ item: number; key: number }> = [];
        let item = 0;
        const popAndCheck = (): void => {
          const smallest = Math.min(...live.map((e) => e.key));
          let expected = live[0];
          for (const e of live) if (e.key === smallest) expected = e; // the latest pushed
          expect(q.pop()).toBe(expected.item);
          expect(q.key).toBe(smallest);
          live.splice(live.indexOf(expected), 1);
        };
        for (const op of ops) {
          if (op === -1) {
            if (live.length > 0) popAndCheck();
          } else {
            const key = q.key + (op % buckets);
            live.push({ item: item % 7, key });
            q.push(item++ % 7, key);
          }
          expect(q.length).toBe(live.length);
        }
        while (live.length > 0) popAndCheck();
      }),
    );
  });

  it('forgets everything on reset', () => {
    const q = new BucketQueue(256, 4);
    q.push(1, 3);
    q.push(2, 7);
    q.reset(5);
    expect(q.length).toBe(0);
    q.push(3, 5);
    expect(q.pop()).toBe(3);
    expect(q.key).toBe(5);
  });

  it('wants a power-of-two ring', () => {
    expect(() => new BucketQueue(300)).toThrow(RangeError);
  });
});
