/**
 * A binary min-heap of (item, primary, secondary) triples held in parallel typed arrays. Items
 * come out by ascending `primary`; equal primaries come out by descending `secondary` (A* uses
 * f and g: on equal f, the node closest to the goal first). Entries with equal keys come out in
 * a fixed order that depends only on the sequence of calls, so searches stay deterministic.
 * The arrays grow by doubling and are kept when the heap is cleared.
 */
export class BinaryHeap {
  private items: Int32Array;
  private primary: Float64Array;
  private secondary: Float64Array;
  private size = 0;

  constructor(capacity = 64) {
    const c = Math.max(1, capacity);
    this.items = new Int32Array(c);
    this.primary = new Float64Array(c);
    this.secondary = new Float64Array(c);
  }

  /** Number of entries. */
  get length(): number {
    return this.size;
  }

  /** Removes every entry in O(1); the storage is kept. */
  clear(): void {
    this.size = 0;
  }

  /** Adds an entry. */
  push(item: number, primary: number, secondary: number): void {
    if (this.size === this.items.length) this.grow();
    const items = this.items;
    const pk = this.primary;
    const sk = this.secondary;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pp = pk[parent];
      if (pp < primary || (pp === primary && sk[parent] >= secondary)) break;
      items[i] = items[parent];
      pk[i] = pp;
      sk[i] = sk[parent];
      i = parent;
    }
    items[i] = item;
    pk[i] = primary;
    sk[i] = secondary;
  }

  /** Removes and returns the item of the smallest entry; the heap must not be empty. */
  pop(): number {
    const items = this.items;
    const pk = this.primary;
    const sk = this.secondary;
    const top = items[0];
    const last = --this.size;
    if (last > 0) {
      const item = items[last];
      const p = pk[last];
      const s = sk[last];
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= last) break;
        const right = child + 1;
        if (right < last && (pk[right] < pk[child] || (pk[right] === pk[child] && sk[right] > sk[child]))) {
          child = right;
        }
        if (p < pk[child] || (p === pk[child] && s >= sk[child])) break;
        items[i] = items[child];
        pk[i] = pk[child];
        sk[i] = sk[child];
        i = child;
      }
      items[i] = item;
      pk[i] = p;
      sk[i] = s;
    }
    return top;
  }

  private grow(): void {
    const c = this.items.length * 2;
    const items = new Int32Array(c);
    const primary = new Float64Array(c);
    const secondary = new Float64Array(c);
    items.set(this.items);
    primary.set(this.primary);
    secondary.set(this.secondary);
    this.items = items;
    this.primary = primary;
    this.secondary = secondary;
  }
}
