import { createRng, hashSeed, line, type Rng } from '@hullbreach/toolkit';
import type { ActorView, Command, CommandResult, GameEvent, GameView, ItemView, Step } from '../core/api.js';
import { isWeaponItem } from '../core/content.js';
import type { App, ColourMode, MapView, PageText, PointerKind } from './app-types.js';
import type { Frame } from './frame.js';
import { createFrame } from './frame.js';
import type { Key } from './keys.js';
import type { Rect } from './draw.js';
import { fillRect, putText } from './draw.js';
import type { DialogLine } from './dialog.js';
import { drawDialog, itemText } from './dialog.js';
import { drawMap, followPlayer, type MapMarks, type MapViewport } from './map-view.js';
import { drawHud, floorLabel, formatTime, HUD_WIDTH, hudRows } from './hud.js';
import { cellAt, drawTileMap, followPlayerTiles, TILE } from './tile-map.js';
import { condense, drawLog, logLines, messageText } from './log-view.js';
import { directionOf, playAction, KEY_SCHEMES, type KeyScheme } from './game-keys.js';
import { describeCell, interestingCells } from './describe.js';
import { menuLayer, pagerLayer, seedEntryLayer, directionLayer, type Choice, type Layer } from './layers.js';
import { createBackdrop, drawBackdrop, tickBackdrop, type Backdrop } from './title-backdrop.js';
import {
  parseSeed,
  recordSession,
  startCoreGame,
  type GameSession,
  type RecordedSession,
  type RunMode,
  type StartGame,
} from './session.js';
import { AUTOSAVE_TURNS, type Persistence, type RunOutcome } from './persistence.js';
import { ACCENT, TEXT, TEXT_DIM, TONE_COLOUR } from './palette.js';
import { wrapText } from './wrap.js';
import { EPILOGUE, EPILOGUE_TITLE, ENDING_HEADLINE, endingLine, HELP, PREMISE, TITLE } from './text.js';

/** Smallest terminal the game is laid out for. */
export const MIN_WIDTH = 80;
/** Smallest terminal height the game is laid out for. */
export const MIN_HEIGHT = 24;

/** How to start the app. */
export interface AppOptions {
  /** Start straight into a run with this seed instead of on the title screen. */
  readonly seed?: number | string;
  readonly colourMode?: ColourMode;
  /** Which keys move the player (default: arrows, numpad and vi-keys). */
  readonly keyScheme?: KeyScheme;
  /**
   * Randomness from the front end (a clock reading, say) for the seeds of "New game" runs and
   * the title scenery. The app itself has no clock; without it every launch looks the same.
   */
  readonly entropy?: number;
  /** Starts a game from a seed (default: the real core). Tests may pass their own. */
  readonly startGame?: StartGame;
  /** Where runs are saved and finished runs recorded; without it nothing is kept. */
  readonly persistence?: Persistence;
  /** Start straight into the newest live save (`play --continue`). */
  readonly continueRun?: boolean;
  /** Starts an Endless world from a seed; the title screen offers Endless when given. */
  readonly startEndless?: StartGame;
  /** The front end can paint the 3x3 tile view: the options then offer the map view. */
  readonly tileView?: boolean;
  /** The map view to start with (default: one character per cell). */
  readonly mapView?: MapView;
}

const VIEW_NAMES: Readonly<Record<MapView, string>> = { glyphs: 'characters', tiles: '3x3 tiles' };

/** Cosmetic milliseconds between two steps of a walk the mouse asked for. */
export const JOURNEY_MS = 60;

const SCHEME_NAMES: Readonly<Record<KeyScheme, string>> = {
  all: 'arrows, numpad, vi-keys',
  'no-vi': 'arrows and numpad',
};

const COLOUR_MODES: readonly ColourMode[] = ['truecolor', '256', '16', 'grey'];
const COLOUR_NAMES: Readonly<Record<ColourMode, string>> = {
  truecolor: 'truecolour',
  '256': '256 colours',
  '16': '16 colours',
  grey: 'greyscale',
};

/** What the playing screen is doing besides waiting for a move: aiming a gun or examining. */
type Mode =
  | { readonly kind: 'normal' }
  | { kind: 'aim'; readonly targets: readonly ActorView[]; index: number; cursor: { x: number; y: number } }
  | { kind: 'examine'; cursor: { x: number; y: number }; index: number };

type Screen = 'title' | 'playing' | 'ended';

/** The layout of the playing screen for a frame size. */
export interface PlayLayout {
  readonly map: Rect;
  readonly log: Rect;
  readonly hud: Rect;
}

