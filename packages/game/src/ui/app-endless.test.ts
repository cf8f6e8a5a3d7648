import { describe, expect, it } from 'vitest';
import { memoryChunkSource } from '../core/endless/chunk.js';
import { startEndlessSession } from '../core/endless/session.js';
import type { WorldView } from '../core/api.js';
import { createApp } from './app.js';
import { asciiView, type AsciiViewSpec } from './ascii-view.js';
import { frameText } from './draw.js';
import type { GameSession, StartGame } from './session.js';

const text = (app: ReturnType<typeof createApp>, w = 100, h = 40): string => frameText(app.render(w, h));

/** A run that is already over, with a hand-made view; counts the seeds it was started with. */
function endedRun(spec: AsciiViewSpec): { start: StartGame; seeds: (number | string)[] } {
  const seeds: (number | string)[] = [];
  const session: GameSession = {
    view: () => asciiView(spec),
    perform: () => ({ tookTurn: false, events: [], reobserved: 0 }),
    hash: () => 'h',
  };
  return {
    seeds,
    start: (seed) => {
      seeds.push(seed);
      return session;
    },
  };
}

const FAR: WorldView = { chunkX: -2, chunkY: 4, distance: 4, farthest: 6, x: -50, y: 140 };

describe('the app in Endless', () => {
  it('the HUD of a real Endless run names the chunk and the distance, not a floor of five', () => {
    const app = createApp({
      seed: 11,
      mode: 'endless',
      startEndless: (s) => startEndlessSession(s, memoryChunkSource()),
    });
    const screen = text(app);
    expect(screen).toContain('Endless · chunk 0,0');
    expect(screen).toContain('Distance 0');
    expect(screen).not.toContain('Docking bay');
    expect(screen).not.toMatch(/Floor \d\/5/);
  });

  it('the end screen of an Endless run gives the distance reached, in Endless words', () => {
    const run = endedRun({
      map: ['@.'],
      outcome: 'adrift',
      world: FAR,
      stats: { farthest: 6, deepestFloor: 0 },
    });
    const campaign = endedRun({ map: ['@.'] });
    const app = createApp({ seed: 5, mode: 'endless', startEndless: run.start, startGame: campaign.start });
    const screen = text(app);
    expect(screen).toContain('Farthest out');
    expect(screen).toContain('6 chunks out');
    expect(screen).toContain('You drift away from the hulk');
    expect(screen).not.toContain('Deepest floor');
    expect(screen).not.toContain('Kestrel');
    // A new run from here is another Endless one.
    app.press('n');
    expect(run.seeds.length).toBe(2);
    expect(campaign.seeds).toEqual([]);
  });

  it('the campaign end screen still gives the deepest floor', () => {
    const run = endedRun({ map: ['@.'], outcome: 'died', depth: 3, stats: { deepestFloor: 3 } });
    const app = createApp({ seed: 5, startGame: run.start });
    const screen = text(app);
    expect(screen).toContain('Deepest floor');
    expect(screen).toContain('Floor 3/5');
    expect(screen).not.toContain('Farthest out');
  });
});
