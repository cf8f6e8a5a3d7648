import { describe, expect, it } from 'vitest';
import { helpLayer, helpLines } from './help-screen.js';
import { DEFAULT_KEYS, keysLabel } from './key-map.js';
import { helpRows } from './text.js';

describe('the help screen', () => {
  it('never runs a key into its text: a key label as wide as the column has a row of its own', () => {
    const lines = helpLines(62, DEFAULT_KEYS, 'all').map((l) => l.text.trim());
    // Every key label that starts a line stands alone or is followed by a space before its text
    // (labels of a few characters, like "o", could also begin a wrapped line of text: left out).
    for (const row of helpRows()) {
      const label = row.keys?.trim();
      if (label === undefined || label.length < 4) continue;
      const starts = lines.filter((l) => l.startsWith(label));
      expect(starts.length, label).toBeGreaterThan(0);
      for (const l of starts) expect(l === label || l.startsWith(`${label} `), l).toBe(true);
    }
    const wait = keysLabel(DEFAULT_KEYS.wait);
    expect(lines).toContain(wait);
    expect(lines.some((l) => l.includes(`${wait}wait`))).toBe(false);
    expect(lines[lines.indexOf(wait) + 1]).toBe('wait a turn');
  });

  it('wraps every line to the width it is given', () => {
    for (const width of [40, 62, 100])
      for (const l of helpLines(width, DEFAULT_KEYS, 'all'))
        expect(l.text.trimEnd().length, l.text).toBeLessThanOrEqual(Math.max(width, 18 + 10));
  });

  it('shows the keys as bound and the movement scheme chosen', () => {
    const keys = { ...DEFAULT_KEYS, explore: ['X'] };
    const text = (scheme: 'all' | 'no-vi') =>
      helpLines(80, keys, scheme)
        .map((l) => l.text)
        .join('\n');
    expect(text('all')).toMatch(/^X\s+/m);
    expect(text('all')).toContain('vi-style');
    expect(text('no-vi')).not.toContain('vi-style');
  });

  it('is a pager titled Help that closes on Escape', () => {
    let closed = 0;
    const layer = helpLayer(DEFAULT_KEYS, 'all', () => closed++);
    expect(layer.content(80, 24).title).toBe('Help');
    layer.press('escape');
    expect(closed).toBe(1);
  });
});
