import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runGen } from '../../cli/src/commands/gen.js';
import {
  computeFov,
  computeLighting,
  createLevelGenerator,
  GENERATOR_KINDS,
  isOpaqueTile,
  line,
} from '@hullbreach/toolkit';
import { CONTENT_SECURITY_POLICY } from '../csp.js';
import {
  lightingOptionsOf,
  lightsOf,
  lightToText,
  namesOf,
  noiseGrid,
  noiseToText,
  rngDraws,
  scheduleTurns,
} from '../src/lab/compute.js';
import { readLabSettings } from '../src/lab/settings.js';
import { WFC_SAMPLES } from '../src/lab/wfc-pane.js';
import { SITE_DIR, useSite, watchPage, type PageProblems } from './harness.js';

const site = useSite();

/** What `hullbreach gen ARGS` prints, without its final newline. */
function cli(args: string[]): string {
  let out = '';
  const status = runGen(args, {
    stdout: (text) => (out += text),
    stderr: () => undefined,
    readText: () => Promise.reject(new Error('no files here')),
  });
  expect(status).toBe(0);
  return out.endsWith('\n') ? out.slice(0, -1) : out;
}

/** Opens a page of the site, waiting for the lab to finish building when it is the lab. */
async function open(path: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await site.browser.newPage({ viewport: { width: 1200, height: 900 } });
  const problems = watchPage(page, site.server.url.slice(0, -1));
  await page.goto(site.server.url + path);
  if (path.startsWith('lab.html')) await page.waitForSelector('#lab[data-ready="true"]');
  return { page, problems };
}

/** Waits until the generator pane shows the level of its current settings. */
async function generated(page: Page): Promise<void> {
  await page.waitForSelector('#gen:not([data-state="generating"])');
}

/** Waits until a timing output has its numbers, and returns its text. */
async function timed(page: Page, testId: string): Promise<string> {
  await page.waitForSelector(`[data-testid="${testId}"][data-state="done"]`, { timeout: 60_000 });
  return (await page.getByTestId(testId).textContent()) ?? '';
}

/** Opens `url` in a fresh page and waits for the lab (a reload of what another page shows). */
async function reopen(url: string): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(url);
  await page.waitForSelector('#lab[data-ready="true"]');
  return page;
}

/** The text of each element with these test ids. */
async function texts(page: Page, testIds: readonly string[]): Promise<string[]> {
  return Promise.all(testIds.map(async (id) => (await page.getByTestId(id).textContent()) ?? ''));
}

async function ascii(page: Page): Promise<string> {
  return (await page.getByTestId('level-ascii').textContent()) ?? '';
}

/** Clicks the centre of cell (x, y) of a grid canvas of `width` cells. */
async function clickCell(page: Page, testId: string, width: number, x: number, y: number): Promise<void> {
  const canvas = page.getByTestId(testId);
  const box = await canvas.boundingBox();
  if (box === null) throw new Error(`${testId} is not shown`);
  const cell = box.width / width;
  await canvas.click({ position: { x: (x + 0.5) * cell, y: (y + 0.5) * cell } });
}

/** Fewest 8-way steps between two cells over the walkable glyphs of an ASCII level (a plain BFS). */
function bfsSteps(rows: string[], from: { x: number; y: number }, to: { x: number; y: number }): number {
  const open = (x: number, y: number): boolean => '.+<>@'.includes(rows[y]?.[x] ?? '#');
  const seen = new Map<string, number>([[`${from.x},${from.y}`, 0]]);
  let frontier = [from];
  for (let d = 0; frontier.length > 0; d++) {
    const next: { x: number; y: number }[] = [];
    for (const p of frontier) {
      if (p.x === to.x && p.y === to.y) return d;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const q = { x: p.x + dx, y: p.y + dy };
          if (open(q.x, q.y) && !seen.has(`${q.x},${q.y}`)) {
            seen.set(`${q.x},${q.y}`, d + 1);
            next.push(q);
          }
        }
      }
    }
    frontier = next;
  }
  return -1;
}

