import { generate, GENERATOR_KINDS, levelToAscii } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES } from '../gen-defaults.js';
import { memoryIo } from '../test-io.js';
import { UsageError } from '../usage-error.js';
import { runGen } from './gen.js';

/** Drops the one line end that ends the output (rows may end in spaces, so no trimEnd). */
const chomp = (text: string): string => (text.endsWith('\n') ? text.slice(0, -1) : text);

function gen(...argv: string[]): string {
  const io = memoryIo();
  expect(runGen(argv, io)).toBe(0);
  expect(io.err).toBe('');
  return io.out;
}

const KINDS = GENERATOR_KINDS;

describe('gen --format ascii', () => {
  it.each(KINDS)('%s: prints exactly levelToAscii at the default size, the same bytes every time', (kind) => {
    const out = gen(kind, '--seed', '5');
    expect(gen(kind, '--seed', '5')).toBe(out);
    expect(out).toBe(`${levelToAscii(generate(kind, { ...DEFAULT_SIZES[kind], seed: 5 }))}\n`);
  });

  it('passes word seeds as strings and sizes and params through', () => {
    const out = gen('cellular', '--seed', 'kestrel-9', '--width', '30', '--height', '12', '--param', 'i=0');
    expect(out).toBe(
      `${levelToAscii(generate('cellular', { width: 30, height: 12, seed: 'kestrel-9', i: 0 }))}\n`,
    );
    expect(out).not.toBe(gen('cellular', '--seed', 'kestrel-8', '--width', '30', '--height', '12'));
  });
});

describe('gen --format json', () => {
  it('prints one object with the rows of the ASCII rendering, the same every time', () => {
    const out = gen('ship', '--seed', '7', '--format', 'json');
    expect(out.endsWith('\n')).toBe(true);
    expect(chomp(out).includes('\n')).toBe(false);
    const json = JSON.parse(out);
    expect(json.kind).toBe('ship');
    expect(json.seed).toBe(7);
    expect(json.rows.join('\n')).toBe(chomp(gen('ship', '--seed', '7')));
    expect(json.rooms.length).toBeGreaterThan(0);
    expect(Object.keys(json.rooms[0])).toEqual(['id', 'x', 'y', 'width', 'height', 'cells']);
    expect(json.start).toEqual(expect.objectContaining({ x: expect.any(Number), y: expect.any(Number) }));
    expect(gen('ship', '--seed', '7', '--format', 'json')).toBe(out);
  });

  it('gives null start and exit for generators without them', () => {
    const json = JSON.parse(gen('rooms', '--format', 'json', '--seed', 'word'));
    expect(json.seed).toBe('word');
    expect('start' in json && 'exit' in json).toBe(true);
  });
});

describe('gen --stages', () => {
  it('prints every stage with a heading and numbered rows, ending with the finished level', () => {
    const out = gen('ship', '--seed', '3', '--stages');
    expect(gen('ship', '--seed', '3', '--stages')).toBe(out);
    const blocks = chomp(out).split('\n\n');
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) {
      const [heading, ...rows] = block.split('\n');
      expect(heading).toMatch(/^\S/);
      expect(rows).toHaveLength(40);
      rows.forEach((row, y) => expect(row.startsWith(`${String(y).padStart(2)}: `)).toBe(true));
    }
    const last = blocks[blocks.length - 1]
      .split('\n')
      .slice(1)
      .map((row) => row.slice(4));
    expect(last.join('\n')).toBe(chomp(gen('ship', '--seed', '3')));
  });
});

describe('gen usage errors', () => {
  it.each([
    [[], /needs a KIND/],
    [['dungeon'], /unknown generator kind "dungeon"; expected one of station, ship/],
    [['rooms', 'ship'], /one KIND/],
    [['rooms', '--format', 'xml'], /ascii or json/],
    [['rooms', '--width', 'wide'], /--width must be a whole number/],
    [['rooms', '--height', '0'], /--height must be a whole number from 1/],
    [['rooms', '--param', 'nope'], /NAME=VALUE/],
    [['chunk', '--width', '40'], /gen chunk: .*width/],
    [['cellular', '--param', 'i=lots'], /gen cellular: /],
  ])('%j is a usage error', (argv, message) => {
    expect(() => runGen(argv as string[], memoryIo())).toThrow(UsageError);
    expect(() => runGen(argv as string[], memoryIo())).toThrow(message);
  });
});
