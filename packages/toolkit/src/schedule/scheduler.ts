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

/** Up to this many buckets, `bucketOfTime` looks along them instead of asking the map. */
const FEW_BUCKETS = 32;

/** Whether `options` holds only keys `add` takes (checked without allocating; checkOptionKeys words the refusal). */
function onlyScheduleKeys(options: object): boolean {
  for (const key in options) if (key !== 'speed' && key !== 'delay' && key !== 'repeat') return false;
  return true;
}

/**
 * The queue as buckets of equal turn time: each distinct time that some actor's turn falls at has
 * one bucket, a list of its slots in seq order (a turn queued later gets a higher seq, so it is
 * appended at the tail), and a small binary min-heap orders the buckets by time. A game's 60-odd actors
 * share some 12 to 22 times (delays are whole steps), so taking a turn is taking a list head,
 * queueing one is a read along those times (see bucketOfTime) and an append, and the state comes out in turn order by walking the buckets
 * in time order, with no sort of the actors. A slot whose actor has left stays parked under its id
 * in `slotIndex` (bucket -1), so an actor that acts once and is added again (a monster's every
 * turn) takes its old slot back without a map delete and set; parked slots are swept back to the
 * free list once they outnumber the queued ones.
 */
class BucketScheduler implements Scheduler {
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
  /** The bucket a slot is queued in, or -1 (free, or parked: its actor has left). */
  private bucketOf: Int32Array = new Int32Array(INITIAL_CAPACITY).fill(-1);
  /** A queued slot's neighbours in its bucket's list (-1 at the ends). */
  private nextIn: Int32Array = new Int32Array(INITIAL_CAPACITY);
  private prevIn: Int32Array = new Int32Array(INITIAL_CAPACITY);
  private freeSlots: number[] = [];
  private slotsUsed = 0;
  /** Parked slots (see the class comment). */
  private parked = 0;
  /** Buckets: their time, list head and tail, and place in `bucketHeap`; by time in `bucketAt`. */
  private bucketTimes: Float64Array = new Float64Array(INITIAL_CAPACITY);
  private heads: Int32Array = new Int32Array(INITIAL_CAPACITY);
  private tails: Int32Array = new Int32Array(INITIAL_CAPACITY);
  private bucketPos: Int32Array = new Int32Array(INITIAL_CAPACITY);
  private bucketHeap: Int32Array = new Int32Array(INITIAL_CAPACITY);
  private bucketCount = 0;
  private bucketsUsed = 0;
  private freeBuckets: number[] = [];
  /** The buckets by time, kept only while there are more than a few (`mapped`; see bucketOfTime). */
  private readonly bucketAt = new Map<number, number>();
  private mapped = false;
  /** getState's working copy of the buckets in time order, filled on each call. */
  private sortedBuckets: Int32Array = new Int32Array(0);
  private sortedTimes: Float64Array = new Float64Array(0);

  get time(): number {
    return this.now;
  }

  get size(): number {
    return this.count;
  }

