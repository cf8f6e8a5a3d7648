/// <reference lib="webworker" />
/**
 * The game worker: the whole app (title, runs, menus) and its SQLite saves run here, off the
 * page's thread, so the saves can use the origin-private file system's synchronous handles. The
 * page sends keys, mouse cells and sizes; the worker sends back the frames it renders.
 */
import {
  createApp,
  memoryChunkSource,
  parseSeed,
  startEndlessSession,
  type App,
  type Frame,
  type PageText,
  type Persistence,
} from '@hullbreach/game';
import type { FromWorker, ToWorker } from './protocol.js';
import { BrowserPersistence, NO_STORAGE, openBrowserStore, startStoredEndless } from './saves.js';
import type { Store } from '@hullbreach/store/portable';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** How often cosmetic time advances (title stars, fires, walks the mouse asked for). */
const TICK_MS = 50;

/** A persistence that fails at once, so the title screen says why nothing is saved. */
function noSaves(reason: string): Persistence {
  const fail = (): never => {
    throw new Error(reason);
  };
  return { liveSave: fail, resume: fail, newRunId: fail, save: fail, finish: fail };
}

function sameFrame(a: Frame, b: Frame): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.glyph.length; i++)
    if (a.glyph[i] !== b.glyph[i] || a.fg[i] !== b.fg[i] || a.bg[i] !== b.bg[i]) return false;
  return true;
}

/** Everything one page's game holds. */
interface Running {
  readonly app: App;
  readonly saves: BrowserPersistence | undefined;
  cols: number;
  rows: number;
  last: Frame | undefined;
  lastText: string;
  keyId: number;
  lastTick: number;
}

const post = (message: FromWorker, transfer: Transferable[] = []): void =>
  scope.postMessage(message, transfer);

function draw(run: Running, force = false): void {
  const frame = run.app.render(run.cols, run.rows);
  const text: PageText | undefined = run.app.pageText?.();
  const textJson = JSON.stringify(text);
  const textChanged = textJson !== run.lastText;
  if (!force && !textChanged && run.last !== undefined && sameFrame(frame, run.last)) return;
  run.last = frame;
  run.lastText = textJson;
  // The painter keeps the frame it was sent to compare the next one with: send copies.
  const cells = {
    width: frame.width,
    height: frame.height,
    glyph: frame.glyph.slice(),
    fg: frame.fg.slice(),
    bg: frame.bg.slice(),
  };
  post(
    {
      type: 'frame',
      frame: cells,
      ...(textChanged && text !== undefined ? { text } : {}),
      keyId: run.keyId,
      mapView: run.app.mapView ?? 'glyphs',
    },
    [cells.glyph.buffer, cells.fg.buffer, cells.bg.buffer],
  );
  if (run.app.done) {
    run.saves?.saveCurrent();
    post({ type: 'done' });
  }
}

/** The run the address asks for: `?seed=` (and `?mode=endless`, with a seed from the entropy when none is given). */
function startOptions(message: Extract<ToWorker, { type: 'start' }>): {
  seed?: number | string;
  mode?: 'campaign' | 'endless';
} {
  const seed =
    message.seed !== undefined
      ? parseSeed(message.seed)
      : message.mode === 'endless'
        ? 1 + (Math.floor(message.entropy) % 999_999_999)
        : undefined;
  return seed === undefined ? {} : { seed, mode: message.mode ?? 'campaign' };
}

async function start(message: Extract<ToWorker, { type: 'start' }>): Promise<Running> {
  let store: Store | undefined;
  let problem: string | undefined;
  try {
    store = await openBrowserStore();
  } catch (error) {
    problem = error instanceof Error ? error.message : NO_STORAGE;
  }
  const saves =
    store === undefined
      ? undefined
      : new BrowserPersistence(
          store,
          () => new Date().toISOString(),
          () => crypto.randomUUID(),
        );
  post({ type: 'storage', saves: saves !== undefined });
  const opened = store;
  const app = createApp({
    entropy: message.entropy,
    tileView: true,
    colourChoice: false,
    mapView: message.mapView,
    persistence: saves ?? noSaves(problem ?? NO_STORAGE),
    ...(opened !== undefined ? { startEndless: (s: number | string) => startStoredEndless(opened, s) } : {}),
    ...startOptions(message),
  });
  return freshRun(app, saves, message);
}

/** A fresh running app at the start message's size, nothing drawn yet. */
function freshRun(
  app: App,
  saves: BrowserPersistence | undefined,
  message: Extract<ToWorker, { type: 'start' }>,
): Running {
  return {
    app,
    saves,
    cols: message.cols,
    rows: message.rows,
    last: undefined,
    lastText: '',
    keyId: 0,
    lastTick: performance.now(),
  };
}

let running: Running | undefined;
/** Input that arrived before the saves were open: played into the real app once it exists. */
const waiting: ToWorker[] = [];

/**
 * Starting: the first frame is painted at once by a stand-in app without saves (the same entropy,
 * so the same title scenery or the same seeded run), while SQLite opens; the real app replaces it
 * when the saves are ready, and only it ever sees input (held until then).
 */
function begin(message: Extract<ToWorker, { type: 'start' }>): void {
  const standIn = createApp({
    entropy: message.entropy,
    tileView: true,
    colourChoice: false,
    mapView: message.mapView,
    startEndless: (seed) => startEndlessSession(seed, memoryChunkSource()),
    ...startOptions(message),
  });
  const preview = freshRun(standIn, undefined, message);
  draw(preview, true);
  void start(message).then(
    (run) => {
      running = run;
      draw(run, true);
      for (const m of waiting.splice(0)) handle(m);
      setInterval(() => {
        const now = performance.now();
        run.app.tick(now - run.lastTick);
        run.lastTick = now;
        draw(run);
      }, TICK_MS);
    },
    (error: unknown) => post({ type: 'error', message: String(error) }),
  );
}

function handle(message: ToWorker): void {
  const run = running;
  if (run === undefined) {
    if (message.type === 'resize')
      waiting.splice(0, waiting.length, ...waiting.filter((m) => m.type !== 'resize'));
    waiting.push(message);
    return;
  }
  switch (message.type) {
    case 'key':
      run.keyId = message.id;
      run.app.press(message.key);
      draw(run, true);
      return;
    case 'pointer':
      run.app.pointer?.(message.x, message.y, message.kind);
      draw(run);
      return;
    case 'resize':
      run.cols = message.cols;
      run.rows = message.rows;
      run.last = undefined;
      draw(run, true);
      return;
    case 'hide':
      run.saves?.saveCurrent();
      return;
    case 'start':
      return;
  }
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    if (message.type === 'start') begin(message);
    else handle(message);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
