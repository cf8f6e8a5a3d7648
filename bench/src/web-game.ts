/**
 * The game page measured in real Chromium against the built site (`npm run bench:web-game`):
 * the JavaScript it loads, gzipped (the page, the game worker, and SQLite's own code apart from its
 * WebAssembly), the time from navigation to the first painted frame, and the time from a keydown
 * to the browser's next frame after the answer is painted (the frame that shows it), in the 3x3
 * tile view at 1280x800@1, 1920x1080@2 and 3840x2160@1 (and that zoomed out to 320x90 cells), the
 * screens' pages taking turns nine keys at a time, one key at a time with at least one frame
 * between keys, with where the time to the paint goes (the key waiting for a busy worker, the
 * worker's step and render, the page's paint). Targets: under 150 KB, under 300 ms, p50 within
 * one frame + 4 ms. Options: `--quick` (fewer samples); `--rollback` (each of the three screens
 * also as a twin page whose saves sync every turn's commit, `?journal=rollback`, as the site did
 * before its write-ahead log: the two side by side in one run); `--profile` (each screen's page in
 * a Chromium of its own on a profile folder, whose OPFS is on disk as a player's browser keeps it;
 * the default pages are off the record, where OPFS lives in memory behind a call to the browser
 * process for every file access).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../packages/web/test/find-chromium.js';
import { launchChromium } from './chromium.js';

/** 100x40 cells of 6x12 pixels at one device pixel per font pixel (for the load times). */
const VIEWPORT = { width: 600, height: 480 };

/** A screen the keypress times are taken on, and what the page's address adds. */
interface Screen {
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
  readonly query?: string;
}

/**
 * The screens the keypress times are taken on; the last is 3840x2160@1 zoomed out a step, at the
 * 320x90 cells it showed before the page's cell cap (for the cap's measured effect).
 */
const SCREENS: readonly Screen[] = [
  { label: '1280x800@1', width: 1280, height: 800, dpr: 1 },
  { label: '1920x1080@2', width: 1920, height: 1080, dpr: 2 },
  { label: '3840x2160@1', width: 3840, height: 2160, dpr: 1 },
  { label: '3840x2160@1 zoom -1', width: 3840, height: 2160, dpr: 1, query: '&zoom=-1' },
];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The script files a built file names (its imports, its worker, its dynamic chunks), followed transitively. */
function scriptsFrom(dist: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(dist, file), 'utf8');
    for (const m of text.matchAll(/[\w.-]+\.js/g)) {
      const name = `assets/${m[0]}`;
      if (m[0] !== file.replace('assets/', '') && existsIn(dist, name)) visit(name);
    }
  };
  const html = readFileSync(join(dist, entry), 'utf8');
  for (const m of html.matchAll(/src="\.\/(assets\/[\w.-]+\.js)"/g)) visit(m[1]);
  return [...seen];
}

function existsIn(dist: string, name: string): boolean {
  try {
    readFileSync(join(dist, name));
    return true;
  } catch {
    return false;
  }
}

