import { describe, expect, it } from 'vitest';
import { directionLayer, menuLayer, pagerLayer, seedEntryLayer, SEED_MAX } from './layers.js';

describe('layers', () => {
  it('menu layer runs the chosen action or the cancel', () => {
    const log: string[] = [];
    const l = menuLayer({
      items: [
        { hotkey: 'a', label: 'A', value: () => log.push('a') },
        { hotkey: 'b', label: 'B', value: () => log.push('b') },
      ],
      onCancel: () => log.push('cancel'),
    });
    l.press('b');
    l.press('down');
    l.press('enter');
    l.press('escape');
    l.press('z');
    expect(log).toEqual(['b', 'a', 'cancel']);
    expect(l.content(80, 24).items?.map((i) => i.label)).toEqual(['A', 'B']);
  });

  it('pager scrolls within bounds and closes on Escape', () => {
    let closed = false;
    const lines = Array.from({ length: 100 }, (_, i) => ({ text: `line ${i}` }));
    const p = pagerLayer({ title: 'T', lines: () => lines, onClose: () => (closed = true) });
    const first = p.content(80, 24);
    expect(first.lines[0].text).toBe('line 0');
    p.press('up');
    expect(p.offset()).toBe(0);
    p.press('down');
    expect(p.content(80, 24).lines[0].text).toBe('line 1');
    p.press('end');
    const last = p.content(80, 24);
    expect(last.lines[last.lines.length - 1].text).toBe('line 99');
    p.press('pagedown');
    expect(p.content(80, 24).lines[last.lines.length - 1].text).toBe('line 99');
    p.press('escape');
    expect(closed).toBe(true);
  });

  it('pager can open at the end (the message history)', () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({ text: `m${i}` }));
    const p = pagerLayer({ title: 'T', lines: () => lines, atEnd: true, onClose: () => undefined });
    const c = p.content(80, 24);
    expect(c.lines[c.lines.length - 1].text).toBe('m49');
  });

  it('seed entry types, deletes, caps the length and submits', () => {
    let got: string | undefined;
    const s = seedEntryLayer({ onSubmit: (t) => (got = t), onCancel: () => undefined });
    for (const k of ['k', 'e', 's', 'x', 'backspace', 't', 'space', '9', 'left']) s.press(k);
    expect(s.text()).toBe('kest 9');
    for (let i = 0; i < 40; i++) s.press('7');
    expect(s.text().length).toBe(SEED_MAX);
    s.press('enter');
    expect(got).toBe(s.text());
  });

  it('direction prompt answers with a step and ignores other keys', () => {
    const steps: unknown[] = [];
    let cancelled = false;
    const d = directionLayer({
      title: 'Close',
      onStep: (s) => steps.push(s),
      onCancel: () => (cancelled = true),
    });
    d.press('q');
    d.press('l');
    d.press('escape');
    expect(steps).toEqual([{ dx: 1, dy: 0 }]);
    expect(cancelled).toBe(true);
  });
});
