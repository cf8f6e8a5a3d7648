import { Tile, type Level } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { formatStages, levelJson, numberRows } from './gen-format.js';

function level(rows: string[], extra: Partial<Level> = {}): Level {
  const codes: Record<string, number> = { '#': Tile.Wall, '.': Tile.Floor, '+': Tile.Door, ' ': Tile.Void };
  const width = rows[0].length;
  const tiles = Uint8Array.from(rows.join('').split(''), (ch) => codes[ch]);
  return { width, height: rows.length, tiles, rooms: [], doors: [], windows: [], ...extra };
}

describe('numberRows', () => {
  it('right-aligns row numbers to the widest one, as seed 001 shows', () => {
    const ascii = Array.from({ length: 11 }, () => '#').join('\n');
    const lines = numberRows(ascii).split('\n');
    expect(lines[0]).toBe(' 0: #');
    expect(lines[9]).toBe(' 9: #');
    expect(lines[10]).toBe('10: #');
  });
});

describe('formatStages', () => {
  it('prints each stage name, then its numbered rows, with a blank line between stages', () => {
    const a = level(['###', '#.#']);
    const b = level(['#+#', '#.#']);
    expect(
      formatStages([
        { name: 'Hull', level: a },
        { name: 'Doors', level: b },
      ]),
    ).toBe('Hull\n0: ###\n1: #.#\n\nDoors\n0: #+#\n1: #.#');
  });
});

describe('levelJson', () => {
  it('has the fields of cli.md with null for a missing start and exit', () => {
    const json = levelJson('rooms', 'kestrel-9', level(['#+#', '#.#'], { doors: [{ x: 1, y: 0 }] }));
    expect(Object.keys(json)).toEqual([
      'kind',
      'seed',
      'width',
      'height',
      'rows',
      'rooms',
      'doors',
      'windows',
      'start',
      'exit',
    ]);
    expect(json).toMatchObject({
      seed: 'kestrel-9',
      width: 3,
      height: 2,
      rows: ['#+#', '#.#'],
      start: null,
      exit: null,
    });
    expect(json.doors).toEqual([{ x: 1, y: 0 }]);
  });

  it('copies rooms as plain objects and keeps start and exit', () => {
    const room = { id: 0, x: 1, y: 1, width: 1, height: 1, cells: 1 };
    const json = levelJson(
      'ship',
      3,
      level(['###', '#.#'], { rooms: [room], start: { x: 1, y: 1 }, exit: { x: 1, y: 1 } }),
    );
    expect(json.rooms).toEqual([room]);
    expect(json.start).toEqual({ x: 1, y: 1 });
    expect(json.rows).toEqual(['###', '#@#']);
  });
});
