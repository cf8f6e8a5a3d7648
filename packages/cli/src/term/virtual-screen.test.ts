import { describe, expect, it } from 'vitest';
import { sgrParamsIn, VirtualScreen } from './virtual-screen.js';

describe('VirtualScreen', () => {
  it('places text at cursor positions with the colours set before it', () => {
    const s = new VirtualScreen(4, 2);
    s.write('\x1b[2;3H\x1b[38;2;1;2;3;48;5;196mab\x1b[1;1H\x1b[91mz');
    expect(s.row(0)).toBe('z   ');
    expect(s.row(1)).toBe('  ab');
    expect(s.cells[6]).toEqual({ ch: 'a', fg: 0x010203, bg: 0xff0000, dim: false, reverse: false });
    expect(s.cells[0].fg).toBe(0xff0000);
  });

  it('keeps dim and reverse video until a reset', () => {
    const s = new VirtualScreen(4, 1);
    s.write('a\x1b[0;2mb\x1b[7mc\x1b[0md');
    expect(s.cells.map((c) => [c.ch, c.dim, c.reverse])).toEqual([
      ['a', false, false],
      ['b', true, false],
      ['c', true, true],
      ['d', false, false],
    ]);
  });

  it('lists the SGR parameters of terminal output', () => {
    expect(sgrParamsIn('a\x1b[0;7mb\x1b[2;3H\x1b[mc\x1b[?25l\x1b[38;5;9m')).toEqual(['0;7', '', '38;5;9']);
  });

  it('tracks private modes and refuses sequences it does not know', () => {
    const s = new VirtualScreen(2, 1);
    s.write('\x1b[?1049h\x1b[?25l');
    expect(s.modes.has(1049)).toBe(true);
    expect(s.modes.has(25)).toBe(false);
    expect(() => s.write('\x1b[5A')).toThrow(/unexpected/);
    expect(() => s.write('abc')).toThrow(/past the bottom/);
  });
});
