/**
 * A monotone priority queue for integer keys with a bounded spread (Dial's algorithm). Every
 * queued key must lie in [k, k + buckets - 1], where k is the key of the last item popped (or the
 * key given to `reset`), so keys map onto a ring of buckets; each bucket is a last-in-first-out
 * list of entries in typed arrays. Push and pop are O(1), plus a scan over empty buckets. The same
 * item may be queued several times (stale entries are the caller's to skip). Entry storage grows
 * by doubling and is kept by `reset`, so a warmed-up queue allocates nothing.
 */
export class BucketQueue {
  private readonly head: Int32Array;
  private readonly mask: number;
  private items: Int32Array;
  private next: Int32Array;
  private used = 0;
  private size = 0;
  private current = 0;

  /** A queue whose ring has `buckets` buckets (a power of two); keys may spread over that many. */
  constructor(buckets: number, capacity = 64) {
    if (!Number.isInteger(Math.log2(buckets))) throw new RangeError('buckets must be a power of two');
    this.head = new Int32Array(buckets).fill(-1);
    this.mask = buckets - 1;
    this.items = new Int32Array(Math.max(1, capacity));
    this.next = new Int32Array(Math.max(1, capacity));
  }

  /** Empties the queue; later keys must lie within the ring's spread above `firstKey`. */
  reset(firstKey = 0): void {
    this.head.fill(-1);
    this.used = 0;
    this.size = 0;
    this.current = firstKey;
  }

  /** Number of queued entries. */
  get length(): number {
    return this.size;
  }

  /** The key of the entry most recently popped (the `reset` key before the first pop). */
  get key(): number {
    return this.current;
  }

  /** Queues `item` under `key`. */
  push(item: number, key: number): void {
    if (this.used === this.items.length) this.grow();
    const e = this.used++;
    const b = key & this.mask;
    this.items[e] = item;
    this.next[e] = this.head[b];
    this.head[b] = e;
    this.size++;
  }

  /** Removes and returns an item with the smallest key (the latest pushed among equals). */
  pop(): number {
    const head = this.head;
    const mask = this.mask;
    let b = this.current & mask;
    while (head[b] === -1) b = ++this.current & mask;
    const e = head[b];
    head[b] = this.next[e];
    this.size--;
    return this.items[e];
  }

  private grow(): void {
    const items = new Int32Array(this.items.length * 2);
    const next = new Int32Array(this.items.length * 2);
    items.set(this.items);
    next.set(this.next);
    this.items = items;
    this.next = next;
  }
}
