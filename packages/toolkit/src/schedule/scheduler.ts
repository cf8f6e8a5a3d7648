import { checkOptionKeys } from '../check-options.js';

/** An actor's identity in a scheduler: numbers or strings, so the state serialises as JSON. */
export type ActorId = number | string;

/** An actor that acts every `1 / speed` time units, first at now + 1/speed; it repeats unless `repeat: false`. */
export interface SpeedSchedule {
  /** Turns per time unit, > 0. */
  readonly speed: number;
  /** Whether the actor is queued again after it acts (default true). */
  readonly repeat?: boolean;
  readonly delay?: never;
}

/** An actor that acts once at now + delay (delay 0 allowed), or every `delay` units from then on with `repeat: true`. */
export interface DelaySchedule {
  /** Time until its turn, >= 0 (> 0 when repeating). */
  readonly delay: number;
  /** Whether the actor is queued again after it acts (default false). */
  readonly repeat?: boolean;
  readonly speed?: never;
}

/** How an actor is scheduled: `{ speed }` or `{ delay, repeat? }`, never both (it does not compile, and throws). No options means `{ speed: 1 }`. */
export type ScheduleOptions = SpeedSchedule | DelaySchedule;

const SCHEDULE_KEYS = ['speed', 'delay', 'repeat'] as const;

/** One turn returned by `Scheduler.next()`: who acts, and the scheduler time at which it acts. */
export interface Turn<Id extends ActorId = ActorId> {
  readonly id: Id;
  readonly time: number;
}

/** One queued actor inside a `SchedulerState`. */
export interface ScheduledActorState<Id extends ActorId = ActorId> {
  readonly id: Id;
  /** When its next turn falls. */
  readonly time: number;
  /** Insertion sequence number of that turn: breaks ties in time, lower first. */
  readonly seq: number;
  /** Time between turns for a repeating actor; 0 for an actor that acts once and leaves. */
  readonly interval: number;
  /** Turn k of a repeating actor falls at anchor + k * interval (no drift from repeated sums). */
  readonly anchor: number;
  readonly k: number;
}

/** The whole state of a scheduler as plain JSON data. */
export interface SchedulerState<Id extends ActorId = ActorId> {
  readonly time: number;
  /** The sequence number the next queued turn will get. */
  readonly seq: number;
  readonly actors: readonly ScheduledActorState<Id>[];
}

/** A state whose fields may be written over: what `getState(into)` refills in place. */
export interface WritableSchedulerState<Id extends ActorId = ActorId> {
  time: number;
  seq: number;
  actors: { id: Id; time: number; seq: number; interval: number; anchor: number; k: number }[];
}

/**
 * A time-ordered queue of actors. Every actor in it has exactly one pending turn; `next()` pops the
 * earliest (ties: the turn queued first), advances `time` to it and, for a repeating actor,
 * queues its following turn at once. `Id` is the caller's id type (`createScheduler<MonsterId>()`),
 * which `next()` gives back.
 */