function floorCells(rows: string[]): { x: number; y: number }[] {
  const cells: { x: number; y: number }[] = [];
  rows.forEach((row, y) => [...row].forEach((ch, x) => ch === '.' && cells.push({ x, y })));
  return cells;
}

describe('the built site', () => {
  it('carries the same Content-Security-Policy tag on both pages, with no inline or foreign script', async () => {
    for (const page of ['index.html', 'lab.html']) {
      const html = await readFile(join(SITE_DIR, page), 'utf8');
      const policies = [...html.matchAll(/http-equiv="Content-Security-Policy"\s+content="([^"]*)"/g)];
      expect(policies.map((m) => m[1])).toEqual([CONTENT_SECURITY_POLICY]);
      expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|'unsafe-eval'|https?:|\*/);
      // Every script is a file of the site: no inline code, no other origin.
      for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        expect(script[2].trim()).toBe('');
        expect(script[1]).toMatch(/src="\.\/assets\/[^"]+\.js"/);
      }
    }
  });

  it('loads both pages with no console error, no failed request and nothing from outside', async () => {
    for (const path of ['index.html', 'lab.html']) {
      const { page, problems } = await open(path);
      await page.waitForLoadState('networkidle');
      expect(problems.list, path).toEqual([]);
      await page.close();
    }
  });
});

