import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BinaryHeap } from './binary-heap.js';

describe('BinaryHeap', () => {
  it('pops by ascending primary key, then descending secondary key, growing as needed', () => {
    const entry = fc.record({ p: fc.integer({ min: 0, max: 20 }), s: fc.integer({ min: 0, max: 20 }) });
    const op = fc.oneof(entry, fc.constant(null));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), fc.integer({ min: 0, max: 8 }), (ops, capacity) => {
        const heap = new BinaryHeap(capacity);
        const live = new Map<number, { p: number; s: number }>();
        let item = 0;
        const popAndCheck = (): void => {
          const got = heap.pop();
          const e = live.get(got);
          expect(e).toBeDefined();
          for (const other of live.values()) {
            // No remaining entry may come strictly before the one popped.
            expect(other.p < e!.p || (other.p === e!.p && other.s > e!.s)).toBe(false);
          }
          live.delete(got);
        };
        for (const o of ops) {
          if (o === null) {
            if (live.size > 0) popAndCheck();
          } else {
            live.set(item, o);
            heap.push(item++, o.p, o.s);
          }
          expect(heap.length).toBe(live.size);
        }
        while (live.size > 0) popAndCheck();
      }),
    );
  });

  it('clear empties it and keeps working', () => {
    const heap = new BinaryHeap(1);
    heap.push(1, 5, 0);
    heap.push(2, 4, 0);
    heap.clear();
    expect(heap.length).toBe(0);
    heap.push(3, 9, 0);
    heap.push(4, 2, 0);
    expect(heap.pop()).toBe(4);
    expect(heap.pop()).toBe(3);
  });
});
