import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILTIN_CONTENT, contentSchema } from '@hullbreach/game';
import { runEndless } from './commands/endless.js';
import { runPlay, type PlayDeps } from './commands/play.js';
import { CONTENT_DIR, loadContent, refusedNotice, type ContentFs } from './content-packs.js';
import { FakeInput, FakeOutput } from './term/fake-tty.js';
import { TestApp } from './term/test-app.js';
import { memoryIo } from './test-io.js';
import { UsageError } from './usage-error.js';

// Mods through the real command: the example files of docs/mods.md, good and bad, played by the
// built binary (`npm test` runs `tsc -b` first, so dist/ is current).
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const DOC = readFileSync(new URL('../../../docs/mods.md', import.meta.url), 'utf8');

/** The blocks of docs/mods.md fenced as ```LANG NAME, by NAME. */
function docBlocks(lang: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const m of DOC.matchAll(new RegExp('```' + lang + ' (\\S+)\\n([\\s\\S]*?)```', 'g')))
    blocks.set(m[1], m[2]);
  return blocks;
}
const FILES = docBlocks('json');
const OUTPUTS = docBlocks('text');

const scratch = mkdtempSync(join(tmpdir(), 'hullbreach-mods-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh folder holding `files` (name -> text) in `sub`; returns the folder. */
function folder(name: string, files: Record<string, string>, sub = ''): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, sub), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, sub, file), text);
  return dir;
}

function run(args: string[], cwd = scratch) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const GHOULS = FILES.get('ghouls.json') ?? '';
const SCENARIO = ['hp 20', '---', '#########', '#@.....g#', '#########', '---', 'wait 8', ''].join('\n');

describe('docs/mods.md', () => {
  it('holds the example files the tests play', () => {
    expect([...FILES.keys()]).toEqual(['ghouls.json', 'tougher.json', 'bad.json']);
    expect(OUTPUTS.has('bad.json')).toBe(true);
  });

  it('names every field of the published schema', () => {
    const names = new Set<string>();
    const walk = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      const props = (node as { properties?: Record<string, unknown> }).properties ?? {};
      for (const [name, sub] of Object.entries(props)) {
        names.add(name);
        walk(sub);
      }
      walk((node as { items?: unknown }).items);
    };
    walk(contentSchema());
    expect(names.size).toBeGreaterThan(40);
    for (const name of names) expect(DOC, name).toContain(`\`${name}\``);
  });
});

describe('a good mod', () => {
  const mods = folder('good', { 'ghouls.json': GHOULS, 'tougher.json': FILES.get('tougher.json') ?? '' });

  it('adds a monster a scenario can draw by its glyph, with its blow verb; without the mod the glyph is unknown', () => {
    const file = join(folder('scn', { 'ghoul.scn': SCENARIO }), 'ghoul.scn');
    const modded = run(['scenario', file, '--content', mods]);
    expect(modded.err).toBe('');
    expect(modded.code).toBe(0);
    const lines = modded.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { monsters?: { kind: string }[]; log?: string[]; map?: string[] });
    expect(lines[0].monsters?.map((m) => m.kind)).toEqual(['ghoul']);
    expect(lines.flatMap((l) => l.log ?? []).some((t) => /^The ghoul gnaws at you for \d+\.$/.test(t))).toBe(
      true,
    );
    const plain = run(['scenario', file]);
    expect(plain.code).toBe(2);
    expect(plain.err).toMatch(/unknown map character "g"/);
  });

  it('changes the game autoplay plays, the same way every time', () => {
    const plain = run(['autoplay', '--seed', '3', '--turns', '300']);
    const modded = run(['autoplay', '--seed', '3', '--turns', '300', '--content', mods]);
    const again = run(['autoplay', '--seed', '3', '--turns', '300', '--content', mods]);
    expect(modded.code).toBe(0);
    expect(modded.err).toBe('');
    expect(modded.out).toBe(again.out);
    expect(JSON.parse(modded.out).stateHash).not.toBe(JSON.parse(plain.out).stateHash);
  }, 180_000);

  it('is recorded with its content hash, and replay --verify refuses the run under other content', () => {
    const data = folder('data', { 'ghouls.json': GHOULS }, CONTENT_DIR);
    const played = run(['autoplay', '--seed', '5', '--turns', '200', '--data-dir', data]);
    expect(played.code).toBe(0);
    const [listed] = JSON.parse(run(['runs', '--format', 'json', '--data-dir', data]).out) as {
      contentHash: string;
    }[];
    expect(listed.contentHash).toMatch(/^[0-9a-f]{16}$/);
    expect(listed.contentHash).not.toBe(BUILTIN_CONTENT.hash);

    const same = run(['replay', '1', '--verify', '--data-dir', data]);
    expect(same.code).toBe(0);
    expect(JSON.parse(same.out)).toMatchObject({ run: 1, match: true });

    const more = run(['replay', '1', '--verify', '--data-dir', data, '--content', mods]);
    expect(more.code).toBe(2);
    expect(more.out).toBe('');
    expect(more.err).toMatch(
      /^hullbreach: run 1 was played with content [0-9a-f]{16}, and this is content [0-9a-f]{16} \(mods [^\n]*\); give it the mods it was played with[^\n]*\n$/,
    );

    // A run played with the built-in content is refused under mods, and checks without them.
    const plainData = folder('plain-data', {});
    expect(run(['autoplay', '--seed', '5', '--turns', '200', '--data-dir', plainData]).code).toBe(0);
    expect(run(['replay', '1', '--verify', '--data-dir', plainData]).code).toBe(0);
    const modded = run(['replay', '1', '--verify', '--data-dir', plainData, '--content', mods]);
    expect(modded.code).toBe(2);
    expect(modded.err).toMatch(
      /^hullbreach: run 1 was played with content [0-9a-f]{16}, and this is content/,
    );
  });
});

