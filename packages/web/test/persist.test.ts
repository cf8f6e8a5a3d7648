import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  findChromium,
  launchChromium,
  type PageProblems,
  useSite,
  watchPage,
} from './harness.js';

const site = useSite();

const VIEWPORT = { width: 600, height: 480 };

/** What the page's probe says of the run its saves keep. */
interface Probed {
  readonly seed: number | string;
  readonly mode: string;
  readonly turn: number;
  readonly hash: string;
  readonly inputs: readonly unknown[];
}

async function open(context: BrowserContext, path: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORT);
  const problems = watchPage(page, site.server.url.slice(0, -1));
  await page.goto(site.server.url + path);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector('body[data-saves]');
  return { page, problems };
}

const text = async (page: Page, id: string): Promise<string> =>
  (await page.getByTestId(id).textContent()) ?? '';
const secondsOf = (hud: string): number => {
  const m = /Time (\d+):(\d+)/.exec(hud);
  return m === null ? NaN : Number(m[1]) * 60 + Number(m[2]);
};

/** Waits until the text of the element (a test id, or `log` for the message log) matches. */
async function waitText(page: Page, id: string, pattern: RegExp): Promise<void> {
  const selector = id === 'log' ? '[role="log"]' : `[data-testid="${id}"]`;
  await page.waitForFunction(
    ([css, source, flags]) => new RegExp(source, flags).test(document.querySelector(css)?.textContent ?? ''),
    [selector, pattern.source, pattern.flags] as const,
  );
}

/** The run the page's saves keep, once every key sent before has been handled. */
const probe = (page: Page): Promise<Probed | undefined> =>
  page.evaluate(() =>
    (globalThis as unknown as { hullbreachProbe: () => Promise<Probed | undefined> }).hullbreachProbe(),
  );

/** Presses keys one by one; returns the run as the saves keep it after the last one. */
async function press(page: Page, keys: readonly string[]): Promise<Probed> {
  for (const key of keys) await page.keyboard.press(key);
  const run = await probe(page);
  if (run === undefined) throw new Error('the page keeps no run');
  // The frame of the last key is painted (so the turn it played is durable) when the HUD says so.
  await waitText(page, 'hud', new RegExp(`Turn ${run.turn}\\b`));
  return run;
}

/** The run an unbroken game on `path` reaches with `keys`, in a fresh profile of its own. */
async function unbroken(path: string, keys: readonly string[]): Promise<Probed> {
  const context = await site.browser.newContext();
  try {
    const { page } = await open(context, path);
    await waitText(page, 'hud', /Turn 0\b/);
    return await press(page, keys);
  } finally {
    await context.close();
  }
}

/** Continue from the title screen (which must offer the turn given). */
async function continueAt(page: Page, turn: number): Promise<void> {
  await waitText(page, 'screen', /Continue/);
  expect(await text(page, 'screen')).toMatch(new RegExp(`turn ${turn}\\b`));
  await page.keyboard.press('c');
  await waitText(page, 'hud', new RegExp(`Turn ${turn}\\b`));
}

const FIRST = ['l', 'l', 'l', 'j', '.', 'k', '.', 'h', '.'];
// Keys that each play at most one command: a walk (explore, travel) goes on with the clock.
const SECOND = ['.', 'l', '.', 'j', '.', 'h', 'k'];

