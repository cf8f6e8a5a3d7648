import { describe, expect, it } from 'vitest';
import { createViewStore, IDLE_CALLS } from './kept-views.js';

describe('the kept views of createLighting({ keep: true })', () => {
  it('sees a change named anywhere within a view’s reach, whatever the alignment, and a change undone as none', () => {
    const width = 30;
    const height = 25;
    // The views' windows hold 0 on the map (new buffers), as this map does until a cell is set.
    const opaque = new Uint8Array(width * height);
    for (const radius of [0, 1, 3.5, 8])
      for (let y = 0; y < 21; y++)
        for (let x = 0; x < 21; x++) {
          const store = createViewStore();
          let call = store.begin(width, height);
          const view = store.view(x, y, radius, 'symmetric', call);
          expect(store.fresh(view, opaque)).toBe(false);
          store.made(view);
          expect(store.fresh(view, opaque)).toBe(true);
          const reach = Math.floor(radius);
          for (let cy = Math.max(0, y - reach); cy <= Math.min(height - 1, y + reach); cy++)
            for (let cx = Math.max(0, x - reach); cx <= Math.min(width - 1, x + reach); cx++) {
              opaque[cy * width + cx] = 1;
              store.update(cx, cy);
              call = store.begin(width, height);
              expect(store.view(x, y, radius, 'symmetric', call)).toBe(view);
              if (store.fresh(view, opaque))
                throw new Error(`(${cx}, ${cy}) near (${x}, ${y}) r${radius} not seen`);
              opaque[cy * width + cx] = 0;
              store.update(cx, cy);
              call = store.begin(width, height);
              if (!store.fresh(view, opaque))
                throw new Error(`(${cx}, ${cy}) undone near (${x}, ${y}) r${radius}`);
            }
        }
  });

  it('finds an unused view again within IDLE_CALLS calls, and not long after', () => {
    const opaque = new Uint8Array(400);
    const store = createViewStore();
    let call = store.begin(20, 20);
    const view = store.view(5, 5, 4, 'symmetric', call);
    store.made(view);
    for (let k = 0; k < IDLE_CALLS; k++) store.end((call = store.begin(20, 20)));
    expect(store.view(5, 5, 4, 'symmetric', call)).toBe(view);
    expect(store.fresh(view, opaque)).toBe(true);
    for (let k = 0; k < 2 * IDLE_CALLS; k++) store.end((call = store.begin(20, 20)));
    expect(store.view(5, 5, 4, 'symmetric', call)).not.toBe(view);
  });

  it('forgets every view when the map changes size, and compares every cell after too many changes', () => {
    const store = createViewStore();
    let call = store.begin(20, 20);
    const view = store.view(5, 5, 4, 'symmetric', call);
    store.made(view);
    call = store.begin(21, 20);
    expect(store.view(5, 5, 4, 'symmetric', call)).not.toBe(view);
    const other = store.view(15, 15, 2, 'symmetric', call);
    store.made(other);
    // More changes than are kept one by one, all far from it: every cell counts as changed, so a
    // change made without being named is seen.
    const opaque = new Uint8Array(21 * 20);
    opaque[15 * 21 + 16] = 1;
    for (let k = 0; k < 20_000; k++) store.update(0, 0);
    call = store.begin(21, 20);
    expect(store.view(15, 15, 2, 'symmetric', call)).toBe(other);
    expect(store.fresh(other, opaque)).toBe(false);
  });
});
