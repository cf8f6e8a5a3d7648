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
  runModeOf,
  startEndlessSession,
  type App,
  type Frame,
  type PageText,
  type Persistence,
  type RunMode,
  type RunRules,
  type ZoomSteps,
} from '@hullbreach/game';
import type { FromWorker, SavesState, ToWorker } from './protocol.js';
import { claimSaves, NO_STORAGE, openBrowserStore, OTHER_TAB } from './saves.js';
import { StorePersistence, type Store } from '@hullbreach/store/portable';

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
  readonly saves: StorePersistence | undefined;
  cols: number;
  rows: number;
  last: Frame | undefined;
  lastText: string;
  keyId: number;
  lastTick: number;
  /** The morgue the page was last told of (undefined: none). */
  morgue: string | undefined;
}

const post = (message: FromWorker, transfer: Transferable[] = []): void =>
  scope.postMessage(message, transfer);

/** Writes the turn just played (and painted) before the worker takes its next message. */
function keep(run: Running): void {
  try {
    run.saves?.flush();
  } catch (error) {
    post({
      type: 'error',
      message: `The run could not be saved: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

/** Renders and sends the frame if it changed (or `force`); `since` is when the key it answers was taken up. */
function draw(run: Running, force = false, since?: number): void {
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
      ...(since !== undefined
        ? { step: { at: performance.timeOrigin + since, ms: performance.now() - since } }
        : {}),
      mapView: run.app.mapView ?? 'glyphs',
    },
    [cells.glyph.buffer, cells.fg.buffer, cells.bg.buffer],
  );
  if (run.app.morgue !== run.morgue) {
    run.morgue = run.app.morgue;
    post({ type: 'morgue', ...(run.morgue !== undefined ? { text: run.morgue } : {}) });
  }
  if (run.app.done) {
    run.saves?.saveCurrent();
    post({ type: 'done' });
  }
}

/**
 * The run the address asks for: `?seed=` (blank is no seed) and `?mode=endless`, with a seed from
 * the entropy when none is given.
 */
function startOptions(message: Extract<ToWorker, { type: 'start' }>): {
  seed?: number | string;
  mode?: RunMode;
} {
  const typed = message.seed === undefined ? undefined : parseSeed(message.seed);
  const seed =
    typed !== undefined
      ? typed
      : runModeOf(message.mode ?? 'campaign').startsAtOnce
        ? 1 + (Math.floor(message.entropy) % 999_999_999)
        : undefined;
  return seed === undefined ? {} : { seed, mode: message.mode ?? 'campaign' };
}

/** The page's date (for the seed of the day) and the rules it kept from the last visit. */
function rulesOptions(message: Extract<ToWorker, { type: 'start' }>): { today?: string; rules?: RunRules } {
  return {
    ...(message.today !== undefined ? { today: message.today } : {}),
    ...(message.rules !== undefined ? { rules: message.rules } : {}),
  };
}

/** Endless in memory only, for a tab without saves: the world lives as long as the page. */
const memoryEndless = (seed: number | string) => startEndlessSession(seed, memoryChunkSource());

/** The app over the saves (or without them, saying why), starting as the start message asks. */
function appWith(
  store: Store | undefined,
  problem: string | undefined,
  message: Extract<ToWorker, { type: 'start' }>,
  fromAddress: boolean,
): Running {
  const saves =
    store === undefined
      ? undefined
      : new StorePersistence(store, {
          now: () => new Date().toISOString(),
          newId: () => crypto.randomUUID(),
          // The turn is painted first and written right after, before the next message is handled.
          deferRecords: true,
        });
  const app = createApp({
    entropy: message.entropy,
    tileView: true,
    colourChoice: false,
    mapView: message.mapView,
    persistence: saves ?? noSaves(problem ?? NO_STORAGE),
    ...rulesOptions(message),
    onRulesChange: (rules) => post({ type: 'rules', rules }),
    ...(message.zoom !== undefined ? { zoom: message.zoom } : {}),
    onZoomChange: (zoom) => post({ type: 'zoom', zoom }),
    startEndless:
      saves !== undefined ? (seed: number | string) => saves.games.start('endless', seed) : memoryEndless,
    ...(fromAddress ? startOptions(message) : {}),
  });
  return freshRun(app, saves, message);
}

/** The page's zoom steps as last told (a resize), for an app made later (a take-over). */
let latestZoom: ZoomSteps | undefined;

/** What became of the saves at the start, kept for a later take-over. */
let savesState: SavesState = 'none';
let startMessage: Extract<ToWorker, { type: 'start' }> | undefined;

async function start(message: Extract<ToWorker, { type: 'start' }>): Promise<Running> {
  let store: Store | undefined;
  let problem: string | undefined;
  const claim = claimSaves();
  if (await claim.held) {
    try {
      store = await openBrowserStore();
    } catch (error) {
      problem = error instanceof Error ? error.message : NO_STORAGE;
    }
  } else {
    // Another tab holds the saves: never touch them, play without, and offer them once it closes.
    problem = OTHER_TAB;
    void claim.waitForIt().then(() => {
      savesState = 'free';
      post({ type: 'storage', saves: savesState });
    });
  }
  savesState = store !== undefined ? 'opfs' : problem === OTHER_TAB ? 'other-tab' : 'none';
  post({ type: 'storage', saves: savesState });
  return appWith(store, problem, message, true);
}

/** The tab that held the saves has closed: open them and go to the title screen with them. */
async function takeOver(run: Running): Promise<void> {
  if (savesState !== 'free' || startMessage === undefined) return;
  savesState = 'opfs';
  let next: Running;
  try {
    next = appWith(await openBrowserStore(), undefined, startMessage, false);
  } catch (error) {
    savesState = 'none';
    post({ type: 'storage', saves: savesState });
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  post({ type: 'storage', saves: savesState });
  next.cols = run.cols;
  next.rows = run.rows;
  if (latestZoom !== undefined) next.app.setZoomSteps?.(latestZoom);
  next.keyId = run.keyId;
  running = next;
  draw(next, true);
}

/** A fresh running app at the start message's size, nothing drawn yet. */
function freshRun(
  app: App,
  saves: StorePersistence | undefined,
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
    morgue: undefined,
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
    startEndless: memoryEndless,
    ...rulesOptions(message),
    ...startOptions(message),
  });
  startMessage = message;
  const preview = freshRun(standIn, undefined, message);
  draw(preview, true);
  void start(message).then(
    (run) => {
      running = run;
      draw(run, true);
      for (const m of waiting.splice(0)) handle(m);
      setInterval(() => {
        const now = performance.now();
        const current = running ?? run;
        current.app.tick(now - current.lastTick);
        current.lastTick = now;
        draw(current);
        keep(current);
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
    case 'key': {
      const since = performance.now();
      run.keyId = message.id;
      run.app.press(message.key);
      draw(run, true, since);
      keep(run);
      return;
    }
    case 'pointer':
      run.app.pointer?.(message.x, message.y, message.kind);
      draw(run);
      keep(run);
      return;
    case 'resize':
      run.cols = message.cols;
      run.rows = message.rows;
      if (message.zoom !== undefined) {
        latestZoom = message.zoom;
        run.app.setZoomSteps?.(message.zoom);
      }
      run.last = undefined;
      draw(run, true);
      return;
    case 'hide':
      run.saves?.saveCurrent();
      return;
    case 'take-over':
      void takeOver(run);
      return;
    case 'probe': {
      const session = run.saves?.playing();
      post({
        type: 'probe',
        ...(session !== undefined
          ? {
              run: {
                seed: session.seed,
                mode: session.mode,
                turn: session.view().turn,
                hash: session.hash(),
                inputs: session.inputs,
              },
            }
          : {}),
      });
      return;
    }
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