describe('a bad mod', () => {
  it('prints the problems docs/mods.md shows, one a line, and exits 2 (autoplay and scenario)', () => {
    // The data folder is the working folder, so the files are named content/... as the page shows.
    const data = folder('bad', { 'bad.json': FILES.get('bad.json') ?? '' }, CONTENT_DIR);
    const expected = (OUTPUTS.get('bad.json') ?? '')
      .trim()
      .split('\n')
      .map((line) => `hullbreach: ${line}`);
    const auto = run(['autoplay', '--seed', '1', '--data-dir', '.'], data);
    expect(auto.code).toBe(2);
    expect(auto.out).toBe('');
    expect(auto.err.trim().split('\n')).toEqual([
      ...expected,
      'hullbreach: the mods were not loaded; nothing was played',
    ]);
    expect(auto.err).not.toMatch(/\bat .*:\d+:\d+/);

    const scn = join(folder('scn2', { 'x.scn': SCENARIO }), 'x.scn');
    const scenario = run(['scenario', scn, '--content', CONTENT_DIR], data);
    expect(scenario.code).toBe(2);
    expect(scenario.out).toBe('');
    expect(scenario.err.trim().split('\n').slice(0, -1)).toEqual(expected);
  });

  it.each<[string, string, RegExp]>([
    [
      'not JSON',
      '{\n  "monsters": [\n    { "id": "ghoul", }\n  ]\n}\n',
      /^hullbreach: \S*broken\.json:3:22: not valid JSON: expected a key in double quotes$/,
    ],
    [
      'an unknown section',
      '{ "monstres": [] }',
      /\$\.monstres: expected a known key of a content pack \(did you mean "monsters"\?\)$/,
    ],
    [
      'a new kind lacking fields',
      '{ "monsters": [{ "id": "ghoul", "hp": 4 }] }',
      /\$\.monsters\[0\]: expected a new kind "ghoul" with every field; missing: name, glyph/,
    ],
    [
      'a glyph the map uses',
      GHOULS.replace('"glyph": "g"', '"glyph": "#"'),
      /\$\.monsters\[0\]\.glyph: expected a glyph of its own/,
    ],
    [
      'a floor naming no kind',
      '{ "floors": [{ "depth": 2, "monsters": { "ghouls": 3 } }] }',
      /\$\.floors\[0\]\.monsters\.ghouls: expected a monster kind of the game or of a pack/,
    ],
    [
      'a new item',
      '{ "items": [{ "id": "laser", "name": "laser" }] }',
      /\$\.items\[0\]\.id: expected the id of an item the game has/,
    ],
  ])('%s: one message naming the file and the path, exit 2', (name, text, message) => {
    const mods = folder(`bad-${name.replace(/\W+/g, '-')}`, { 'broken.json': text });
    const r = run(['autoplay', '--seed', '1', '--content', mods]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    const lines = r.err.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('broken.json');
    expect(lines[0]).toMatch(message);
  });

  it('a --content that is not a folder is a usage error', () => {
    const r = run(['autoplay', '--seed', '1', '--content', join(scratch, 'no-such-folder')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^hullbreach: option --content must name a folder of \.json content packs, got "[^"]*no-such-folder"\n$/,
    );
  });
});

describe('play and endless with a bad mod', () => {
  function deps(home: string) {
    const created: Record<string, unknown>[] = [];
    const input = new FakeInput();
    const d: PlayDeps = {
      createApp: (options) => {
        created.push(options);
        return new TestApp();
      },
      stdin: input,
      stdout: new FakeOutput(30, 5),
      env: {},
      entropy: () => 7,
      process: new EventEmitter(),
      exit: () => undefined,
      saves: { home, now: () => new Date('2026-11-26T10:00:00Z'), newId: () => 'run-1' },
    };
    return { d, input, created };
  }

  it.each(['campaign', 'endless'] as const)(
    '%s: shows every problem before the title and plays the built-in content',
    async (mode) => {
      const data = folder(`play-${mode}`, { 'bad.json': FILES.get('bad.json') ?? '' }, CONTENT_DIR);
      const { d, input, created } = deps(data);
      const io = memoryIo();
      const argv = ['--data-dir', data, '--seed', '4'];
      const running = mode === 'endless' ? runEndless(argv, io, d, d.createApp) : runPlay(argv, io, d);
      input.type('q');
      expect(await running).toBe(0);
      const notice = String(created[0].startNotice);
      expect(notice).toMatch(/^The mods were not loaded \(3 problems\); playing the built-in content\. /);
      expect(notice).toContain(
        'bad.json: $.monsters[0].sigth: expected a known key of a monster (did you mean "sight"?)',
      );
      expect(created[0].startGame).toBeUndefined();
      expect(io.err).toContain('bad.json: $.floors[0].depth: expected an integer from 0 to 5, got 7');
      expect(io.err).toContain('the mods were not loaded; the built-in content was played');
    },
  );

  it('with a good mod, new campaign runs are started with its content', async () => {
    const data = folder('play-good', { 'ghouls.json': GHOULS }, CONTENT_DIR);
    const { d, input, created } = deps(data);
    const running = runPlay(['--data-dir', data, '--seed', '4'], memoryIo(), d);
    input.type('q');
    expect(await running).toBe(0);
    expect(created[0].startNotice).toBeUndefined();
    const start = created[0].startGame as (seed: number) => { contentHash?: () => string };
    expect(start(4).contentHash?.()).not.toBe(BUILTIN_CONTENT.hash);
  });
});

describe('refusedNotice', () => {
  it('lists the first problems and says how many more are printed after the game', () => {
    const lines = [
      'a.json: $.x: expected 1',
      'a.json: $.y: expected 2',
      'b.json: $: expected 3',
      'c.json: $: expected 4',
      'c.json: $.z: expected 5',
    ];
    expect(refusedNotice(lines.slice(0, 1))).toBe(
      'The mods were not loaded (1 problem); playing the built-in content. a.json: $.x: expected 1',
    );
    const notice = refusedNotice(lines);
    expect(notice).toMatch(/^The mods were not loaded \(5 problems\); playing the built-in content\. /);
    expect(notice).toContain('b.json: $: expected 3');
    expect(notice).not.toContain('c.json');
    expect(notice).toMatch(/And 2 more, listed when the game ends\.$/);
  });
});

describe('loadContent', () => {
  /** A fake file system: folders are keys ending in '/', files map to text (or an error code). */
  function fakeFs(tree: Record<string, string>): ContentFs & { read: ContentFs['read'] } {
    return {
      list: (dir) =>
        Object.keys(tree)
          .filter(
            (p) =>
              p.startsWith(`${dir}/`) &&
              !p
                .slice(dir.length + 1)
                .replace(/\/$/, '')
                .includes('/'),
          )
          .map((p) => p.slice(dir.length + 1).replace(/\/$/, '')),
      isDir: (path) => `${path}/` in tree,
      read: (file) => {
        const text = tree[file];
        if (text === undefined || text.startsWith('!'))
          throw Object.assign(new Error('no'), { code: text?.slice(1) ?? 'ENOENT' });
        return text;
      },
    };
  }

  it('reads the data folder content/ then --content, each in name order, and only .json files', () => {
    const order: string[] = [];
    const fs = fakeFs({
      'd/': '',
      'd/content/': '',
      'd/content/b.json': '{"monsters":[{"id":"zombie","hp":11}]}',
      'd/content/a.json': '{"monsters":[{"id":"zombie","hp":10}]}',
      'd/content/notes.txt': 'not a mod',
      'm/': '',
      'm/c.json': '{"monsters":[{"id":"zombie","hp":12}]}',
    });
    const loaded = loadContent('d', 'm', { ...fs, read: (f) => (order.push(f), fs.read(f)) });
    expect(loaded.problems).toEqual([]);
    expect(order).toEqual(['d/content/a.json', 'd/content/b.json', 'm/c.json']);
    expect(loaded.files).toEqual(order);
    expect(loaded.content.monsterById.get('zombie')?.hp).toBe(12);
  });

  it('no content folder is the built-in content, with nothing to say', () => {
    const loaded = loadContent('d', undefined, fakeFs({ 'd/': '' }));
    expect(loaded).toEqual({ content: BUILTIN_CONTENT, problems: [], files: [] });
  });

  it('an unreadable file is a problem naming it; every file is checked before any is applied', () => {
    const loaded = loadContent(
      undefined,
      'm',
      fakeFs({ 'm/': '', 'm/a.json': '!EACCES', 'm/b.json': '{"floors":[{"depth":9}]}', 'm/c.json': '{}' }),
    );
    expect(loaded.content).toBe(BUILTIN_CONTENT);
    expect(loaded.problems).toEqual([
      'm/a.json: $: expected a readable file, got EACCES',
      'm/b.json: $.floors[0].depth: expected an integer from 0 to 5, got 9',
    ]);
  });

  it('--content naming no folder is a usage error', () => {
    expect(() => loadContent(undefined, 'nowhere', fakeFs({}))).toThrow(UsageError);
  });
});
