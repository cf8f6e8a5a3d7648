import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createScheduler,
  type ActorId,
  type ScheduleOptions,
  type Scheduler,
  type Turn,
  type WritableSchedulerState,
} from './scheduler.js';

/**
 * The plain reference: an unordered list of pending turns, scanned in full for the smallest
 * (time, seq) on every step. Same timing rule as the contract: turn k of a repeating actor at
 * anchor + k * interval.
 */
class ReferenceScheduler {
  time = 0;
  private seq = 0;
  private entries: Array<{
    id: ActorId;
    time: number;
    seq: number;
    interval: number;
    anchor: number;
    k: number;
  }> = [];

  add(id: ActorId, options: { speed?: number; delay?: number; repeat?: boolean }): void {
    const first = options.delay !== undefined ? options.delay : 1 / (options.speed ?? 1);
    const repeats = options.delay !== undefined ? options.repeat === true : options.repeat !== false;
    const at = this.time + first;
    this.entries.push({ id, time: at, seq: this.seq++, interval: repeats ? first : 0, anchor: at, k: 0 });
  }

  remove(id: ActorId): boolean {
    const i = this.entries.findIndex((e) => e.id === id);
    if (i < 0) return false;
    this.entries.splice(i, 1);
    return true;
  }

  /** The pending turn keeps its time and seq; the turns after it come every 1 / speed. */
  setSpeed(id: ActorId, speed: number): void {
    const e = this.entries.find((x) => x.id === id);
    if (e === undefined) throw new Error('not scheduled');
    e.interval = 1 / speed;
    e.anchor = e.time;
    e.k = 0;
  }

  reschedule(id: ActorId, delay: number): void {
    const e = this.entries.find((x) => x.id === id);
    if (e === undefined) throw new Error('not scheduled');
    e.anchor = e.time = this.time + delay;
    e.k = 0;
    e.seq = this.seq++;
  }

  next(): Turn | undefined {
    if (this.entries.length === 0) return undefined;
    let best = 0;
    for (let i = 1; i < this.entries.length; i++) {
      const a = this.entries[i];
      const b = this.entries[best];
      if (a.time < b.time || (a.time === b.time && a.seq < b.seq)) best = i;
    }
    const e = this.entries[best];
    this.time = e.time;
    const turn = { id: e.id, time: e.time };
    if (e.interval > 0) {
      e.k++;
      e.time = e.anchor + e.k * e.interval;
      e.seq = this.seq++;
    } else {
      this.entries.splice(best, 1);
    }
    return turn;
  }

  has(id: ActorId): boolean {
    return this.entries.some((e) => e.id === id);
  }

  clear(): void {
    this.entries = [];
  }

  /** The state getState() should give: every pending turn in turn order. */
  state(): unknown {
    const actors = [...this.entries]
      .sort((a, b) => a.time - b.time || a.seq - b.seq)
      .map((e) => ({ id: e.id, time: e.time, seq: e.seq, interval: e.interval, anchor: e.anchor, k: e.k }));
    return { time: this.time, seq: this.seq, actors };
  }
}

type Op =
  | { kind: 'add'; id: ActorId; speed?: number; delay?: number; repeat?: boolean }
  | { kind: 'remove'; id: ActorId }
  | { kind: 'reschedule'; id: ActorId; delay: number }
  | { kind: 'setSpeed'; id: ActorId; speed: number }
  | { kind: 'next' }
  | { kind: 'nextId' };

