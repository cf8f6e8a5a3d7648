import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGen } from '../../cli/src/commands/gen.js';
import { computeFov, GENERATOR_KINDS } from '@hullbreach/toolkit';
import { CONTENT_SECURITY_POLICY } from '../csp.js';
import { WFC_SAMPLES } from '../src/lab/wfc-pane.js';
import {
  launchChromium,
  serveStatic,
  SITE_DIR,
  watchPage,
  type PageProblems,
  type StaticServer,
} from './harness.js';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic(SITE_DIR);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

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
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const problems = watchPage(page, server.url.slice(0, -1));
  await page.goto(server.url + path);
  if (path.startsWith('lab.html')) await page.waitForSelector('#lab[data-ready="true"]');
  return { page, problems };
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
      await page.goto(`${server.url}lab.html?kind=${kind}&seed=${seed}`);
      await page.waitForSelector('#lab[data-ready="true"]');
      expect(await ascii(page), kind).toBe(cli([kind, '--seed', String(seed)]));
    }
    expect(problems.list).toEqual([]);
    await page.close();
  });

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
      await page.goto(`${server.url}lab.html?${query}`);
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
    await page.getByTestId('gen-time-it').click();
    expect(await page.getByTestId('gen-time-repeat').textContent()).toMatch(/^median of 25 runs: [0-9.]+ ms/);
    await page.close();
  });

  it('writes its settings into the URL, and the URL reproduces the view', async () => {
    const { page } = await open('lab.html?kind=rooms&seed=3');
    await page.getByTestId('gen-seed').fill('21');
    await page.getByTestId('gen-seed').dispatchEvent('change');
    await page.getByTestId('gen-width').fill('50');
    await page.getByTestId('gen-width').dispatchEvent('change');
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
    const again = await browser.newPage({ viewport: { width: 1200, height: 900 } });
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
    expect(await page.getByTestId('wfc-toolkit').textContent()).toMatch(
      /overlappingWfc\) finished in \d+ attempt\(s\) in [0-9.]+ ms/,
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

function withoutTimes(text: string | null): string {
  return (text ?? '').replace(/ Time: .*$/, '');
}