/** Where the map, the log and the HUD go on a frame: HUD on the right, log under the map. */
export function playLayout(width: number, height: number): PlayLayout {
  const mapW = Math.max(1, width - HUD_WIDTH - 1);
  const logH = Math.max(4, Math.min(8, Math.floor(height / 5)));
  const mapH = Math.max(1, height - logH - 1);
  return {
    map: { x: 0, y: 0, width: mapW, height: mapH },
    log: { x: 0, y: mapH + 1, width: mapW, height: logH },
    hud: { x: mapW + 1, y: 0, width: HUD_WIDTH, height },
  };
}

/** How long the last turn's shots and blasts stay on the map, in cosmetic milliseconds. */
export const EFFECT_MS = 300;

class HullbreachApp implements App {
  done = false;
  colourMode: ColourMode;
  keyScheme: KeyScheme;
  mapView: MapView;
  private readonly tileView: boolean;
  /** The known map cell under the mouse, examined while nothing else is going on. */
  private hover: { x: number; y: number } | undefined;
  /** Where a click sent the player: one travel step every JOURNEY_MS until the core says stop. */
  private journey: { readonly x: number; readonly y: number; waitMs: number } | undefined;
  private screen: Screen = 'title';
  private session: RecordedSession | undefined;
  private persistence: Persistence | undefined;
  private readonly startEndless: StartGame | undefined;
  /** What went wrong with the saves, shown on the title screen once. */
  private problem: string | undefined;
  /** Where the last autosave was made: its floor and its turn. */
  private saved = { depth: -1, turn: 0 };
  private layers: Layer[] = [];
  private mode: Mode = { kind: 'normal' };
  private notice: string | undefined;
  private playMs = 0;
  /** Cosmetic clock of the playing screen (fires flicker with it); stands still under menus. */
  private animMs = 0;
  /** The last turn's events worth flashing, and how long they have been shown. */
  private effects: { readonly events: readonly GameEvent[]; shownMs: number } | undefined;
  private readonly backdrop: Backdrop;
  private readonly seeds: Rng;
  private readonly startGame: StartGame;
  private lastSize = { width: MIN_WIDTH, height: MIN_HEIGHT };

  constructor(options: AppOptions) {
    this.colourMode = options.colourMode ?? 'truecolor';
    this.keyScheme = options.keyScheme ?? 'all';
    this.tileView = options.tileView === true;
    this.mapView = this.tileView ? (options.mapView ?? 'glyphs') : 'glyphs';
    const entropy = options.entropy ?? 0;
    this.seeds = createRng(hashSeed('hullbreach-new-game-seeds', entropy));
    this.backdrop = createBackdrop(hashSeed('hullbreach-title', entropy));
    this.startGame = options.startGame ?? startCoreGame;
    this.persistence = options.persistence;
    this.startEndless = options.startEndless;
    if (options.continueRun === true) this.continueRun();
    else if (options.seed !== undefined) this.startRun(options.seed);
    else this.openTitle();
  }

  // ---- input -------------------------------------------------------------------------------

  press(key: Key): void {
    if (this.done) return;
    this.journey = undefined;
    const top = this.layers[this.layers.length - 1];
    if (top !== undefined) {
      top.press(key);
      return;
    }
    if (this.screen === 'playing') this.pressPlaying(key);
  }

  tick(ms: number): void {
    if (!(ms > 0)) return;
    if (this.screen === 'title') tickBackdrop(this.backdrop, ms);
    else if (this.screen === 'playing' && this.layers.length === 0) {
      this.playMs += ms;
      this.animMs += ms;
      const j = this.journey;
      if (j !== undefined && (j.waitMs += ms) >= JOURNEY_MS) {
        j.waitMs = 0;
        this.travelStep();
      }
      if (this.effects !== undefined) {
        this.effects.shownMs += ms;
        if (this.effects.shownMs >= EFFECT_MS) this.effects = undefined;
      }
    }
  }

  private pressPlaying(key: Key): void {
    const session = this.session;
    if (session === undefined) return;
    if (this.mode.kind === 'aim') return this.pressAim(key, session);
    if (this.mode.kind === 'examine') return this.pressExamine(key, session.view());
    const action = playAction(key, this.keyScheme);
    if (action === undefined) return;
    this.notice = undefined;
    switch (action.kind) {
      case 'command':
        this.run(action.command);
        return;
      case 'close':
        this.close(session.view());
        return;
      case 'inventory':
        this.openInventory(session.view());
        return;
      case 'fire':
        this.startAim(session.view());
        return;
      case 'examine': {
        const v = session.view();
        this.mode = { kind: 'examine', cursor: { x: v.player.x, y: v.player.y }, index: -1 };
        return;
      }
      case 'help':
        this.openHelp();
        return;
      case 'history':
        this.openHistory(session.view());
        return;
      case 'pause':
        this.openPause();
        return;
    }
  }

