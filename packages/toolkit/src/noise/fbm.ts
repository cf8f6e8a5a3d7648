import { checkOptionKeys } from '../check-options.js';
import type { Noise2D, Noise3D } from './simplex.js';

/** Fractal sum settings: how many octaves, how fast the frequency grows and the amplitude shrinks. */
export interface FbmOptions {
  /** Number of noise layers summed, an integer in 1..32; default 4. */
  readonly octaves?: number;
  /** Frequency multiplier from one octave to the next, > 0; default 2. */
  readonly lacunarity?: number;
  /** Amplitude multiplier from one octave to the next, >= 0; default 0.5. */
  readonly gain?: number;
}

interface Settings {
  octaves: number;
  lacunarity: number;
  gain: number;
  /** 1 / (sum of the amplitudes), so that the sum of octaves in [-1, 1] stays in [-1, 1]. */
  norm: number;
}

const FBM_OPTION_KEYS = ['octaves', 'lacunarity', 'gain'] as const;

function settings(fn: string, options: FbmOptions | undefined): Settings {
  checkOptionKeys(fn, options, FBM_OPTION_KEYS);
  const octaves = options?.octaves ?? 4;
  const lacunarity = options?.lacunarity ?? 2;
  const gain = options?.gain ?? 0.5;
  if (!Number.isInteger(octaves) || octaves < 1 || octaves > 32) {
    throw new RangeError(`${fn}: octaves must be an integer in 1..32, got ${String(octaves)}`);
  }
  if (typeof lacunarity !== 'number' || !Number.isFinite(lacunarity) || lacunarity <= 0) {
    throw new RangeError(`${fn}: lacunarity must be a finite number > 0, got ${String(lacunarity)}`);
  }
  if (typeof gain !== 'number' || !Number.isFinite(gain) || gain < 0) {
    throw new RangeError(`${fn}: gain must be a finite number >= 0, got ${String(gain)}`);
  }
  let total = 0;
  let amp = 1;
  for (let o = 0; o < octaves; o++) {
    total += amp;
    amp *= gain;
  }
  if (!Number.isFinite(total)) throw new RangeError(`${fn}: gain ${gain} over ${octaves} octaves overflows`);
  return { octaves, lacunarity, gain, norm: 1 / total };
}

/**
 * Fractal Brownian motion: octave o samples `noise` at frequency lacunarity^o with amplitude
 * gain^o, and the sum is divided by the sum of the amplitudes, so it stays in [-1, 1].
 */
export function fbm2D(noise: Noise2D, x: number, y: number, options?: FbmOptions): number {
  const { octaves, lacunarity, gain, norm } = settings('fbm2D()', options);
  let sum = 0;
  let amp = 1;
  let freq = 1;
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise(x * freq, y * freq);
    amp *= gain;
    freq *= lacunarity;
  }
  return sum * norm;
}

/** The 3D counterpart of `fbm2D`: a normalised sum of octaves of `noise`, in [-1, 1]. */
export function fbm3D(noise: Noise3D, x: number, y: number, z: number, options?: FbmOptions): number {
  const { octaves, lacunarity, gain, norm } = settings('fbm3D()', options);
  let sum = 0;
  let amp = 1;
  let freq = 1;
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise(x * freq, y * freq, z * freq);
    amp *= gain;
    freq *= lacunarity;
  }
  return sum * norm;
}