export interface Scheduler<Id extends ActorId = ActorId> {
  /** Queues a new actor; throws RangeError if the id is already scheduled or the options are invalid. */
  add(id: Id, options?: ScheduleOptions): void;
  /** Takes an actor out of the queue; returns whether it was there. */
  remove(id: Id): boolean;
  /**
   * Changes a scheduled actor's speed: its pending turn keeps its time and its place among ties,
   * and from that turn on it acts every `1 / speed` (and repeats). Throws RangeError if the id is
   * not scheduled or the speed is not a finite number > 0.
   */
  setSpeed(id: Id, speed: number): void;
  /**
   * Moves an actor's pending turn to now + delay (the turn counts as queued now for ties); a
   * repeating actor keeps its interval from there. Called right after `next()` returned the
   * actor, this gives the action it just took a duration (rot's Action scheduler `setDuration`).
   * Throws RangeError if the id is not scheduled (a one-shot actor that has acted is gone:
   * `add` it again instead).
   */
  reschedule(id: Id, delay: number): void;
  /** The earliest pending turn, or undefined when no actor is queued. */
  next(): Turn<Id> | undefined;
  /**
   * Takes the earliest pending turn as `next()` does and gives only its actor's id (undefined when
   * no actor is queued), making no `Turn` record; the turn's time is `time` afterwards. For loops
   * that take many turns.
   */
  nextId(): Id | undefined;
  /** Whether the actor has a pending turn. */
  has(id: Id): boolean;
  /** When the actor's pending turn falls, or undefined if it is not scheduled. */
  timeOf(id: Id): number | undefined;
  /** Removes every actor; time stays where it is. */
  clear(): void;
  /** Number of queued actors. */
  readonly size: number;
  /** Time of the last turn returned by `next()` (0 at the start). */
  readonly time: number;
  /**
   * A JSON-serialisable copy of the state. With `into` (a state an earlier call gave, which the
   * caller holds and would replace with the new one), the copy is written over it instead, reusing
   * its actor records in turn order, and `into` is returned: a caller that keeps one state current
   * after every turn allocates nothing while the queue does not grow. Throws RangeError when `into`
   * has no `actors` array.
   */
  getState(into?: WritableSchedulerState<Id>): SchedulerState<Id>;
  /** Restores a state returned by `getState()`; throws RangeError on anything else. */
  setState(state: unknown): void;
}

const INITIAL_CAPACITY = 16;

/** Whether `options` holds only keys `add` takes (checked without allocating; checkOptionKeys words the refusal). */
function onlyScheduleKeys(options: object): boolean {
  for (const key in options) if (key !== 'speed' && key !== 'delay' && key !== 'repeat') return false;
  return true;
}

/**
 * Binary min-heap of actor slots keyed by (time, seq), with per-slot positions for O(log n) removal.
 * A slot whose actor has left stays parked under its id in `slotIndex` (heap position -1), so an actor
 * that acts once and is added again (a monster's every turn) takes its old slot back without a map
 * delete and set; parked slots are swept back to the free list once they outnumber the queued ones.
 */
class HeapScheduler implements Scheduler {
  private now = 0;
  private seqCounter = 0;
  private count = 0;
  private capacity = INITIAL_CAPACITY;
  private readonly slotIndex = new Map<ActorId, number>();
  private ids: ActorId[] = [];
  private times: Float64Array = new Float64Array(INITIAL_CAPACITY);
  private seqs: Float64Array = new Float64Array(INITIAL_CAPACITY);
  private intervals: Float64Array = new Float64Array(INITIAL_CAPACITY);
  private anchors: Float64Array = new Float64Array(INITIAL_CAPACITY);
  private ks: Float64Array = new Float64Array(INITIAL_CAPACITY);
  private heapPos: Int32Array = new Int32Array(INITIAL_CAPACITY);
  private heap: Int32Array = new Int32Array(INITIAL_CAPACITY);
  private freeSlots: number[] = [];
  private slotsUsed = 0;
  /**
   * getState's sorting space: the queued slots in turn order (earliest first) as the last call left
   * them, `orderLen` long, and the time and seq each slot had then. Only a starting point: a call
   * keeps, in that order, the slots still queued whose turn has not moved (still sorted among
   * themselves), sorts the rest and merges the two, so the result depends on the queue alone.
   */
  private order: Int32Array = new Int32Array(0);
  private orderLen = 0;
  private sortedTimes: Float64Array = new Float64Array(0);
  private sortedSeqs: Float64Array = new Float64Array(0);
  /** getState's slots whose turn moved since the last call (or are new), filled on each call. */
  private moved: Int32Array = new Int32Array(0);
  /**
   * The slots given a new turn (time and seq) since the last getState, in the order they got it
   * (so nearly in turn order), `movedLen` long; when it fills up, getState looks over the whole
   * queue instead (`movedLen` then exceeds the log's length).
   */
  private movedLog: Int32Array = new Int32Array(INITIAL_CAPACITY * 2);
  private movedLen = 0;
  /** getState's marks: slot s is taken in this call when seen[s] === seenStamp. */
  private seen: Int32Array = new Int32Array(0);
  private seenStamp = 0;
  /** Slots parked under the id of an actor that has left (see the class comment). */
  private parked = 0;

