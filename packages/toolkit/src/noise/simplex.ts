import { createRng } from '../rng/rng.js';

/** A 2D noise function: smooth, in [-1, 1], the same values for the same seed. */
export type Noise2D = (x: number, y: number) => number;
/** A 3D noise function: smooth, in [-1, 1], the same values for the same seed. */
export type Noise3D = (x: number, y: number, z: number) => number;

// Skewing maps the triangular (2D) or tetrahedral (3D) simplex lattice onto the square lattice.
const F2 = (Math.sqrt(3) - 1) / 2;
const G2 = (3 - Math.sqrt(3)) / 6;
const F3 = 1 / 3;
const G3 = 1 / 6;

/**
 * Each corner adds (0.5 - r^2)^4 * (gradient . offset). A radius^2 of 0.5 reaches no lattice
 * point outside the simplex that holds the sample, so the sum is continuous. The scales below are
 * 1 / (largest possible sum) for these gradient sets, found by numerical maximisation over the
 * simplex with every corner taking its most favourable gradient (2D 0.00983712862877, 3D
 * 0.01300715718286, each agreeing to 12 digits from independent starts), rounded down (by about
 * 2e-6 and 7e-7 relative) so that rounding cannot step outside [-1, 1]. The same search bounds
 * the gradient of the scaled sum by 9.51 (2D) and 7.03 (3D).
 */
const SCALE2 = 101.6555;
const SCALE3 = 76.8807;

/** The seeded hash tables of one noise function, owned by its closure. */
interface Tables {
  /** A seeded permutation of 0..255, repeated twice so that index sums up to 511 need no wrap. */
  readonly perm: Uint8Array;
  /** The gradient picked by hash value h, per axis: gradient number perm[h] % 12, looked up once here. */
  readonly gx: Float64Array;
  readonly gy: Float64Array;
  readonly gz: Float64Array;
}

/**
 * Builds the permutation from `createRng(seed)` and the per-hash gradients. 2D: 12 unit vectors
 * 30 degrees apart. 3D: the 12 edge midpoints of a cube, (+-1, +-1, 0) and its rotations.
 */
function tables(fn: string, seed: number | string, dims: 2 | 3): Tables {
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw new RangeError(`${fn}(seed) needs a number or a string seed, got ${typeof seed}`);
  }
  const order = createRng(seed).shuffle(Array.from({ length: 256 }, (_, i) => i));
  const perm = new Uint8Array(512);
  const gx = new Float64Array(512);
  const gy = new Float64Array(512);
  const gz = new Float64Array(512);
  for (let h = 0; h < 512; h++) {
    perm[h] = order[h & 255];
    const g = perm[h] % 12;
    if (dims === 2) {
      gx[h] = Math.cos((g * Math.PI) / 6);
      gy[h] = Math.sin((g * Math.PI) / 6);
    } else {
      // g = 0..3: (+-1, +-1, 0); 4..7: (+-1, 0, +-1); 8..11: (0, +-1, +-1).
      const a = g & 1 ? -1 : 1;
      const b = g & 2 ? -1 : 1;
      gx[h] = g < 8 ? a : 0;
      gy[h] = g < 4 ? b : g < 8 ? 0 : a;
      gz[h] = g < 4 ? 0 : b;
    }
  }
  return { perm, gx, gy, gz };
}

