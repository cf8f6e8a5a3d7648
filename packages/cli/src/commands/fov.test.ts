import { describe, expect, it } from 'vitest';
import { memoryIo } from '../test-io.js';
import { UsageError } from '../usage-error.js';
import { runFov } from './fov.js';

const ROOM = ['#########', '#.......#', '#...#...#', '#.......#', '#########', '    .    '].join('\n');

async function fov(files: Record<string, string>, ...argv: string[]): Promise<string> {
  const io = memoryIo(files);
  expect(await runFov(argv, io)).toBe(0);
  return io.out;
}

describe('fov', () => {
  it('blanks what the origin cannot see, shows walls it reaches and marks the origin', async () => {
    const out = await fov({ 'room.txt': ROOM }, '--map', 'room.txt', '--at', '2,2', '--radius', '10');
    const rows = out.split('\n');
    expect(rows).toHaveLength(7); // six rows, each ended by a line end
    expect(rows[2]).toBe('#.@.#    '); // the pillar hides the cells behind it on the same row
    expect(rows[0].startsWith('#####')).toBe(true); // walls in sight are shown
    expect(rows[1].startsWith('#......')).toBe(true);
    expect(rows[5]).toBe('         '); // outside the hull is behind the walls
  });

  it('reads the map from standard input with -', async () => {
    const out = await fov({ '-': '.#..\n' }, '--map', '-', '--at', '0,0', '--radius', '5');
    expect(out).toBe('@#  \n');
  });

  it.each(['recursive', 'symmetric', 'raycast', 'permissive', 'mrpas', 'diamond'])(
    '%s keeps the radius',
    async (algorithm) => {
      const out = await fov(
        { m: '.........' },
        '--map',
        'm',
        '--at',
        '4,0',
        '--radius',
        '2',
        '--algorithm',
        algorithm,
      );
      expect(out).toBe('  ..@..  \n');
    },
  );

  it.each([
    [['--at', '1,1', '--radius', '3'], /needs --map/],
    [['--map', 'm', '--radius', '3'], /needs --at/],
    [['--map', 'm', '--at', '1,1'], /needs --radius/],
    [['--map', 'm', '--at', '1;1', '--radius', '3'], /--at must be X,Y/],
    [['--map', 'm', '--at', '-1,1', '--radius', '3'], /--at must be X,Y/],
    [['--map', 'm', '--at', '1,1', '--radius', 'big'], /--radius must be a number/],
    [
      ['--map', 'm', '--at', '1,1', '--radius', '3', '--algorithm', 'magic'],
      /--algorithm must be recursive, symmetric, raycast/,
    ],
    [
      ['--map', 'missing.txt', '--at', '1,1', '--radius', '3'],
      /cannot read the map from "missing.txt" \(ENOENT\)/,
    ],
    [['--map', 'm', '--at', '9,0', '--radius', '3'], /origin 9,0 is off the 3x2 map/],
    [['--map', 'empty', '--at', '0,0', '--radius', '3'], /the map is empty/],
    [['m'], /no positional arguments/],
  ])('%j is a usage error', async (argv, message) => {
    const files = { m: '...\n...', empty: '' };
    await expect(runFov(argv as string[], memoryIo(files))).rejects.toThrow(UsageError);
    await expect(runFov(argv as string[], memoryIo(files))).rejects.toThrow(message);
  });
});
