/**
 * The game page: paints the frames the game worker renders on a canvas with our bitmap font,
 * turns keys and the mouse into the game's keys and cells, and mirrors the HUD, the log and any
 * open menu as page text for screen readers. No game rule or menu lives here.
 */
import {
  DEFAULT_RULES,
  isDifficulty,
  MIN_HEIGHT,
  MIN_WIDTH,
  parseRunMode,
  type MapView,
  type PageText,
  type RunRules,
  type ZoomSteps,
} from '@hullbreach/game';
import { createTitlePreview } from '@hullbreach/game/title';
import { CELL_H, CELL_W, CanvasPainter, fit, keyName, stepZoom } from '@hullbreach/display/canvas';
import { OTHER_TAB, type FromWorker, type ProbedRun, type SavesState, type ToWorker } from './protocol.js';
import { newsOf, syncParagraphs } from './reader.js';

const VIEW_KEY = 'hullbreach.mapView';
const ZOOM_KEY = 'hullbreach.zoom';
/** The rules new runs start under (difficulty, lamp, autopickup), kept on the page like the view. */
const RULES_KEY = 'hullbreach.rules';

/** The rules kept from the last visit, or undefined when none (or unreadable: the defaults then). */
function keptRules(): RunRules | undefined {
  let kept: unknown;
  try {
    kept = JSON.parse(localStorage.getItem(RULES_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { difficulty, lamp, autopickup } = kept as Record<string, unknown>;
  return {
    difficulty:
      typeof difficulty === 'string' && isDifficulty(difficulty) ? difficulty : DEFAULT_RULES.difficulty,
    lamp: lamp === 'cone' || lamp === 'round' ? lamp : DEFAULT_RULES.lamp,
    autopickup: typeof autopickup === 'boolean' ? autopickup : DEFAULT_RULES.autopickup,
  };
}

/** Today's date in UTC, 'YYYY-MM-DD': the seed of the day is the same everywhere on that date. */
const utcToday = (): string => new Date().toISOString().slice(0, 10);

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`index.html lacks #${id}`);
  return found as T;
}

const canvas = element<HTMLCanvasElement>('screen-canvas');
const hud = element<HTMLElement>('hud');
const log = element<HTMLElement>('log');
const screen = element<HTMLElement>('screen');
const status = element<HTMLElement>('status');
const panel = element<HTMLElement>('panel');
const announcer = element<HTMLElement>('announce');
const focusNote = element<HTMLElement>('focus-note');
const painter = new CanvasPainter(canvas);
const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const send = (message: ToWorker): void => worker.postMessage(message);

/**
 * Timing the page exposes for the bench: load to first paint, and each keypress to its painted
 * frame and to the browser's next frame after that paint (the frame that shows it).
 */
const timing = {
  firstFrameMs: -1,
  keyToPaintMs: [] as number[],
  keyToPresentedMs: [] as number[],
  /**
   * For each key: how long it waited for the worker (busy with a tick or writing the last turn),
   * the worker's time to play it and render, and the page's time to paint its frame.
   */
  waitMs: [] as number[],
  /** Of each key's wait, the worker's time writing turns, ticking, and on other messages. */
  waitWriteMs: [] as number[],
  waitTickMs: [] as number[],
  waitOtherMs: [] as number[],
  /** How long the worker took to write each key's turn (reported with the next key). */
  writeMs: [] as number[],
  stepMs: [] as number[],
  paintMs: [] as number[],
};
(globalThis as { hullbreachTiming?: typeof timing }).hullbreachTiming = timing;

/**
 * The most cells the usual letter size gives (fit's maxCells). Each key's frame costs the worker
 * and the browser about in proportion to the cells (render, paint, canvas upload): at 3840x2160@1
 * the usual 2 CSS pixels per font pixel gives 320x90 cells, whose keypress missed a frame + 4 ms,
 * so there the letters are one scale larger (213x60, still twice the cells of 1920x1080@2);
 * Alt+minus still shows the 320x90. Measured in bench/README.md (bench:web-game).
 */
const MAX_CELLS = 20_000;

let grid = { cols: MIN_WIDTH, rows: MIN_HEIGHT, scale: 1, fitScale: 1, baseScale: 1 };
/** Steps from the usual letter size (see `fit`): Alt+minus shows more cells, Alt+plus bigger ones. */
let zoom = 0;
function layout(): void {
  const dpr = window.devicePixelRatio || 1;
  grid = fit({
    width: innerWidth,
    height: innerHeight,
    dpr,
    minCols: MIN_WIDTH,
    minRows: MIN_HEIGHT,
    maxCells: MAX_CELLS,
    zoom,
  });
  painter.resize(grid.cols, grid.rows, grid.scale, dpr);
}

// ---- page text -------------------------------------------------------------------------------

let shownLog: readonly string[] = [];
let shownScreen: readonly string[] = [];
let shownPanel: readonly string[] = [];
/** The game uses Tab now (aiming, examining); otherwise Tab leaves the canvas for the page's links. */
let gameWantsTab = false;
function showText(text: PageText): void {
  hud.textContent = text.hud.join('\n');
  // The dialog and the panel keep their paragraphs; only what changed is announced (a menu's arrow
  // key reads the newly selected item, not the whole menu again).
  const news = [...newsOf(shownScreen, text.screen, true), ...newsOf(shownPanel, text.panel, false)];
  syncParagraphs(screen, text.screen);
  syncParagraphs(panel, text.panel);
  shownScreen = text.screen;
  shownPanel = text.panel;
  gameWantsTab = text.wantsTab;
  if (news.length > 0) {
    const said = document.createElement('p');
    said.textContent = news.join('\n');
    announcer.replaceChildren(said);
  }
  // Only what is new goes in, so the live region reads the news: the old lines may have scrolled
  // off the front (the log keeps its last messages) and the last one may have changed (a repeat).
  const old = shownLog;
  const next = text.log;
  let drop = 0;
  const fits = (d: number): boolean => {
    for (let i = d; i < old.length - 1; i++) if (old[i] !== next[i - d]) return false;
    return true;
  };
  while (drop < old.length && !fits(drop)) drop++;
  for (let i = 0; i < drop; i++) log.firstElementChild?.remove();
  let kept = Math.max(0, old.length - 1 - drop);
  if (old.length > drop && next[old.length - 1 - drop] === old[old.length - 1]) kept++;
  else if (old.length > drop) log.lastElementChild?.remove();
  for (const line of next.slice(kept)) {
    const p = document.createElement('p');
    p.textContent = line;
    log.append(p);
  }
  shownLog = text.log;
}

// ---- saves ---------------------------------------------------------------------------------

/** What the page says about its saves: a second tab is told, and may take them over once the first closes. */
function showSaves(state: SavesState): void {
  document.body.dataset.saves = state;
  if (state === 'other-tab') status.textContent = OTHER_TAB;
  else if (state === 'free') {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = 'take-over';
    button.textContent = 'Take over the saves (this tab’s unsaved run ends)';
    button.addEventListener('click', () => send({ type: 'take-over' }));
    status.replaceChildren('The other tab has closed. ', button);
  } else if (state === 'opfs' && status.querySelector('[data-testid="take-over"]') !== null) {
    status.textContent = 'This tab now keeps the saves.';
    canvas.focus();
  }
}

/** Answers waiting for the worker's probe of the run being kept. */
const probes: ((run: ProbedRun | undefined) => void)[] = [];
/** For tests: the run the saves keep now (seed, turn, state hash, input log), after every key sent so far. */
(globalThis as { hullbreachProbe?: () => Promise<ProbedRun | undefined> }).hullbreachProbe = () =>
  new Promise((resolve) => {
    probes.push(resolve);
    send({ type: 'probe' });
  });

// ---- the morgue -------------------------------------------------------------------------------

/** The morgue of the run that ended: its text on the page and a link to save it as a file. */
const morgueBox = document.createElement('section');
morgueBox.id = 'morgue';
morgueBox.dataset.testid = 'morgue';
morgueBox.setAttribute('aria-label', 'Morgue of the last run');
morgueBox.hidden = true;
status.after(morgueBox);
let morgueUrl: string | undefined;

/** The run's seed (as the worker sent it with the morgue), made safe for a file name. */
function fileSeed(seed: number | string | undefined): string {
  return (
    String(seed ?? 'run')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .slice(0, 60) || 'run'
  );
}

/** Shows the morgue and offers it as a download named by the run's seed, or takes both away (undefined: a new run began). */
function showMorgue(text: string | undefined, seed: number | string | undefined): void {
  if (morgueUrl !== undefined) URL.revokeObjectURL(morgueUrl);
  morgueUrl = undefined;
  if (text === undefined) {
    morgueBox.hidden = true;
    morgueBox.replaceChildren();
    return;
  }
  morgueUrl = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = morgueUrl;
  link.download = `hullbreach-morgue-${fileSeed(seed)}.txt`;
  link.dataset.testid = 'morgue-download';
  link.textContent = 'Download the morgue of this run';
  const body = document.createElement('pre');
  body.dataset.testid = 'morgue-text';
  body.textContent = text;
  morgueBox.replaceChildren(link, body);
  morgueBox.hidden = false;
}

// ---- frames from the worker ------------------------------------------------------------------

const pendingKeys = new Map<number, number>();
/** When each key was sent to the worker (performance.timeOrigin + now, the worker's clock too). */
const sentAt = new Map<number, number>();
let painted = false;
/** Notes that a frame was painted (the first one makes the page ready) and returns the time. */
function notePainted(): number {
  const now = performance.now();
  if (!painted) {
    painted = true;
    timing.firstFrameMs = now;
    document.body.dataset.ready = 'true';
  }
  return now;
}
worker.onmessage = (event: MessageEvent<FromWorker>) => {
  const m = event.data;
  if (m.type === 'frame') {
    const paintStart = performance.now();
    painter.paint(m.frame);
    const paintEnd = performance.now();
    if (m.text !== undefined) showText(m.text);
    const now = notePainted();
    for (const [id, t0] of pendingKeys) {
      if (id > m.keyId) continue;
      if (id === m.keyId) {
        timing.keyToPaintMs.push(now - t0);
        timing.paintMs.push(paintEnd - paintStart);
        const sent = sentAt.get(id);
        if (m.step !== undefined && sent !== undefined) {
          timing.waitMs.push(m.step.at - sent);
          timing.stepMs.push(m.step.ms);
          if (m.step.busy !== undefined) {
            timing.waitWriteMs.push(m.step.busy.write);
            timing.waitTickMs.push(m.step.busy.tick);
            timing.waitOtherMs.push(m.step.busy.other);
          }
          if (m.step.lastWriteMs !== undefined) timing.writeMs.push(m.step.lastWriteMs);
        }
        // The frame that shows the paint is the next one the browser renders: its animation frame
        // callback runs just before it, and a task queued there runs once it is rendered.
        requestAnimationFrame(() =>
          setTimeout(() => timing.keyToPresentedMs.push(performance.now() - t0), 0),
        );
      }
      pendingKeys.delete(id);
      sentAt.delete(id);
    }
    if (m.mapView !== view) {
      view = m.mapView;
      try {
        localStorage.setItem(VIEW_KEY, view);
      } catch {
        // No storage for small settings: the view is just not remembered.
      }
    }
  } else if (m.type === 'storage') {
    showSaves(m.saves);
  } else if (m.type === 'rules') {
    try {
      localStorage.setItem(RULES_KEY, JSON.stringify(m.rules));
    } catch {
      // No storage for small settings: the rules are just not remembered.
    }
  } else if (m.type === 'zoom') {
    setZoom(m.zoom);
  } else if (m.type === 'morgue') {
    showMorgue(m.text, m.seed);
  } else if (m.type === 'probe') {
    for (const answer of probes.splice(0)) answer(m.run);
  } else if (m.type === 'done') {
    // No frozen last frame (the quit dialog): the game goes, a way back to the title stays.
    canvas.hidden = true;
    canvas.setAttribute('aria-disabled', 'true');
    const again = document.createElement('a');
    again.href = window.location.pathname;
    again.textContent = 'Back to the title screen';
    status.replaceChildren('You left the Kestrel. ', again);
    focusNote.textContent = '';
    again.focus();
  } else {
    status.textContent = `Something went wrong: ${m.message}`;
  }
};

// ---- input -----------------------------------------------------------------------------------

let keyId = 0;
// Keys go to the game only while its canvas has the focus, so the page's links stay in reach.
canvas.addEventListener('keydown', (e) => {
  // Tab and Shift+Tab leave the game (no keyboard trap) unless it is aiming or examining.
  if (e.key === 'Tab' && !gameWantsTab) return;
  if (e.altKey && !e.ctrlKey && !e.metaKey && (e.code === 'Equal' || e.code === 'Minus')) {
    e.preventDefault();
    setZoom(stepZoom(zoom, e.code === 'Equal' ? 'in' : 'out', grid));
    return;
  }
  const key = keyName(e);
  if (key === undefined) return;
  e.preventDefault();
  keyId++;
  // From the event's own time stamp: the wait before the handler ran counts too.
  pendingKeys.set(keyId, Math.min(e.timeStamp, performance.now()));
  const sent = performance.timeOrigin + performance.now();
  sentAt.set(keyId, sent);
  send({ type: 'key', key, id: keyId, sentAt: sent });
});

function cellOf(e: MouseEvent): { x: number; y: number } {
  const box = canvas.getBoundingClientRect();
  const k = grid.scale / (window.devicePixelRatio || 1);
  return {
    x: Math.floor((e.clientX - box.left) / (CELL_W * k)),
    y: Math.floor((e.clientY - box.top) / (CELL_H * k)),
  };
}
let hovered = '';
canvas.addEventListener('mousemove', (e) => {
  const c = cellOf(e);
  const at = `${c.x},${c.y}`;
  if (at === hovered) return;
  hovered = at;
  send({ type: 'pointer', ...c, kind: 'hover' });
});
canvas.addEventListener('mouseleave', () => {
  hovered = '';
  send({ type: 'pointer', x: -1, y: -1, kind: 'leave' });
});
canvas.addEventListener('click', (e) => send({ type: 'pointer', ...cellOf(e), kind: 'click' }));

/** Says where the keys go: to the game while it has the focus, else nowhere until it has it again. */
function showFocus(): void {
  if (canvas.hidden) return;
  const playing = document.activeElement === canvas;
  document.body.dataset.focus = playing ? 'game' : 'page';
  focusNote.textContent = playing
    ? 'The game has the keyboard. Tab leaves it (Escape first while aiming or examining).'
    : 'The game is not taking keys. Click it, or Tab back to it, to play.';
}
canvas.addEventListener('focus', showFocus);
canvas.addEventListener('blur', showFocus);

/** The zoom as the options show it: the step the scale is at, and the steps the screen allows. */
function zoomSteps(): ZoomSteps {
  return { zoom: grid.scale - grid.baseScale, min: 1 - grid.baseScale, max: grid.fitScale - grid.baseScale };
}

/** Changes the zoom, remembers it, and gives the game the new grid. */
function setZoom(next: number): void {
  if (next === zoom) return;
  zoom = next;
  try {
    localStorage.setItem(ZOOM_KEY, String(zoom));
  } catch {
    // Not remembered without storage.
  }
  layout();
  send({ type: 'resize', cols: grid.cols, rows: grid.rows, zoom: zoomSteps() });
}

let resizeTimer: ReturnType<typeof setTimeout> | undefined;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    layout();
    send({ type: 'resize', cols: grid.cols, rows: grid.rows, zoom: zoomSteps() });
  }, 50);
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') send({ type: 'hide' });
});

