/// <reference lib="webworker" />
/**
 * The game worker: the whole app (title, runs, menus) and its SQLite saves run here, off the
 * page's thread, so the saves can use the origin-private file system's synchronous handles. The
 * page sends keys, mouse cells and sizes; the worker sends back the frames it renders. With no run
 * asked for, the page paints the title itself while this worker loads.
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
  type RunMorgue,
  type RunRules,
  type ZoomSteps,
} from '@hullbreach/game';
import { frameMessage } from './frame-message.js';
import type { FromWorker, SavesState, ToWorker } from './protocol.js';
import { claimSaves, NO_STORAGE, openBrowserStore, OTHER_TAB, type BrowserSaves } from './saves.js';
import { StorePersistence, type Store } from '@hullbreach/store/portable';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** How often cosmetic time advances (title stars, fires, walks the mouse asked for). */
const TICK_MS = 50;

/**
 * How long the player leaves the keys and the mouse alone before the turns in the saves'
 * write-ahead log are checkpointed (synced to disk): rarely when a key can come, often enough
 * that a pause in play is safe from a power cut too.
 */
const CHECKPOINT_IDLE_MS = 1000;

/**
 * How long a starting page waits for saves another page holds before it plays without them: on a
 * reload the tab's last page still holds them for a moment after the new one starts.
 */
const RELOAD_GRACE_MS = 2000;

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
  morgue: RunMorgue | undefined;
}

const post = (message: FromWorker, transfer: Transferable[] = []): void =>
  scope.postMessage(message, transfer);

/** What the worker's time goes to, for the bench's split of a key's wait. */
type Work = 'write' | 'tick' | 'other';
/** The worker's last 32 stretches of work (performance.timeOrigin + now), newest last: state, not a scratch buffer. */
const worked: { kind: Work; start: number; end: number }[] = [];
const clock = (): number => performance.timeOrigin + performance.now();

/** How long the last key's write took (milliseconds; -1: none yet), told with the next key. */
let lastKeyWriteMs = -1;

/** Runs `fn`, noting how long the worker was busy with it and why. */
function timed(kind: Work, fn: () => void): void {
  const start = clock();
  try {
    fn();
  } finally {
    worked.push({ kind, start, end: clock() });
    if (worked.length > 32) worked.shift();
  }
}

/** How much of the time from `sent` to `until` the worker spent on each kind of work. */
function busyBetween(sent: number, until: number): Record<Work, number> {
  const busy = { write: 0, tick: 0, other: 0 };
  for (const w of worked) busy[w.kind] += Math.max(0, Math.min(w.end, until) - Math.max(w.start, sent));
  return busy;
}

/** The checkpoint of the open saves, and its timer (waiting for the player to pause). */
let checkpoint: (() => void) | undefined;
let checkpointTimer: ReturnType<typeof setTimeout> | undefined;

/** Checkpoints the saves' log once the player has left the game alone a while (each call restarts the wait). */
function checkpointWhenIdle(): void {
  clearTimeout(checkpointTimer);
  checkpointTimer = setTimeout(() => timed('write', checkpointNow), CHECKPOINT_IDLE_MS);
}

/** Syncs what the saves' log holds to disk now. */
function checkpointNow(): void {
  clearTimeout(checkpointTimer);
  try {
    checkpoint?.();
  } catch {
    // The log stays as it is: every commit in it is still read back on the next open.
  }
}

/**
 * Whether a turn is committed before its frame is sent (the rule with the write-ahead log), or
 * after it (`?journal=rollback`, as the site did when every commit waited for a disk sync).
 */
let writeFirst = true;

/**
 * The rule that keeps every turn: the turns a message played are committed to the saves before
 * its frame leaves the worker, so the page never shows a turn the database lacks (closing the
 * tab, a reload or a crash right after loses nothing shown). The commit waits for no disk sync
 * (see saves.ts), so it costs the key little and the next key never waits for it; the checkpoint
 * syncs in idle time. Returns how long the write took (milliseconds).
 */
function answer(run: Running, kind: Work, play: () => void, show: () => void): number {
  timed(kind, play);
  const start = performance.now();
  if (writeFirst) timed('write', () => keep(run));
  const wrote = performance.now() - start;
  timed(kind, show);
  if (writeFirst) return wrote;
  const after = performance.now();
  timed('write', () => keep(run));
  return performance.now() - after;
}