// Small integer-ish speeds and delays make exact ties frequent, which is what the order rules decide.
const speedArb = fc.constantFrom(0.25, 0.5, 1, 2, 3, 4, 1.5);
const delayArb = fc.constantFrom(0, 0.5, 1, 2, 3, 0.25);
const idArb = fc.integer({ min: 0, max: 7 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), id: idArb, speed: speedArb }),
  fc.record({ kind: fc.constant('add' as const), id: idArb, delay: delayArb }),
  fc.record({
    kind: fc.constant('add' as const),
    id: idArb,
    delay: delayArb.filter((d) => d > 0),
    repeat: fc.constant(true),
  }),
  fc.record({ kind: fc.constant('add' as const), id: idArb, speed: speedArb, repeat: fc.constant(false) }),
  fc.record({ kind: fc.constant('remove' as const), id: idArb }),
  fc.record({ kind: fc.constant('reschedule' as const), id: idArb, delay: delayArb }),
  fc.record({ kind: fc.constant('setSpeed' as const), id: idArb, speed: speedArb }),
  fc.constant({ kind: 'next' as const }),
  fc.constant({ kind: 'next' as const }),
  fc.constant({ kind: 'nextId' as const }),
);

/** Applies one op to both schedulers (skipping ops the contract rejects) and returns what ours said. */
function apply(ours: Scheduler, ref: ReferenceScheduler, op: Op): unknown {
  switch (op.kind) {
    case 'add': {
      const { id, kind: _kind, ...rest } = op;
      const options = rest as ScheduleOptions;
      if (ref.has(op.id)) {
        expect(() => ours.add(op.id, options)).toThrow(RangeError);
        return 'dup';
      }
      ours.add(id, options);
      ref.add(id, options);
      return 'added';
    }
    case 'remove': {
      const r = ours.remove(op.id);
      expect(r).toBe(ref.remove(op.id));
      return r;
    }
    case 'reschedule': {
      if (!ref.has(op.id)) {
        expect(() => ours.reschedule(op.id, op.delay)).toThrow(RangeError);
        return 'missing';
      }
      ours.reschedule(op.id, op.delay);
      ref.reschedule(op.id, op.delay);
      return 'moved';
    }
    case 'setSpeed': {
      if (!ref.has(op.id)) {
        expect(() => ours.setSpeed(op.id, op.speed)).toThrow(RangeError);
        return 'missing';
      }
      const before = ours.timeOf(op.id);
      ours.setSpeed(op.id, op.speed);
      ref.setSpeed(op.id, op.speed);
      expect(ours.timeOf(op.id)).toBe(before);
      return 'sped';
    }
    case 'next': {
      const turn = ours.next();
      expect(turn).toEqual(ref.next());
      expect(ours.time).toBe(ref.time);
      return turn;
    }
    case 'nextId': {
      // The same turn as next() takes, given as its id, its time read from `time` afterwards.
      const id = ours.nextId();
      const want = ref.next();
      expect(id).toBe(want?.id);
      expect(ours.time).toBe(ref.time);
      return id;
    }
  }
}

const run = (s: Scheduler, n: number): Turn[] => {
  const out: Turn[] = [];
  for (let i = 0; i < n; i++) {
    const t = s.next();
    if (t === undefined) break;
    out.push(t);
  }
  return out;
};