  get time(): number {
    return this.now;
  }

  get size(): number {
    return this.count;
  }

  add(id: ActorId, options: ScheduleOptions = { speed: 1 }): void {
    checkId('add', id);
    if (this.slotOf(id) >= 0) {
      throw new RangeError(
        `add(): actor ${JSON.stringify(id)} is already scheduled (remove or reschedule it)`,
      );
    }
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      throw new RangeError('add(): options must be an object: { speed } or { delay, repeat? }');
    }
    if (!onlyScheduleKeys(options)) checkOptionKeys('add()', options, SCHEDULE_KEYS);
    const { speed, delay, repeat } = options as { speed?: number; delay?: number; repeat?: boolean };
    if (speed !== undefined && delay !== undefined) {
      throw new RangeError('add(): give speed or delay, not both');
    }
    if (repeat !== undefined && typeof repeat !== 'boolean') {
      throw new RangeError(`add(): repeat must be a boolean, got ${String(repeat)}`);
    }
    let first: number;
    let interval: number;
    if (delay !== undefined) {
      if (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0) {
        throw new RangeError(`add(): delay must be a finite number >= 0, got ${String(delay)}`);
      }
      if (repeat === true && delay === 0) throw new RangeError('add(): a repeating delay must be > 0');
      first = delay;
      interval = repeat === true ? delay : 0;
    } else {
      const s = speed ?? 1;
      if (typeof s !== 'number' || !Number.isFinite(s) || s <= 0 || !Number.isFinite(1 / s)) {
        throw new RangeError(`add(): speed must be a finite number > 0, got ${String(s)}`);
      }
      first = 1 / s;
      interval = repeat === false ? 0 : first;
    }
    const slot = this.allocSlot(id);
    this.intervals[slot] = interval;
    this.anchors[slot] = this.now + first;
    this.ks[slot] = 0;
    this.times[slot] = this.now + first;
    this.seqs[slot] = this.seqCounter++;
    this.push(slot);
  }

  remove(id: ActorId): boolean {
    const slot = this.slotOf(id);
    if (slot < 0) return false;
    this.removeAt(this.heapPos[slot]);
    this.freeSlot(slot);
    return true;
  }

  setSpeed(id: ActorId, speed: number): void {
    const slot = this.slotOf(id);
    if (slot < 0) throw new RangeError(`setSpeed(): actor ${JSON.stringify(id)} is not scheduled`);
    if (typeof speed !== 'number' || !Number.isFinite(speed) || speed <= 0 || !Number.isFinite(1 / speed)) {
      throw new RangeError(`setSpeed(): speed must be a finite number > 0, got ${String(speed)}`);
    }
    // The pending turn stays put (time and seq: no heap move); the turns after it follow the new interval.
    this.intervals[slot] = 1 / speed;
    this.anchors[slot] = this.times[slot];
    this.ks[slot] = 0;
  }

  reschedule(id: ActorId, delay: number): void {
    const slot = this.slotOf(id);
    if (slot < 0) throw new RangeError(`reschedule(): actor ${JSON.stringify(id)} is not scheduled`);
    if (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0) {
      throw new RangeError(`reschedule(): delay must be a finite number >= 0, got ${String(delay)}`);
    }
    const at = this.now + delay;
    this.anchors[slot] = at;
    this.ks[slot] = 0;
    this.times[slot] = at;
    this.seqs[slot] = this.seqCounter++;
    this.noteMoved(slot);
    // Seq only grows, so the new key may sit lower or higher: try both directions.
    const pos = this.heapPos[slot];
    this.siftUp(pos);
    this.siftDown(this.heapPos[slot]);
  }

  next(): Turn | undefined {
    if (this.count === 0) return undefined;
    const id = this.take();
    return { id, time: this.now };
  }

  nextId(): ActorId | undefined {
    return this.count === 0 ? undefined : this.take();
  }

  /** Takes the earliest pending turn off the queue (some actor is queued) and returns its actor's id; `now` becomes its time. */
  private take(): ActorId {
    const slot = this.heap[0];
    const id = this.ids[slot];
    this.now = this.times[slot];
    const interval = this.intervals[slot];
    if (interval > 0) {
      const k = this.ks[slot] + 1;
      this.ks[slot] = k;
      this.times[slot] = this.anchors[slot] + k * interval;
      this.seqs[slot] = this.seqCounter++;
      this.noteMoved(slot);
      this.siftDown(0);
    } else {
      this.removeAt(0);
      this.freeSlot(slot);
    }
    return id;
  }

  has(id: ActorId): boolean {
    return this.slotOf(id) >= 0;
  }

  timeOf(id: ActorId): number | undefined {
    const slot = this.slotOf(id);
    return slot < 0 ? undefined : this.times[slot];
  }

  clear(): void {
    this.slotIndex.clear();
    this.ids = [];
    this.freeSlots = [];
    this.slotsUsed = 0;
    this.parked = 0;
    this.count = 0;
    this.orderLen = 0;
    this.movedLen = 0;
  }

  getState(into?: WritableSchedulerState): SchedulerState {
    if (into !== undefined && (into === null || typeof into !== 'object' || !Array.isArray(into.actors)))
      throw new RangeError('getState(): into must be a state getState() gave, with an actors array');
    // Sorted by turn order, so equal states serialise identically whatever the heap layout.
    const n = this.sortedOrder();
    const order = this.order;
    if (into !== undefined) return this.writeState(into, order, n);
    const actors: ScheduledActorState[] = [];
    for (let i = 0; i < n; i++) {
      const s = order[i];
      actors.push({
        id: this.ids[s],
        time: this.times[s],
        seq: this.seqs[s],
        interval: this.intervals[s],
        anchor: this.anchors[s],
        k: this.ks[s],
      });
    }
    return { time: this.now, seq: this.seqCounter, actors };
  }

  /**
   * Fills `order` with the queued slots in turn order (earliest first) and returns how many there
   * are: the last call's order, less the slots gone or moved since, merged with the moved and new
   * ones sorted apart (a turn moves the few actors that acted); a heapsort when many moved.
   */
  private sortedOrder(): number {
    const n = this.count;
    if (this.order.length < this.capacity) {
      const cap = this.capacity;
      const grown = (a: Float64Array): Float64Array => {
        const b = new Float64Array(cap);
        b.set(a);
        return b;
      };
      const order = new Int32Array(cap);
      order.set(this.order.subarray(0, this.orderLen));
      this.order = order;
      this.sortedTimes = grown(this.sortedTimes);
      this.sortedSeqs = grown(this.sortedSeqs);
      this.moved = new Int32Array(cap);
      if (this.movedLog.length < 2 * cap) {
        const log = new Int32Array(2 * cap);
        const full = this.movedLen > this.movedLog.length;
        log.set(this.movedLog.subarray(0, Math.min(this.movedLen, this.movedLog.length)));
        this.movedLog = log;
        if (full) this.movedLen = log.length + 1;
      }
      this.seen = new Int32Array(cap);
      this.seenStamp = 0;
    }
    const { order, moved, seen, heap, heapPos, times, seqs, sortedTimes, sortedSeqs } = this;
    if (this.seenStamp >= 0x3fffffff) {
      seen.fill(0);
      this.seenStamp = 0;
    }
    const stamp = ++this.seenStamp;
    // The slots still queued at the turn they had: still in order among themselves.
    let kept = 0;
    for (let i = 0; i < this.orderLen; i++) {
      const s = order[i];
      const pos = heapPos[s];
      if (pos < 0 || pos >= n || heap[pos] !== s || seen[s] === stamp) continue;
      if (times[s] !== sortedTimes[s] || seqs[s] !== sortedSeqs[s]) continue;
      seen[s] = stamp;
      order[kept++] = s;
    }
    // The rest, in the order they got their turns when the log holds them all (nearly sorted).
    let fresh = 0;
    const log = this.movedLog;
    if (this.movedLen <= log.length) {
      for (let i = 0; i < this.movedLen; i++) {
        const s = log[i];
        const pos = heapPos[s];
        if (pos < 0 || pos >= n || heap[pos] !== s || seen[s] === stamp) continue;
        seen[s] = stamp;
        moved[fresh++] = s;
      }
    }
    this.movedLen = 0;
    if (kept + fresh < n) {
      for (let pos = 0; pos < n; pos++) {
        const s = heap[pos];
        if (seen[s] !== stamp) moved[fresh++] = s;
      }
    }
    this.orderLen = n;
    if (this.sortMoved(fresh)) {
      // A merge from the back of the kept slots (in `order`) and the moved ones into `order`.
      let i = kept - 1;
      let j = fresh - 1;
      for (let k = n - 1; j >= 0; k--) {
        if (i >= 0 && this.before(moved[j], order[i])) order[k] = order[i--];
        else order[k] = moved[j--];
      }
    } else {
      this.heapsortOrder(n);
    }
    for (let k = 0; k < n; k++) {
      const s = order[k];
      sortedTimes[s] = times[s];
      sortedSeqs[s] = seqs[s];
    }
    return n;
  }

  /**
   * Insertion sort of the first `fresh` slots of `moved` (nearly sorted when they come from the
   * log); gives up, returning false, past a budget of moves that a shuffled order would overrun.
   */
  private sortMoved(fresh: number): boolean {
    const moved = this.moved;
    let budget = 8 * fresh + 64;
    for (let i = 1; i < fresh; i++) {
      const s = moved[i];
      let j = i;
      while (j > 0 && this.before(s, moved[j - 1])) {
        moved[j] = moved[j - 1];
        j--;
        if (--budget < 0) return false;
      }
      moved[j] = s;
    }
    return true;
  }

  /** Fills `order` with the queued slots in turn order by a heapsort of a copy of the heap. */
  private heapsortOrder(n: number): void {
    const order = this.order;
    order.set(this.heap.subarray(0, n));
    // The heap is already one; each pass leaves the earliest remaining turn at the end.
    for (let end = n - 1; end > 0; end--) {
      const top = order[0];
      order[0] = order[end];
      order[end] = top;
      this.siftDownIn(order, end);
    }
    order.subarray(0, n).reverse();
  }

  /** getState(into): writes the `n` sorted slots of `order` (earliest first) over `into`'s records. */
  private writeState(into: WritableSchedulerState, order: Int32Array, n: number): SchedulerState {
    const actors = into.actors;
    for (let i = 0; i < n; i++) {
      const s = order[i];
      const a = actors[i] as WritableSchedulerState['actors'][number] | undefined;
      if (a === undefined || a === null || typeof a !== 'object') {
        actors[i] = {
          id: this.ids[s],
          time: this.times[s],
          seq: this.seqs[s],
          interval: this.intervals[s],
          anchor: this.anchors[s],
          k: this.ks[s],
        };
      } else {
        a.id = this.ids[s];
        a.time = this.times[s];
        a.seq = this.seqs[s];
        a.interval = this.intervals[s];
        a.anchor = this.anchors[s];
        a.k = this.ks[s];
      }
    }
    if (actors.length > n) actors.length = n;
    into.time = this.now;
    into.seq = this.seqCounter;
    return into;
  }

  setState(state: unknown): void {
    const valid = validateState(state);
    this.clear();
    this.now = valid.time;
    this.seqCounter = valid.seq;
    for (const a of valid.actors) {
      const slot = this.allocSlot(a.id);
      this.times[slot] = a.time;
      this.seqs[slot] = a.seq;
      this.intervals[slot] = a.interval;
      this.anchors[slot] = a.anchor;
      this.ks[slot] = a.k;
      this.push(slot);
    }
  }

  /** The slot of a queued actor, or -1 (not known, or parked: it has left). */
  private slotOf(id: ActorId): number {
    const slot = this.slotIndex.get(id);
    return slot === undefined || this.heapPos[slot] < 0 ? -1 : slot;
  }

  /** A slot for an actor that is not queued: its parked one if it has one, else a free or new one. */
  private allocSlot(id: ActorId): number {
    let slot = this.slotIndex.get(id);
    if (slot !== undefined) {
      this.parked--;
      return slot;
    }
    slot = this.freeSlots.pop();
    if (slot === undefined) {
      slot = this.slotsUsed++;
      if (slot >= this.capacity) this.grow();
    }
    this.ids[slot] = id;
    this.slotIndex.set(id, slot);
    return slot;
  }

  /** Parks the slot of an actor that has left the queue; sweeps parked slots when they outnumber queued ones. */
  private freeSlot(slot: number): void {
    this.heapPos[slot] = -1;
    if (++this.parked > this.count + 16) this.sweepParked();
  }

  /** Returns every parked slot to the free list and forgets the ids they were parked under. */
  private sweepParked(): void {
    for (const [id, slot] of this.slotIndex) {
      if (this.heapPos[slot] >= 0) continue;
      this.slotIndex.delete(id);
      this.freeSlots.push(slot);
    }
    this.parked = 0;
  }

  private grow(): void {
    const cap = this.capacity * 2;
    const f64 = (a: Float64Array): Float64Array => {
      const b = new Float64Array(cap);
      b.set(a);
      return b;
    };
    const i32 = (a: Int32Array): Int32Array => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.times = f64(this.times);
    this.seqs = f64(this.seqs);
    this.intervals = f64(this.intervals);
    this.anchors = f64(this.anchors);
    this.ks = f64(this.ks);
    this.heapPos = i32(this.heapPos);
    this.heap = i32(this.heap);
    this.capacity = cap;
  }

  /** Whether slot a's turn comes before slot b's. */
  private before(a: number, b: number): boolean {
    const ta = this.times[a];
    const tb = this.times[b];
    return ta < tb || (ta === tb && this.seqs[a] < this.seqs[b]);
  }

  /** Logs that `slot` has a new turn, for getState (see `movedLog`). */
  private noteMoved(slot: number): void {
    const len = this.movedLen;
    if (len < this.movedLog.length) this.movedLog[len] = slot;
    this.movedLen = len + 1;
  }

  private push(slot: number): void {
    this.noteMoved(slot);
    const pos = this.count++;
    this.heap[pos] = slot;
    this.heapPos[slot] = pos;
    this.siftUp(pos);
  }

  private removeAt(pos: number): void {
    const last = --this.count;
    if (pos === last) return;
    const moved = this.heap[last];
    this.heap[pos] = moved;
    this.heapPos[moved] = pos;
    this.siftUp(pos);
    this.siftDown(this.heapPos[moved]);
  }

  private siftUp(pos: number): void {
    const heap = this.heap;
    const slot = heap[pos];
    while (pos > 0) {
      const parentPos = (pos - 1) >> 1;
      const parent = heap[parentPos];
      if (!this.before(slot, parent)) break;
      heap[pos] = parent;
      this.heapPos[parent] = pos;
      pos = parentPos;
    }
    heap[pos] = slot;
    this.heapPos[slot] = pos;
  }

  /** Sifts the root of the first `n` slots of `heap` (a heap but for its root) down, without touching heapPos. */
  private siftDownIn(heap: Int32Array, n: number): void {
    let pos = 0;
    const slot = heap[0];
    for (;;) {
      let child = 2 * pos + 1;
      if (child >= n) break;
      if (child + 1 < n && this.before(heap[child + 1], heap[child])) child++;
      const c = heap[child];
      if (!this.before(c, slot)) break;
      heap[pos] = c;
      pos = child;
    }
    heap[pos] = slot;
  }

  private siftDown(pos: number): void {
    const heap = this.heap;
    const n = this.count;
    const slot = heap[pos];
    for (;;) {
      let child = 2 * pos + 1;
      if (child >= n) break;
      if (child + 1 < n && this.before(heap[child + 1], heap[child])) child++;
      const c = heap[child];
      if (!this.before(c, slot)) break;
      heap[pos] = c;
      this.heapPos[c] = pos;
      pos = child;
    }
    heap[pos] = slot;
    this.heapPos[slot] = pos;
  }
}

