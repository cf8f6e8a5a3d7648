import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type RunRules } from '../core/run-rules.js';
import type { Layer } from './layers.js';
import type { LiveSaveSummary, RunSummary } from './persistence.js';
import { noticeLayer, openTitle, type TitleHost } from './title-screen.js';
import type { RunMode } from './session.js';

/** A host that keeps its boxes in a list and records where each choice led. */
function host(over: Partial<TitleHost> = {}) {
  const layers: Layer[] = [];
  const did: string[] = [];
  let rules: RunRules = DEFAULT_RULES;
  const h: TitleHost = {
    push: (l) => void layers.push(l),
    pop: () => void layers.pop(),
    get rules() {
      return rules;
    },
    setRules: (r) => {
      rules = r;
      did.push(`rules ${r.difficulty}`);
    },
    today: undefined,
    modes: [],
    liveSave: () => undefined,
    bestOfDay: () => undefined,
    newRun: (seed?: number | string, mode?: RunMode) => void did.push(`run ${String(seed)} ${mode ?? '-'}`),
    continueRun: () => void did.push('continue'),
    help: () => void did.push('help'),
    options: () => void did.push('options'),
    quit: () => void did.push('quit'),
    reopen: () => {
      layers.length = 0;
      openTitle(h);
    },
    ...over,
  };
  return { h, layers, did };
}

const items = (layers: Layer[]) => layers[layers.length - 1].content(100, 40).items ?? [];
const labels = (layers: Layer[]) => items(layers).map((i) => i.label);
const type = (layer: Layer, text: string) => [...text].forEach((c) => layer.press(c));

describe('the title screen', () => {
  it('offers only what exists: no Continue without a save, no Endless without a world, no day seed without a date', () => {
    const { h, layers } = host();
    openTitle(h);
    expect(labels(layers)).toEqual([
      'New game',
      'New game with a seed',
      'Difficulty',
      'Help',
      'Options',
      'Quit',
    ]);
  });

  it('Continue says where the live save stands in its mode, then Endless, before New game', () => {
    for (const [save, where] of [
      [{ seed: 1, mode: 'campaign', turn: 40, depth: 3 }, 'Floor 3/5, turn 40'],
      [{ seed: 1, mode: 'endless', turn: 7, depth: 2 }, 'Endless, 2 chunks out, turn 7'],
    ] as const) {
      const { h, layers, did } = host({ liveSave: (): LiveSaveSummary => save, modes: ['endless'] });
      openTitle(h);
      expect(labels(layers).slice(0, 3)).toEqual(['Continue', 'Endless', 'New game']);
      expect(items(layers)[0].detail).toBe(where);
      layers[0].press('c');
      layers[0].press('e');
      layers[0].press('n');
      expect(did).toEqual(['continue', 'run undefined endless', 'run undefined -']);
    }
  });

  it('a typed seed is read as every front end reads it; an empty one asks for a new seed', () => {
    const { h, layers, did } = host();
    openTitle(h);
    layers[0].press('s');
    type(layers[1], '0042');
    layers[1].press('enter');
    expect(did).toEqual(['run 42 -']);
    openTitle(h);
    layers[layers.length - 1].press('s');
    layers[layers.length - 1].press('enter');
    expect(did.at(-1)).toBe('run undefined -');
  });

  it('cycles the difficulty, tells the host and redraws with the new one', () => {
    const { h, layers, did } = host();
    openTitle(h);
    layers[0].press('d');
    expect(did).toEqual(['rules hard']);
    expect(items(layers).find((i) => i.label === 'Difficulty')?.detail).toBe('hard');
    layers[0].press('d');
    layers[0].press('d');
    expect(did).toEqual(['rules hard', 'rules easy', 'rules normal']);
  });

  it("offers the seed of the day with the day's best run, and plays that seed", () => {
    const best: RunSummary = {
      seed: 'x',
      mode: 'campaign',
      outcome: 'won',
      turns: 900,
      kills: 3,
      stateHash: '0',
    };
    const { h, layers, did } = host({
      today: '2026-11-26',
      bestOfDay: (d) => (d === '2026-11-26' ? best : undefined),
    });
    openTitle(h);
    expect(items(layers).find((i) => i.label === 'Seed of the day')?.detail).toBe('best: won in 900 turns');
    layers[0].press('y');
    expect(did).toEqual(['run daily-2026-11-26 -']);
    const bad = host({ today: 'not a date' });
    openTitle(bad.h);
    expect(labels(bad.layers)).not.toContain('Seed of the day');
  });

  it('help, options and quit go to the host; Escape does nothing on the title', () => {
    const { h, layers, did } = host();
    openTitle(h);
    for (const k of ['escape', 'h', 'o', 'q']) layers[0].press(k);
    expect(did).toEqual(['help', 'options', 'quit']);
    expect(layers.length).toBe(1);
  });
});

describe('the notice box', () => {
  it('shows the text wrapped to its box and closes on OK or Escape', () => {
    for (const key of ['o', 'escape']) {
      let closed = 0;
      const text = 'The data folder could not be written. '.repeat(4);
      const layer = noticeLayer('Saves', text, () => closed++);
      const lines = layer.content(100, 40).lines.map((l) => l.text);
      expect(lines.every((l) => l.length <= 60)).toBe(true);
      expect(lines.join(' ').replace(/\s+/g, ' ').trim()).toBe(text.trim());
      layer.press(key);
      expect(closed).toBe(1);
    }
  });
});