describe('the lab', () => {
  it("shows every generator kind's level as the same text as hullbreach gen", async () => {
    const { page, problems } = await open('lab.html');
    for (const [n, kind] of GENERATOR_KINDS.entries()) {
      const seed = 3 + n * 11;
      await page.goto(`${site.server.url}lab.html?kind=${kind}&seed=${seed}`);
      await page.waitForSelector('#lab[data-ready="true"]');
      // The level is made in a worker: under load it can land after the page says it is ready.
      await generated(page);
      expect(await ascii(page), kind).toBe(cli([kind, '--seed', String(seed)]));
      // Let the panes' timing workers load before leaving (navigating away would abort their scripts).
      await page.waitForLoadState('networkidle');
    }
    expect(problems.list).toEqual([]);
    await page.close();
  }, 240_000);

  it('matches hullbreach gen with sizes, parameters and word seeds', async () => {
    const cases: { query: string; args: string[] }[] = [
      {
        query: 'kind=station&seed=7&width=64&height=32',
        args: ['station', '--seed', '7', '--width', '64', '--height', '32'],
      },
      {
        query: 'kind=station&seed=kestrel-9&small=true',
        args: ['station', '--seed', 'kestrel-9', '--param', 'small=true'],
      },
      {
        query: 'kind=cellular&seed=5&width=60&height=30&mode=rule&p=48',
        args: [
          'cellular',
          '--seed',
          '5',
          '--width',
          '60',
          '--height',
          '30',
          '--param',
          'mode=rule',
          '--param',
          'p=48',
        ],
      },
      {
        query: 'kind=features&seed=12&roomShape=irregular&maxRooms=6',
        args: ['features', '--seed', '12', '--param', 'roomShape=irregular', '--param', 'maxRooms=6'],
      },
      {
        query: 'kind=maze-icey&seed=2&width=41&height=21&regularity=50',
        args: ['maze-icey', '--seed', '2', '--width', '41', '--height', '21', '--param', 'regularity=50'],
      },
      {
        query: 'kind=chunk&seed=9&width=32&height=32&cx=2&cy=-1',
        args: ['chunk', '--seed', '9', '--param', 'cx=2', '--param', 'cy=-1'],
      },
    ];
    const { page } = await open('lab.html');
    for (const { query, args } of cases) {
      await page.goto(`${site.server.url}lab.html?${query}`);
      await page.waitForSelector('#lab[data-ready="true"]');
      expect(await ascii(page), query).toBe(cli(args));
    }
    await page.close();
  });

  it('steps through the stages as hullbreach gen --stages lists them', async () => {
    const listing = cli(['station', '--seed', '4', '--stages']).split('\n\n');
    const stages = listing.map((block) => {
      const [name, ...rows] = block.split('\n');
      return { name, text: rows.map((row) => row.replace(/^ *[0-9]+: /, '')).join('\n') };
    });
    expect(stages.length).toBeGreaterThan(1);
    const { page } = await open('lab.html?kind=station&seed=4&stage=0');
    for (const [index, stage] of stages.entries()) {
      expect(await ascii(page), stage.name).toBe(stage.text);
      expect(await page.getByTestId('gen-stage-name').textContent()).toContain(stage.name);
      if (index < stages.length - 1) await page.getByRole('button', { name: 'Stage ▶' }).click();
    }
    // The warm median is the headline, the cold first run apart; never a row of zeros.
    const time = await timed(page, 'gen-time');
    expect(time).toMatch(
      /^Generated station 40x24 [0-9.]+ (s|ms|µs|ns) per run \(median of \d+ samples?, \d+ warm runs? in [0-9.]+ (s|ms)\); cold first run ([0-9.]+ (s|ms|µs|ns)|under [0-9.]+ µs)\.$/,
    );
    expect(time).not.toMatch(/ 0\.0+ /);
    await page.close();
  });

  it('writes its settings into the URL, and the URL reproduces the view', async () => {
    const { page } = await open('lab.html?kind=rooms&seed=3');
    await page.getByTestId('gen-seed').fill('21');
    await page.getByTestId('gen-seed').dispatchEvent('change');
    await page.getByTestId('gen-width').fill('50');
    await page.getByTestId('gen-width').dispatchEvent('change');
    await generated(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('kind')).toBe('rooms');
    expect(url.searchParams.get('seed')).toBe('21');
    expect(url.searchParams.get('width')).toBe('50');
    const text = await ascii(page);
    expect(text).toBe(cli(['rooms', '--seed', '21', '--width', '50']));
    const eye = floorCells(text.split('\n'))[5];
    await clickCell(page, 'fov-canvas', 50, eye.x, eye.y);
    const url2 = new URL(page.url());
    expect(url2.searchParams.get('eye')).toBe(`${eye.x},${eye.y}`);
    const fov = withoutTimes(await page.getByTestId('fov-stats').textContent());
    const again = await site.browser.newPage({ viewport: { width: 1200, height: 900 } });
    await again.goto(url2.href);
    await again.waitForSelector('#lab[data-ready="true"]');
    expect(await ascii(again)).toBe(text);
    expect(withoutTimes(await again.getByTestId('fov-stats').textContent())).toBe(fov);
    await again.close();
    await page.close();
  });

  it('moves the eye where the field of view pane is clicked', async () => {
    const { page, problems } = await open('lab.html?kind=bsp&seed=5&width=60&height=40');
    const rows = (await ascii(page)).split('\n');
    const before = withoutTimes(await page.getByTestId('fov-stats').textContent());
    const floors = floorCells(rows);
    const target = floors[floors.length - 1];
    await clickCell(page, 'fov-canvas', 60, target.x, target.y);
    const after = withoutTimes(await page.getByTestId('fov-stats').textContent());
    expect(after).not.toBe(before);
    expect(after).toContain(`Eye at ${target.x},${target.y}`);
    // Each count is what the toolkit computes in Node on the map the text shows (walls and doors opaque).
    const opaque = Uint8Array.from(rows.join(''), (ch) => ('#+'.includes(ch) ? 1 : 0));
    const map = { width: 60, height: rows.length, opaque };
    for (const algorithm of ['recursive', 'symmetric', 'raycast'] as const) {
      const seen = computeFov(map, target, 10, { algorithm }).reduce((n, v) => n + (v !== 0 ? 1 : 0), 0);
      expect(after).toMatch(new RegExp(`${algorithm} sees ${seen}[,;]`));
    }
    // Side by side shows three canvases instead of the overlay.
    await page.getByTestId('fov-view').selectOption('side');
    expect(await page.getByTestId('fov-canvas-raycast').isVisible()).toBe(true);
    expect(await page.getByTestId('fov-canvas').isVisible()).toBe(false);
    expect(problems.list).toEqual([]);
    await page.close();
  });

  it('finds an A* path between two clicked cells as long as a plain breadth-first search', async () => {
    const { page } = await open('lab.html?kind=rooms&seed=8&width=60&height=40');
    const rows = (await ascii(page)).split('\n');
    const floors = floorCells(rows);
    const from = floors[0];
    const to = floors[floors.length - 1];
    await page.getByTestId('path-mode').selectOption('A*');
    await clickCell(page, 'path-canvas', 60, from.x, from.y);
    await clickCell(page, 'path-canvas', 60, to.x, to.y);
    const info = (await page.getByTestId('path-info').textContent()) ?? '';
    const steps = bfsSteps(rows, from, to);
    expect(steps).toBeGreaterThan(0);
    expect(info).toContain(`A* from ${from.x},${from.y} to ${to.x},${to.y}: ${steps} steps`);
    expect(info).toContain(`Dijkstra from the start agrees: ${steps})`);
    // A wall drawn in the field of view pane on the end cell leaves A* without a path.
    await page.getByTestId('fov-tool').selectOption('wall');
    await clickCell(page, 'fov-canvas', 60, to.x, to.y);
    expect(await page.getByTestId('path-info').textContent()).toContain(`to ${to.x},${to.y}: no path`);
    await page.getByTestId('fov-tool').selectOption('floor');
    await clickCell(page, 'fov-canvas', 60, to.x, to.y);
    expect(await page.getByTestId('path-info').textContent()).toContain(`${steps} steps`);
    // Goals: clicking a cell adds it to the heat map's goals (and to the URL).
    await page.getByTestId('path-mode').selectOption('goals');
    await clickCell(page, 'path-canvas', 60, to.x, to.y);
    expect(await page.getByTestId('path-info').textContent()).toMatch(/^1 goal;/);
    expect(new URL(page.url()).searchParams.get('goals')).toBe(`${to.x},${to.y}`);
    await page.close();
  });

  it('collapses a WFC output whose every 3x3 window occurs in the sample', async () => {
    const { page } = await open('lab.html');
    await page.getByTestId('wfc-step').click();
    expect(await page.getByTestId('wfc-status').textContent()).toMatch(/1 observations/);
    await page.getByTestId('wfc-finish').click();
    expect(await page.getByTestId('wfc-status').textContent()).toMatch(/^Done/);
    await page.getByTestId('wfc-time').click();
    expect(await timed(page, 'wfc-toolkit')).toMatch(
      /overlappingWfc\) finished in \d+ attempt\(s\): [0-9.]+ (s|ms|µs|ns) per run \(median of/,
    );
    const out = ((await page.getByTestId('wfc-ascii').textContent()) ?? '').split('\n');
    expect(out.length).toBe(24);
    const sample = WFC_SAMPLES.rooms;
    // Every 3x3 window of the (wrapping) sample in all 8 orientations, as text.
    const windows = new Set<string>();
    const sh = sample.length;
    const sw = sample[0].length;
    for (let y = 0; y < sh; y++) {
      for (let x = 0; x < sw; x++) {
        const at = (i: number, j: number): string => sample[(y + j) % sh][(x + i) % sw];
        const maps: ((i: number, j: number) => [number, number])[] = [
          (i, j) => [i, j],
          (i, j) => [2 - i, j],
          (i, j) => [i, 2 - j],
          (i, j) => [2 - i, 2 - j],
          (i, j) => [j, i],
          (i, j) => [2 - j, i],
          (i, j) => [j, 2 - i],
          (i, j) => [2 - j, 2 - i],
        ];
        for (const m of maps) {
          let key = '';
          for (let j = 0; j < 3; j++) for (let i = 0; i < 3; i++) key += at(...m(i, j));
          windows.add(key);
        }
      }
    }
    const oh = out.length;
    const ow = out[0].length;
    for (let y = 0; y < oh; y++) {
      for (let x = 0; x < ow; x++) {
        let key = '';
        for (let j = 0; j < 3; j++) for (let i = 0; i < 3; i++) key += out[(y + j) % oh][(x + i) % ow];
        expect(windows.has(key), `window at ${x},${y}`).toBe(true);
      }
    }
    await page.close();
  });
});