  /** Sends a command to the core and moves to the end screen when the run is over. */
  private run(command: Command): CommandResult | undefined {
    const session = this.session;
    if (session === undefined) return undefined;
    this.notice = undefined;
    const result = session.perform(command);
    const events = result.events.filter((e) => e.type === 'shot' || e.type === 'explosion');
    this.effects = events.length > 0 ? { events, shownMs: 0 } : undefined;
    const v = session.view();
    if (v.outcome !== 'playing') {
      this.finishRun(session);
      this.openEnding(v);
    } else if (v.depth !== this.saved.depth || v.turn - this.saved.turn >= AUTOSAVE_TURNS) this.autosave();
    return result;
  }

  // ---- mouse -------------------------------------------------------------------------------

  /**
   * The mouse over frame cell (x, y): hovering a known map cell examines it; clicking an enemy in
   * view fires at it (or strikes it when next to you with no gun); clicking another known cell
   * walks there one travel step at a time until the core says stop. Only on the bare playing screen.
   */
  pointer(x: number, y: number, kind: PointerKind): void {
    const session = this.session;
    const idle = this.screen === 'playing' && this.layers.length === 0 && this.mode.kind === 'normal';
    if (kind === 'leave' || session === undefined || !idle) {
      this.hover = undefined;
      return;
    }
    const v = session.view();
    const { vp, scale } = this.viewport(v);
    const cell = cellAt(vp, scale, x, y);
    const known =
      cell !== undefined &&
      cell.x >= 0 &&
      cell.y >= 0 &&
      cell.x < v.width &&
      cell.y < v.height &&
      v.knownTerrain(cell.x, cell.y) !== undefined;
    if (kind === 'hover') {
      this.hover = known ? cell : undefined;
      return;
    }
    this.journey = undefined;
    if (!known || (cell.x === v.player.x && cell.y === v.player.y)) return;
    const enemy = v.visibleActors().find((a) => a.x === cell.x && a.y === cell.y && v.isVisible(a.x, a.y));
    if (enemy !== undefined) {
      const dx = cell.x - v.player.x;
      const dy = cell.y - v.player.y;
      if (!v.player.weapon.melee) this.run({ kind: 'fire', x: cell.x, y: cell.y });
      else if (Math.abs(dx) <= 1 && Math.abs(dy) <= 1) this.run({ kind: 'move', dx, dy });
      else
        this.notice = `You have no gun in hand (${v.player.weapon.name}). Wield one from the inventory (i).`;
      return;
    }
    this.journey = { x: cell.x, y: cell.y, waitMs: 0 };
    this.travelStep();
  }

  /** One step of the walk a click asked for; the walk ends when the core says stop. */
  private travelStep(): void {
    const j = this.journey;
    if (j === undefined) return;
    const result = this.run({ kind: 'travel', x: j.x, y: j.y });
    if (result === undefined || result.stop !== undefined || !result.tookTurn || this.screen !== 'playing') {
      this.journey = undefined;
      if (result !== undefined && !result.tookTurn && result.stop !== undefined) this.notice = result.stop;
    }
  }

  /** The map's viewport and how many characters wide a map cell is drawn, for the frame size last drawn. */
  private viewport(v: GameView): { vp: MapViewport; scale: number } {
    const map = playLayout(this.lastSize.width, this.lastSize.height).map;
    return this.mapView === 'tiles'
      ? { vp: followPlayerTiles(v, map), scale: TILE }
      : { vp: followPlayer(v, map), scale: 1 };
  }

  /** The screen as text for the page around a canvas (screen readers): HUD, log, open menu. */
  pageText(): PageText {
    const top = this.layers[this.layers.length - 1];
    const screen: string[] = [];
    if (top !== undefined) {
      const c = top.content(this.lastSize.width, this.lastSize.height);
      if (c.title !== undefined) screen.push(c.title);
      for (const l of c.lines) if (l.text.trim() !== '') screen.push(l.text.trim());
      (c.items ?? []).forEach((item, i) =>
        screen.push(itemText(item, 0) + (i === c.selected ? ' (selected)' : '')),
      );
      if (c.footer !== undefined) screen.push(c.footer);
    }
    const session = this.session;
    if (session === undefined || this.screen === 'title') return { hud: [], log: [], screen };
    const v = session.view();
    const readable = (text: string): string => text.replace(/[\u2580-\u259f]+/g, '').trim();
    const hud = hudRows(v, this.playMs)
      .map((r) => readable(r.text))
      .filter((t) => t !== '');
    const log = condense(v.log).map(messageText);
    if (this.notice !== undefined) log.push(this.notice);
    return { hud, log: log.slice(-100), screen };
  }

