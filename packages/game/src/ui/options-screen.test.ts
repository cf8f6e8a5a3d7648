import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type RunRules } from '../core/run-rules.js';
import type { Layer } from './layers.js';
import { openOptions, type OptionsHost } from './options-screen.js';

/** A host that keeps its settings and boxes in plain fields, and counts rule changes. */
function host(over: Partial<OptionsHost> = {}): OptionsHost & { layers: Layer[]; told: RunRules[] } {
  const layers: Layer[] = [];
  const told: RunRules[] = [];
  const h = {
    colourChoice: true,
    tileView: true,
    colourMode: 'truecolor' as const,
    keyScheme: 'all' as const,
    mapView: 'glyphs' as const,
    rules: DEFAULT_RULES,
    ...over,
    layers,
    told,
    setRules(rules: RunRules) {
      h.rules = rules;
      told.push(rules);
    },
    push: (l: Layer) => void layers.push(l),
    pop: () => void layers.pop(),
  };
  return h as OptionsHost & { layers: Layer[]; told: RunRules[] };
}

const top = (h: { layers: Layer[] }) => h.layers[h.layers.length - 1].content(80, 24);
const hotkeys = (h: { layers: Layer[] }) => (top(h).items ?? []).map((i) => i.hotkey);

describe('the options screen', () => {
  it('cycles the colour mode through all four and back, reopening on Colours', () => {
    const h = host();
    openOptions(h);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      h.layers[h.layers.length - 1].press('c');
      seen.push(h.colourMode);
      expect(h.layers.length).toBe(1);
      expect(top(h).selected).toBe(hotkeys(h).indexOf('c'));
    }
    expect(seen).toEqual(['256', '16', 'grey', 'truecolor']);
  });

  it('switches the movement keys, the lamp, autopickup and the map view', () => {
    const h = host();
    openOptions(h);
    for (const k of ['k', 'l', 'a', 'v']) h.layers[h.layers.length - 1].press(k);
    expect(h.keyScheme).toBe('no-vi');
    expect(h.mapView).toBe('tiles');
    expect(h.rules).toEqual({
      ...DEFAULT_RULES,
      lamp: DEFAULT_RULES.lamp === 'cone' ? 'round' : 'cone',
      autopickup: !DEFAULT_RULES.autopickup,
    });
    expect(h.told.length).toBe(2);
  });

  it('offers Colours and the map view only to front ends that have them', () => {
    const h = host({ colourChoice: false, tileView: false });
    openOptions(h);
    expect(hotkeys(h)).toEqual(['k', 'l', 'a', 'b']);
    expect(top(h).lines.some((l) => l.text.startsWith('Colours'))).toBe(false);
    const full = host();
    openOptions(full);
    expect(hotkeys(full)).toEqual(['c', 'k', 'l', 'a', 'v', 'b']);
  });

  it('Back and Escape close it without changing anything', () => {
    const h = host();
    openOptions(h);
    h.layers[0].press('b');
    expect(h.layers).toEqual([]);
    openOptions(h);
    h.layers[0].press('escape');
    expect(h.layers).toEqual([]);
    expect(h.colourMode).toBe('truecolor');
    expect(h.told).toEqual([]);
  });

  it('offers the letter size where the front end zooms, each choice one size larger and past the largest the smallest', () => {
    const asked: number[] = [];
    const h = host({
      zoomSteps: { zoom: 0, min: -1, max: 2 },
    });
    const zooming = Object.assign(h, {
      setZoom(zoom: number) {
        asked.push(zoom);
        Object.assign(zooming, { zoomSteps: { ...zooming.zoomSteps, zoom } });
      },
    });
    openOptions(zooming);
    expect(hotkeys(zooming)).toEqual(['c', 'k', 'l', 'a', 'v', 'z', 'b']);
    const detail = () => top(zooming).items?.find((i) => i.hotkey === 'z')?.detail;
    expect(detail()).toBe('usual');
    const shown: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      zooming.layers[zooming.layers.length - 1].press('z');
      shown.push(detail());
      expect(zooming.layers.length).toBe(1);
      expect(top(zooming).selected).toBe(hotkeys(zooming).indexOf('z'));
    }
    expect(asked).toEqual([1, 2, -1, 0]);
    expect(shown).toEqual(['1 size larger', '2 sizes larger', '1 size smaller', 'usual']);
    // No zoom, or a screen with a single size: no item.
    const plain = host();
    openOptions(plain);
    expect(hotkeys(plain)).not.toContain('z');
    const single = Object.assign(host({ zoomSteps: { zoom: 0, min: 0, max: 0 } }), { setZoom: () => {} });
    openOptions(single);
    expect(hotkeys(single)).not.toContain('z');
  });
});
