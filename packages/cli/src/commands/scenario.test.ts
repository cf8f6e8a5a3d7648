import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseScenario, runScenario } from '@hullbreach/game';
import { describe, expect, it } from 'vitest';
import { main, type MainDeps } from '../main.js';
import { memoryIo } from '../test-io.js';
import { UsageError } from '../usage-error.js';
import { runScenarioCommand } from './scenario.js';

const DIR = new URL('../../../../scenarios/', import.meta.url);
const NAMES = readdirSync(DIR).filter((n) => n.endsWith('.scn'));
const FILES: Record<string, string> = Object.fromEntries(
  NAMES.map((n) => [`scenarios/${n}`, readFileSync(new URL(n, DIR), 'utf8')]),
);

const SMALL = ['hp 12', '---', '#####', '#@.z#', '#####', '---', 'wait 2', 'move e'].join('\n');

async function scenario(files: Record<string, string>, ...argv: string[]) {
  const io = memoryIo(files);
  const code = await runScenarioCommand(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('hullbreach scenario', () => {
  it('plays every scenario file of the repository: a JSON line per turn, then the final one', async () => {
    expect(NAMES.length).toBeGreaterThan(0);
    for (const path of Object.keys(FILES)) {
      const { code, out, err } = await scenario(FILES, path, '--seed', '5');
      expect(code, path).toBe(0);
      expect(err).toBe('');
      expect(out.endsWith('\n')).toBe(true);
      const lines = out
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const final = lines.pop()!;
      expect(final.final).toBe(true);
      expect(Array.isArray(final.map) && Array.isArray(final.air)).toBe(true);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(Object.keys(line)[0]).toBe('turn');
      // Exactly what the game package prints for the same file and seed.
      expect(out).toBe(runScenario(parseScenario(FILES[path], path), { seed: 5 }).join('\n') + '\n');
      expect((await scenario(FILES, path, '--seed', '5')).out).toBe(out);
    }
  });

  it('reads standard input with -, takes word seeds, and prints text with --format text', async () => {
    const a = await scenario({ '-': SMALL }, '-', '--seed', 'kestrel-9');
    expect(a.code).toBe(0);
    expect(a.out).toBe(runScenario(parseScenario(SMALL, '<stdin>'), { seed: 'kestrel-9' }).join('\n') + '\n');
    const text = await scenario({ 'x.scn': SMALL }, 'x.scn', '--format', 'text');
    expect(text.out.split('\n')[0]).toBe('x.scn, seed 1: 3 lines, turn 3, playing');
    expect(text.out).toContain('\nMap:\n');
    expect(text.out).toContain('\nAir (. air, ~ none, # solid, blank: open space):\n#####\n#...#\n#####\n');
  });

  it('uses seed 1 when none is given', async () => {
    const a = await scenario({ 'x.scn': SMALL }, 'x.scn');
    const b = await scenario({ 'x.scn': SMALL }, 'x.scn', '--seed', '1');
    expect(a.out).toBe(b.out);
  });

  it('prints --help', async () => {
    const { code, out } = await scenario({}, '--help');
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Usage: hullbreach scenario FILE\|- \[--seed S\] \[--format json\|text\] \[--content DIR\]\n/,
    );
  });

  it.each([
    [['hp 3', '---', '#@#', '---', 'fly'], 'bad.scn:5: unknown command "fly"; known: '],
    [['size 3', '---', '#@#', '---'], 'bad.scn:1: unknown setting "size"; known: hp, oxygen, armour'],
    [
      ['---', '#@#', '---', 'move up'],
      'bad.scn:4: unknown direction "up"; known: n, ne, e, se, s, sw, w, nw',
    ],
    [['---', '#@#', '---', 'explore now'], 'bad.scn:4: expected "explore", got "explore now"'],
    [['---', '#@#', '---', 'travel 5,0'], 'bad.scn:4: 5,0 is outside the 3x1 map'],
    [['---', '#.#', '---'], 'bad.scn:2: the map has no @'],
    [['---', '#@#'], 'bad.scn:2: missing the --- that ends the map'],
  ])('a malformed file %j: one line FILE:LINE on stderr, status 2', async (lines, start) => {
    const { code, out, err } = await scenario({ 'bad.scn': lines.join('\n') }, 'bad.scn');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.startsWith(start)).toBe(true);
    expect(err.endsWith('\n')).toBe(true);
    expect(err.slice(0, -1)).not.toContain('\n');
  });

  it('names standard input <stdin> in messages', async () => {
    const { code, err } = await scenario({ '-': 'oops' }, '-');
    expect(code).toBe(2);
    expect(err).toMatch(/^<stdin>:1: missing ---/);
  });

  it.each([
    [['missing.scn'], /cannot read the scenario from "missing.scn" \(ENOENT\)/],
    [[], /scenario needs a FILE/],
    [['a.scn', 'b.scn'], /scenario takes one FILE, got 2/],
    [['x.scn', '--format', 'yaml'], /--format must be json or text, got "yaml"/],
    [['x.scn', '--seed', ''], /--seed needs a non-empty value/],
    [['x.scn', '--turns', '3'], /unknown option --turns for "scenario"/],
  ])('%j is a usage error', async (argv, message) => {
    const io = memoryIo({ 'x.scn': SMALL });
    await expect(runScenarioCommand(argv, io)).rejects.toThrow(UsageError);
    await expect(runScenarioCommand(argv, io)).rejects.toThrow(message);
  });

  it('through main: a malformed file and an unreadable one each give one line and status 2', async () => {
    const deps = (io: ReturnType<typeof memoryIo>): MainDeps => ({ io, bot: undefined!, play: undefined! });
    const bad = memoryIo({ 'bad.scn': 'hp 3\n---\n#@#\n---\njump' });
    expect(await main(['scenario', 'bad.scn'], deps(bad))).toBe(2);
    expect(bad.err).toBe(
      'bad.scn:5: unknown command "jump"; known: move, wait, close, fire, reload, pickup, descend, use, wield, drop, explore, travel\n',
    );
    const gone = memoryIo({});
    expect(await main(['scenario', 'gone.scn'], deps(gone))).toBe(2);
    expect(gone.err).toMatch(/^hullbreach: cannot read the scenario from "gone.scn" \(ENOENT\)[^\n]*\n$/);
    const help = memoryIo({});
    expect(await main(['help', 'scenario'], deps(help))).toBe(0);
    expect(help.out).toContain('Usage: hullbreach scenario');
  });

  it('the built command reads a file and a pipe, and fails in one line without a stack trace', () => {
    const bin = fileURLToPath(new URL('../../dist/bin.js', import.meta.url));
    const file = fileURLToPath(new URL('v1-sealed-room.scn', DIR));
    const ok = spawnSync(process.execPath, [bin, 'scenario', file, '--format', 'text'], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Map:');
    const piped = spawnSync(process.execPath, [bin, 'scenario', '-'], { input: SMALL, encoding: 'utf8' });
    expect(piped.status).toBe(0);
    expect(piped.stdout.trimEnd().split('\n')).toHaveLength(4);
    const bad = spawnSync(process.execPath, [bin, 'scenario', '-'], {
      input: '---\n#@@#\n---\n',
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('<stdin>:2: a second @ (the first is on line 2); a map has exactly one\n');
    const missing = spawnSync(process.execPath, [bin, 'scenario', '/nonexistent/x.scn'], {
      encoding: 'utf8',
    });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(
      /^hullbreach: cannot read the scenario from "\/nonexistent\/x.scn" \(ENOENT\)[^\n]*\n$/,
    );
  });

  it('runs from the repository root as the README shows it', () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const args = ['--no', 'hullbreach', 'scenario', 'scenarios/v2-window-vents.scn', '--seed', '3'];
    const result = spawnSync('npx', args, { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(0);
    const name = 'scenarios/v2-window-vents.scn';
    expect(result.stdout).toBe(runScenario(parseScenario(FILES[name], name), { seed: 3 }).join('\n') + '\n');
  });
});
