/** A sample grid of small integer values (0..255), row-major. */
export interface SampleGrid {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** A sample after reading: its values, and the characters they stand for when it came as text. */
export interface ReadSample extends SampleGrid {
  /** For a text sample, `symbols[v]` is the character of value v; empty for a numeric sample. */
  readonly symbols: readonly string[];
}

/** Reads a sample given as a grid or as equal-length text rows (each distinct character becomes a value). */
export function readSample(sample: SampleGrid | readonly string[]): ReadSample {
  if (sample === null || typeof sample !== 'object') {
    throw new TypeError(
      `readSample: the sample must be text rows or { data, width, height }, got ${String(sample)}`,
    );
  }
  if (Array.isArray(sample)) {
    const rows = sample as readonly string[];
    const height = rows.length;
    const width = height === 0 ? 0 : rows[0].length;
    if (width === 0) throw new RangeError('option "sample" must have at least one row and one column');
    const symbols: string[] = [];
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      const row = rows[y];
      if (typeof row !== 'string' || row.length !== width) {
        throw new RangeError(`option "sample": row ${y} must be a string of length ${width}`);
      }
      for (let x = 0; x < width; x++) {
        const ch = row[x];
        let v = symbols.indexOf(ch);
        if (v < 0) {
          if (symbols.length === 256) throw new RangeError('option "sample" has more than 256 symbols');
          v = symbols.push(ch) - 1;
        }
        data[y * width + x] = v;
      }
    }
    return { data, width, height, symbols };
  }
  const grid = sample as SampleGrid;
  if (grid === null || typeof grid !== 'object' || !(grid.data instanceof Uint8Array)) {
    throw new RangeError('option "sample" must be text rows or { data: Uint8Array, width, height }');
  }
  const { width, height, data } = grid;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`option "sample" needs a positive integer width and height, got ${width}x${height}`);
  }
  if (data.length !== width * height) {
    throw new RangeError(`option "sample": data has ${data.length} values, expected ${width * height}`);
  }
  return { data, width, height, symbols: [] };
}
