/** Number of buckets; more than the largest step cost (255), so live keys never share a bucket. */
const BUCKETS = 256;

/**
 * A monotone priority queue for small integer keys (Dial's algorithm). Every queued key lies in
 * [k, k + 255], where k is the key of the last item popped, so keys map onto 256 circular buckets,
 * each a singly linked list of item indices held in typed arrays: push and pop are O(1) (plus a
 * scan over at most 255 empty buckets). An item may be queued at most once at a time.
 */
export class BucketQueue {
  private readonly head = new Int32Array(BUCKETS).fill(-1);
  private next: Int32Array;
  private size = 0;
  private current = 0;

  constructor(capacity: number) {
    this.next = new Int32Array(Math.max(1, capacity));
  }

  /** Empties the queue and makes room for item indices below `capacity`; the next key is 0 or more. */
  reset(capacity: number): void {
    if (capacity > this.next.length) this.next = new Int32Array(Math.max(capacity, this.next.length * 2));
    this.head.fill(-1);
    this.size = 0;
    this.current = 0;
  }

  /** Number of queued items. */
  get length(): number {
    return this.size;
  }

  /** Queues `item` under the integer `key`, which must lie within 255 above the last key popped. */
  push(item: number, key: number): void {
    const b = key & (BUCKETS - 1);
    this.next[item] = this.head[b];
    this.head[b] = item;
    this.size++;
  }

  /** Removes and returns an item with the smallest key; the queue must not be empty. */
  pop(): number {
    let b = this.current & (BUCKETS - 1);
    while (this.head[b] === -1) b = ++this.current & (BUCKETS - 1);
    const item = this.head[b];
    this.head[b] = this.next[item];
    this.size--;
    return item;
  }

  /** The key of the item most recently popped (0 before the first pop). */
  get key(): number {
    return this.current;
  }
}