describe('the lab, pane by pane: set, reload, compare', () => {
  it('keeps the page responsive while a 1024x1024 cellular level is generated in a worker', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 900 } });
    const problems = watchPage(page, site.server.url.slice(0, -1));
    await page.goto(`${site.server.url}lab.html?kind=cellular&width=1024&height=1024`);
    await page.waitForSelector('#gen[data-state="generating"]');
    // A click on another pane is handled at once, while the generation is still under way.
    await page.getByTestId('noise-dims').selectOption('3d');
    expect(await page.getByTestId('noise-info').textContent()).toMatch(/^3D simplex noise/);
    expect(await page.locator('#gen').getAttribute('data-state')).toBe('generating');
    await page.getByRole('link', { name: 'Names' }).click();
    expect(await page.locator('#gen').getAttribute('data-state')).toBe('generating');
    expect(problems.list).toEqual([]);
    await page.close();
  });

  it('says so when the address asks for sizes out of range, and when a typed size is', async () => {
    const { page } = await open('lab.html?kind=rooms&width=5000&height=0&octaves=99');
    const notes = (await page.getByTestId('lab-notes').textContent()) ?? '';
    expect(notes).toContain('width=5000 is out of range (1 to 1024): showing 80');
    expect(notes).toContain('height=0 is out of range (1 to 1024)');
    expect(notes).toContain('octaves=99 is out of range (1 to 32): showing 4');
    await page.getByTestId('gen-width').fill('2000');
    await page.getByTestId('gen-width').dispatchEvent('change');
    expect(await page.getByTestId('gen-error').textContent()).toContain(
      'width must be a whole number from 1 to 1024',
    );
    await page.getByTestId('noise-width').fill('300');
    await page.getByTestId('noise-width').dispatchEvent('change');
    expect(await page.getByTestId('noise-error').textContent()).toBe(
      'The width must be from 1 to 256, got 300.',
    );
    await page.close();
  });

  it('field of view: the tool, the walls drawn and the overlays come back from the address', async () => {
    const { page } = await open('lab.html?kind=rooms&seed=8&width=60&height=40');
    const floors = floorCells((await ascii(page)).split('\n'));
    await clickCell(page, 'fov-canvas', 60, floors[10].x, floors[10].y);
    await page.getByTestId('fov-tool').selectOption('wall');
    for (const k of [11, 12, 13]) await clickCell(page, 'fov-canvas', 60, floors[k].x, floors[k].y);
    await page.getByTestId('gen-overlay-rooms').check();
    await page.getByTestId('gen-overlay-doors').uncheck();
    const url = new URL(page.url());
    expect(url.searchParams.get('fovtool')).toBe('wall');
    expect(url.searchParams.get('overlays')).toBe('rooms,windows,start,exit');
    expect(url.searchParams.get('edits')).toBe(
      [11, 12, 13].map((k) => `W${floors[k].x},${floors[k].y}`).join(';'),
    );
    const again = await reopen(url.href);
    expect(await texts(again, ['fov-stats', 'path-info'])).toEqual(
      await texts(page, ['fov-stats', 'path-info']),
    );
    expect(await again.getByTestId('fov-tool').inputValue()).toBe('wall');
    expect(await again.getByTestId('gen-overlay-rooms').isChecked()).toBe(true);
    expect(await again.getByTestId('gen-overlay-doors').isChecked()).toBe(false);
    const shots = await Promise.all([page, again].map((p) => p.getByTestId('gen-canvas').screenshot()));
    expect(shots[1].equals(shots[0])).toBe(true);
    // A new level drops the drawn walls.
    await again.getByTestId('gen-seed').fill('9');
    await again.getByTestId('gen-seed').dispatchEvent('change');
    expect(new URL(again.url()).searchParams.get('edits')).toBeNull();
    await again.close();
    await page.close();
  });

  it('pathfinding: click mode, flee map, 4 steps and the A* ends come back from the address', async () => {
    const { page } = await open('lab.html?kind=rooms&seed=8&width=60&height=40');
    const rows = (await ascii(page)).split('\n');
    const floors = floorCells(rows);
    await page.getByTestId('path-mode').selectOption('A*');
    await page.getByTestId('path-map').selectOption('flee');
    await page.getByTestId('path-topology').selectOption('4');
    await clickCell(page, 'path-canvas', 60, floors[3].x, floors[3].y);
    await clickCell(page, 'path-canvas', 60, floors[floors.length - 4].x, floors[floors.length - 4].y);
    const info = (await page.getByTestId('path-info').textContent()) ?? '';
    expect(info).toContain('flee map, 4 steps');
    expect(info).toMatch(/A\* from .*: \d+ steps/);
    expect(await timed(page, 'path-time')).toMatch(
      /^Time: Dijkstra map .* per run .*flee map .* per run .*A\* /,
    );
    const again = await reopen(page.url());
    expect(await again.getByTestId('path-info').textContent()).toBe(info);
    expect(await again.getByTestId('path-mode').inputValue()).toBe('A*');
    expect(await again.getByTestId('path-map').inputValue()).toBe('flee');
    expect(await again.getByTestId('path-topology').inputValue()).toBe('4');
    await again.close();
    await page.close();
  });

  it('WFC: every setting and the steps taken come back from the address', async () => {
    const { page } = await open('lab.html');
    await page.getByTestId('wfc-sample').selectOption('corridors');
    await page.getByTestId('wfc-n').selectOption('2');
    await page.getByTestId('wfc-symmetry').selectOption('4');
    await page.getByTestId('wfc-wrap-out').uncheck();
    await page.getByTestId('wfc-width').fill('20');
    await page.getByTestId('wfc-width').dispatchEvent('change');
    await page.getByTestId('wfc-seed').fill('kestrel');
    await page.getByTestId('wfc-seed').dispatchEvent('change');
    for (let k = 0; k < 7; k++) await page.getByTestId('wfc-step').click();
    const status = (await page.getByTestId('wfc-status').textContent()) ?? '';
    expect(status).toMatch(/^Collapsing: attempt 1, 7 observations/);
    const url = new URL(page.url());
    expect(Object.fromEntries([...url.searchParams].filter(([k]) => k.startsWith('wfc')))).toEqual({
      wfcsample: 'corridors',
      wfcn: '2',
      wfcsym: '4',
      wfcwrapout: 'false',
      wfcwidth: '20',
      wfcseed: 'kestrel',
      wfcsteps: '7',
    });
    const again = await reopen(url.href);
    expect(await again.getByTestId('wfc-status').textContent()).toBe(status);
    const shots = await Promise.all([page, again].map((p) => p.getByTestId('wfc-canvas').screenshot()));
    expect(shots[1].equals(shots[0])).toBe(true);
    await page.getByTestId('wfc-finish').click();
    await again.getByTestId('wfc-finish').click();
    expect(await again.getByTestId('wfc-ascii').textContent()).toBe(
      await page.getByTestId('wfc-ascii').textContent(),
    );
    await again.close();
    await page.close();
  });

  it('lighting: the lights placed, their colours and the falloff come back, lit as computeLighting does', async () => {
    const { page } = await open('lab.html?kind=bsp&seed=5&width=60&height=40');
    const floors = floorCells((await ascii(page)).split('\n'));
    await page.getByTestId('light-colour').fill('#ff2040');
    await page.getByTestId('light-radius').fill('12');
    await page.getByTestId('light-radius').dispatchEvent('change');
    await clickCell(page, 'light-canvas', 60, floors[0].x, floors[0].y);
    await page.getByTestId('light-colour').fill('#40a0ff');
    await page.getByTestId('light-focus').fill('0.5');
    await page.getByTestId('light-focus').dispatchEvent('change');
    await clickCell(page, 'light-canvas', 60, floors[floors.length - 1].x, floors[floors.length - 1].y);
    const info = (await page.getByTestId('light-info').textContent()) ?? '';
    expect(info).toMatch(/^2 lights \(.* #ff2040 r12; .* #40a0ff r12\)/);
    const settings = readLabSettings(new URL(page.url()).search);
    expect(settings.light.lights.length).toBe(2);
    const level = createLevelGenerator().generate('bsp', { seed: 5, width: 60, height: 40 });
    const opaque = Uint8Array.from(level.tiles, (t) => (isOpaqueTile(t) ? 1 : 0));
    const lit = computeLighting(
      { width: 60, height: 40, opaque },
      lightsOf(settings.light),
      lightingOptionsOf(settings.light),
    );
    const text = (await page.getByTestId('light-ascii').textContent()) ?? '';
    expect(text).toBe(lightToText(60, 40, lit));
    expect(await timed(page, 'light-time')).toMatch(/^Time: computeLighting [0-9.]+ (s|ms|µs|ns) per run/);
    const again = await reopen(page.url());
    expect(await texts(again, ['light-info', 'light-ascii', 'light-falloff'])).toEqual(
      await texts(page, ['light-info', 'light-ascii', 'light-falloff']),
    );
    expect(await again.getByTestId('light-focus').inputValue()).toBe('0.5');
    await again.close();
    await page.close();
  });

  it('noise: 2D/3D, octaves and the rest come back from the address, as the toolkit computes them', async () => {
    const { page } = await open('lab.html');
    await page.getByTestId('noise-dims').selectOption('3d');
    for (const [id, value] of [
      ['noise-seed', 'storm'],
      ['noise-octaves', '6'],
      ['noise-gain', '0.6'],
      ['noise-z', '2.5'],
      ['noise-width', '40'],
    ]) {
      await page.getByTestId(id).fill(value);
      await page.getByTestId(id).dispatchEvent('change');
    }
    const settings = readLabSettings(new URL(page.url()).search).noise;
    expect(settings).toMatchObject({ dims: 3, seed: 'storm', octaves: 6, gain: 0.6, z: 2.5, width: 40 });
    const text = (await page.getByTestId('noise-ascii').textContent()) ?? '';
    expect(text).toBe(noiseToText(40, settings.height, noiseGrid(settings)));
    expect(await timed(page, 'noise-time')).toMatch(/^Time: 40x64 samples [0-9.]+ (s|ms|µs|ns) per run/);
    const again = await reopen(page.url());
    expect(await texts(again, ['noise-info', 'noise-ascii'])).toEqual(
      await texts(page, ['noise-info', 'noise-ascii']),
    );
    await again.close();
    await page.close();
  });

  it('names: the samples, order, prior and seed come back from the address, as the toolkit makes them', async () => {
    const { page } = await open('lab.html');
    await page.getByTestId('names-set').selectOption('ships');
    await page.getByTestId('names-order').fill('2');
    await page.getByTestId('names-order').dispatchEvent('change');
    await page.getByTestId('names-seed').fill('9');
    await page.getByTestId('names-seed').dispatchEvent('change');
    const list = await page.getByTestId('names-list').locator('li').allTextContents();
    expect(list.length).toBe(12);
    expect(list).toEqual(namesOf(readLabSettings(new URL(page.url()).search).names));
    // Typed samples are carried too.
    await page.getByTestId('names-samples').fill('Arvo\nBelka\nCirro\nDorn\nEskel');
    await page.getByTestId('names-samples').dispatchEvent('change');
    const typed = await page.getByTestId('names-list').locator('li').allTextContents();
    expect(new URL(page.url()).searchParams.get('namesamples')).toBe('Arvo,Belka,Cirro,Dorn,Eskel');
    expect(await timed(page, 'names-time')).toMatch(/^Time: 12 names [0-9.]+ (s|ms|µs|ns) per run/);
    const again = await reopen(page.url());
    expect(await again.getByTestId('names-list').locator('li').allTextContents()).toEqual(typed);
    expect(await again.getByTestId('names-info').textContent()).toBe(
      await page.getByTestId('names-info').textContent(),
    );
    await again.close();
    await page.close();
  });

  it('lines: two clicks give the symmetric Bresenham line, and the address keeps it', async () => {
    const { page } = await open('lab.html?kind=rooms&seed=3&width=50&height=30');
    await clickCell(page, 'line-canvas', 50, 3, 4);
    await clickCell(page, 'line-canvas', 50, 41, 19);
    const info = (await page.getByTestId('line-info').textContent()) ?? '';
    const cells = line({ x: 3, y: 4 }, { x: 41, y: 19 });
    expect(info).toContain(`${cells.length} cells: ${cells.map((p) => `${p.x},${p.y}`).join(' ')}.`);
    expect(info).toContain('the same cells reversed: yes');
    expect(new URL(page.url()).searchParams.get('la')).toBe('3,4');
    expect(new URL(page.url()).searchParams.get('lb')).toBe('41,19');
    const time = await timed(page, 'line-time');
    expect(time).toMatch(/^Time: line [0-9.]+ (s|ms|µs|ns) per run/);
    expect(time).not.toMatch(/0\.000/);
    const again = await reopen(page.url());
    expect(await again.getByTestId('line-info').textContent()).toBe(info);
    await again.close();
    await page.close();
  });

  it('scheduler: the actors and turns come back from the address, in the order the toolkit gives', async () => {
    const { page } = await open('lab.html');
    await page.getByTestId('schedule-actors').fill('hero 1\nrat 2.5\nslug 0.25');
    await page.getByTestId('schedule-actors').dispatchEvent('change');
    await page.getByTestId('schedule-turns').fill('30');
    await page.getByTestId('schedule-turns').dispatchEvent('change');
    const settings = readLabSettings(new URL(page.url()).search).schedule;
    expect(new URL(page.url()).searchParams.get('actors')).toBe('hero:1,rat:2.5,slug:0.25');
    const list = await page.getByTestId('schedule-list').locator('li').allTextContents();
    expect(list).toEqual(scheduleTurns(settings).map((t) => `${t.time.toFixed(3)} ${t.name}`));
    expect(list.length).toBe(30);
    expect(await timed(page, 'schedule-time')).toMatch(/^Time: 30 turns [0-9.]+ (s|ms|µs|ns) per run/);
    const again = await reopen(page.url());
    expect(await again.getByTestId('schedule-list').locator('li').allTextContents()).toEqual(list);
    expect(await again.getByTestId('schedule-actors').inputValue()).toBe('hero 1\nrat 2.5\nslug 0.25');
    await page.getByTestId('schedule-actors').fill('hero fast');
    await page.getByTestId('schedule-actors').dispatchEvent('change');
    expect(await page.getByTestId('schedule-error').textContent()).toBe(
      '"hero fast" is not a name and a speed from 0.01 to 100.',
    );
    await again.close();
    await page.close();
  });

  it('random numbers: seed, draw and count come back from the address, as the toolkit draws them', async () => {
    const { page } = await open('lab.html');
    await page.getByTestId('rng-seed').fill('ember');
    await page.getByTestId('rng-seed').dispatchEvent('change');
    await page.getByTestId('rng-dice').fill('2d8+1');
    await page.getByTestId('rng-dice').dispatchEvent('change');
    await page.getByTestId('rng-count').fill('500');
    await page.getByTestId('rng-count').dispatchEvent('change');
    const settings = readLabSettings(new URL(page.url()).search).rng;
    expect(settings).toEqual({ seed: 'ember', draw: 'dice', dice: '2d8+1', count: 500 });
    const draws = rngDraws(settings);
    const info = (await page.getByTestId('rng-info').textContent()) ?? '';
    expect(info).toContain(`first ${Array.from(draws.subarray(0, 8)).join(' ')};`);
    const histogram = ((await page.getByTestId('rng-histogram').textContent()) ?? '').split('\n');
    // One row per total 3..17, counting exactly the draws of that total.
    expect(histogram.length).toBe(15);
    for (const row of histogram) {
      const [total, count] = row.trim().split(/ +/).map(Number);
      expect(count).toBe(draws.filter((d) => d === total).length);
    }
    expect(await timed(page, 'rng-time')).toMatch(/^Time: 500 draws [0-9.]+ (s|ms|µs|ns) per run/);
    const again = await reopen(page.url());
    expect(await texts(again, ['rng-info', 'rng-histogram'])).toEqual(
      await texts(page, ['rng-info', 'rng-histogram']),
    );
    await again.close();
    await page.close();
  });
});

function withoutTimes(text: string | null): string {
  return (text ?? '').replace(/ Time: .*$/, '');
}
