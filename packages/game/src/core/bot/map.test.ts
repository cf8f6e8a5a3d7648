import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameView, Terrain } from '../api.js';
import { frontier, travel } from './map.js';

const W = 12;
const H = 9;

/** A known map of walls ('#'), floor ('.'), closed doors ('+') and unknown cells ('?'), with the player on it. */
function fakeView(cells: readonly string[], at: { x: number; y: number }): GameView {
  const terrain: Record<string, Terrain | undefined> = {
    '#': 'wall',
    '.': 'floor',
    '+': 'door-closed',
    '?': undefined,
  };
  const player = { x: at.x, y: at.y, oxygen: 20, maxOxygen: 20 };
  return {
    width: W,
    height: H,
    player,
    knownTerrain: (x: number, y: number) =>
      x < 0 || y < 0 || x >= W || y >= H ? undefined : terrain[cells[y * W + x]],
    airAt: () => 'air',
  } as unknown as GameView;
}

/** Reference: fewest king moves from `from` to the nearest goal over '.' and '+' cells (Infinity: none). */
function bfs(
  cells: readonly string[],
  from: { x: number; y: number },
  goals: readonly { x: number; y: number }[],
): number {
  const dist = new Array<number>(W * H).fill(Infinity);
  const queue: number[] = [];
  for (const g of goals) {
    dist[g.y * W + g.x] = 0;
    queue.push(g.y * W + g.x);
  }
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k];
    const x = i % W;
    const y = (i - x) / W;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
        const j = ny * W + nx;
        if (dist[j] !== Infinity || (cells[j] !== '.' && cells[j] !== '+')) continue;
        dist[j] = dist[i] + 1;
        queue.push(j);
      }
  }
  return dist[from.y * W + from.x];
}

const grid = fc.array(fc.constantFrom('.', '.', '.', '#', '+', '?'), { minLength: W * H, maxLength: W * H });
const cell = fc.record({ x: fc.integer({ min: 0, max: W - 1 }), y: fc.integer({ min: 0, max: H - 1 }) });

describe('the bot reading its map', () => {
  it('travel walks to the nearest goal by a shortest way, or gives no step when there is none', () => {
    fc.assert(
      fc.property(grid, cell, fc.array(cell, { minLength: 1, maxLength: 3 }), (cells, start, goals) => {
        const map = [...cells];
        map[start.y * W + start.x] = '.';
        for (const g of goals) map[g.y * W + g.x] = '.';
        const want = bfs(map, start, goals);
        const at = { ...start };
        let steps = 0;
        while (!goals.some((g) => g.x === at.x && g.y === at.y)) {
          const step = travel(fakeView(map, at), goals, []);
          if (step === undefined) break;
          expect(step.kind).toBe('move');
          if (step.kind !== 'move') return;
          at.x += step.dx;
          at.y += step.dy;
          expect(['.', '+']).toContain(map[at.y * W + at.x]);
          steps++;
          if (steps > W * H) break;
        }
        if (want === Infinity) expect(steps).toBe(0);
        else expect(steps).toBe(want);
      }),
      { numRuns: 300 },
    );
  });

  it('frontier lists exactly the walkable known cells beside an unknown one', () => {
    fc.assert(
      fc.property(grid, (cells) => {
        const got = frontier(fakeView(cells, { x: 0, y: 0 }))
          .map((p) => p.y * W + p.x)
          .sort((a, b) => a - b);
        const want: number[] = [];
        for (let i = 0; i < W * H; i++) {
          if (cells[i] !== '.' && cells[i] !== '+') continue;
          const x = i % W;
          const y = (i - x) / W;
          const nearUnknown = [-1, 0, 1].some((dy) =>
            [-1, 0, 1].some((dx) => {
              const nx = x + dx;
              const ny = y + dy;
              return nx >= 0 && ny >= 0 && nx < W && ny < H && cells[ny * W + nx] === '?';
            }),
          );
          if (nearUnknown) want.push(i);
        }
        expect(got).toEqual(want);
      }),
      { numRuns: 200 },
    );
  });
});
