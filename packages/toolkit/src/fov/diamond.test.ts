import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Scene, scene } from './scenes.test.support.js';
import { diamondScan } from './diamond.js';
import { FovScratch } from './scratch.js';

interface Ray {
  x: number;
  y: number;
  xInput: Ray | null;
  yInput: Ray | null;
  ox: number;
  oy: number;
  ex: number;
  ey: number;
  dark: boolean;
}

const obscured = (r: Ray): boolean => (r.ex > 0 && r.ex <= r.ox) || (r.ey > 0 && r.ey <= r.oy);

/**
 * Diamond ray casting as its rules read, over the whole map: a queue that grows from the eye
 * outwards, each cell reached being told its inputs as they spread into it, then taking their
 * state (x input first), going dark when all its inputs are obscured, and starting a shadow when
 * it is a wall; a cell is visible when reached, not dark and not obscured before it starts its own
 * shadow.
 */
function reference(s: Scene): Uint8Array {
  const { width, height, opaque, x: ox, y: oy, radius } = s;
  const seen = new Uint8Array(width * height);
  const rays = new Map<number, Ray>();
  const rayAt = (x: number, y: number): Ray | null => {
    if (ox + x < 0 || oy + y < 0 || ox + x >= width || oy + y >= height) return null;
    const key = (oy + y) * width + ox + x;
    let r = rays.get(key);
    if (r === undefined) {
      r = { x, y, xInput: null, yInput: null, ox: 0, oy: 0, ex: 0, ey: 0, dark: false };
      rays.set(key, r);
    }
    return r;
  };
  const eye = rayAt(0, 0) as Ray;
  const queue: Ray[] = [];
  const queued = new Set<Ray>([eye]);
  const spread = (from: Ray): void => {
    if (from.dark) return;
    const next: Array<Ray | null> = [];
    if (from.x >= 0) next.push(rayAt(from.x + 1, from.y));
    if (from.x <= 0) next.push(rayAt(from.x - 1, from.y));
    if (from.y >= 0) next.push(rayAt(from.x, from.y + 1));
    if (from.y <= 0) next.push(rayAt(from.x, from.y - 1));
    for (const r of next) {
      if (r === null) continue;
      if (r.y === from.y) r.xInput = from;
      else r.yInput = from;
      if (!queued.has(r)) {
        queued.add(r);
        queue.push(r);
      }
    }
  };
  seen[oy * width + ox] = 1;
  spread(eye);
  while (queue.length > 0) {
    const r = queue.shift() as Ray;
    if (r.x * r.x + r.y * r.y > radius * radius) {
      r.dark = true;
      continue;
    }
    const xi = r.xInput;
    if (xi !== null && (xi.ox !== 0 || xi.oy !== 0)) {
      if (xi.ex > 0 && r.ox === 0) [r.ex, r.ey, r.ox, r.oy] = [xi.ex - xi.oy, xi.ey + xi.oy, xi.ox, xi.oy];
      if (xi.ey <= 0 && xi.oy > 0 && xi.ex > 0)
        [r.ex, r.ey, r.ox, r.oy] = [xi.ex - xi.oy, xi.ey + xi.oy, xi.ox, xi.oy];
    }
    const yi = r.yInput;
    if (yi !== null && (yi.ox !== 0 || yi.oy !== 0)) {
      if (yi.ey > 0 && r.oy === 0) [r.ex, r.ey, r.ox, r.oy] = [yi.ex + yi.ox, yi.ey - yi.ox, yi.ox, yi.oy];
      if (yi.ex <= 0 && yi.ox > 0 && yi.ey > 0)
        [r.ex, r.ey, r.ox, r.oy] = [yi.ex + yi.ox, yi.ey - yi.ox, yi.ox, yi.oy];
    }
    r.dark = [xi, yi].every((i) => i === null || obscured(i));
    if (!r.dark) {
      if (!obscured(r)) seen[(oy + r.y) * width + ox + r.x] = 1;
      if (opaque[(oy + r.y) * width + ox + r.x] !== 0) {
        [r.ex, r.ey, r.ox, r.oy] = [Math.abs(r.x), Math.abs(r.y), Math.abs(r.x), Math.abs(r.y)];
      }
    }
    spread(r);
  }
  return seen;
}

function run(s: Scene): Uint8Array {
  const out = new Uint8Array(s.width * s.height);
  diamondScan({ ...s, out }, new FovScratch());
  return out;
}

describe('diamondScan', () => {
  it('equals the rules applied plainly over the whole map, spreading from the eye', () => {
    fc.assert(
      fc.property(scene(24), (s) => {
        expect(run(s)).toEqual(reference(s));
      }),
      { numRuns: 1500 },
    );
  });

  it('lights a lone pillar, shadows the cells right behind it and sees past its sides', () => {
    const width = 11;
    const opaque = new Uint8Array(width * 11);
    opaque[5 * width + 7] = 1; // a pillar two cells east of the eye at (5, 5)
    const out = run({ width, height: 11, opaque, x: 5, y: 5, radius: Infinity });
    expect(out[5 * width + 7]).toBe(1);
    expect(out[5 * width + 8]).toBe(0);
    expect(out[5 * width + 10]).toBe(0);
    expect(out[2 * width + 10]).toBe(1);
  });
});
