import { describe, expect, it } from 'vitest';
import { createViewStore, IDLE_CALLS } from './kept-views.js';

describe('the kept views of createLighting({ keep: true })', () => {
  it('never calls a view fresh once a cell within its reach was named, whatever the alignment', () => {
    const width = 30;
    const height = 25;
    for (const radius of [0, 1, 3.5, 8])
      for (let y = 0; y < 21; y++)
        for (let x = 0; x < 21; x++) {
          const store = createViewStore();
          let call = store.begin(width, height);
          const view = store.view(x, y, radius, 'symmetric', call);
          expect(store.fresh(view)).toBe(false);
          store.made(view);
          expect(store.fresh(view)).toBe(true);
          const reach = Math.floor(radius);
          for (let cy = Math.max(0, y - reach); cy <= Math.min(height - 1, y + reach); cy++)
            for (let cx = Math.max(0, x - reach); cx <= Math.min(width - 1, x + reach); cx++) {
              store.update(cx, cy);
              call = store.begin(width, height);
              expect(store.view(x, y, radius, 'symmetric', call)).toBe(view);
              if (store.fresh(view)) throw new Error(`(${cx}, ${cy}) near (${x}, ${y}) r${radius} not seen`);
              store.made(view);
            }
        }
  });

  it('finds an unused view again within IDLE_CALLS calls, and not long after', () => {
    const store = createViewStore();
    let call = store.begin(20, 20);
    const view = store.view(5, 5, 4, 'symmetric', call);
    store.made(view);
    for (let k = 0; k < IDLE_CALLS; k++) store.end((call = store.begin(20, 20)));
    expect(store.view(5, 5, 4, 'symmetric', call)).toBe(view);
    expect(store.fresh(view)).toBe(true);
    for (let k = 0; k < 2 * IDLE_CALLS; k++) store.end((call = store.begin(20, 20)));
    expect(store.view(5, 5, 4, 'symmetric', call)).not.toBe(view);
  });

  it('forgets every view when the map changes size or too many changes were named', () => {
    const store = createViewStore();
    let call = store.begin(20, 20);
    const view = store.view(5, 5, 4, 'symmetric', call);
    store.made(view);
    call = store.begin(21, 20);
    expect(store.view(5, 5, 4, 'symmetric', call)).not.toBe(view);
    const other = store.view(15, 15, 2, 'symmetric', call);
    store.made(other);
    // Changes far from it, but more than are kept one by one: every view is out of date.
    for (let k = 0; k < 20_000; k++) store.update(0, 0);
    call = store.begin(21, 20);
    expect(store.view(15, 15, 2, 'symmetric', call)).toBe(other);
    expect(store.fresh(other)).toBe(false);
  });
});