  // ---- saving ------------------------------------------------------------------------------

  /** Calls the persistence; a failure is shown once and saving stops for the rest of the program. */
  private keep<T>(fn: (p: Persistence) => T): T | undefined {
    const p = this.persistence;
    if (p === undefined) return undefined;
    try {
      return fn(p);
    } catch (error) {
      this.persistence = undefined;
      const text = error instanceof Error ? error.message : String(error);
      this.problem = `${text} The game goes on without saving.`;
      this.notice = this.problem;
      return undefined;
    }
  }

  /** Saves the run being played (floor change, every 50 turns, quitting, leaving for the title). */
  private autosave(): void {
    const session = this.session;
    if (session === undefined || this.screen !== 'playing') return;
    const v = session.view();
    this.saved = { depth: v.depth, turn: v.turn };
    this.keep((p) => p.save(session));
  }

  private finishRun(session: RecordedSession, outcome?: RunOutcome): void {
    this.keep((p) => p.finish(session, outcome ?? (session.view().outcome as RunOutcome)));
  }

  /** Gives up the run being played (it enters the history as abandoned). */
  private abandonRun(): void {
    const session = this.session;
    if (session !== undefined && this.screen === 'playing') this.finishRun(session, 'abandoned');
  }

  /** Loads the newest live save and plays on from it. */
  private continueRun(): void {
    const session = this.keep((p) => p.resume());
    if (session === undefined) this.openTitle();
    else this.enterRun(session);
  }

