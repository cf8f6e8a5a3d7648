/**
 * An indexed binary min-heap over items 0..capacity-1, each at most once, keyed by a number:
 * `set` inserts an item or moves it to a new key in O(log n), so the heap never holds stale
 * entries and stays as small as the number of items.
 */
export class IndexedMinHeap {
  private readonly keys: Float64Array;
  private readonly heap: Int32Array;
  private readonly pos: Int32Array;
  /** Number of items in the heap. */
  size = 0;

  /** An empty heap for items 0..capacity-1. */
  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.heap = new Int32Array(capacity);
    this.pos = new Int32Array(capacity).fill(-1);
  }

  /** Removes every item. */
  clear(): void {
    for (let k = 0; k < this.size; k++) this.pos[this.heap[k]] = -1;
    this.size = 0;
  }

  /** The key an item was last given. */
  key(item: number): number {
    return this.keys[item];
  }

  /** True when the item is in the heap. */
  has(item: number): boolean {
    return this.pos[item] >= 0;
  }

  /** Inserts an item with a key, or changes the key of an item already in the heap. */
  set(item: number, key: number): void {
    const { keys, pos } = this;
    let at = pos[item];
    if (at < 0) {
      at = this.size++;
      this.heap[at] = item;
      pos[item] = at;
      keys[item] = key;
      this.up(at);
      return;
    }
    const old = keys[item];
    keys[item] = key;
    if (key < old) this.up(at);
    else this.down(at);
  }

  /** Removes and returns the item with the smallest key (ties: any); -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const { heap, pos } = this;
    const top = heap[0];
    pos[top] = -1;
    const n = --this.size;
    if (n > 0) {
      heap[0] = heap[n];
      pos[heap[0]] = 0;
      this.down(0);
    }
    return top;
  }

  /** Moves the item at heap slot `at` up to its place. */
  private up(at: number): void {
    const { heap, keys, pos } = this;
    const item = heap[at];
    const key = keys[item];
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const p = heap[parent];
      if (keys[p] <= key) break;
      heap[at] = p;
      pos[p] = at;
      at = parent;
    }
    heap[at] = item;
    pos[item] = at;
  }

  /** Moves the item at heap slot `at` down to its place. */
  private down(at: number): void {
    const { heap, keys, pos } = this;
    const n = this.size;
    const item = heap[at];
    const key = keys[item];
    for (;;) {
      let child = 2 * at + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[heap[child + 1]] < keys[heap[child]]) child++;
      const c = heap[child];
      if (keys[c] >= key) break;
      heap[at] = c;
      pos[c] = at;
      at = child;
    }
    heap[at] = item;
    pos[item] = at;
  }
}
