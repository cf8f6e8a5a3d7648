/**
 * A binary min-heap of (item, key) pairs held in typed arrays, for searches whose keys are not
 * small integers (goals with their own starting costs). Storage grows by doubling and is kept by
 * `clear`, so a warmed-up heap allocates nothing. Among equal keys the order is unspecified.
 */
export class BinaryHeap {
  private keys: Float64Array;
  private items: Int32Array;
  private size = 0;

  /** An empty heap with room for `capacity` entries before it grows. */
  constructor(capacity = 64) {
    this.keys = new Float64Array(Math.max(1, capacity));
    this.items = new Int32Array(Math.max(1, capacity));
  }

  /** Number of entries. */
  get length(): number {
    return this.size;
  }

  /** Removes every entry. */
  clear(): void {
    this.size = 0;
  }

  /** Adds `item` under `key`. */
  push(item: number, key: number): void {
    if (this.size === this.keys.length) this.grow();
    const keys = this.keys;
    const items = this.items;
    let k = this.size++;
    // Sift up: move parents with a larger key down until the new entry's place is found.
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (keys[parent] <= key) break;
      keys[k] = keys[parent];
      items[k] = items[parent];
      k = parent;
    }
    keys[k] = key;
    items[k] = item;
  }

  /** The smallest key (undefined behaviour on an empty heap). */
  topKey(): number {
    return this.keys[0];
  }

  /** Removes and returns an item with the smallest key (undefined behaviour on an empty heap). */
  pop(): number {
    const keys = this.keys;
    const items = this.items;
    const top = items[0];
    const n = --this.size;
    const key = keys[n];
    const item = items[n];
    // Sift the last entry down from the root.
    let k = 0;
    for (;;) {
      let child = 2 * k + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[child + 1] < keys[child]) child++;
      if (keys[child] >= key) break;
      keys[k] = keys[child];
      items[k] = items[child];
      k = child;
    }
    keys[k] = key;
    items[k] = item;
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const items = new Int32Array(this.items.length * 2);
    keys.set(this.keys);
    items.set(this.items);
    this.keys = keys;
    this.items = items;
  }
}