  private close(v: GameView): void {
    const open: Step[] = [];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx !== 0 || dy !== 0) && v.knownTerrain(v.player.x + dx, v.player.y + dy) === 'door-open')
          open.push({ dx, dy });
      }
    }
    if (open.length === 0) {
      this.notice = 'There is no open door next to you.';
      return;
    }
    if (open.length === 1) {
      this.run({ kind: 'close', dx: open[0].dx, dy: open[0].dy });
      return;
    }
    this.push(
      directionLayer({
        title: 'Close a door',
        onStep: (s) => {
          this.pop();
          this.run({ kind: 'close', dx: s.dx, dy: s.dy });
        },
        onCancel: () => this.pop(),
      }),
    );
  }

  private startAim(v: GameView): void {
    const w = v.player.weapon;
    if (w.melee) {
      this.notice = `You have no gun in hand (${w.name}). Wield one from the inventory (i).`;
      return;
    }
    const targets = v.targets();
    const first = targets[0];
    this.mode = {
      kind: 'aim',
      targets,
      index: 0,
      cursor: first !== undefined ? { x: first.x, y: first.y } : { x: v.player.x, y: v.player.y },
    };
    if (first === undefined) this.notice = 'Nothing in sight to shoot. Aim by hand with the direction keys.';
  }

  private pressAim(key: Key, session: GameSession): void {
    const mode = this.mode;
    if (mode.kind !== 'aim') return;
    const v = session.view();
    if (key === 'escape') {
      this.mode = { kind: 'normal' };
      this.notice = undefined;
      return;
    }
    if (key === 'tab' || key === 'backtab') {
      const n = mode.targets.length;
      if (n === 0) return;
      mode.index = (((mode.index + (key === 'tab' ? 1 : -1)) % n) + n) % n;
      const t = mode.targets[mode.index];
      mode.cursor = { x: t.x, y: t.y };
      return;
    }
    if (key === 'enter' || key === 'f') {
      if (mode.cursor.x === v.player.x && mode.cursor.y === v.player.y) {
        this.notice = 'Aim somewhere first (direction keys), or Escape.';
        return;
      }
      this.mode = { kind: 'normal' };
      this.run({ kind: 'fire', x: mode.cursor.x, y: mode.cursor.y });
      return;
    }
    const step = directionOf(key, this.keyScheme);
    if (step !== undefined) mode.cursor = this.moveCursor(v, mode.cursor, step);
  }

  private pressExamine(key: Key, v: GameView): void {
    const mode = this.mode;
    if (mode.kind !== 'examine') return;
    if (key === 'escape' || key === 'x' || key === 'enter') {
      this.mode = { kind: 'normal' };
      return;
    }
    if (key === 'tab' || key === 'backtab') {
      const cells = interestingCells(v);
      if (cells.length === 0) return;
      const n = cells.length;
      mode.index = key === 'tab' ? (mode.index + 1) % n : (((mode.index - 1) % n) + n) % n;
      mode.cursor = { ...cells[mode.index] };
      return;
    }
    const step = directionOf(key, this.keyScheme);
    if (step !== undefined) mode.cursor = this.moveCursor(v, mode.cursor, step);
  }

  /** Moves a cursor one step, keeping it on the map and inside the map viewport. */
  private moveCursor(v: GameView, c: { x: number; y: number }, s: Step): { x: number; y: number } {
    const { vp, scale } = this.viewport(v);
    const x = c.x + s.dx;
    const y = c.y + s.dy;
    const ok =
      x >= 0 &&
      y >= 0 &&
      x < v.width &&
      y < v.height &&
      x >= vp.originX &&
      y >= vp.originY &&
      x < vp.originX + Math.floor(vp.rect.width / scale) &&
      y < vp.originY + Math.floor(vp.rect.height / scale);
    return ok ? { x, y } : c;
  }

  // ---- screens and layers ------------------------------------------------------------------

  private push(layer: Layer): void {
    this.layers.push(layer);
  }

  private pop(): void {
    this.layers.pop();
  }

  private newSeed(): number {
    return this.seeds.int(1, 999_999_999);
  }

  private startRun(seed: number | string, mode: RunMode = 'campaign'): void {
    const start = mode === 'endless' ? (this.startEndless ?? this.startGame) : this.startGame;
    const runId = this.keep((p) => p.newRunId()) ?? '';
    this.enterRun(recordSession(start(seed), { runId, seed, mode }));
  }

  private enterRun(session: RecordedSession): void {
    this.session = session;
    this.saved = { depth: -1, turn: 0 };
    this.screen = 'playing';
    this.layers = [];
    this.mode = { kind: 'normal' };
    this.notice = undefined;
    this.playMs = 0;
    this.effects = undefined;
    const v = session.view();
    if (v.outcome !== 'playing') this.openEnding(v);
    else this.autosave();
  }

  private openTitle(): void {
    this.screen = 'title';
    this.session = undefined;
    this.mode = { kind: 'normal' };
    this.layers = [
      menuLayer({
        title: TITLE,
        lines: [...wrapText(PREMISE, 56).map((text) => ({ text, fg: TEXT }))],
        items: [
          ...this.titleRunChoices(),
          { hotkey: 'n', label: 'New game', value: () => this.startRun(this.newSeed()) },
          { hotkey: 's', label: 'New game with a seed', value: () => this.openSeedEntry() },
          { hotkey: 'h', label: 'Help', value: () => this.openHelp() },
          { hotkey: 'o', label: 'Options', value: () => this.openOptions() },
          { hotkey: 'q', label: 'Quit', value: () => (this.done = true) },
        ],
        minWidth: 58,
        onCancel: () => undefined,
      }),
    ];
    if (this.problem !== undefined) this.showTitleNotice(this.problem);
  }

  /** Continue (when a live save exists) and Endless (when the front end gives a world). */
  private titleRunChoices(): Choice[] {
    const choices: Choice[] = [];
    const live = this.keep((p) => p.liveSave());
    if (live !== undefined) {
      const where = live.mode === 'endless' ? `Endless, ${live.depth} out` : floorLabel(live.depth);
      choices.push({
        hotkey: 'c',
        label: 'Continue',
        detail: `${where}, turn ${live.turn}`,
        value: () => this.continueRun(),
      });
    }
    if (this.startEndless !== undefined)
      choices.push({ hotkey: 'e', label: 'Endless', value: () => this.startRun(this.newSeed(), 'endless') });
    return choices;
  }

  /** A title screen that says what went wrong with the saves on top. */
  private showTitleNotice(text: string): void {
    this.notice = undefined;
    this.problem = undefined;
    this.push(
      menuLayer({
        title: 'Saves',
        lines: wrapText(text, 60).map((line) => ({ text: line, fg: TONE_COLOUR.warn })),
        items: [{ hotkey: 'o', label: 'OK', value: () => this.pop() }],
        minWidth: 64,
        onCancel: () => this.pop(),
      }),
    );
  }

  private openSeedEntry(): void {
    this.push(
      seedEntryLayer({
        onSubmit: (text) => {
          const seed = text.trim().length === 0 ? this.newSeed() : parseSeed(text);
          this.startRun(seed);
        },
        onCancel: () => this.pop(),
      }),
    );
  }

  private openHelp(): void {
    this.push(
      pagerLayer({
        title: 'Help',
        minWidth: 66,
        lines: (width) => helpLines(width),
        onClose: () => this.pop(),
      }),
    );
  }

  private openHistory(v: GameView): void {
    this.push(
      pagerLayer({
        title: 'Message history',
        atEnd: true,
        minWidth: 66,
        lines: (width) => {
          const lines = logLines(v.log, width, v.turn);
          return lines.length === 0 ? [{ text: 'Nothing has happened yet.', fg: TEXT_DIM }] : lines;
        },
        onClose: () => this.pop(),
      }),
    );
  }

  private openOptions(selected = 0): void {
    const reopen = (at: number) => (): void => {
      this.pop();
      this.openOptions(at);
    };
    const items: Choice[] = [
      {
        hotkey: 'c',
        label: 'Colours',
        detail: COLOUR_NAMES[this.colourMode],
        value: () => {
          this.colourMode = COLOUR_MODES[(COLOUR_MODES.indexOf(this.colourMode) + 1) % COLOUR_MODES.length];
          reopen(0)();
        },
      },
      {
        hotkey: 'k',
        label: 'Movement keys',
        detail: SCHEME_NAMES[this.keyScheme],
        value: () => {
          this.keyScheme = KEY_SCHEMES[(KEY_SCHEMES.indexOf(this.keyScheme) + 1) % KEY_SCHEMES.length];
          reopen(1)();
        },
      },
      ...(this.tileView
        ? [
            {
              hotkey: 'v',
              label: 'Map view',
              detail: VIEW_NAMES[this.mapView],
              value: () => {
                this.mapView = this.mapView === 'tiles' ? 'glyphs' : 'tiles';
                reopen(2)();
              },
            },
          ]
        : []),
      { hotkey: 'b', label: 'Back', value: () => this.pop() },
    ];
    this.push(
      menuLayer({
        title: 'Options',
        lines: [
          { text: 'Colours: how the terminal is told to paint.', fg: TEXT_DIM },
          { text: 'Movement keys: which keys walk you around.', fg: TEXT_DIM },
        ],
        items,
        selected,
        minWidth: 52,
        footer: 'Enter or the hotkey changes, Esc goes back',
        onCancel: () => this.pop(),
      }),
    );
  }

  private confirm(question: string, yes: () => void): void {
    this.push(
      menuLayer({
        title: question,
        items: [
          { hotkey: 'y', label: 'Yes', value: yes },
          { hotkey: 'n', label: 'No', value: () => this.pop() },
        ],
        minWidth: 30,
        onCancel: () => this.pop(),
      }),
    );
  }

  private openPause(): void {
    this.push(
      menuLayer({
        title: 'Paused',
        lines: [{ text: 'No time passes while this is open.', fg: TEXT_DIM }],
        items: [
          { hotkey: 'r', label: 'Resume', value: () => this.pop() },
          { hotkey: 'h', label: 'Help', value: () => this.openHelp() },
          { hotkey: 'o', label: 'Options', value: () => this.openOptions() },
          {
            hotkey: 'n',
            label: 'New game',
            value: () =>
              this.confirm('Abandon this run and start anew?', () => {
                this.abandonRun();
                this.startRun(this.newSeed());
              }),
          },
          this.persistence !== undefined
            ? {
                hotkey: 't',
                label: 'Save, title screen',
                value: () => {
                  this.autosave();
                  this.openTitle();
                },
              }
            : {
                hotkey: 't',
                label: 'Title screen',
                value: () => this.confirm('Abandon this run?', () => this.openTitle()),
              },
          this.persistence !== undefined
            ? {
                hotkey: 'q',
                label: 'Save and quit',
                value: () =>
                  this.confirm('Save and quit?', () => {
                    this.autosave();
                    this.done = true;
                  }),
              }
            : {
                hotkey: 'q',
                label: 'Quit',
                value: () => this.confirm('Abandon this run and quit?', () => (this.done = true)),
              },
        ],
        minWidth: 36,
        onCancel: () => this.pop(),
      }),
    );
  }

  private openInventory(v: GameView): void {
    const inv = v.player.inventory;
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const spare = v.player.ammo.filter((a) => a.count > 0).map((a) => `${a.name} ${a.count}`);
    const lines: DialogLine[] = [];
    if (inv.length === 0) lines.push({ text: 'Nothing but the reactor core on your back.', fg: TEXT_DIM });
    lines.push({ text: `In hand: ${v.player.weapon.name}`, fg: ACCENT });
    lines.push({
      text: spare.length > 0 ? `Spare: ${spare.join(', ')}` : 'Spare: no ammunition',
      fg: TEXT_DIM,
    });
    this.push(
      menuLayer({
        title: 'Inventory',
        lines,
        items: inv.slice(0, letters.length).map((item, slot) => ({
          hotkey: letters[slot],
          label: item.name,
          detail: item.detail,
          value: () => this.openItem(item, slot),
        })),
        minWidth: 40,
        footer: 'a letter picks an item, Esc closes',
        onCancel: () => this.pop(),
      }),
    );
  }

  private openItem(item: ItemView, slot: number): void {
    const act = (command: Command) => () => {
      this.layers = [];
      this.run(command);
    };
    const items: Choice[] = isWeaponItem(item.kind)
      ? [{ hotkey: 'w', label: 'Wield', value: act({ kind: 'wield', slot }) }]
      : [{ hotkey: 'u', label: 'Use', value: act({ kind: 'use', slot }) }];
    items.push({ hotkey: 'd', label: 'Drop', value: act({ kind: 'drop', slot }) });
    this.push(
      menuLayer({
        title: item.name + (item.detail !== undefined ? ` (${item.detail})` : ''),
        items,
        minWidth: 30,
        onCancel: () => this.pop(),
      }),
    );
  }

  private openEnding(v: GameView): void {
    this.screen = 'ended';
    this.mode = { kind: 'normal' };
    this.layers = [];
    const outcome = v.outcome === 'playing' ? 'died' : v.outcome;
    const stats = statLines(v, this.playMs);
    const choices: Choice[] = [
      { hotkey: 'n', label: 'New run', value: () => this.startRun(this.newSeed()) },
      { hotkey: 's', label: 'Same seed again', value: () => this.startRun(v.seed, this.session?.mode) },
      { hotkey: 't', label: 'Title screen', value: () => this.openTitle() },
      { hotkey: 'q', label: 'Quit', value: () => (this.done = true) },
    ];
    const statsLayer = (lead: DialogLine[]): Layer =>
      menuLayer({
        title: ENDING_HEADLINE[outcome],
        lines: [...lead, ...stats],
        items: choices,
        minWidth: 50,
        onCancel: () => this.openTitle(),
      });
    if (outcome === 'won') {
      this.push(
        menuLayer({
          title: EPILOGUE_TITLE,
          lines: wrapText(EPILOGUE, 62).map((text) => ({ text })),
          items: [
            {
              hotkey: 'c',
              label: 'Continue',
              value: () => {
                this.pop();
                this.push(statsLayer([]));
              },
            },
          ],
          minWidth: 64,
          onCancel: () => {
            this.pop();
            this.push(statsLayer([]));
          },
        }),
      );
    } else {
      const lead = wrapText(endingLine(outcome, v.causeOfDeath), 54).map((text) => ({
        text,
        fg: TONE_COLOUR.bad,
      }));
      this.push(statsLayer([...lead, { text: '' }]));
    }
  }

  // ---- drawing -----------------------------------------------------------------------------

  render(width: number, height: number): Frame {
    const w = Math.max(0, Math.floor(width));
    const h = Math.max(0, Math.floor(height));
    const frame = createFrame(w, h);
    if (w < MIN_WIDTH || h < MIN_HEIGHT) {
      drawTooSmall(frame);
      return frame;
    }
    this.lastSize = { width: w, height: h };
    if (this.screen === 'title') drawBackdrop(frame, this.backdrop);
    else if (this.session !== undefined) this.drawPlaying(frame, this.session.view());
    const top = this.layers[this.layers.length - 1];
    if (top !== undefined) drawDialog(frame, top.content(w, h));
    return frame;
  }

  private drawPlaying(frame: Frame, v: GameView): void {
    const layout = playLayout(frame.width, frame.height);
    const { vp, scale } = this.viewport(v);
    const marks = this.marks(v);
    if (scale === TILE) drawTileMap(frame, v, vp, marks);
    else drawMap(frame, v, vp, marks);
    for (let x = 0; x < layout.map.width; x++) putText(frame, x, layout.map.height, '─', 0x404858);
    for (let y = 0; y < frame.height; y++)
      putText(frame, layout.map.width, y, y === layout.map.height ? '┤' : '│', 0x404858);
    const log =
      this.notice !== undefined
        ? [...v.log, { text: this.notice, turn: v.turn, count: 1, tone: 'warn' as const }]
        : v.log;
    drawLog(frame, layout.log, log, v.turn);
    drawHud(frame, layout.hud, v, this.playMs);
    this.drawModeBar(frame, layout.map, v);
  }

  private marks(v: GameView): MapMarks {
    const tint =
      this.screen === 'ended'
        ? v.outcome === 'adrift'
          ? 0x7090ff
          : v.outcome === 'won'
            ? 0xffffff
            : 0xff5050
        : undefined;
    const base: MapMarks = { tint, time: this.animMs, events: this.effects?.events };
    const mode = this.mode;
    if (mode.kind === 'aim') {
      const path = line({ x: v.player.x, y: v.player.y }, mode.cursor).slice(1, -1);
      return { ...base, cursor: mode.cursor, highlight: path };
    }
    if (mode.kind === 'examine') return { ...base, cursor: mode.cursor };
    if (this.hover !== undefined && this.layers.length === 0) return { ...base, cursor: this.hover };
    return base;
  }

  /** The aiming or examining help over the top rows of the map. */
  private drawModeBar(frame: Frame, map: Rect, v: GameView): void {
    const mode = this.mode;
    let lines: string[];
    if (mode.kind === 'aim') {
      const t = mode.targets.find((a) => a.x === mode.cursor.x && a.y === mode.cursor.y);
      const what = t !== undefined ? `at ${t.name} (${t.status}, ${t.hp}/${t.maxHp})` : 'by hand';
      lines = [
        `Aiming ${v.player.weapon.name} ${what}`,
        'Tab: next target · arrows: aim · Enter/f: fire · Esc: cancel',
      ];
    } else if (mode.kind === 'examine') {
      lines = [
        ...describeCell(v, mode.cursor.x, mode.cursor.y).flatMap((l) => wrapText(l, map.width - 2)),
        'arrows: move · Tab: next thing seen · Esc: done',
      ];
    } else if (this.hover !== undefined && this.layers.length === 0) {
      lines = [
        ...describeCell(v, this.hover.x, this.hover.y).flatMap((l) => wrapText(l, map.width - 2)),
        'click: walk there (or fire at a creature in view)',
      ];
    } else return;
    const shown = lines.slice(0, Math.max(1, Math.floor(map.height / 3)));
    fillRect(frame, { x: map.x, y: map.y, width: map.width, height: shown.length }, 32, TEXT, 0x101018);
    shown.forEach((text, i) =>
      putText(
        frame,
        map.x + 1,
        map.y + i,
        text,
        i === shown.length - 1 ? TEXT_DIM : TEXT,
        0x101018,
        map.width - 2,
      ),
    );
  }
}