describe('createScheduler', () => {
  it('matches a plain linear-scan reference over random add/remove/reschedule/next sequences', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 300 }), (ops) => {
        const ours = createScheduler();
        const ref = new ReferenceScheduler();
        for (const op of ops) apply(ours, ref, op);
        // Drain what is left (repeating actors never drain: take a bounded number).
        for (let i = 0; i < 50; i++) {
          const t = i % 2 === 0 ? ours.next() : ours.nextId();
          const want = ref.next();
          expect(typeof t === 'object' ? t : t === undefined ? t : { id: t, time: ours.time }).toEqual(want);
          if (t === undefined) break;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps has, timeOf and getState exact while one-shot actors come and go by the dozen', () => {
    // Many ids acting once and being added again (a game's monsters), some never coming back (its
    // fuses): the slots of actors that left are reused and swept, which must never show.
    const id = fc.nat(150);
    const wideOp: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id, delay: delayArb }),
      fc.record({ kind: fc.constant('add' as const), id, delay: delayArb }),
      fc.record({ kind: fc.constant('add' as const), id, speed: speedArb }),
      fc.record({ kind: fc.constant('remove' as const), id }),
      fc.record({ kind: fc.constant('reschedule' as const), id, delay: delayArb }),
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'next' as const }),
    );
    // Rounds of mixed ops, then a crowd of one-shot adds, then a run of turns, so that dozens of
    // actors leave at once (and their slots are swept) and come back.
    const phases = fc
      .array(
        fc.tuple(
          fc.array(wideOp, { maxLength: 40 }),
          fc.uniqueArray(id, { maxLength: 100 }),
          delayArb,
          fc.nat(120),
        ),
        { maxLength: 8 },
      )
      .map((rounds) =>
        rounds.flatMap(([mixed, crowd, delay, turns]): Op[] => [
          ...mixed,
          ...crowd.map((who): Op => ({ kind: 'add', id: who, delay })),
          ...Array.from({ length: turns }, (): Op => ({ kind: 'next' })),
        ]),
      );
    fc.assert(
      fc.property(phases, fc.array(id, { maxLength: 20 }), (ops, probes) => {
        const ours = createScheduler();
        const ref = new ReferenceScheduler();
        ops.forEach((op, i) => {
          apply(ours, ref, op);
          if (i % 7 === 0) expect(ours.getState()).toEqual(ref.state());
        });
        expect(ours.getState()).toEqual(ref.state());
        expect(ours.size).toBe((ref.state() as { actors: unknown[] }).actors.length);
        for (const probe of probes) {
          expect(ours.has(probe)).toBe(ref.has(probe));
          const entry = (ref.state() as { actors: { id: ActorId; time: number }[] }).actors.find(
            (a) => a.id === probe,
          );
          expect(ours.timeOf(probe)).toBe(entry?.time);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('tells apart ids that are small whole numbers, large or negative ones, fractions and strings', () => {
    // Small whole numbers are found by an array read beside the map of every id: ids on both sides
    // of that array's end, and ids that print alike (2, 2.5, '2', -2), must never share a slot, also
    // after slots are swept, the queue is cleared or a state is read back.
    const pool: ActorId[] = [
      0,
      1,
      2,
      3,
      63,
      64,
      65,
      130,
      65535,
      65536,
      70000,
      -1,
      -2,
      2.5,
      0.5,
      '2',
      '0',
      'a',
    ];
    const id = fc.constantFrom(...pool);
    const mixedOp: fc.Arbitrary<Op | { kind: 'clear' } | { kind: 'reload' }> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id, delay: delayArb }),
      fc.record({ kind: fc.constant('add' as const), id, speed: speedArb }),
      fc.record({ kind: fc.constant('remove' as const), id }),
      fc.record({ kind: fc.constant('reschedule' as const), id, delay: delayArb }),
      fc.record({ kind: fc.constant('setSpeed' as const), id, speed: speedArb }),
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'nextId' as const }),
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'clear' as const }),
      fc.constant({ kind: 'reload' as const }),
    );
    fc.assert(
      fc.property(fc.array(mixedOp, { maxLength: 400 }), (ops) => {
        const ours = createScheduler();
        const ref = new ReferenceScheduler();
        for (const op of ops) {
          if (op.kind === 'clear') {
            ours.clear();
            ref.clear();
          } else if (op.kind === 'reload') {
            ours.setState(JSON.parse(JSON.stringify(ours.getState())));
          } else apply(ours, ref, op);
        }
        expect(ours.getState()).toEqual(ref.state());
        const queued = (ref.state() as { actors: { id: ActorId; time: number }[] }).actors;
        for (const who of pool) {
          expect(ours.has(who)).toBe(ref.has(who));
          expect(ours.timeOf(who)).toBe(queued.find((a) => a.id === who)?.time);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps turn order and state exact with more than 32 distinct turn times, and as they thin out', () => {
    // Turns are grouped by equal time; past 32 distinct times they are found another way, so a
    // crowd of actors at distinct speeds (dozens of times at once) is played down to a few and back.
    const many = fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 33, maxLength: 80 });
    const id = fc.nat(80);
    const mixed: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id, delay: delayArb }),
      fc.record({ kind: fc.constant('remove' as const), id }),
      fc.record({ kind: fc.constant('reschedule' as const), id, delay: delayArb }),
      fc.record({ kind: fc.constant('setSpeed' as const), id, speed: speedArb }),
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'nextId' as const }),
    );
    fc.assert(
      fc.property(many, fc.array(mixed, { maxLength: 200 }), (speeds, ops) => {
        const ours = createScheduler();
        const ref = new ReferenceScheduler();
        // Speeds k/7: distinct first turns, so more than 32 distinct times at once.
        speeds.forEach((k, i) => apply(ours, ref, { kind: 'add', id: i, speed: k / 7, repeat: i % 3 !== 0 }));
        expect(ours.getState()).toEqual(ref.state());
        ops.forEach((op, i) => {
          apply(ours, ref, op);
          if (i % 5 === 0) expect(ours.getState()).toEqual(ref.state());
        });
        expect(ours.getState()).toEqual(ref.state());
        for (let i = 0; i < 100; i++) apply(ours, ref, { kind: 'next' });
        expect(ours.getState()).toEqual(ref.state());
      }),
      { numRuns: 150 },
    );
  });

  it('getState(into) writes the same state over a held one, reusing its records', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 200 }), (ops) => {
        const ours = createScheduler();
        const ref = new ReferenceScheduler();
        const held = ours.getState() as WritableSchedulerState;
        for (const op of ops) {
          apply(ours, ref, op);
          const records = [...held.actors];
          expect(ours.getState(held)).toBe(held);
          // Same data and the same JSON (key order included) as a fresh copy.
          expect(JSON.stringify(held)).toBe(JSON.stringify(ours.getState()));
          expect(held).toEqual(ref.state());
          const kept = Math.min(records.length, held.actors.length);
          for (let i = 0; i < kept; i++) expect(held.actors[i]).toBe(records[i]);
        }
      }),
      { numRuns: 200 },
    );
    const s = createScheduler();
    expect(() => s.getState({ time: 0, seq: 0 } as unknown as WritableSchedulerState)).toThrow(
      /getState\(\): into must be/,
    );
  });

  it('getState sorts exactly from whatever order the last call left, reversed or cleared', () => {
    // getState starts from its previous order and the turns given since: crowds added in one order
    // and then in another (reversed: past its budget of moves), clears between, must not show.
    const crowd = fc.uniqueArray(fc.nat(90), { minLength: 1, maxLength: 90 });
    const round = fc.tuple(crowd, fc.constantFrom('forward', 'reverse', 'same'), fc.nat(100), fc.boolean());
    fc.assert(
      fc.property(fc.array(round, { maxLength: 6 }), (rounds) => {
        const ours = createScheduler();
        const ref = new ReferenceScheduler();
        for (const [ids, how, turns, clear] of rounds) {
          if (clear) {
            ours.clear();
            ref.clear();
          }
          ids.forEach((id, i) => {
            const delay = how === 'same' ? 1 : how === 'forward' ? 1 + i / 4 : 1 + (ids.length - i) / 4;
            apply(ours, ref, { kind: 'add', id, delay });
          });
          expect(ours.getState()).toEqual(ref.state());
          for (let t = 0; t < turns; t++) {
            const turn = apply(ours, ref, { kind: 'next' }) as Turn | undefined;
            if (turn !== undefined && typeof turn.id === 'number' && turn.id % 3 !== 0)
              apply(ours, ref, { kind: 'add', id: turn.id, delay: 1 + ((turn.id * 7) % 5) / 2 });
            if (t % 5 === 0) expect(ours.getState()).toEqual(ref.state());
          }
          expect(ours.getState()).toEqual(ref.state());
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives each actor turns in proportion to its speed over a long run', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.05, max: 20, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (speeds) => {
          const s = createScheduler();
          speeds.forEach((speed, i) => s.add(i, { speed }));
          const horizon = 200;
          const counts = speeds.map(() => 0);
          for (;;) {
            const t = s.next();
            if (t === undefined || t.time > horizon) break;
            counts[t.id as number]++;
          }
          // Actor i acts at k / speed for k = 1, 2, ...: floor(horizon * speed) turns, give or take
          // one for rounding at the horizon.
          speeds.forEach((speed, i) => {
            expect(Math.abs(counts[i] - horizon * speed)).toBeLessThanOrEqual(1 + 1e-9);
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('breaks ties in insertion order, rounds after round', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.oneof(fc.integer(), fc.string()), { minLength: 1, maxLength: 20 }),
        (ids) => {
          const s = createScheduler();
          for (const id of ids) s.add(id); // rot's Simple scheduler: everyone at speed 1
          for (let round = 1; round <= 5; round++) {
            for (const id of ids) expect(s.next()).toEqual({ id, time: round });
          }
        },
      ),
    );
    // A fast actor re-queued at time 1 goes after actors queued earlier for time 1.
    const s = createScheduler();
    s.add('slow', { speed: 1 });
    s.add('fast', { speed: 2 });
    s.add('once', { delay: 1 });
    expect(run(s, 5)).toEqual([
      { id: 'fast', time: 0.5 },
      { id: 'slow', time: 1 },
      { id: 'once', time: 1 },
      { id: 'fast', time: 1 },
      { id: 'fast', time: 1.5 },
    ]);
  });

  it('depends only on its inputs: the same adds give the same sequence', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 200 }), (ops) => {
        const a = createScheduler();
        const b = createScheduler();
        const ra = new ReferenceScheduler();
        const rb = new ReferenceScheduler();
        const outA = ops.map((op) => apply(a, ra, op));
        const outB = ops.map((op) => apply(b, rb, op));
        expect(outB).toEqual(outA);
        expect(run(b, 30)).toEqual(run(a, 30));
      }),
      { numRuns: 100 },
    );
  });

  it('round-trips getState / setState (also through JSON) mid-run into the same continuation', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 200 }),
        fc.array(opArb, { maxLength: 100 }),
        (before, after) => {
          const s = createScheduler();
          const ref = new ReferenceScheduler();
          for (const op of before) apply(s, ref, op);
          const state = s.getState();
          const copy = createScheduler();
          copy.add('stale', { speed: 3 }); // replaced entirely by setState
          copy.setState(JSON.parse(JSON.stringify(state)));
          expect(copy.getState()).toEqual(state);
          expect(copy.time).toBe(s.time);
          expect(copy.size).toBe(s.size);
          const refCopy = Object.assign(
            Object.create(ReferenceScheduler.prototype),
            JSON.parse(JSON.stringify(ref)),
          );
          const outS = after.map((op) => apply(s, ref, op));
          const outC = after.map((op) => apply(copy, refCopy as ReferenceScheduler, op));
          expect(outC).toEqual(outS);
          expect(run(copy, 30)).toEqual(run(s, 30));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('removes queued actors: they never act again and the others keep their turns', () => {
    fc.assert(
      fc.property(
        fc.array(speedArb, { minLength: 2, maxLength: 10 }),
        fc.nat(30),
        fc.nat(),
        (speeds, steps, pick) => {
          const s = createScheduler();
          const ref = new ReferenceScheduler();
          speeds.forEach((speed, i) => {
            s.add(i, { speed });
            ref.add(i, { speed });
          });
          for (let i = 0; i < steps; i++) expect(s.next()).toEqual(ref.next());
          const gone = pick % speeds.length;
          expect(s.remove(gone)).toBe(true);
          ref.remove(gone);
          expect(s.has(gone)).toBe(false);
          expect(s.remove(gone)).toBe(false);
          expect(s.size).toBe(speeds.length - 1);
          for (let i = 0; i < 100; i++) {
            const t = s.next();
            expect(t).toEqual(ref.next());
            expect(t?.id).not.toBe(gone);
          }
        },
      ),
    );
  });

  it('gives an action its own duration with reschedule (Action scheduler)', () => {
    const s = createScheduler();
    s.add('hero', { delay: 1, repeat: true });
    s.add('rat', { delay: 1, repeat: true });
    expect(s.next()).toEqual({ id: 'hero', time: 1 });
    s.reschedule('hero', 3); // a slow action: next turn at 4, then every 1
    // hero's turn at 4 was queued (at time 1) before rat's turn at 4 (queued at time 3).
    expect(run(s, 5).map((t) => `${t.id}@${t.time}`)).toEqual(['rat@1', 'rat@2', 'rat@3', 'hero@4', 'rat@4']);
    expect(s.timeOf('hero')).toBe(5);
    expect(s.timeOf('nobody')).toBeUndefined();
  });

  it('lets a one-shot actor act once and be added again', () => {
    const s = createScheduler();
    s.add(7, { delay: 2 });
    expect(s.next()).toEqual({ id: 7, time: 2 });
    expect(s.has(7)).toBe(false);
    expect(s.next()).toBeUndefined();
    expect(s.time).toBe(2);
    s.add(7, { delay: 0.5 });
    expect(s.next()).toEqual({ id: 7, time: 2.5 });
  });

  it('rejects bad adds and reschedules with a RangeError naming the function', () => {
    const s = createScheduler();
    s.add(1, { speed: 1 });
    expect(() => s.add(1, { speed: 2 })).toThrow(/add\(\).*already/);
    expect(() => s.add(2, { speed: 0 })).toThrow(/add\(\)/);
    expect(() => s.add(2, { speed: -1 })).toThrow(RangeError);
    expect(() => s.add(2, { speed: NaN })).toThrow(RangeError);
    expect(() => s.add(2, { delay: -1 })).toThrow(RangeError);
    expect(() => s.add(2, { delay: Infinity })).toThrow(RangeError);
    expect(() => s.add(2, { delay: 0, repeat: true })).toThrow(RangeError);
    // @ts-expect-error speed and delay together do not compile
    expect(() => s.add(2, { speed: 1, delay: 1 })).toThrow(/not both/);
    expect(() => s.add({} as unknown as string)).toThrow(RangeError);
    expect(() => s.add(NaN)).toThrow(RangeError);
    expect(() => s.reschedule(9, 1)).toThrow(/reschedule\(\)/);
    expect(() => s.reschedule(1, -1)).toThrow(/reschedule\(\)/);
    expect(s.size).toBe(1);
  });

  it('rejects garbage states with a RangeError naming setState and keeps its own state', () => {
    const s = createScheduler();
    s.add('a', { speed: 2 });
    s.next();
    const good = s.getState();
    const bad: unknown[] = [
      null,
      42,
      'state',
      {},
      { ...good, time: NaN },
      { ...good, seq: -1 },
      { ...good, seq: 1.5 },
      { ...good, actors: 'x' },
      { ...good, actors: [null] },
      { ...good, actors: [{ ...good.actors[0], id: {} }] },
      { ...good, actors: [good.actors[0], { ...good.actors[0], seq: 0 }] },
      { ...good, actors: [good.actors[0], { ...good.actors[0], seq: 0, time: 2, anchor: 2, k: 0 }] },
      { ...good, actors: [{ ...good.actors[0], seq: good.seq }] },
      { ...good, actors: [{ ...good.actors[0], time: -1 }] },
      { ...good, actors: [{ ...good.actors[0], interval: -1 }] },
      { ...good, actors: [{ ...good.actors[0], k: 0.5 }] },
      { ...good, actors: [{ ...good.actors[0], time: good.actors[0].time + 1 }] },
    ];
    for (const state of bad) expect(() => s.setState(state)).toThrow(/setState\(\)/);
    expect(s.getState()).toEqual(good);
  });

  it('clears every actor but keeps the time', () => {
    const s = createScheduler();
    s.add(1, { speed: 1 });
    s.add(2, { speed: 1 });
    s.next();
    s.clear();
    expect(s.size).toBe(0);
    expect(s.next()).toBeUndefined();
    expect(s.time).toBe(1);
    s.add(2, { speed: 1 });
    expect(s.next()).toEqual({ id: 2, time: 2 });
  });

  it("gives back the caller's id type and refuses other ids when it compiles", () => {
    type Who = 'player' | 'rat' | 7;
    const s = createScheduler<Who>();
    s.add('player', { speed: 1 });
    s.add(7, { delay: 0.5 });
    // @ts-expect-error an id outside the caller's type does not compile
    s.add('bat', { speed: 1 });
    const first = s.next();
    const id: Who | undefined = first?.id;
    expect(id).toBe(7);
    expect(s.getState().actors.map((a) => a.id)).toEqual(['player', 'bat']);
  });

  it('refuses an unknown option key with a RangeError naming add() and a near miss', () => {
    const s = createScheduler();
    // @ts-expect-error a misspelt key does not compile
    expect(() => s.add(1, { sped: 2 })).toThrow(
      /^add\(\): unknown option "sped" \(did you mean "speed"\?\); it takes speed, delay, repeat$/,
    );
    const held = { speed: 2, rapeat: false };
    expect(() => s.add(2, held)).toThrow(RangeError);
    expect(() => createScheduler({ speed: 1 } as never)).toThrow(/^createScheduler: unknown option "speed"/);
    expect(s.size).toBe(0);
  });

  it('setSpeed keeps the pending turn in its place among ties and paces the turns after it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.nat(),
        speedArb,
        fc.integer({ min: 0, max: 20 }),
        (n, pick, speed, warmup) => {
          const s = createScheduler<number>();
          for (let i = 0; i < n; i++) s.add(i, { speed: 1 });
          for (let i = 0; i < warmup; i++) s.next();
          // The pending turns in order, before and after setSpeed.
          const before = s.getState().actors.map((a) => [a.id, a.time, a.seq]);
          const id = pick % n;
          s.setSpeed(id, speed);
          const after = s.getState().actors.map((a) => [a.id, a.time, a.seq]);
          expect(after).toEqual(before);
          // Those due at the earliest time act first, in the same order.
          const due = before.filter(([, time]) => time === before[0][1]);
          const round = run(s, due.length).map((t) => t.id);
          expect(round).toEqual(due.map(([who]) => who));
          // After its pending turn, the actor acts every 1 / speed.
          const times = run(s, 40 * n)
            .filter((t) => t.id === id)
            .map((t) => t.time);
          for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeCloseTo(1 / speed, 9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('setSpeed keeps the first place where remove-and-add would lose it', () => {
    const s = createScheduler<string>();
    for (const id of ['a', 'b', 'c']) s.add(id, { speed: 1 });
    s.setSpeed('a', 0.5);
    expect(run(s, 4)).toEqual([
      { id: 'a', time: 1 },
      { id: 'b', time: 1 },
      { id: 'c', time: 1 },
      { id: 'b', time: 2 },
    ]);
    expect(s.timeOf('a')).toBe(3);
    expect(() => s.setSpeed('zz', 1)).toThrow(/^setSpeed\(\): actor "zz" is not scheduled/);
    expect(() => s.setSpeed('a', 0)).toThrow(/^setSpeed\(\): speed must be/);
  });
});
