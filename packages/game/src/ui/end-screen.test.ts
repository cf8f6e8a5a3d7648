import { describe, expect, it } from 'vitest';
import { asciiView } from './ascii-view.js';
import { openEnding, statLines, type EndHost } from './end-screen.js';
import type { Layer } from './layers.js';
import { ENDING_HEADLINE, EPILOGUE_TITLE } from './text.js';

/** A host that keeps its boxes in a list and records where the player went. */
function host(): EndHost & { layers: Layer[]; went: string[] } {
  const layers: Layer[] = [];
  const went: string[] = [];
  return {
    layers,
    went,
    push: (l) => void layers.push(l),
    pop: () => void layers.pop(),
    newRun: () => void went.push('new'),
    sameSeed: () => void went.push('same'),
    toTitle: () => void went.push('title'),
    quit: () => void went.push('quit'),
  };
}

const top = (h: { layers: Layer[] }) => h.layers[h.layers.length - 1].content(80, 24);
const text = (h: { layers: Layer[] }) => {
  const c = top(h);
  return [c.title ?? '', ...c.lines.map((l) => l.text), ...(c.items ?? []).map((i) => i.label)].join('\n');
};

describe('the end screens', () => {
  it('a death gives the headline, the cause, the statistics and the seed, and each choice leads on', () => {
    const v = asciiView({
      map: ['@.'],
      outcome: 'died',
      causeOfDeath: 'a zombie',
      stats: { seed: 4242, kills: 7 },
    });
    for (const [key, where] of [
      ['n', 'new'],
      ['s', 'same'],
      ['t', 'title'],
      ['q', 'quit'],
      ['escape', 'title'],
    ]) {
      const h = host();
      openEnding(h, v, 65_000, undefined);
      const shown = text(h);
      expect(shown).toContain(ENDING_HEADLINE.died);
      expect(shown).toContain('zombie');
      expect(shown).toMatch(/Seed\.+ 4242/);
      expect(shown).toMatch(/Kills\.+ 7/);
      expect(shown).not.toContain('Morgue');
      h.layers[h.layers.length - 1].press(key);
      expect(h.went).toEqual([where]);
    }
  });

  it('a win shows the epilogue first; Continue or Escape gives the statistics', () => {
    for (const key of ['c', 'escape']) {
      const h = host();
      openEnding(h, asciiView({ map: ['@.'], outcome: 'won' }), 0, undefined);
      expect(top(h).title).toBe(EPILOGUE_TITLE);
      h.layers[0].press(key);
      expect(h.layers.length).toBe(1);
      expect(top(h).title).toBe(ENDING_HEADLINE.won);
      expect(h.went).toEqual([]);
    }
  });

  it('offers the morgue when there is one, as a page of its lines', () => {
    const h = host();
    openEnding(h, asciiView({ map: ['@.'], outcome: 'died' }), 0, 'Hullbreach morgue\n\nKilled on floor 2\n');
    h.layers[0].press('m');
    expect(h.layers.length).toBe(2);
    const page = top(h);
    expect(page.title).toBe('Morgue');
    expect(page.lines.map((l) => l.text)).toContain('Killed on floor 2');
    h.layers[1].press('escape');
    expect(h.layers.length).toBe(1);
  });

  it('the statistics give the deepest floor in the campaign and the farthest chunk in Endless', () => {
    const campaign = statLines(asciiView({ map: ['@.'], depth: 3, stats: { deepestFloor: 3 } }), 0).map(
      (l) => l.text,
    );
    expect(campaign.some((l) => l.startsWith('Deepest floor'))).toBe(true);
    expect(campaign.some((l) => l.startsWith('Farthest out'))).toBe(false);
    expect(campaign.find((l) => l.startsWith('Time'))).toMatch(/Time\.+ /);
  });
});
