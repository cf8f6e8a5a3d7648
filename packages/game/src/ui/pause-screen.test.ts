import { describe, expect, it } from 'vitest';
import type { Layer } from './layers.js';
import { confirmLayer, openPause, type PauseHost } from './pause-screen.js';

/** A host that keeps its boxes in a list and records what the player chose. */
function host(saves: boolean): PauseHost & { layers: Layer[]; did: string[] } {
  const layers: Layer[] = [];
  const did: string[] = [];
  return {
    layers,
    did,
    saves,
    push: (l) => void layers.push(l),
    pop: () => void layers.pop(),
    help: () => void did.push('help'),
    options: () => void did.push('options'),
    abandonAndStartAnew: () => void did.push('anew'),
    save: () => void did.push('save'),
    toTitle: () => void did.push('title'),
    quit: () => void did.push('quit'),
  };
}

const press = (h: { layers: Layer[] }, ...keys: string[]) => {
  for (const k of keys) h.layers[h.layers.length - 1].press(k);
};
const labels = (h: { layers: Layer[] }) =>
  (h.layers[h.layers.length - 1].content(80, 24).items ?? []).map((i) => i.label);

describe('the pause menu', () => {
  it('resumes on r and on Escape, doing nothing else', () => {
    for (const key of ['r', 'escape']) {
      const h = host(true);
      openPause(h);
      press(h, key);
      expect(h.layers).toEqual([]);
      expect(h.did).toEqual([]);
    }
  });

  it('with saves: the title and quit save first, quitting after a question', () => {
    const h = host(true);
    openPause(h);
    expect(labels(h)).toEqual([
      'Resume',
      'Help',
      'Options',
      'New game',
      'Save, title screen',
      'Save and quit',
    ]);
    press(h, 't');
    expect(h.did).toEqual(['save', 'title']);
    const q = host(true);
    openPause(q);
    press(q, 'q', 'n');
    expect(q.did).toEqual([]);
    expect(q.layers.length).toBe(1);
    press(q, 'q', 'y');
    expect(q.did).toEqual(['save', 'quit']);
  });

  it('without saves: leaving abandons the run, only once confirmed', () => {
    const h = host(false);
    openPause(h);
    expect(labels(h)).toEqual(['Resume', 'Help', 'Options', 'New game', 'Title screen', 'Quit']);
    press(h, 't', 'escape', 'q', 'n');
    expect(h.did).toEqual([]);
    press(h, 't', 'y');
    expect(h.did).toEqual(['title']);
    const q = host(false);
    openPause(q);
    press(q, 'q', 'y');
    expect(q.did).toEqual(['quit']);
  });

  it('a new game is asked for before the run is given up; help and options open at once', () => {
    const h = host(true);
    openPause(h);
    press(h, 'n');
    expect(h.layers[1].content(80, 24).title).toBe('Abandon this run and start anew?');
    press(h, 'y');
    expect(h.did).toEqual(['anew']);
    const other = host(true);
    openPause(other);
    press(other, 'h', 'o');
    expect(other.did).toEqual(['help', 'options']);
  });

  it('a confirmation says no on n and on Escape', () => {
    let no = 0;
    let yes = 0;
    const layer = confirmLayer(
      'Sure?',
      () => yes++,
      () => no++,
    );
    layer.press('n');
    layer.press('escape');
    layer.press('y');
    expect([yes, no]).toEqual([1, 2]);
  });
});
