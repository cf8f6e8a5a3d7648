/**
 * A small byte codec for stored chunks: unsigned and zigzag varints, doubles, strings, and grids
 * as runs of equal values (each run: the change from the previous run's value, then its length).
 * Stored chunks are mostly long runs (air full, nothing burning, nothing seen), so this keeps a
 * chunk to a kilobyte or two without a compression library.
 */

/** Grows a byte buffer as values are written. */
export class ByteWriter {
  private buf = new Uint8Array(1024);
  private len = 0;
  private readonly scratch = new DataView(new ArrayBuffer(8));

  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  /** One byte (0..255). */
  byte(v: number): void {
    this.room(1);
    this.buf[this.len++] = v & 0xff;
  }

  /** A non-negative integer (up to 2^53) in 7-bit groups. */
  uint(v: number): void {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`ByteWriter.uint: bad value ${v}`);
    this.room(8);
    while (v >= 0x80) {
      this.buf[this.len++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.len++] = v;
  }

  /** Any safe integer, small magnitudes in few bytes. */
  int(v: number): void {
    this.uint(v >= 0 ? v * 2 : -v * 2 - 1);
  }

  /** A double, exactly. */
  float(v: number): void {
    this.scratch.setFloat64(0, v, true);
    this.room(8);
    for (let k = 0; k < 8; k++) this.buf[this.len++] = this.scratch.getUint8(k);
  }

  /** A string (UTF-16 code units, each a varint: kinds and names are short ASCII). */
  text(s: string): void {
    this.uint(s.length);
    for (let k = 0; k < s.length; k++) this.uint(s.charCodeAt(k));
  }

  /** A grid of integers as runs: (value change, run length) pairs, then a 0-length end. */
  runs(a: ArrayLike<number>): void {
    let prev = 0;
    let k = 0;
    while (k < a.length) {
      const v = a[k];
      let end = k + 1;
      while (end < a.length && a[end] === v) end++;
      this.int(v - prev);
      this.uint(end - k);
      prev = v;
      k = end;
    }
    this.int(0);
    this.uint(0);
  }

  /** The bytes written so far (a copy of exactly that length). */
  bytes(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

/** Reads what a {@link ByteWriter} wrote, in the same order. */
export class ByteReader {
  private pos = 0;
  private readonly view: DataView;

  constructor(private readonly buf: Uint8Array) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  private need(n: number): void {
    if (this.pos + n > this.buf.length) throw new RangeError('stored chunk: the data ends too soon');
  }

  /** One byte. */
  byte(): number {
    this.need(1);
    return this.buf[this.pos++];
  }

  /** A non-negative integer. */
  uint(): number {
    let v = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
      if (scale > 2 ** 56) throw new RangeError('stored chunk: a number is too long');
    }
  }

  /** A signed integer. */
  int(): number {
    const u = this.uint();
    return u % 2 === 0 ? u / 2 : -(u + 1) / 2;
  }

  /** A double. */
  float(): number {
    this.need(8);
    const v = this.view.getFloat64(this.pos, true);
    this.pos += 8;
    return v;
  }

  /** A string. */
  text(): string {
    const n = this.uint();
    let s = '';
    for (let k = 0; k < n; k++) s += String.fromCharCode(this.uint());
    return s;
  }

  /** A grid written by `runs`, into `out` (which must be exactly as long as the grid). */
  runs(out: Uint8Array | Int32Array): void {
    let prev = 0;
    let k = 0;
    for (;;) {
      const v = prev + this.int();
      const n = this.uint();
      if (n === 0) break;
      if (k + n > out.length) throw new RangeError('stored chunk: a grid runs past its end');
      out.fill(v, k, k + n);
      k += n;
      prev = v;
    }
    if (k !== out.length) throw new RangeError('stored chunk: a grid is too short');
  }

  /** True when every byte has been read. */
  done(): boolean {
    return this.pos === this.buf.length;
  }
}
