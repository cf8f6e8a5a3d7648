import { describe, expect, it } from 'vitest';
import { createGame } from './game.js';
import { view } from './view.js';
import { autoplayEndlessGame } from './endless/bot.js';
import { memoryChunkSource } from './endless/chunk.js';
import { endlessDistance } from './endless/endless.js';

/** Floor division by 32 written out the long way: the chunk holding world coordinate `w`. */
function chunkRef(w: number): number {
  let c = 0;
  if (w >= 0) while ((c + 1) * 32 <= w) c++;
  else while (c * 32 > w) c--;
  return c;
}

describe('GameView.world (Endless HUD data)', () => {
  it('the campaign says campaign and has no world', () => {
    const v = view(createGame(7));
    expect(v.mode).toBe('campaign');
    expect(v.world).toBeUndefined();
    expect(v.stats.farthest).toBeUndefined();
  });

  it.each([3, 'far-walker'])(
    'Endless (seed %s): chunk, distance and world cell follow the player across re-centred windows',
    (seed) => {
      let previous: { x: number; y: number } | undefined;
      let best = 0;
      const chunks = new Set<string>();
      autoplayEndlessGame(seed, 300, memoryChunkSource(), (game) => {
        const v = view(game);
        expect(v.mode).toBe('endless');
        const w = v.world;
        if (w === undefined) throw new Error('an Endless view without its world');
        // The world cell stays put when the window moves under it: one turn moves it a few cells
        // at most (a step, a pull), never by a chunk's width as window coordinates would.
        if (previous !== undefined)
          expect(Math.max(Math.abs(w.x - previous.x), Math.abs(w.y - previous.y))).toBeLessThanOrEqual(8);
        previous = { x: w.x, y: w.y };
        expect(w.x - v.player.x).toBe(game.floor.originX);
        expect(w.chunkX).toBe(chunkRef(w.x));
        expect(w.chunkY).toBe(chunkRef(w.y));
        expect(w.distance).toBe(Math.max(Math.abs(chunkRef(w.x)), Math.abs(chunkRef(w.y))));
        expect(w.distance).toBe(endlessDistance(game));
        best = Math.max(best, w.distance);
        expect(w.farthest).toBe(best);
        expect(v.stats.farthest).toBe(best);
        chunks.add(`${w.chunkX},${w.chunkY}`);
      });
      // The walk must have left the start chunk for the checks above to mean anything.
      expect(chunks.size).toBeGreaterThan(1);
    },
  );
});