/** The help rows, keys in a column, wrapped to `width`. */
function helpLines(width: number): DialogLine[] {
  const keyW = 18;
  const out: DialogLine[] = [];
  for (const row of HELP) {
    if (row.keys === undefined) {
      if (out.length > 0) out.push({ text: '' });
      const heading = ['Moving', 'Acting', 'Screens', 'Staying alive'].includes(row.text);
      for (const text of wrapText(row.text, width)) out.push({ text, fg: heading ? ACCENT : TEXT });
      continue;
    }
    const wrapped = wrapText(row.text, Math.max(10, width - keyW));
    wrapped.forEach((text, i) =>
      out.push({ text: (i === 0 ? (row.keys ?? '') : '').padEnd(keyW) + text, fg: TEXT }),
    );
  }
  return out;
}

/** The statistics block of the end screens. */
function statLines(v: GameView, playMs: number): DialogLine[] {
  const s = v.stats;
  const rows: [string, string][] = [
    ['Seed', String(s.seed)],
    ['Turns', String(s.turns)],
    ['Kills', String(s.kills)],
    ['Deepest floor', floorLabel(s.deepestFloor)],
    ['Damage taken', String(s.damageTaken)],
    ['Shots fired', String(s.shotsFired)],
    ['Time', formatTime(playMs)],
  ];
  return rows.map(([k, val]) => ({ text: `${k.padEnd(16, '.')} ${val}` }));
}

function drawTooSmall(frame: Frame): void {
  const msg = `Hullbreach needs a terminal of at least ${MIN_WIDTH}x${MIN_HEIGHT}; this one is ${frame.width}x${frame.height}. Please enlarge it.`;
  const lines = wrapText(msg, Math.max(1, frame.width - 2));
  const top = Math.max(0, Math.floor((frame.height - lines.length) / 2));
  lines.forEach((l, i) =>
    putText(frame, Math.max(0, Math.floor((frame.width - l.length) / 2)), top + i, l, TONE_COLOUR.warn),
  );
}

/** Creates the whole interactive game: title screen, runs, menus and end screens. Pure and deterministic. */
export function createApp(options: AppOptions = {}): App {
  return new HullbreachApp(options);
}
