import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexedMinHeap } from './heap.js';

describe('IndexedMinHeap', () => {
  it('pops items in key order after any mix of inserts and re-keys, like a sorted map', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        item: fc.integer({ min: 0, max: 15 }),
        key: fc.double({ min: -1e3, max: 1e3, noNaN: true }),
      }),
      fc.record({ kind: fc.constant('pop' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const heap = new IndexedMinHeap(16);
        const model = new Map<number, number>();
        for (const o of ops) {
          if (o.kind === 'set') {
            heap.set(o.item, o.key);
            model.set(o.item, o.key);
          } else if (model.size > 0) {
            const least = Math.min(...model.values());
            const item = heap.pop();
            expect(model.get(item)).toBe(least);
            model.delete(item);
          }
          expect(heap.size).toBe(model.size);
          for (let i = 0; i < 16; i++) expect(heap.has(i)).toBe(model.has(i));
        }
        heap.clear();
        expect(heap.size).toBe(0);
        expect(heap.has(0)).toBe(false);
      }),
    );
  });
});
