import { describe, expect, it } from 'vitest';
import { autoplay, botStats } from './bot.js';

describe('botStats', () => {
  it('names the seeds whose runs reached the turn limit, and only those', () => {
    const seeds = [1, 2, 3, 4];
    const stats = botStats(seeds, 400);
    // Reference: each seed played alone to the same limit.
    const limited = seeds.filter((s) => autoplay(s, 400).outcome === 'turn-limit');
    expect(stats.turnLimitSeeds).toEqual(limited);
    expect(stats.turnLimit).toBe(limited.length);
    expect(botStats(seeds, 10).turnLimitSeeds).toEqual(seeds);
  }, 300_000);
});