/** Seeded 2D simplex noise: a smooth function of (x, y) with values in [-1, 1], features about 1 unit across. */
export function createNoise2D(seed: number | string): Noise2D {
  const { perm, gx, gy } = tables('createNoise2D', seed, 2);
  /** One corner's share: (0.5 - r^2)^4 times the dot product of gradient h with the offset, 0 beyond. */
  const corner = (h: number, dx: number, dy: number): number => {
    let t = 0.5 - dx * dx - dy * dy;
    if (t <= 0) return 0;
    t *= t;
    return t * t * (gx[h] * dx + gy[h] * dy);
  };
  // Kept small on purpose: V8 inlines a function into its caller's loop only while its bytecode
  // stays under 460 bytes, and the sample function written out in one piece (the corners inline)
  // was over it, so every sample paid a call with its numbers boxed (1.6-1.7x slower in a loop).
  return (x: number, y: number): number => {
    // The cell of the skewed lattice, and the sample's offset from its first corner.
    const s = (x + y) * F2;
    const i = Math.floor(x + s);
    const j = Math.floor(y + s);
    const u = (i + j) * G2;
    const x0 = x - i + u;
    const y0 = y - j + u;
    // Which of the cell's two triangles: the middle corner steps along x or along y first.
    const i1 = x0 > y0 ? 1 : 0;
    const j1 = 1 - i1;
    const ii = i & 255;
    const jj = j & 255;
    // 0 + first: the sum of the corners within reach, in this order, as ever (never -0).
    return (
      SCALE2 *
      (0 +
        corner(perm[ii] + jj, x0, y0) +
        corner(perm[ii + i1] + jj + j1, x0 - i1 + G2, y0 - j1 + G2) +
        corner(perm[ii + 1] + jj + 1, x0 - 1 + 2 * G2, y0 - 1 + 2 * G2))
    );
  };
}

/** Seeded 3D simplex noise: a smooth function of (x, y, z) with values in [-1, 1]. */
export function createNoise3D(seed: number | string): Noise3D {
  const { perm, gx, gy, gz } = tables('createNoise3D', seed, 3);
  return (x: number, y: number, z: number): number => {
    const s = (x + y + z) * F3;
    const i = Math.floor(x + s);
    const j = Math.floor(y + s);
    const k = Math.floor(z + s);
    const u = (i + j + k) * G3;
    const x0 = x - i + u;
    const y0 = y - j + u;
    const z0 = z - k + u;
    // The tetrahedron holding the sample: step first along the axis with the largest offset,
    // then add the second largest. Ties go to x over y over z.
    const xy = x0 >= y0;
    const xz = x0 >= z0;
    const yz = y0 >= z0;
    const i1 = xy && xz ? 1 : 0;
    const j1 = !xy && yz ? 1 : 0;
    const k1 = !xz && !yz ? 1 : 0;
    const i2 = xy || xz ? 1 : 0;
    const j2 = !xy || yz ? 1 : 0;
    const k2 = !xz || !yz ? 1 : 0;
    const x1 = x0 - i1 + G3;
    const y1 = y0 - j1 + G3;
    const z1 = z0 - k1 + G3;
    const x2 = x0 - i2 + 2 * G3;
    const y2 = y0 - j2 + 2 * G3;
    const z2 = z0 - k2 + 2 * G3;
    const x3 = x0 - 1 + 3 * G3;
    const y3 = y0 - 1 + 3 * G3;
    const z3 = z0 - 1 + 3 * G3;
    const ii = i & 255;
    const jj = j & 255;
    const kk = k & 255;
    let sum = 0;
    let t = 0.5 - x0 * x0 - y0 * y0 - z0 * z0;
    if (t > 0) {
      const h = perm[perm[ii] + jj] + kk;
      t *= t;
      sum += t * t * (gx[h] * x0 + gy[h] * y0 + gz[h] * z0);
    }
    t = 0.5 - x1 * x1 - y1 * y1 - z1 * z1;
    if (t > 0) {
      const h = perm[perm[ii + i1] + jj + j1] + kk + k1;
      t *= t;
      sum += t * t * (gx[h] * x1 + gy[h] * y1 + gz[h] * z1);
    }
    t = 0.5 - x2 * x2 - y2 * y2 - z2 * z2;
    if (t > 0) {
      const h = perm[perm[ii + i2] + jj + j2] + kk + k2;
      t *= t;
      sum += t * t * (gx[h] * x2 + gy[h] * y2 + gz[h] * z2);
    }
    t = 0.5 - x3 * x3 - y3 * y3 - z3 * z3;
    if (t > 0) {
      const h = perm[perm[ii + 1] + jj + 1] + kk + 1;
      t *= t;
      sum += t * t * (gx[h] * x3 + gy[h] * y3 + gz[h] * z3);
    }
    return SCALE3 * sum;
  };
}