/** Writes the turns played since the last write, if any; a failure is told to the player. */
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
function draw(run: Running, force = false, since?: number, sentAt?: number): void {
  const frame = run.app.render(run.cols, run.rows);
  const text: PageText | undefined = run.app.pageText?.();
  const textJson = JSON.stringify(text);
  const textChanged = textJson !== run.lastText;
  if (!force && !textChanged && run.last !== undefined && sameFrame(frame, run.last)) return;
  run.last = frame;
  run.lastText = textJson;
  const step =
    since === undefined
      ? undefined
      : {
          at: performance.timeOrigin + since,
          ms: performance.now() - since,
          ...(sentAt !== undefined ? { busy: busyBetween(sentAt, performance.timeOrigin + since) } : {}),
          ...(lastKeyWriteMs >= 0 ? { lastWriteMs: lastKeyWriteMs } : {}),
        };
  const { message, transfer } = frameMessage(
    frame,
    textChanged ? text : undefined,
    run.keyId,
    run.app.mapView,
    step,
  );
  post(message, transfer);
  if (run.app.morgue !== run.morgue) {
    run.morgue = run.app.morgue;
    post({
      type: 'morgue',
      ...(run.morgue !== undefined ? { text: run.morgue.text, seed: run.morgue.seed } : {}),
    });
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
          // The app notes its turns; `answer` writes them when the rule says (before the frame goes).
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

/** Opens the saves as the start message asks and takes their checkpoint. */
async function openSaves(message: Extract<ToWorker, { type: 'start' }>): Promise<Store> {
  const saves: BrowserSaves = await openBrowserStore(message.journal ?? 'wal');
  checkpoint = saves.checkpoint;
  writeFirst = message.journal !== 'rollback';
  return saves.store;
}

async function start(message: Extract<ToWorker, { type: 'start' }>): Promise<Running> {
  let store: Store | undefined;
  let problem: string | undefined;
  const claim = claimSaves();
  const held =
    (await claim.held) ||
    (await Promise.race([
      claim.waitForIt().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), RELOAD_GRACE_MS)),
    ]));
  if (held) {
    try {
      store = await openSaves(message);
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
    next = appWith(await openSaves(startMessage), undefined, startMessage, false);
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
 * Starting: unless the page already painted the title (`titleShown`), the first frame is painted
 * at once by a stand-in app without saves (the same entropy, so the same seeded run), while SQLite
 * opens; the real app replaces it when the saves are ready, and only it ever sees input (held
 * until then).
 */
function begin(message: Extract<ToWorker, { type: 'start' }>, titleShown: boolean): void {
  startMessage = message;
  if (!titleShown) {
    const standIn = createApp({
      entropy: message.entropy,
      tileView: true,
      colourChoice: false,
      mapView: message.mapView,
      startEndless: memoryEndless,
      ...rulesOptions(message),
      ...startOptions(message),
    });
    draw(freshRun(standIn, undefined, message), true);
  }
  void start(message).then(
    (run) => {
      running = run;
      draw(run, true);
      for (const m of waiting.splice(0)) handle(m);
      setInterval(() => {
        const now = performance.now();
        const current = running ?? run;
        answer(
          current,
          'tick',
          () => {
            current.app.tick(now - current.lastTick);
            current.lastTick = now;
          },
          () => draw(current),
        );
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
      lastKeyWriteMs = answer(
        run,
        'other',
        () => {
          run.keyId = message.id;
          run.app.press(message.key);
        },
        () => draw(run, true, since, message.sentAt),
      );
      checkpointWhenIdle();
      return;
    }
    case 'pointer':
      answer(
        run,
        'other',
        () => run.app.pointer?.(message.x, message.y, message.kind),
        () => draw(run),
      );
      checkpointWhenIdle();
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
      // The page may be going away: the run saved whole, and synced to disk.
      run.saves?.saveCurrent();
      checkpointNow();
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
    // A page that painted the title itself (`titleShown`) gets no stand-in frame.
    if (message.type === 'start') begin(message, message.titleShown === true);
    else handle(message);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