// ---- start -----------------------------------------------------------------------------------

const params = new URLSearchParams(window.location.search);
let view: MapView = 'glyphs';
try {
  view = localStorage.getItem(VIEW_KEY) === 'tiles' ? 'tiles' : 'glyphs';
} catch {
  // Keep the default view.
}
if (params.get('view') === 'tiles' || params.get('view') === 'glyphs') view = params.get('view') as MapView;
try {
  zoom = Math.trunc(Number(params.get('zoom') ?? localStorage.getItem(ZOOM_KEY) ?? 0)) || 0;
} catch {
  // Keep zoom 0.
}
layout();
// `?seed=` with no value is no seed (a random one), not a blank seed.
const seed = params.get('seed')?.trim() || undefined;
const mode = parseRunMode(params.get('mode'));
const rules = keptRules();
const entropy = Math.floor(performance.timeOrigin + performance.now());
const today = utcToday();
// With no run asked for, the page paints the title at once from the game's title preview (the
// frame the worker's app draws first, held to it by a test), while the worker starts and loads
// the game.
const titleShown = seed === undefined && mode === undefined;
send({
  type: 'start',
  cols: grid.cols,
  rows: grid.rows,
  entropy,
  mapView: view,
  today,
  ...(rules !== undefined ? { rules } : {}),
  zoom: zoomSteps(),
  ...(seed !== undefined ? { seed } : {}),
  ...(mode !== undefined ? { mode } : {}),
  ...(params.get('journal') === 'rollback' ? { journal: 'rollback' as const } : {}),
  ...(titleShown ? { titleShown } : {}),
});
if (titleShown) {
  // The app is always given an Endless world (in the saves, or in memory without them).
  const title = createTitlePreview({
    entropy,
    today,
    ...(rules !== undefined ? { rules } : {}),
    endless: true,
  });
  painter.paint(title.render(grid.cols, grid.rows));
  showText(title.pageText());
  notePainted();
}
// The parameters start one run: a reload then finds the title screen (and Continue).
if (seed !== undefined || mode !== undefined) {
  params.delete('seed');
  params.delete('mode');
  const rest = params.toString();
  window.history.replaceState(null, '', window.location.pathname + (rest === '' ? '' : `?${rest}`));
}
canvas.focus();
showFocus();