function checkId(fn: string, id: unknown): asserts id is ActorId {
  if (!(typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)))) {
    throw new RangeError(`${fn}(): an actor id must be a string or a finite number, got ${String(id)}`);
  }
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function validateState(state: unknown): SchedulerState {
  const fail = (why: string): never => {
    throw new RangeError(`setState(): needs a state from getState(): ${why}`);
  };
  if (state === null || typeof state !== 'object') return fail('not an object');
  const { time, seq, actors } = state as Record<string, unknown>;
  if (!isNum(time)) return fail('time must be a finite number');
  if (!Number.isSafeInteger(seq) || (seq as number) < 0) return fail('seq must be an integer >= 0');
  if (!Array.isArray(actors)) return fail('actors must be an array');
  const ids = new Set<ActorId>();
  const seqs = new Set<number>();
  const out: ScheduledActorState[] = [];
  for (const a of actors as unknown[]) {
    if (a === null || typeof a !== 'object') return fail('each actor must be an object');
    const r = a as Record<string, unknown>;
    const id = r.id;
    if (!(typeof id === 'string' || isNum(id))) return fail('an actor id must be a string or finite number');
    if (ids.has(id)) return fail(`actor ${JSON.stringify(id)} appears twice`);
    ids.add(id);
    if (!isNum(r.time) || r.time < time) return fail('an actor time must be finite and not before time');
    if (!Number.isSafeInteger(r.seq) || (r.seq as number) < 0 || (r.seq as number) >= (seq as number)) {
      return fail('an actor seq must be an integer in [0, seq)');
    }
    if (seqs.has(r.seq as number)) return fail('two actors share a seq');
    seqs.add(r.seq as number);
    if (!isNum(r.interval) || r.interval < 0) return fail('an actor interval must be finite and >= 0');
    if (!isNum(r.anchor)) return fail('an actor anchor must be finite');
    if (!Number.isSafeInteger(r.k) || (r.k as number) < 0) return fail('an actor k must be an integer >= 0');
    if (r.time !== r.anchor + (r.k as number) * r.interval)
      return fail('an actor time must be anchor + k * interval');
    out.push({
      id,
      time: r.time,
      seq: r.seq as number,
      interval: r.interval,
      anchor: r.anchor,
      k: r.k as number,
    });
  }
  return { time, seq: seq as number, actors: out };
}

/** A new, empty scheduler at time 0 for ids of type `Id`: rot's Simple, Speed and Action schedulers in one; takes no options. */
export function createScheduler<Id extends ActorId = ActorId>(
  options?: Record<string, never>,
): Scheduler<Id> {
  checkOptionKeys('createScheduler', options, []);
  return new HeapScheduler() as unknown as Scheduler<Id>;
}
