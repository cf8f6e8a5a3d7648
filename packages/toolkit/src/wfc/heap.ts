/** A binary min-heap of (key, value) pairs in typed arrays, growing as needed. */
export class MinHeap {
  private keys: Float64Array;
  private values: Int32Array;
  /** Number of entries. */
  size = 0;

  /** An empty heap with room for `capacity` entries before it grows. */
  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(16, capacity));
    this.values = new Int32Array(Math.max(16, capacity));
  }

  /** Removes every entry. */
  clear(): void {
    this.size = 0;
  }

  /** Adds a value under a key. */
  push(key: number, value: number): void {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.keys.length * 2);
      const values = new Int32Array(this.values.length * 2);
      keys.set(this.keys);
      values.set(this.values);
      this.keys = keys;
      this.values = values;
    }
    const { keys, values } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] <= key) break;
      keys[i] = keys[parent];
      values[i] = values[parent];
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  /** The smallest key (undefined behaviour when empty: check `size`). */
  peekKey(): number {
    return this.keys[0];
  }

  /** Removes the entry with the smallest key and returns its value (check `size` first). */
  pop(): number {
    const { keys, values } = this;
    const top = values[0];
    const n = --this.size;
    if (n > 0) {
      const key = keys[n];
      const value = values[n];
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && keys[child + 1] < keys[child]) child++;
        if (keys[child] >= key) break;
        keys[i] = keys[child];
        values[i] = values[child];
        i = child;
      }
      keys[i] = key;
      values[i] = value;
    }
    return top;
  }
}
