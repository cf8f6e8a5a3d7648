import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built command: `npm test` runs `tsc -b` before vitest, so dist/bin.js is current.
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Checks a usage error: status 2, nothing on stdout, exactly one line on stderr, no stack trace. */
function expectUsageError(args: string[], message: RegExp, input?: string): void {
  const { code, out, err } = run(args, input);
  expect(code).toBe(2);
  expect(out).toBe('');
  expect(err).toMatch(/^hullbreach: [^\n]+\n$/);
  expect(err).not.toMatch(/\bat .*:\d+:\d+/);
  expect(err).toMatch(message);
}

describe('hullbreach (the built binary)', () => {
  it.each([[['--help']], [['-h']], [['help']], [['help', '--help']], [['help', 'help']]])(
    '%j prints the overview and exits 0',
    (args) => {
      const { code, out } = run(args);
      expect(code).toBe(0);
      for (const sub of ['play', 'gen KIND', 'fov --map', 'autoplay --seed']) expect(out).toContain(sub);
    },
  );

  it.each(['play', 'gen', 'fov', 'autoplay'])('%s --help prints its usage and exits 0', (sub) => {
    const { code, out, err } = run([sub, '--help']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(new RegExp(`^Usage: hullbreach (\\[)?${sub}`));
  });

  it.each(['play', 'gen', 'fov', 'autoplay'])('help %s prints the same text as COMMAND --help', (sub) => {
    const { code, out } = run(['help', sub]);
    expect(code).toBe(0);
    expect(out).toBe(run([sub, '--help']).out);
  });

  it('stops without a stack trace when its output cannot be written', async () => {
    // A reader that closes the pipe early (`| head`) has what it wanted: quietly, status 0.
    const child = spawn(process.execPath, [BIN, 'gen', 'caves', '--width', '1024', '--height', '1024']);
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (err += text));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(err).toBe('');
    // A full disk: one line and status 1.
    const full = openSync('/dev/full', 'w');
    const result = spawnSync(process.execPath, [BIN, 'gen', 'station'], {
      stdio: ['ignore', full, 'pipe'],
      encoding: 'utf8',
      timeout: 30_000,
    });
    closeSync(full);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^hullbreach: cannot write the output: ENOSPC[^\n]*\n$/);
  });

  it('--version prints the package version', () => {
    const { code, out } = run(['--version']);
    expect(code).toBe(0);
    expect(out).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it.each<[string[], RegExp]>([
    [['launch'], /unknown command "launch"; expected one of play, gen, fov, autoplay/],
    [['help', 'launch'], /no help for "launch"; expected one of play, gen, fov, autoplay/],
    [['help', 'gen', 'fov'], /help takes at most one COMMAND, got 2/],
    [['--colours', '16'], /unknown option --colours for "play"; allowed: --seed, --colors/],
    [['play', '--colors', 'sepia'], /--colors must be one of truecolor, 256, 16, grey/],
    [['gen'], /gen needs a KIND: one of station, ship/],
    [['gen', 'maze'], /unknown generator kind "maze"/],
    [['gen', 'rooms', '--size', '3'], /unknown option --size for "gen"/],
    [['gen', 'rooms', '--width'], /--width needs a value/],
    [['gen', 'rooms', '--width', '-4'], /--width must be a whole number from 1 to 1024/],
    [['gen', 'chunk', '--width', '40'], /gen chunk: option "width"/],
    [
      ['gen', 'rooms', '--param', 'romMax=4'],
      /gen rooms: unknown option "romMax" \(did you mean "roomMax"\?\)/,
    ],
    [['gen', 'rooms', '--seed', ''], /--seed needs a non-empty value/],
    [['fov', '--map', '-', '--at', '0,0'], /fov needs --radius/],
    [['fov', '--map', '/no/such/map.txt', '--at', '0,0', '--radius', '3'], /cannot read the map .*ENOENT/],
    [['autoplay'], /autoplay needs --seed/],
    [['autoplay', '--seed', '1', '--turns', 'many'], /--turns must be a whole number/],
  ])('%j: one line on stderr, exit 2', (args, message) => {
    expectUsageError(args, message);
  });

  it('fov: an origin off the map is a usage error', () => {
    expectUsageError(
      ['fov', '--map', '-', '--at', '5,5', '--radius', '3'],
      /origin 5,5 is off the 3x1 map/,
      '...\n',
    );
  });

  it('play without a terminal fails with one line and exit 1, leaving the terminal alone', () => {
    const { code, out, err } = run(['play', '--seed', '1']);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^hullbreach: play needs an interactive terminal[^\n]*\n$/);
  });

  it('endless takes the run-rule flags its help lists, and names itself in its errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hullbreach-endless-flags-'));
    for (const flags of [['--daily'], ['--difficulty', 'hard']]) {
      const { code, err } = run(['endless', ...flags, '--data-dir', dir]);
      expect(code).toBe(1);
      expect(err).toMatch(/^hullbreach: endless needs an interactive terminal[^\n]*\n$/);
    }
    expect(run(['endless', '--help']).out).toMatch(/--daily[\s\S]*--difficulty/);
    expectUsageError(
      ['endless', '--daily', '--seed', '4'],
      /^hullbreach: endless takes --daily or --seed S, not both/,
    );
    expectUsageError(['endless', '--difficulty', 'wild'], /--difficulty must be one of easy, normal, hard/);
    expectUsageError(['endless', 'x'], /^hullbreach: endless takes no positional arguments, got "x"/);
  });

  it('gen prints the same bytes in separate processes', () => {
    const a = run(['gen', 'ship', '--seed', 'kestrel-9', '--format', 'json']);
    const b = run(['gen', 'ship', '--seed', 'kestrel-9', '--format', 'json']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out).seed).toBe('kestrel-9');
  });

  it('fov reads a map file and from a pipe with the same result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hullbreach-fov-'));
    const file = join(dir, 'map.txt');
    const map = '#####\n#...#\n#.#.#\n#...#\n#####\n';
    writeFileSync(file, map);
    const fromFile = run(['fov', '--map', file, '--at', '1,1', '--radius', '6']);
    const fromPipe = run(['fov', '--map', '-', '--at', '1,1', '--radius', '6'], map);
    expect(fromFile.code).toBe(0);
    expect(fromFile.out).toBe(fromPipe.out);
    expect(fromFile.out.split('\n')[1]).toBe('#@..#');
  });

  it('autoplay ends with the documented JSON line, the same for the same seed and turns', () => {
    const a = run(['autoplay', '--seed', 'kestrel-9', '--turns', '300']);
    const b = run(['autoplay', '--seed', 'kestrel-9', '--turns', '300']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const last = JSON.parse(a.out.trimEnd().split('\n').at(-1) ?? '');
    expect(Object.keys(last)).toEqual(['seed', 'outcome', 'depth', 'turns', 'kills', 'stateHash']);
    expect(last.seed).toBe('kestrel-9');
    expect(['won', 'died', 'adrift', 'turn-limit']).toContain(last.outcome);
    expect(last.turns).toBeLessThanOrEqual(300);
    expect(last.stateHash).toMatch(/^[0-9a-f]+$/);
    expect(JSON.parse(run(['autoplay', '--seed', '7', '--turns', '5']).out).seed).toBe(7);
  });
});