  add(id: ActorId, options: ScheduleOptions = { speed: 1 }): void {
    checkId('add', id);
    const known = this.slotIndex.get(id);
    if (known !== undefined && this.bucketOf[known] >= 0) {
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
    const slot = this.allocSlot(id, known);
    this.intervals[slot] = interval;
    this.anchors[slot] = this.now + first;
    this.ks[slot] = 0;
    this.times[slot] = this.now + first;
    this.seqs[slot] = this.seqCounter++;
    this.append(slot);
    this.count++;
  }

  remove(id: ActorId): boolean {
    const slot = this.slotOf(id);
    if (slot < 0) return false;
    this.unlink(slot);
    this.count--;
    this.parkSlot();
    return true;
  }

  setSpeed(id: ActorId, speed: number): void {
    const slot = this.slotOf(id);
    if (slot < 0) throw new RangeError(`setSpeed(): actor ${JSON.stringify(id)} is not scheduled`);
    if (typeof speed !== 'number' || !Number.isFinite(speed) || speed <= 0 || !Number.isFinite(1 / speed)) {
      throw new RangeError(`setSpeed(): speed must be a finite number > 0, got ${String(speed)}`);
    }
    // The pending turn stays put (time and seq: its place in its bucket); the turns after it follow the new interval.
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
    this.unlink(slot);
    this.anchors[slot] = at;
    this.ks[slot] = 0;
    this.times[slot] = at;
    this.seqs[slot] = this.seqCounter++;
    this.append(slot);
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
    const slot = this.heads[this.bucketHeap[0]];
    const id = this.ids[slot];
    this.now = this.times[slot];
    this.unlink(slot);
    const interval = this.intervals[slot];
    if (interval > 0) {
      const k = this.ks[slot] + 1;
      this.ks[slot] = k;
      this.times[slot] = this.anchors[slot] + k * interval;
      this.seqs[slot] = this.seqCounter++;
      this.append(slot);
    } else {
      this.count--;
      this.parkSlot();
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
    this.bucketOf.fill(-1);
    this.freeSlots = [];
    this.slotsUsed = 0;
    this.parked = 0;
    this.count = 0;
    this.bucketAt.clear();
    this.mapped = false;
    this.freeBuckets = [];
    this.bucketsUsed = 0;
    this.bucketCount = 0;
  }

  getState(into?: WritableSchedulerState): SchedulerState {
    if (into !== undefined && (into === null || typeof into !== 'object' || !Array.isArray(into.actors)))
      throw new RangeError('getState(): into must be a state getState() gave, with an actors array');
    // In turn order (time, then seq), so equal states serialise identically whatever the layout:
    // the buckets by time (a numeric sort of their distinct times), each list already by seq.
    const nb = this.sortBuckets();
    const sorted = this.sortedBuckets;
    const actors = (into?.actors ?? []) as WritableSchedulerState['actors'];
    let n = 0;
    for (let i = 0; i < nb; i++) {
      for (let s = this.heads[sorted[i]]; s >= 0; s = this.nextIn[s]) {
        const a = actors[n] as WritableSchedulerState['actors'][number] | undefined;
        if (into === undefined || a === undefined || a === null || typeof a !== 'object') {
          actors[n] = {
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
        n++;
      }
    }
    if (actors.length > n) actors.length = n;
    if (into === undefined) return { time: this.now, seq: this.seqCounter, actors };
    into.time = this.now;
    into.seq = this.seqCounter;
    return into;
  }

  /**
   * Fills `sortedBuckets` with the buckets in time order and returns how many there are: an
   * insertion sort while there are a few, else a numeric sort of their times and the map.
   */
  private sortBuckets(): number {
    const nb = this.bucketCount;
    if (this.sortedBuckets.length < nb) {
      this.sortedBuckets = new Int32Array(this.bucketTimes.length);
      this.sortedTimes = new Float64Array(this.bucketTimes.length);
    }
    const sorted = this.sortedBuckets;
    const times = this.bucketTimes;
    if (nb <= FEW_BUCKETS) {
      for (let i = 0; i < nb; i++) {
        const b = this.bucketHeap[i];
        let j = i;
        for (; j > 0 && times[sorted[j - 1]] > times[b]; j--) sorted[j] = sorted[j - 1];
        sorted[j] = b;
      }
      return nb;
    }
    const byTime = this.sortedTimes;
    for (let i = 0; i < nb; i++) byTime[i] = times[this.bucketHeap[i]];
    byTime.subarray(0, nb).sort();
    for (let i = 0; i < nb; i++) sorted[i] = this.bucketAt.get(byTime[i]) as number;
    return nb;
  }

  setState(state: unknown): void {
    const valid = validateState(state);
    this.clear();
    this.now = valid.time;
    this.seqCounter = valid.seq;
    // Appended in turn order, so each bucket's list is in seq order.
    const actors = [...valid.actors].sort((a, b) => a.time - b.time || a.seq - b.seq);
    for (const a of actors) {
      const slot = this.allocSlot(a.id);
      this.times[slot] = a.time;
      this.seqs[slot] = a.seq;
      this.intervals[slot] = a.interval;
      this.anchors[slot] = a.anchor;
      this.ks[slot] = a.k;
      this.append(slot);
      this.count++;
    }
  }

  /** The slot of a queued actor, or -1 (not known, or parked: it has left). */
  private slotOf(id: ActorId): number {
    const slot = this.slotIndex.get(id);
    return slot === undefined || this.bucketOf[slot] < 0 ? -1 : slot;
  }

  /**
   * A slot for an actor that is not queued: its parked one if it has one, else a free or new one.
   * `known` is `slotIndex.get(id)` when the caller has just looked it up.
   */
  private allocSlot(id: ActorId, known = this.slotIndex.get(id)): number {
    let slot = known;
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

  /** Parks the slot of an actor that has left the queue (already unlinked); sweeps parked slots when they outnumber queued ones. */
  private parkSlot(): void {
    if (++this.parked > this.count + 16) this.sweepParked();
  }

  /** Returns every parked slot to the free list and forgets the ids they were parked under. */
  private sweepParked(): void {
    for (const [id, slot] of this.slotIndex) {
      if (this.bucketOf[slot] >= 0) continue;
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
    const bucketOf = new Int32Array(cap).fill(-1);
    bucketOf.set(this.bucketOf);
    this.bucketOf = bucketOf;
    this.nextIn = i32(this.nextIn);
    this.prevIn = i32(this.prevIn);
    // There are never more buckets than queued slots.
    this.bucketTimes = f64(this.bucketTimes);
    this.heads = i32(this.heads);
    this.tails = i32(this.tails);
    this.bucketPos = i32(this.bucketPos);
    this.bucketHeap = i32(this.bucketHeap);
    this.capacity = cap;
  }

  /** Queues `slot` at the tail of the bucket of its time (a new bucket when no other turn falls then). */
  private append(slot: number): void {
    const time = this.times[slot];
    let b = this.bucketOfTime(time);
    if (b < 0) {
      b = this.freeBuckets.pop() ?? this.bucketsUsed++;
      this.bucketTimes[b] = time;
      this.heads[b] = -1;
      this.tails[b] = -1;
      const pos = this.bucketCount++;
      this.bucketHeap[pos] = b;
      this.bucketPos[b] = pos;
      this.siftUp(pos);
      if (this.mapped) this.bucketAt.set(time, b);
      else if (this.bucketCount > FEW_BUCKETS) this.mapBuckets();
    }
    const tail = this.tails[b];
    this.prevIn[slot] = tail;
    this.nextIn[slot] = -1;
    if (tail < 0) this.heads[b] = slot;
    else this.nextIn[tail] = slot;
    this.tails[b] = slot;
    this.bucketOf[slot] = b;
  }

  /**
   * The bucket of turns at `time`, or -1 when there is none: a look along the heap while there are
   * up to FEW_BUCKETS (a map look-up of a number costs more than reading a few dozen), the map past that.
   */
  private bucketOfTime(time: number): number {
    const n = this.bucketCount;
    if (this.mapped) return this.bucketAt.get(time) ?? -1;
    const heap = this.bucketHeap;
    for (let i = 0; i < n; i++) if (this.bucketTimes[heap[i]] === time) return heap[i];
    return -1;
  }

  /** Starts keeping `bucketAt`: there are more buckets than a look along them should read. */
  private mapBuckets(): void {
    for (let i = 0; i < this.bucketCount; i++) {
      const b = this.bucketHeap[i];
      this.bucketAt.set(this.bucketTimes[b], b);
    }
    this.mapped = true;
  }

  /** Takes a queued `slot` out of its bucket's list, and the bucket out of the heap when it empties. */
  private unlink(slot: number): void {
    const b = this.bucketOf[slot];
    const prev = this.prevIn[slot];
    const next = this.nextIn[slot];
    if (prev < 0) this.heads[b] = next;
    else this.nextIn[prev] = next;
    if (next < 0) this.tails[b] = prev;
    else this.prevIn[next] = prev;
    this.bucketOf[slot] = -1;
    if (this.heads[b] >= 0) return;
    if (this.mapped) this.bucketAt.delete(this.bucketTimes[b]);
    this.freeBuckets.push(b);
    const pos = this.bucketPos[b];
    const last = --this.bucketCount;
    if (pos === last) return;
    const moved = this.bucketHeap[last];
    this.bucketHeap[pos] = moved;
    this.bucketPos[moved] = pos;
    this.siftUp(pos);
    this.siftDown(this.bucketPos[moved]);
  }

  private siftUp(pos: number): void {
    const heap = this.bucketHeap;
    const b = heap[pos];
    const t = this.bucketTimes[b];
    while (pos > 0) {
      const parentPos = (pos - 1) >> 1;
      const parent = heap[parentPos];
      if (!(t < this.bucketTimes[parent])) break;
      heap[pos] = parent;
      this.bucketPos[parent] = pos;
      pos = parentPos;
    }
    heap[pos] = b;
    this.bucketPos[b] = pos;
  }

  private siftDown(pos: number): void {
    const heap = this.bucketHeap;
    const times = this.bucketTimes;
    const n = this.bucketCount;
    const b = heap[pos];
    const t = times[b];
    for (;;) {
      let child = 2 * pos + 1;
      if (child >= n) break;
      if (child + 1 < n && times[heap[child + 1]] < times[heap[child]]) child++;
      const c = heap[child];
      if (!(times[c] < t)) break;
      heap[pos] = c;
      this.bucketPos[c] = pos;
      pos = child;
    }
    heap[pos] = b;
    this.bucketPos[b] = pos;
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
  return new BucketScheduler() as unknown as Scheduler<Id>;
}
