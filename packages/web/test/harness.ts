import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.js';

export { CHROMIUM_ARGS, findChromium };

/** The built site (`vite build` writes it here). */
export const SITE_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/** The Vite config of the site. */
export const VITE_CONFIG = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** A local static server over one folder. */
export interface StaticServer {
  /** Its base address, ending in `/`. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the files of `root` on 127.0.0.1 at a free port (GET and HEAD only; `/` is
 * `index.html`; nothing outside `root`), with `headers` added to every answer.
 */
export async function serveStatic(root: string, headers: OutgoingHttpHeaders = {}): Promise<StaticServer> {
  const base = normalize(root.endsWith(sep) ? root : root + sep);
  const server = createServer((request, response) => {
    const reply = (status: number, text: string): void => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      response.end(text);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply(405, 'method not allowed');
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return reply(400, 'bad path');
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(base, path));
    if (!file.startsWith(base)) return reply(403, 'outside the site');
    stat(file).then(
      (info) => {
        if (!info.isFile()) return reply(404, 'not found');
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': 'no-store',
          ...headers,
        });
        if (request.method === 'HEAD') return response.end();
        createReadStream(file).pipe(response);
      },
      () => reply(404, 'not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** Builds the site into `SITE_DIR` with the package's Vite config (quietly), its test page included (`mode: 'test'`). */
export async function buildSite(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: VITE_CONFIG, logLevel: 'warn', mode: 'test' });
}

/** Launches Chromium (see find-chromium.js: never a download) headless with CHROMIUM_ARGS and `extraArgs`. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: await findChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Everything a page did wrong: console errors, uncaught exceptions, failed or foreign requests. */
export interface PageProblems {
  readonly list: string[];
}

/** Records a page's problems from now on; only requests to `origin` (and data:/blob:) are allowed. */
export function watchPage(page: Page, origin: string): PageProblems {
  const list: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') list.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => list.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    list.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) list.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      list.push(`request outside the site: ${url}`);
    }
  });
  return { list };
}

/** One static server and one Chromium for a test file, and the game page opened in them. */
export interface Site {
  /** The server of the built site (started before the file's first test). */
  readonly server: StaticServer;
  /** The file's Chromium (launched before the file's first test). */
  readonly browser: Browser;
  /** Opens `path` of the site in a new page of `context`, watched, once the game is ready and its saves are known. */
  openGame(context: BrowserContext, path: string): Promise<{ page: Page; problems: PageProblems }>;
}

/** Starts the site's server and Chromium before a test file's tests and stops them after. */
export function useSite(root: string = SITE_DIR): Site {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveStatic(root);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const site: Site = {
    get server(): StaticServer {
      if (server === undefined)
        throw new Error('useSite: the server starts in beforeAll; use it inside a test');
      return server;
    },
    get browser(): Browser {
      if (browser === undefined)
        throw new Error('useSite: Chromium starts in beforeAll; use it inside a test');
      return browser;
    },
    async openGame(context, path) {
      const page = await context.newPage();
      const problems = watchPage(page, site.server.url.slice(0, -1));
      await page.goto(site.server.url + path);
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForSelector('body[data-saves]');
      return { page, problems };
    },
  };
  return site;
}
