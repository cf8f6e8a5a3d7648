import { describe, expect, it } from 'vitest';
import { KeyDecoder } from './terminal.js';

const decode = (text: string): string[] => {
  const d = new KeyDecoder();
  return [...d.feed(text), ...d.flush()];
};

describe('KeyDecoder table', () => {
  const table: [string, string][] = [
    ['\x1b[A', 'up'],
    ['\x1b[B', 'down'],
    ['\x1b[C', 'right'],
    ['\x1b[D', 'left'],
    ['\x1bOA', 'up'],
    ['\x1bOB', 'down'],
    ['\x1bOC', 'right'],
    ['\x1bOD', 'left'],
    ['\x1b[1;5A', 'up'],
    ['\x1b[H', 'home'],
    ['\x1b[F', 'end'],
    ['\x1bOH', 'home'],
    ['\x1bOF', 'end'],
    ['\x1b[1~', 'home'],
    ['\x1b[7~', 'home'],
    ['\x1b[4~', 'end'],
    ['\x1b[8~', 'end'],
    ['\x1b[5~', 'pageup'],
    ['\x1b[6~', 'pagedown'],
    ['\x1b[3~', 'delete'],
    ['\x1b[E', 'begin'],
    ['\x1b[G', 'begin'],
    ['\x1bOu', 'begin'],
    ['\x1bOE', 'begin'],
    ['\x1b[Z', 'backtab'],
    ['\x1bOM', 'enter'],
    ['\r', 'enter'],
    ['\n', 'enter'],
    ['\t', 'tab'],
    ['\x7f', 'backspace'],
    ['\b', 'backspace'],
    [' ', 'space'],
    ['\x03', 'ctrl-c'],
    ['a', 'a'],
    ['?', '?'],
    ['>', '>'],
    ['é', 'é'],
    ['→', '→'],
    ['😀', '😀'],
  ];
  it.each(table)('%j is %s', (input, key) => {
    expect(decode(input)).toEqual([key]);
  });

  it('decodes several keys in one chunk', () => {
    expect(decode('ab\x1b[A\x1b[6~c')).toEqual(['a', 'b', 'up', 'pagedown', 'c']);
  });

  it('drops other control characters and unknown sequences', () => {
    expect(decode('\x01\x1b[2~\x1b[200~x')).toEqual(['x']);
  });
});

describe('Escape', () => {
  it('waits for more input after a lone ESC, and flush reports it', () => {
    const d = new KeyDecoder();
    expect(d.feed('\x1b')).toEqual([]);
    expect(d.hasPending).toBe(true);
    expect(d.flush()).toEqual(['escape']);
    expect(d.hasPending).toBe(false);
  });

  it('joins a sequence split across chunks', () => {
    const d = new KeyDecoder();
    expect(d.feed('\x1b')).toEqual([]);
    expect(d.feed('[')).toEqual([]);
    expect(d.feed('5')).toEqual([]);
    expect(d.feed('~x')).toEqual(['pageup', 'x']);
  });

  it('reads ESC followed by a plain key in the same chunk as Escape, then the key', () => {
    expect(decode('\x1bq')).toEqual(['escape', 'q']);
    expect(decode('\x1b\x1b')).toEqual(['escape', 'escape']);
    expect(decode('\x1b\x1b[A')).toEqual(['escape', 'up']);
  });

  it('flushes an unfinished CSI as Escape and the characters typed', () => {
    const d = new KeyDecoder();
    expect(d.feed('\x1b[')).toEqual([]);
    expect(d.flush()).toEqual(['escape', '[']);
  });
});
