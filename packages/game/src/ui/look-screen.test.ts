import { describe, expect, it } from 'vitest';
import type { LogMessage } from '../core/api.js';
import { asciiActor, asciiView, type AsciiViewSpec } from './ascii-view.js';
import { historyLayer, lookLayer } from './look-screen.js';
import { lookLines, whereLine } from './look.js';

const ROOM: AsciiViewSpec = {
  map: ['##########', '#@.......#', '#........#', "#.......z'", '##########'],
  actors: [asciiActor(8, 3, 'zombie', 'z')],
};

const body = (layer: ReturnType<typeof lookLayer>, w = 100, h = 40) =>
  layer.content(w, h).lines.map((l) => l.text);

describe('the look screen', () => {
  it('says where the player is and lists each known thing indented, with distance and direction', () => {
    const v = asciiView(ROOM);
    const layer = lookLayer(v, () => undefined);
    expect(layer.content(100, 40).title).toBe('Look');
    const lines = body(layer);
    expect(lines).toContain(whereLine(v));
    expect(lines.some((l) => /^ {2}zombie \(.*\), 7 east$/.test(l))).toBe(true);
  });

  it('wraps a long line within the box, its continuation indented under the thing it belongs to', () => {
    const v = asciiView({
      ...ROOM,
      actors: [{ ...asciiActor(8, 3, 'zombie', 'z'), name: 'very long-named zombie of the lower decks' }],
    });
    const box = lookLayer(v, () => undefined).content(40, 40);
    const lines = box.lines.map((l) => l.text);
    // No word of the look text is lost, and a thing's wrapped tail sits deeper than its first line.
    const words = lookLines(v).join(' ').split(/\s+/).filter(Boolean);
    expect(lines.join(' ').split(/\s+/).filter(Boolean)).toEqual(words);
    const first = lines.findIndex((l) => l.startsWith('  very long-named'));
    expect(first).toBeGreaterThan(0);
    expect(lines[first + 1]).toMatch(/^ {4}\S/);
  });

  it('closes on Escape, Enter and q', () => {
    for (const key of ['escape', 'enter', 'q']) {
      let closed = 0;
      lookLayer(asciiView(ROOM), () => closed++).press(key);
      expect(closed).toBe(1);
    }
  });
});

describe('the message history', () => {
  it('says nothing has happened in a new run', () => {
    const layer = historyLayer(asciiView(ROOM), () => undefined);
    expect(layer.content(100, 40).title).toBe('Message history');
    expect(body(layer)).toEqual(['Nothing has happened yet.']);
  });

  it('opens at the newest message when the log is longer than the box', () => {
    const log: LogMessage[] = Array.from({ length: 80 }, (_, i) => ({
      text: `message number ${i}`,
      turn: i,
      count: 1,
      tone: 'info',
    }));
    const lines = body(
      historyLayer(asciiView({ ...ROOM, log }), () => undefined),
      100,
      30,
    ).join('\n');
    expect(lines).toContain('message number 79');
    expect(lines).not.toContain('message number 0\n');
  });
});
