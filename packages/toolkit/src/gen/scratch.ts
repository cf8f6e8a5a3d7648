/**
 * Typed-array scratch kept between calls, so a generator run does not pay for allocating (and
 * zeroing) grid-sized buffers each time. Each instance belongs to one use; it only grows, and its
 * contents are unspecified when handed out, so callers clear what they read. The generators run
 * synchronously and never re-enter themselves, so one buffer per use suffices. The instances live
 * in records (FurnishScratch, StepScratch, ...) held by a level generator's workspace.
 */
abstract class Scratch<T extends Int32Array | Uint8Array> {
  private buf: T | undefined = undefined;

  protected abstract make(n: number): T;

  /** A buffer of at least `n` cells (contents unspecified; may be longer than `n`). */
  take(n: number): T {
    const buf = this.buf;
    if (buf !== undefined && buf.length >= n) return buf;
    const grown = this.make(Math.max(n, 2 * (buf?.length ?? 0), 64));
    this.buf = grown;
    return grown;
  }
}

/** Reusable Int32Array scratch. */
export class Int32Scratch extends Scratch<Int32Array> {
  protected make(n: number): Int32Array {
    return new Int32Array(n);
  }
}

/** Reusable Uint8Array scratch. */
export class Uint8Scratch extends Scratch<Uint8Array> {
  protected make(n: number): Uint8Array {
    return new Uint8Array(n);
  }
}
