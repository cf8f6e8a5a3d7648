import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { fontCodePoints, glyphPixel, CELL_H, CELL_W } from '@hullbreach/display/canvas';
import { generate, levelToAscii } from '@hullbreach/toolkit/gen';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveStatic, watchPage, type StaticServer } from './harness.js';

// @hullbreach/display's painters in Chromium, loaded from the packages' builds (`tsc -b`): the
// page maps the bare imports to the built files with an import map.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(new URL('../../display/README.md', import.meta.url), 'utf8');

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic(ROOT);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const IMPORTS = {
  imports: {
    '@hullbreach/display/canvas': '/packages/display/dist/canvas/index.js',
    '@hullbreach/display/grid': '/packages/display/dist/grid/index.js',
    '@hullbreach/toolkit/gen': '/packages/toolkit/dist/gen/index.js',
  },
};

/** Opens a blank page of the test site (with the import map, and `script` as a module if given). */
async function open(context: BrowserContext, script = ''): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = watchPage(page, server.url.slice(0, -1));
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:#123}canvas{display:block}</style>` +
    `<script type="importmap">${JSON.stringify(IMPORTS)}</script></head><body>` +
    (script === '' ? '' : `<script type="module" src="/__example.js"></script>`) +
    `</body></html>`;
  await page.route(`${server.url}__page.html`, (route) =>
    route.fulfill({ body: html, contentType: 'text/html' }),
  );
  await page.route(`${server.url}__example.js`, (route) =>
    route.fulfill({ body: script, contentType: 'text/javascript' }),
  );
  await page.goto(`${server.url}__page.html`);
  // The module in the page (a string: the test's own imports are rewritten by its bundler).
  await page.evaluate("import('@hullbreach/display/canvas').then((m) => { globalThis.display = m; })");
  return { page, problems: problems.list };
}

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium's screenshots are) to RGBA. */
function decodePng(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  let o = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (o < png.length) {
    const length = png.readUInt32BE(o);
    const type = png.toString('latin1', o + 4, o + 8);
    const data = png.subarray(o + 8, o + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
      channels = data[9] === 6 ? 4 : data[9] === 2 ? 3 : NaN;
    } else if (type === 'IDAT') idat.push(data);
    o += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  const prev = new Uint8Array(stride);
  const line = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i];
      const a = i >= channels ? line[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      let v = x;
      if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      line[i] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) out[(y * width + x) * 4 + k] = line[x * channels + k];
      out[(y * width + x) * 4 + 3] = channels === 4 ? line[x * channels + 3] : 255;
    }
    prev.set(line);
  }
  return { width, height, rgba: out };
}

