import { describe, expect, it } from 'vitest';
import { STEP_DX, STEP_DY } from './neighbours.js';

describe('neighbour offsets', () => {
  it('lists the 4 cardinal steps first, then the 4 diagonals, each once', () => {
    const steps = Array.from(STEP_DX, (dx, k) => `${dx},${STEP_DY[k]}`);
    expect(new Set(steps).size).toBe(8);
    for (let k = 0; k < 8; k++) {
      const manhattan = Math.abs(STEP_DX[k]) + Math.abs(STEP_DY[k]);
      expect(manhattan).toBe(k < 4 ? 1 : 2);
    }
  });
});