/** Polls an expression in the page until it is true (the page's CSP forbids waitForFunction's eval). */
async function waitFor(page: Page, expression: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const usage = 'usage: npm run bench:web-game -- [--quick] [--rollback] [--profile]\n';
  const unknown = argv.find((arg) => arg !== '--quick' && arg !== '--rollback' && arg !== '--profile');
  if (unknown !== undefined) {
    // --help (or any other word) gets the usage, not a build and a browser run.
    const help = unknown === '--help' || unknown === '-h';
    (help ? process.stdout : process.stderr).write(
      help ? usage : `web-game: unknown option ${unknown}\n${usage}`,
    );
    process.exitCode = help ? 0 : 2;
    return;
  }
  const quick = argv.includes('--quick');
  const onDisk = argv.includes('--profile');
  const screens: readonly Screen[] = argv.includes('--rollback')
    ? [
        ...SCREENS,
        ...SCREENS.slice(0, 3).map((screen) => ({
          ...screen,
          label: `${screen.label} rollback journal`,
          query: `${screen.query ?? ''}&journal=rollback`,
        })),
      ]
    : SCREENS;
  const configFile = fileURLToPath(new URL('../../packages/web/vite.config.ts', import.meta.url));
  const dist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
  await build({ configFile, logLevel: 'warn' });

  const files = scriptsFrom(dist, 'index.html');
  let game = 0;
  let sqlite = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    const isSqlite = /sqlite3/.test(file) || bytes.toString('utf8').includes('sqlite3_vfs');
    if (isSqlite) sqlite += gz;
    else game += gz;
    console.log(
      `${file.padEnd(44)} ${String(bytes.length).padStart(8)} B  ${String(gz).padStart(7)} B gzipped${isSqlite ? '  (SQLite)' : ''}`,
    );
  }
  console.log(
    `game JavaScript ${(game / 1024).toFixed(1)} KB gzipped (target under 150); SQLite's JavaScript ${(sqlite / 1024).toFixed(1)} KB gzipped, its wasm apart`,
  );

  const server = await preview({ configFile, logLevel: 'warn', preview: { port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('vite preview gave no local address');
  const browser = await launchChromium();
  const profiles: string[] = [];
  /** The --profile Chromiums, each closed with its context (again at the end, if a run failed). */
  const own: BrowserContext[] = [];
  /** A context for one screen: off the record in the shared Chromium, or (--profile) a Chromium on a profile folder. */
  const contextFor = async (screen: Screen): Promise<BrowserContext> => {
    const options = {
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.dpr,
    };
    if (!onDisk) return browser.newContext(options);
    const profile = mkdtempSync(join(tmpdir(), 'hullbreach-bench-profile-'));
    profiles.push(profile);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: await findChromium(),
      headless: true,
      args: [...CHROMIUM_ARGS],
      ...options,
    });
    own.push(context);
    return context;
  };
  try {
    const firsts: number[] = [];
    for (let i = 0; i < (quick ? 3 : 9); i++) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(`${url}index.html`);
      await page.waitForSelector('body[data-ready="true"]');
      firsts.push((await page.evaluate('window.hullbreachTiming.firstFrameMs')) as number);
      await context.close();
    }
    console.log(
      `first frame ${median(firsts).toFixed(0)} ms after navigation, median of ${firsts.length} loads (${firsts.map((t) => t.toFixed(0)).join(', ')}); target under 300`,
    );

    // Keypress to the frame that shows it, one key at a time: the next key goes only once the last
    // one's frame is shown and one more frame has passed, so the times are the page's own and not
    // Chromium's frame pacing of keys queued behind each other.
    const keys = ['l', 'h', 'j', 'k', '.', 'y', 'n', 'u', 'b'];
    const presses = quick ? 45 : 198;
    // Every screen's page is open at once and they take turns, nine keys at a time, in alternating
    // order, so the machine's load falls on all of them alike and the rows compare as ratios.
    const open: { screen: Screen; page: Page; size: string; frameMs: number; pressed: number }[] = [];
    for (const screen of screens) {
      const context = await contextFor(screen);
      const page = await context.newPage();
      await page.goto(`${url}index.html?seed=1&view=tiles${screen.query ?? ''}`);
      await waitFor(
        page,
        '/Seed 1\\b/.test(document.querySelector(\'[data-testid="hud"]\')?.textContent ?? "")',
      );
      const size = (await page.evaluate(
        '(() => { const c = document.querySelector("canvas"); return `${c.width / 6}x${c.height / 12} cells, canvas ${c.width}x${c.height} shown at ${c.style.width}`; })()',
      )) as string;
      const frameMs = (await page.evaluate(
        'new Promise((done) => { const t = []; const step = (now) => { t.push(now); if (t.length < 31) requestAnimationFrame(step); else { const d = t.slice(1).map((v, i) => v - t[i]).sort((a, b) => a - b); done(d[15]); } }; requestAnimationFrame(step); })',
      )) as number;
      open.push({ screen, page, size, frameMs, pressed: 0 });
    }
    for (let round = 0; round * 9 < presses; round++) {
      for (const o of round % 2 === 0 ? open : [...open].reverse()) {
        await o.page.bringToFront();
        await o.page.focus('canvas');
        for (let i = 0; i < 9; i++) {
          await o.page.keyboard.press(keys[o.pressed % keys.length]);
          o.pressed++;
          await waitFor(o.page, `window.hullbreachTiming.keyToPresentedMs.length >= ${o.pressed}`);
          await o.page.evaluate('new Promise((done) => requestAnimationFrame(() => done(0)))');
        }
      }
    }
    for (const { screen, page, size, frameMs } of open) {
      const presented = (await page.evaluate('window.hullbreachTiming.keyToPresentedMs')) as number[];
      const painted = (await page.evaluate('window.hullbreachTiming.keyToPaintMs')) as number[];
      const waited = (await page.evaluate('window.hullbreachTiming.waitMs')) as number[];
      const stepped = (await page.evaluate('window.hullbreachTiming.stepMs')) as number[];
      const paints = (await page.evaluate('window.hullbreachTiming.paintMs')) as number[];
      const mean = async (name: string): Promise<string> => {
        const values = (await page.evaluate(`window.hullbreachTiming.${name}`)) as number[];
        return (values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)).toFixed(1);
      };
      const waitMean = (waited.reduce((a, b) => a + b, 0) / Math.max(1, waited.length)).toFixed(1);
      const writes = (await page.evaluate('window.hullbreachTiming.writeMs')) as number[];
      const waits = `its mean ${waitMean} of which the worker writing turns ${await mean('waitWriteMs')}, ticking ${await mean('waitTickMs')}, on other messages ${await mean('waitOtherMs')}`;
      const p90 = [...presented].sort((a, b) => a - b)[Math.floor(presented.length * 0.9)];
      console.log(
        `${screen.label}: keypress to presented frame p50 ${median(presented).toFixed(1)} ms, p90 ${p90.toFixed(1)} ms (to painted p50 ${median(painted).toFixed(1)} ms; p50s of its parts: waiting for the worker ${median(waited).toFixed(1)} (${waits}), the worker's step, write (after the frame with --rollback's journal) and render ${median(stepped).toFixed(1)}, the page's paint ${median(paints).toFixed(1)}; a key's turn written to the saves in p50 ${median(writes).toFixed(1)} ms) over ${presented.length} keys; a frame is ${frameMs.toFixed(1)} ms, target p50 under ${(frameMs + 4).toFixed(1)}; 3x3 tile view, ${size}`,
      );
      await page.context().close();
    }
  } finally {
    await browser.close();
    for (const context of own) await context.close().catch(() => undefined);
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

await main(process.argv.slice(2));
