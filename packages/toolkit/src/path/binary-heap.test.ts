import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BinaryHeap } from './binary-heap.js';

describe('BinaryHeap', () => {
  it('pops keys in ascending order, with the item pushed under each, across pushes and pops mixed', () => {
    const op = fc.oneof(
      fc.record({ push: fc.double({ min: -1e6, max: 1e6, noNaN: true }) }),
      fc.constant({ pop: true as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), fc.integer({ min: 1, max: 8 }), (ops, capacity) => {
        const heap = new BinaryHeap(capacity);
        const model: Array<{ key: number; item: number }> = [];
        let nextItem = 0;
        for (const o of ops) {
          if ('push' in o) {
            heap.push(nextItem, o.push);
            model.push({ key: o.push, item: nextItem++ });
          } else if (model.length > 0) {
            const smallest = Math.min(...model.map((m) => m.key));
            expect(heap.topKey()).toBe(smallest);
            const item = heap.pop();
            const k = model.findIndex((m) => m.item === item);
            expect(k).toBeGreaterThanOrEqual(0);
            expect(model[k].key).toBe(smallest);
            model.splice(k, 1);
          }
          expect(heap.length).toBe(model.length);
        }
        heap.clear();
        expect(heap.length).toBe(0);
      }),
    );
  });
});
