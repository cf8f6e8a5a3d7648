import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  END_MARKER,
  formatOps,
  formatTime,
  renderGroup,
  renderReport,
  replaceBetweenMarkers,
  START_MARKER,
  summariseRatios,
  type CaseResult,
} from './report.js';

const side = (label: string, opsPerSec: number, checksum = 1) => ({ label, opsPerSec, checksum });

describe('formatting', () => {
  it('formatOps keeps three significant digits', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e12, noNaN: true }), (x) => {
        const shown = Number(formatOps(x).replace(/,/g, ''));
        expect(Math.abs(shown - x) / x).toBeLessThan(0.006);
      }),
    );
    expect(formatOps(0)).toBe('-');
  });

  it('formatTime picks a unit that keeps the number between 1 and 1000 where it can', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 999, noNaN: true }), (s) => {
        const [num, unit] = formatTime(s).split(' ');
        const scale = { s: 1, ms: 1e-3, µs: 1e-6, ns: 1e-9 }[unit as 's' | 'ms' | 'µs' | 'ns'];
        expect(scale).toBeDefined();
        const value = Number(num);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(1000);
        expect(Math.abs(value * scale - s) / s).toBeLessThan(0.006);
      }),
    );
  });
});

describe('summariseRatios', () => {
  it('takes medians per first word of the name and over the whole group, skipping cases without rot', () => {
    const results: CaseResult[] = [
      { group: 'path', name: 'findPath maze', ours: side('a', 100), rot: side('b', 10) },
      { group: 'path', name: 'findPath room', ours: side('a', 300), rot: side('b', 10) },
      { group: 'path', name: 'findPath cave', ours: side('a', 50), rot: side('b', 10) },
      { group: 'path', name: 'dijkstraMap maze', ours: side('a', 40), rot: side('b', 2) },
      { group: 'game', name: 'turn', ours: side('t', 5) },
    ];
    expect(summariseRatios(results)).toEqual([
      { group: 'path', tag: 'findPath', cases: 3, median: 10 },
      { group: 'path', tag: 'dijkstraMap', cases: 1, median: 20 },
      { group: 'path', tag: 'all', cases: 4, median: 15 },
    ]);
  });
});

describe('rendering', () => {
  it('puts one row per case under each group, with ratio and checksums', () => {
    const results: CaseResult[] = [
      { group: 'fov', name: 'recursive r20', ours: side('ours', 2000, 7), rot: side('rot', 100, 7) },
      { group: 'fov', name: 'a|b', ours: side('ours', 10, 3), rot: { label: 'rot', error: 'boom' } },
      { group: 'game', name: 'turn', ours: side('turn', 4) },
    ];
    const fov = renderGroup('fov', results).split('\n');
    expect(fov).toHaveLength(4);
    expect(fov[2]).toContain('20.0x');
    expect(fov[2]).toContain('7 / 7 (same)');
    expect(fov[3]).toContain('a\\|b');
    expect(fov[3]).toContain('failed');
    const report = renderReport(results);
    expect(report).toContain('### fov');
    expect(report).toContain('### game');
    expect(report).toContain('250 ms');
    expect(report).toContain('rot: boom');
  });

  it('replaces only the text between the markers, and only when both are there', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (before, old, after, block) => {
        fc.pre(![before, old, after].some((s) => s.includes('<!--')));
        const text = `${before}${START_MARKER}${old}${END_MARKER}${after}`;
        const out = replaceBetweenMarkers(text, block);
        expect(out.startsWith(`${before}${START_MARKER}`)).toBe(true);
        expect(out.endsWith(`${END_MARKER}${after}`)).toBe(true);
        expect(out).toContain(block.trim());
        expect(replaceBetweenMarkers(out, block)).toBe(out);
      }),
    );
    expect(() => replaceBetweenMarkers('no markers', 'x')).toThrow();
  });
});