/** Waits for two animation frames, so what was painted has been shown. */
const shown = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('@hullbreach/display in Chromium', () => {
  const codes = fontCodePoints();
  const COLS = 16;
  const ROWS = Math.ceil(codes.length / COLS);

  for (const dpr of [1, 1.5, 2]) {
    it(`every glyph of the font is drawn as its bitmap at scales 1-4, devicePixelRatio ${dpr}`, async () => {
      const context = await browser.newContext({
        viewport: { width: 800, height: 700 },
        deviceScaleFactor: dpr,
      });
      const { page, problems } = await open(context);
      for (const scale of [1, 2, 3, 4]) {
        await page.evaluate(
          async ({ scale, dpr, codes, cols, rows }) => {
            const d = (globalThis as { display?: any }).display; // eslint-disable-line @typescript-eslint/no-explicit-any
            document.body.replaceChildren();
            const canvas = document.body.appendChild(document.createElement('canvas'));
            const grid = new d.Grid(cols, rows);
            codes.forEach((c: number, k: number) => grid.set(k % cols, Math.floor(k / cols), c, 0xffffff, 0));
            const painter = new d.CanvasPainter(canvas);
            painter.resize(cols, rows, scale, dpr);
            painter.paint(grid);
          },
          { scale, dpr, codes, cols: COLS, rows: ROWS },
        );
        await shown(page);
        const w = (COLS * CELL_W * scale) / dpr;
        const h = (ROWS * CELL_H * scale) / dpr;
        const shot = decodePng(
          await page.screenshot({ clip: { x: 0, y: 0, width: w, height: h }, scale: 'device' }),
        );
        expect([shot.width, shot.height]).toEqual([COLS * CELL_W * scale, ROWS * CELL_H * scale]);
        const wrong: string[] = [];
        codes.forEach((code, k) => {
          const cx = (k % COLS) * CELL_W;
          const cy = Math.floor(k / COLS) * CELL_H;
          let bad = 0;
          for (let y = 0; y < CELL_H * scale; y++)
            for (let x = 0; x < CELL_W * scale; x++) {
              const lit = glyphPixel(code, Math.floor(x / scale), Math.floor(y / scale));
              const o = ((cy * scale + y) * shot.width + cx * scale + x) * 4;
              const want = lit ? 255 : 0;
              if (shot.rgba[o] !== want || shot.rgba[o + 1] !== want || shot.rgba[o + 2] !== want) bad++;
            }
          if (bad > 0) wrong.push(`U+${code.toString(16)} (${bad} device pixels)`);
        });
        expect(wrong, `scale ${scale}`).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('the tile painter draws each cell as the tile its glyph maps to, over its background', async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 300 } });
    const { page, problems } = await open(context);
    const glyphs = 'abcd ';
    const cells = Array.from({ length: 10 * 6 }, (_, i) => glyphs[(i * 7 + (i >> 3)) % 5]);
    const result = await page.evaluate(async (cells) => {
      const d = (globalThis as { display?: any }).display; // eslint-disable-line @typescript-eslint/no-explicit-any
      const tileset = new OffscreenCanvas(32, 8);
      const tctx = tileset.getContext('2d')!;
      ['#ff0000', '#00ff00', '#0000ff', '#ffff00'].forEach((c, k) => {
        tctx.fillStyle = c;
        tctx.fillRect(k * 8, 0, 8, 8);
      });
      const canvas = document.body.appendChild(document.createElement('canvas'));
      const tileMap = { a: [0, 0], b: [8, 0], c: [16, 0], d: [24, 0] };
      const painter = new d.TilePainter(canvas, { tileset, tileWidth: 8, tileHeight: 8, tileMap });
      painter.resize(10, 6, 2, 1);
      const grid = new d.Grid(10, 6);
      cells.forEach((g: string, i: number) =>
        grid.draw(i % 10, Math.floor(i / 10), g, 0xffffff, 0x102030 + i),
      );
      painter.paint(grid);
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      return { width: canvas.width, height: canvas.height, css: canvas.style.width, data: Array.from(data) };
    }, cells);
    expect([result.width, result.height, result.css]).toEqual([80, 48, '160px']);
    const tile: Record<string, number[]> = {
      a: [255, 0, 0],
      b: [0, 255, 0],
      c: [0, 0, 255],
      d: [255, 255, 0],
    };
    cells.forEach((g, i) => {
      const want = tile[g] ?? [0x10, 0x20, 0x30 + i];
      for (const [px, py] of [
        [0, 0],
        [7, 7],
        [3, 5],
      ]) {
        const o = (((Math.floor(i / 10) * 8 + py) * 80 + (i % 10) * 8 + px) * 4) as number;
        expect(result.data.slice(o, o + 3), `cell ${i} '${g}'`).toEqual(want);
      }
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the hex layout fills the boxes of the cells of a doubled-width hex grid, and nothing else', async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 300 } });
    const { page, problems } = await open(context);
    const W = 12;
    const H = 5;
    const result = await page.evaluate(
      async ({ W, H }) => {
        const d = (globalThis as { display?: any }).display; // eslint-disable-line @typescript-eslint/no-explicit-any
        const canvas = document.body.appendChild(document.createElement('canvas'));
        const painter = new d.CanvasPainter(canvas, { layout: 'hex' });
        painter.resize(W, H, 1, 1);
        const grid = new d.Grid(W, H);
        // Every cell a full block in its own colour (odd cells too: the layout must leave them out).
        for (let y = 0; y < H; y++)
          for (let x = 0; x < W; x++) grid.set(x, y, 0x2588, 0x400000 + y * 256 + x * 4, 0);
        painter.paint(grid);
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        return { width: canvas.width, height: canvas.height, data: Array.from(data) };
      },
      { W, H },
    );
    // Reference: doubled-width hex cells (x + y even) sit at x * 3, y * 12, 6 x 12 pixels each.
    expect([result.width, result.height]).toEqual([((W + 1) * CELL_W) / 2, H * CELL_H]);
    const owner = new Array<number>(result.width * result.height).fill(-1);
    for (let y = 0; y < H; y++)
      for (let x = (y & 1) === 0 ? 0 : 1; x < W; x += 2)
        for (let py = 0; py < CELL_H; py++)
          for (let px = 0; px < CELL_W; px++)
            owner[(y * CELL_H + py) * result.width + x * 3 + px] = y * 256 + x * 4;
    owner.forEach((who, p) => {
      const got = result.data.slice(p * 4, p * 4 + 3);
      expect(got).toEqual(who < 0 ? [0, 0, 0] : [0x40, who >> 8, who & 255]);
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the README browser example draws the seeded cave and the arrow keys move the @', async () => {
    const block = [...README.matchAll(/```ts\n([\s\S]*?)```/g)]
      .map((m) => m[1])
      .find((b) => b.includes('new CanvasPainter(canvas)'));
    expect(block).toBeDefined();
    expect(block!.trim().split('\n').length).toBeLessThanOrEqual(25);
    const js = ts.transpileModule(block!, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const { page, problems } = await open(context, js);
    await page.waitForSelector('canvas');
    await shown(page);
    const level = generate('caves', { width: 60, height: 20, seed: 'demo' });
    const map = levelToAscii(level).split('\n');
    const { x, y } = level.start;
    // The glyph drawn in a cell, read back from the canvas (one pixel per font pixel).
    const cellText = async (cx: number, cy: number): Promise<string> => {
      const px = (await page.evaluate(
        ([cx, cy]) => {
          const c = document.querySelector('canvas')!;
          return Array.from(c.getContext('2d')!.getImageData(cx * 6, cy * 12, 6, 12).data);
        },
        [cx, cy],
      )) as number[];
      for (const ch of '@.#') {
        let same = true;
        for (let p = 0; p < 72 && same; p++) {
          const lit = px[p * 4] !== 0 || px[p * 4 + 1] !== 0 || px[p * 4 + 2] !== 0;
          same = lit === glyphPixel(ch.codePointAt(0)!, p % 6, Math.floor(p / 6));
        }
        if (same) return ch;
      }
      return '?';
    };
    expect(await cellText(x, y)).toBe('@');
    expect(await cellText(x - 1, y)).toBe(map[y][x - 1]);
    let to = x;
    for (let k = 0; k < 3 && map[y][to - 1] === '.'; k++) to--;
    expect(to).toBeLessThan(x);
    for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowLeft');
    await shown(page);
    expect(await cellText(to, y)).toBe('@');
    expect(await cellText(x, y)).toBe('.');
    expect(problems).toEqual([]);
    await context.close();
  });
});
