import { describe, expect, it } from 'vitest';
import type { LogMessage } from '../core/api.js';
import { createFrame } from './frame.js';
import { condense, drawLog, logLines, messageText } from './log-view.js';
import { rowText } from './draw.js';

const msg = (text: string, turn: number, count = 1, tone: LogMessage['tone'] = 'info'): LogMessage => ({
  text,
  turn,
  count,
  tone,
});

describe('message log', () => {
  it('shows repeats condensed as (xN)', () => {
    expect(messageText(msg('Click.', 1, 3))).toBe('Click. (x3)');
    expect(messageText(msg('Click.', 1))).toBe('Click.');
    const folded = condense([msg('Click.', 1), msg('Click.', 2, 2), msg('Bang.', 3), msg('Click.', 4)]);
    expect(folded.map(messageText)).toEqual(['Click. (x3)', 'Bang.', 'Click.']);
  });

  it('draws the newest lines at the bottom and drops the oldest', () => {
    const f = createFrame(20, 3);
    drawLog(
      f,
      { x: 0, y: 0, width: 20, height: 3 },
      [msg('one', 1), msg('two', 2), msg('three', 3), msg('four', 4), msg('four', 4)],
      4,
    );
    expect([rowText(f, 0), rowText(f, 1), rowText(f, 2)].map((s) => s.trimEnd())).toEqual([
      'two',
      'three',
      'four (x2)',
    ]);
  });

  it('wraps long messages and fades older turns', () => {
    const lines = logLines([msg('aaa bbb ccc', 1, 1, 'bad'), msg('new', 2, 1, 'bad')], 7, 2);
    expect(lines.map((l) => l.text)).toEqual(['aaa bbb', 'ccc', 'new']);
    expect(lines[0].fg).not.toBe(lines[2].fg);
  });
});