/** A Chromium of its own on a profile folder, to be killed like a crashing site.browser. */
async function profileBrowser(
  profile: string,
): Promise<{ context: BrowserContext; kill(): Promise<void>; close(): Promise<void> }> {
  const child: ChildProcess = spawn(
    await findChromium(),
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (m !== null) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${seen.slice(0, 400)}`)));
  });
  const cdp = await chromium.connectOverCDP(endpoint);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    context: cdp.contexts()[0],
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    close: async () => {
      await cdp.close();
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('saves in the browser: nothing lost', () => {
  it('closing the tab mid-run loses no turn: Continue is at the last turn, with the time played, and plays on to the unbroken run', async () => {
    const context = await site.browser.newContext();
    const first = await open(context, 'index.html?seed=42');
    await waitText(first.page, 'hud', /Seed 42/);
    const before = await press(first.page, FIRST);
    // Time on the playing screen counts; a turn after it records it.
    await first.page.waitForTimeout(2300);
    const atClose = await press(first.page, ['.']);
    expect(atClose.turn).toBeGreaterThan(before.turn);
    await first.page.close();
    const second = await open(context, 'index.html');
    await continueAt(second.page, atClose.turn);
    expect(secondsOf(await text(second.page, 'hud'))).toBeGreaterThanOrEqual(2);
    const continued = await press(second.page, SECOND);
    const whole = await unbroken('index.html?seed=42', [...FIRST, '.', ...SECOND]);
    expect(continued.inputs).toEqual(whole.inputs);
    expect(continued.hash).toBe(whole.hash);
    expect(first.problems.list).toEqual([]);
    expect(second.problems.list).toEqual([]);
    await context.close();
  });

  it('keys pressed fast and a reload at once: the run continues at the last turn the page showed or later, as played', async () => {
    const context = await site.browser.newContext();
    // Each page notes, as it goes away, the last turn its HUD showed (sessionStorage outlives a reload).
    await context.addInitScript(() =>
      addEventListener('pagehide', () => {
        const hud = document.querySelector('[data-testid="hud"]')?.textContent ?? '';
        sessionStorage.setItem('shownTurn', /Turn (\d+)/.exec(hud)?.[1] ?? '-1');
      }),
    );
    const shownTurn = async (page: Page): Promise<number> =>
      Number(await page.evaluate(() => sessionStorage.getItem('shownTurn')));
    const { page, problems } = await open(context, 'index.html?seed=42');
    await waitText(page, 'hud', /Seed 42/);
    // Keys that each play one turn, sent without waiting for their frames.
    const keys = Array.from({ length: 24 }, (_, i) => (i % 4 === 3 ? '.' : i % 2 === 0 ? 'l' : 'h'));
    const played: (readonly unknown[])[] = [];
    let turn = 0;
    for (let round = 0; round < 3; round++) {
      for (const key of keys) await page.keyboard.press(key);
      // Reloaded as soon as the page shows half of them: the rest may still be on their way.
      const half = turn + keys.length / 2;
      await page.waitForFunction(
        (least) =>
          Number(/Turn (\d+)/.exec(document.querySelector('[data-testid="hud"]')?.textContent ?? '')?.[1]) >=
          least,
        half,
        { polling: 1 },
      );
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForSelector('body[data-saves]');
      expect(await page.evaluate(() => document.body.dataset.saves)).toBe('opfs');
      const shown = await shownTurn(page);
      expect(shown).toBeGreaterThanOrEqual(half);
      await waitText(page, 'screen', /Continue/);
      await page.keyboard.press('c');
      await waitText(page, 'hud', /Seed 42/);
      const resumed = await probe(page);
      if (resumed === undefined) throw new Error('the reloaded page keeps no run');
      // Every turn the page showed is there (keys still on their way may be too), after all
      // the turns kept before.
      expect(resumed.turn).toBeGreaterThanOrEqual(shown);
      expect(resumed.turn).toBeLessThanOrEqual(turn + keys.length);
      if (round > 0) expect(resumed.inputs.slice(0, played[round - 1].length)).toEqual(played[round - 1]);
      played.push(resumed.inputs);
      turn = resumed.turn;
    }
    // The first round's run is the unbroken one's beginning: nothing lost, reordered or made up.
    const whole = await unbroken('index.html?seed=42', keys);
    expect(played[0]).toEqual(whole.inputs.slice(0, played[0].length));
    expect(problems.list).toEqual([]);
    await context.close();
  }, 150_000);

  for (const [what, path, hudMark] of [
    ['the campaign', 'index.html?seed=42', /Seed 42/],
    ['an Endless world kept in SQLite', 'index.html?seed=8&mode=endless', /Endless/],
  ] as const) {
    it(`killing the browser mid-run loses no turn (${what})`, async () => {
      const profile = mkdtempSync(join(tmpdir(), 'hullbreach-profile-'));
      try {
        const one = await profileBrowser(profile);
        const first = await open(one.context, path);
        await waitText(first.page, 'hud', hudMark);
        const atKill = await press(first.page, [...FIRST, 'l', 'l', 'j']);
        await one.kill();

        const two = await profileBrowser(profile);
        const second = await open(two.context, 'index.html');
        await continueAt(second.page, atKill.turn);
        const continued = await press(second.page, SECOND);
        expect(second.problems.list).toEqual([]);
        await two.close();
        const whole = await unbroken(path, [...FIRST, 'l', 'l', 'j', ...SECOND]);
        expect(continued.mode).toBe(whole.mode);
        expect(continued.inputs).toEqual(whole.inputs);
        expect(continued.hash).toBe(whole.hash);
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    }, 150_000);
  }
});

describe('saves in the browser: two tabs', () => {
  it('a second tab says the game is open elsewhere, plays without saving, and takes the saves over intact once the first closes', async () => {
    const context = await site.browser.newContext();
    const first = await open(context, 'index.html?seed=9');
    expect(await first.page.evaluate(() => document.body.dataset.saves)).toBe('opfs');
    await waitText(first.page, 'hud', /Seed 9/);
    await press(first.page, ['.', '.', '.']);

    const second = await open(context, 'index.html');
    expect(await second.page.evaluate(() => document.body.dataset.saves)).toBe('other-tab');
    await waitText(second.page, 'screen', /open in another tab/);
    expect(await second.page.getByRole('status').textContent()).toMatch(/open in another tab/);
    // It plays, without saving.
    await second.page.keyboard.press('Enter');
    await second.page.keyboard.press('n');
    await waitText(second.page, 'hud', /Turn 0\b/);
    for (const key of ['.', '.']) await second.page.keyboard.press(key);
    await waitText(second.page, 'hud', /Turn 2\b/);
    expect(await probe(second.page)).toBeUndefined();

    // The first tab plays on and keeps saving.
    const kept = await press(first.page, ['.', '.']);
    expect(kept.turn).toBe(5);
    await first.page.close();

    // Now the second tab may take the saves over: the first tab's run is there, whole.
    await second.page.waitForSelector('body[data-saves="free"]');
    await second.page.getByTestId('take-over').click();
    await second.page.waitForSelector('body[data-saves="opfs"]');
    await continueAt(second.page, 5);
    const resumed = await probe(second.page);
    expect(resumed?.hash).toBe(kept.hash);
    expect(resumed?.inputs).toEqual(kept.inputs);
    expect(first.problems.list).toEqual([]);
    expect(second.problems.list).toEqual([]);
    await context.close();
  });
});

describe('saves in the browser: without OPFS', () => {
  /** A page on an address that is no secure context, so it has no origin-private file system. */
  async function insecure(
    path: string,
  ): Promise<{ page: Page; problems: PageProblems; close(): Promise<void> }> {
    const port = new URL(site.server.url).port;
    const other = await launchChromium(['--host-resolver-rules=MAP hullbreach.test 127.0.0.1']);
    const page = await (await other.newContext({ viewport: VIEWPORT })).newPage();
    const origin = `http://hullbreach.test:${port}`;
    const problems = watchPage(page, origin);
    await page.goto(`${origin}/${path}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForSelector('body[data-saves="none"]');
    return { page, problems, close: () => other.close() };
  }

  it('honours ?mode=endless in memory and says that nothing is saved', async () => {
    const { page, problems, close } = await insecure('index.html?mode=endless&seed=4');
    await waitText(page, 'hud', /Endless/);
    await waitText(page, 'log', /cannot be saved/);
    for (const key of ['l', 'j', '.', '.']) await page.keyboard.press(key);
    await waitText(page, 'hud', /Turn [1-9]/);
    expect(problems.list).toEqual([]);
    await close();
  });

  it('offers Endless on the title screen and plays it in memory; a campaign from the address also says nothing is saved', async () => {
    const { page, problems, close } = await insecure('index.html?seed=6');
    await waitText(page, 'hud', /Seed 6/);
    await waitText(page, 'log', /cannot be saved/);
    await page.keyboard.press('Escape');
    await waitText(page, 'screen', /Title screen/);
    await page.keyboard.press('t');
    await page.keyboard.press('y');
    // The title screen says again why nothing is kept, then offers Endless all the same.
    await waitText(page, 'screen', /cannot be saved/);
    await page.keyboard.press('Enter');
    await waitText(page, 'screen', /Endless/);
    await page.keyboard.press('e');
    await waitText(page, 'hud', /Endless/);
    expect(problems.list).toEqual([]);
    await close();
  });
});

describe('the address', () => {
  it('treats ?seed= with no value as no seed: the title screen, not a run on a blank seed', async () => {
    const context = await site.browser.newContext();
    const { page, problems } = await open(context, 'index.html?seed=');
    await waitText(page, 'screen', /New game/);
    expect(await text(page, 'hud')).toBe('');
    expect(problems.list).toEqual([]);
    await context.close();
  });
});
