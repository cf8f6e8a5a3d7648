import { createRng, hashSeed, type Rng } from '@hullbreach/toolkit';
import type {
  ActorView,
  Command,
  CommandResult,
  GameEvent,
  GameView,
  LineOfFire,
  Step,
} from '../core/api.js';
import { DEFAULT_RULES, type RunRules } from '../core/run-rules.js';
import type { App, ColourMode, MapView, PageText, PointerKind } from './app-types.js';
import type { Frame } from './frame.js';
import { createFrame } from './frame.js';
import type { Key } from './keys.js';
import type { Rect } from './draw.js';
import { fillRect, putText } from './draw.js';
import { drawDialog, itemText } from './dialog.js';
import { drawMap, followPlayer, type MapMarks, type MapViewport } from './map-view.js';
import { drawHud, HUD_WIDTH, hudRows } from './hud.js';
import { cellAt, drawTileMap, followPlayerTiles, TILE } from './tile-map.js';
import { condense, drawLog, messageText } from './log-view.js';
import { directionOf, playAction, type KeyScheme } from './game-keys.js';
import { describeCell, interestingCells } from './describe.js';
import { DEFAULT_KEYS, keyLabel, keysLabel, type KeyMap } from './key-map.js';
import { directionLayer, type Layer } from './layers.js';
import { openCharacter, openDevices, type CharacterHost } from './character-screen.js';
import { abilityShortfall, blinkProblem, type AbilityWhich } from './abilities.js';
import { createBackdrop, drawBackdrop, tickBackdrop, type Backdrop } from './title-backdrop.js';
import { fromPlayer, whereLine } from './look.js';
import {
  recordSession,
  startCoreGame,
  type GameSession,
  type RecordedSession,
  type RunMode,
  type StartGame,
} from './session.js';
import { AUTOSAVE_TURNS, type Persistence, type RunOutcome } from './persistence.js';
import { TEXT, TEXT_DIM, TONE_COLOUR } from './palette.js';
import { wrapText } from './wrap.js';
import { helpLayer } from './help-screen.js';
import { historyLayer, lookLayer } from './look-screen.js';
import { openOptions, type OptionsHost } from './options-screen.js';
import { openInventory, type InventoryHost } from './inventory-screen.js';
import { openEnding as openEndScreen } from './end-screen.js';
import { openPause as openPauseMenu } from './pause-screen.js';
import { noticeLayer, openTitle as openTitleMenu } from './title-screen.js';

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
  /** The keys of the playing screen (default {@link DEFAULT_KEYS}); front ends load them from keys.json. */
  readonly keys?: KeyMap;
  /** Something to tell the player first thing (a keys.json that could not be used, say). */
  readonly startNotice?: string;
  /** The mode of the run `seed` starts (default: the campaign; Endless needs `startEndless`). */
  readonly mode?: RunMode;
  /**
   * The front end encodes frames in the colour modes (a terminal): the options then offer Colours
   * (default true). A canvas paints the frame's own colours, so the browser passes false.
   */
  readonly colourChoice?: boolean;
  /** The run rules new runs start under (difficulty, lamp, autopickup; default {@link DEFAULT_RULES}). */
  readonly rules?: RunRules;
  /** Called when the player changes the rules (title screen, options), for the front end to keep them. */
  readonly onRulesChange?: (rules: RunRules) => void;
  /** Today's UTC date ('YYYY-MM-DD') from the front end's clock: the title then offers the seed of the day. */
  readonly today?: string;
}

/** Cosmetic milliseconds between two steps of a walk the mouse asked for. */
export const JOURNEY_MS = 60;

/** Cosmetic milliseconds between two steps of exploring (o) or travelling (>, examine Enter). */
export const WALK_MS = 30;

/** Most steps of a walk one tick may take (a long stall does not turn into a long blind walk). */
const WALK_STEPS_PER_TICK = 4;

/** What stops a shot short of its aim that is no creature: the shot would be wasted or break glass. */
const TERRAIN_STOPS = new Set(['window', 'wall', 'door', 'console', 'vacuum', 'range']);

/** What the playing screen is doing besides waiting for a move: aiming a gun or examining. */
type Mode =
  | { readonly kind: 'normal' }
  | {
      kind: 'aim';
      readonly targets: readonly ActorView[];
      index: number;
      cursor: { x: number; y: number };
      /** The player was told the line is blocked; the fire key or y now fires anyway. */
      armed: boolean;
    }
  | { kind: 'examine'; cursor: { x: number; y: number }; index: number }
  | { kind: 'blink'; cursor: { x: number; y: number }; readonly range: number };

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

class HullbreachApp implements App, OptionsHost, InventoryHost {
  done = false;
  colourMode: ColourMode;
  keyScheme: KeyScheme;
  mapView: MapView;
  readonly tileView: boolean;
  readonly colourChoice: boolean;
  /** The known map cell under the mouse, examined while nothing else is going on. */
  private hover: { x: number; y: number } | undefined;
  /** A walk (a click's travel, exploring, the way to the stairs): one step every `everyMs` until the core says stop. */
  private journey: { readonly command: Command; readonly everyMs: number; waitMs: number } | undefined;
  private readonly keys: KeyMap;
  /** The last frame asked for was too small to play in: keys do nothing until one is big enough. */
  private tooSmall = false;
  /**
   * True right after an aimed shot took its target down: the next key, if it is Escape, only
   * puts the gun down instead of opening the pause menu (however long the player looked first).
   */
  private escapeGrace = false;
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
  /** The rules new runs start under. */
  rules: RunRules;
  private readonly onRulesChange: ((rules: RunRules) => void) | undefined;
  private readonly today: string | undefined;
  /** The morgue of the run that just ended (the end screen shows it; front ends may offer it as a file). */
  morgue: string | undefined;

  constructor(options: AppOptions) {
    this.colourMode = options.colourMode ?? 'truecolor';
    this.keyScheme = options.keyScheme ?? 'all';
    this.tileView = options.tileView === true;
    this.colourChoice = options.colourChoice !== false;
    this.mapView = this.tileView ? (options.mapView ?? 'glyphs') : 'glyphs';
    const entropy = options.entropy ?? 0;
    this.seeds = createRng(hashSeed('hullbreach-new-game-seeds', entropy));
    this.backdrop = createBackdrop(hashSeed('hullbreach-title', entropy));
    this.startGame = options.startGame ?? startCoreGame;
    this.persistence = options.persistence;
    this.startEndless = options.startEndless;
    this.keys = options.keys ?? DEFAULT_KEYS;
    this.rules = options.rules ?? DEFAULT_RULES;
    this.onRulesChange = options.onRulesChange;
    this.today = options.today;
    if (options.continueRun === true) this.continueRun();
    else if (options.seed !== undefined) this.startRun(options.seed, options.mode);
    else this.openTitle();
    if (options.startNotice !== undefined) this.tell('Settings', options.startNotice);
  }

  // ---- input -------------------------------------------------------------------------------

  press(key: Key): void {
    if (this.done || this.tooSmall) return;
    this.journey = undefined;
    const grace = this.escapeGrace;
    this.escapeGrace = false;
    // The Escape meant to put the gun down after the target died must not open the pause menu.
    if (grace && key === 'escape') return;
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
      if (j !== undefined) {
        j.waitMs += ms;
        for (let n = 0; n < WALK_STEPS_PER_TICK && this.journey === j && j.waitMs >= j.everyMs; n++) {
          j.waitMs -= j.everyMs;
          this.journeyStep();
        }
        j.waitMs = Math.min(j.waitMs, j.everyMs);
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
    if (this.mode.kind === 'blink') return this.pressBlink(key, session.view());
    const action = playAction(key, this.keyScheme, this.keys);
    if (action === undefined) return;
    this.notice = undefined;
    switch (action.kind) {
      case 'command':
        this.run(action.command);
        return;
      case 'explore':
        this.walk({ kind: 'explore' });
        return;
      case 'descend':
        this.stairs(session.view());
        return;
      case 'close':
        this.close(session.view());
        return;
      case 'inventory':
        openInventory(this, session.view());
        return;
      case 'fire':
        this.startAim(session.view());
        return;
      case 'examine': {
        const v = session.view();
        this.mode = { kind: 'examine', cursor: { x: v.player.x, y: v.player.y }, index: -1 };
        return;
      }
      case 'look':
        this.openLook(session.view());
        return;
      case 'help':
        this.openHelp();
        return;
      case 'history':
        this.openHistory(session.view());
        return;
      case 'character':
        openCharacter(this.characterHost(), session.view());
        return;
      case 'abilities':
        openDevices(this.characterHost(), session.view());
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
    const points = session.view().player.character?.points ?? 0;
    const result = session.perform(command);
    const events = result.events.filter((e) => e.type === 'shot' || e.type === 'explosion');
    this.effects = events.length > 0 ? { events, shownMs: 0 } : undefined;
    const v = session.view();
    if (v.outcome !== 'playing') {
      this.finishRun(session);
      this.openEnding(v);
    } else if (v.depth !== this.saved.depth || v.turn - this.saved.turn >= AUTOSAVE_TURNS) this.autosave();
    else this.keep((p) => p.record?.(session, this.playMs));
    if (v.outcome === 'playing') this.notice = this.arrivalHint(v, result) ?? this.notice;
    const waiting = v.player.character?.points ?? 0;
    if (v.outcome === 'playing' && waiting > points && this.keys.character.length > 0)
      this.notice = `A level-up is waiting: press ${keysLabel(this.keys.character)} to spend it.`;
    return result;
  }

  /** The key to press where the player has just stepped, as bound: the stairs say which key descends. */
  private arrivalHint(v: GameView, result: CommandResult): string | undefined {
    const p = v.player;
    const arrived = result.events.some(
      (e) => e.type === 'moved' && e.actor === -1 && e.to.x === p.x && e.to.y === p.y,
    );
    if (!arrived || v.knownTerrain(p.x, p.y) !== 'stairs-down' || this.keys.descend.length === 0)
      return undefined;
    return `Press ${keysLabel(this.keys.descend)} to go down.`;
  }

  // ---- mouse -------------------------------------------------------------------------------

  /**
   * The mouse over frame cell (x, y): hovering a known map cell examines it; clicking an enemy in
   * view fires at it (or strikes it when next to you with no gun); clicking another known cell
   * walks there one travel step at a time until the core says stop. Only on the bare playing screen.
   */
  pointer(x: number, y: number, kind: PointerKind): void {
    const session = this.session;
    const idle =
      !this.tooSmall && this.screen === 'playing' && this.layers.length === 0 && this.mode.kind === 'normal';
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
        this.notice = `You have no gun in hand (${v.player.weapon.name}). Wield one from the inventory (${keysLabel(this.keys.inventory)}).`;
      return;
    }
    this.walk({ kind: 'travel', x: cell.x, y: cell.y }, JOURNEY_MS);
  }

  /** Starts a walk (explore or travel): the first step now, the next ones on ticks, any key stops it. */
  private walk(command: Command, everyMs = WALK_MS): void {
    this.journey = { command, everyMs, waitMs: 0 };
    this.journeyStep();
  }

  /** One step of the walk under way; the walk ends when the core says stop (or a screen opens). */
  private journeyStep(): void {
    const j = this.journey;
    if (j === undefined) return;
    const result = this.run(j.command);
    if (
      result === undefined ||
      result.stop !== undefined ||
      !result.tookTurn ||
      this.screen !== 'playing' ||
      this.layers.length > 0
    ) {
      this.journey = undefined;
      // A stop the core has just put in the log (a click on a wall) is not said twice.
      const said = this.session?.view().log.at(-1)?.text;
      if (result !== undefined && !result.tookTurn && result.stop !== undefined && result.stop !== said)
        this.notice = result.stop;
    }
  }

  /** The map's viewport and how many characters wide a map cell is drawn, for the frame size last drawn. */
  private viewport(v: GameView): { vp: MapViewport; scale: number } {
    const map = playLayout(this.lastSize.width, this.lastSize.height).map;
    return this.mapView === 'tiles'
      ? { vp: followPlayerTiles(v, map), scale: TILE }
      : { vp: followPlayer(v, map), scale: 1 };
  }

  /**
   * The screen as text for the page around a canvas (screen readers): HUD (with the where line),
   * log, open menu, and the aiming, examining or hover panel. Nothing once the player has quit.
   */
  pageText(): PageText {
    if (this.done) return { hud: [], log: [], screen: [], panel: [], wantsTab: false };
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
    if (session === undefined || this.screen === 'title')
      return { hud: [], log: [], screen, panel: [], wantsTab: false };
    const v = session.view();
    const readable = (text: string): string => text.replace(/[\u2580-\u259f]+/g, '').trim();
    const hud = hudRows(v, this.playMs)
      .map((r) => readable(r.text))
      .filter((t) => t !== '');
    if (this.screen === 'playing') hud.push(whereLine(v));
    const log = condense(v.log).map(messageText);
    if (this.notice !== undefined) log.push(this.notice);
    const bare = this.screen === 'playing' && top === undefined;
    const lines = bare ? (this.modeLines(v, 200) ?? []) : [];
    const mode = this.mode;
    const cursor = mode.kind === 'normal' ? this.hover : mode.cursor;
    // Where the cursor is from the player, first: the map itself is not read out.
    const panel =
      lines.length > 0 && cursor !== undefined && mode.kind !== 'aim'
        ? [`Cursor: ${fromPlayer(v, cursor.x, cursor.y)}.`, ...lines]
        : lines;
    const wantsTab = bare && (mode.kind === 'aim' || mode.kind === 'examine');
    return { hud, log: log.slice(-100), screen, panel, wantsTab };
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
    this.keep((p) => p.save(session, this.playMs));
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
    else this.enterRun(session, session.playedMs);
  }

  /** The descend key: down the stairs when on them, else walk to the nearest known way down. */
  private stairs(v: GameView): void {
    if (v.knownTerrain(v.player.x, v.player.y) === 'stairs-down') {
      this.run({ kind: 'descend' });
      return;
    }
    const exit = v.knownExit();
    if (exit === undefined) {
      this.notice = `You know of no way down yet. Explore (${keysLabel(this.keys.explore)}) to find one.`;
      return;
    }
    this.walk({ kind: 'travel', x: exit.x, y: exit.y });
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
      this.notice = `You have no gun in hand (${w.name}). Wield one from the inventory (${keysLabel(this.keys.inventory)}).`;
      return;
    }
    const targets = v.targets();
    const first = targets[0];
    this.mode = {
      kind: 'aim',
      targets,
      index: 0,
      cursor: first !== undefined ? { x: first.x, y: first.y } : { x: v.player.x, y: v.player.y },
      armed: false,
    };
    if (first === undefined) this.notice = 'Nothing in sight to shoot. Aim by hand with the direction keys.';
    else if (targets.every((t) => blockedByTerrain(v.lineOfFire(t.x, t.y)))) {
      // Said now, so the next fire key (or y) is the confirmation: one more key, and a turn only then.
      const lof = v.lineOfFire(first.x, first.y);
      const fire = keysLabel(this.keys.fire);
      this.notice =
        (targets.length === 1
          ? `The ${first.name} is out of your line of fire: ${stopWords(lof)}.`
          : `No enemy in view is in your line of fire: ${stopWords(lof)} before the nearest.`) +
        ` ${fire} or y fires anyway.`;
      this.mode.armed = true;
    }
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
      mode.armed = false;
      this.notice = undefined;
      return;
    }
    const fireKey = key === 'enter' || this.keys.fire.includes(key);
    if (fireKey || (key === 'y' && mode.armed)) {
      const { x, y } = mode.cursor;
      if (x === v.player.x && y === v.player.y) {
        this.notice = 'Aim somewhere first (direction keys), or Escape.';
        return;
      }
      const lof = v.lineOfFire(x, y);
      if (!mode.armed && blockedByTerrain(lof)) {
        mode.armed = true;
        const fire = keysLabel(this.keys.fire);
        this.notice = `${capitalise(stopWords(lof))}. ${fire} or y fires anyway; Escape puts the gun down.`;
        return;
      }
      const target = mode.targets.find((a) => a.x === x && a.y === y && v.isVisible(a.x, a.y));
      this.mode = { kind: 'normal' };
      this.run({ kind: 'fire', x, y });
      // The target is down (dead, or a skeleton fallen to bones: no longer a target): the Escape
      // the player may press to put the gun down must not open the pause menu.
      const after = this.session?.view();
      if (target !== undefined && after !== undefined && !after.targets().some((a) => a.id === target.id))
        this.escapeGrace = true;
      return;
    }
    const step = directionOf(key, this.keyScheme);
    if (step !== undefined) {
      mode.cursor = this.moveCursor(v, mode.cursor, step);
      mode.armed = false;
      this.notice = undefined;
    }
  }

  private pressExamine(key: Key, v: GameView): void {
    const mode = this.mode;
    if (mode.kind !== 'examine') return;
    if (key === 'escape' || this.keys.examine.includes(key)) {
      this.mode = { kind: 'normal' };
      return;
    }
    if (key === 'enter') {
      const { x, y } = mode.cursor;
      this.mode = { kind: 'normal' };
      if (x === v.player.x && y === v.player.y) return;
      if (v.knownTerrain(x, y) === undefined) {
        this.notice = 'You have not seen that spot, so you know no way there.';
        return;
      }
      this.walk({ kind: 'travel', x, y });
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

  /** Opens a box on top of the screen. */
  push(layer: Layer): void {
    this.layers.push(layer);
  }

  /** Closes the top box. */
  pop(): void {
    this.layers.pop();
  }

  /** Closes every box and sends a command to the core. */
  act(command: Command): void {
    this.layers = [];
    this.run(command);
  }

  private newSeed(): number {
    return this.seeds.int(1, 999_999_999);
  }

  private startRun(seed: number | string, mode: RunMode = 'campaign'): void {
    const start = mode === 'endless' ? (this.startEndless ?? this.startGame) : this.startGame;
    const runId = this.keep((p) => p.newRunId()) ?? '';
    this.enterRun(recordSession(start(seed, this.rules), { runId, seed, mode }));
  }

  private enterRun(session: RecordedSession, playedMs = 0): void {
    this.session = session;
    this.morgue = undefined;
    this.saved = { depth: -1, turn: 0 };
    this.screen = 'playing';
    this.layers = [];
    this.mode = { kind: 'normal' };
    // A run that cannot be saved says so as it starts (a run started from the command line or an address too).
    this.notice = this.problem;
    this.playMs = playedMs;
    this.effects = undefined;
    const v = session.view();
    if (v.outcome !== 'playing') this.openEnding(v);
    else this.autosave();
  }

  private openTitle(): void {
    this.screen = 'title';
    this.session = undefined;
    this.morgue = undefined;
    this.mode = { kind: 'normal' };
    this.layers = [];
    openTitleMenu({
      push: (layer) => this.push(layer),
      pop: () => this.pop(),
      rules: this.rules,
      setRules: (rules) => this.setRules(rules),
      today: this.today,
      modes: this.startEndless !== undefined ? ['endless'] : [],
      liveSave: () => this.keep((p) => p.liveSave()),
      bestOfDay: (date) => this.keep((p) => p.bestOfDay?.(date)),
      newRun: (seed, mode) => this.startRun(seed ?? this.newSeed(), mode),
      continueRun: () => this.continueRun(),
      help: () => this.openHelp(),
      options: () => openOptions(this),
      quit: () => (this.done = true),
      reopen: () => this.openTitle(),
    });
    if (this.problem !== undefined) this.showTitleNotice(this.problem);
  }

  /** Changes the rules new runs start under, and tells the front end to keep them. */
  setRules(rules: RunRules): void {
    this.rules = rules;
    this.onRulesChange?.(rules);
  }

  /** Something the player must read before going on: a box over whatever screen is up. */
  private tell(title: string, text: string): void {
    this.push(noticeLayer(title, text, () => this.pop()));
  }

  /** A title screen that says what went wrong with the saves on top. */
  private showTitleNotice(text: string): void {
    this.notice = undefined;
    this.problem = undefined;
    this.tell('Saves', text);
  }

  private openHelp(): void {
    this.push(helpLayer(this.keys, this.keyScheme, () => this.pop()));
  }

  /** The look key: where the player is, the ways out, and everything known with distance and direction. */
  private openLook(v: GameView): void {
    this.push(lookLayer(v, () => this.pop()));
  }

  /** The character and device boxes' way into the app. */
  private characterHost(): CharacterHost {
    return {
      push: (layer) => this.push(layer),
      pop: () => this.pop(),
      raise: (stat) => void this.run({ kind: 'raise', stat }),
      useAbility: (which) => this.useAbility(which),
      view: () => this.session?.view(),
      notify: (text) => (this.notice = text),
    };
  }

  /** Uses an ability: short of energy, says so (no turn); blink aims a cursor, patch asks a direction. */
  private useAbility(which: AbilityWhich): void {
    const v = this.session?.view();
    const c = v?.player.character;
    if (v === undefined || c === undefined) return;
    const short = abilityShortfall(c, which);
    if (short !== undefined) this.notice = short;
    else if (which === 'stun') this.run({ kind: 'ability', which });
    else if (which === 'blink') {
      const range = c.abilities.find((a) => a.which === 'blink')?.range ?? 0;
      this.mode = { kind: 'blink', cursor: { x: v.player.x, y: v.player.y }, range };
    } else
      this.push(
        directionLayer({
          title: 'Patch which way?',
          onStep: (s) => {
            this.pop();
            this.run({ kind: 'ability', which: 'patch', x: v.player.x + s.dx, y: v.player.y + s.dy });
          },
          onCancel: () => this.pop(),
        }),
      );
  }

  /** Keys while choosing where to blink: directions move the cursor, Enter jumps, Escape gives up. */
  private pressBlink(key: Key, v: GameView): void {
    const mode = this.mode;
    if (mode.kind !== 'blink') return;
    if (key === 'escape') {
      this.mode = { kind: 'normal' };
      return;
    }
    if (key === 'enter') {
      const { x, y } = mode.cursor;
      if (x === v.player.x && y === v.player.y) return;
      this.mode = { kind: 'normal' };
      this.run({ kind: 'ability', which: 'blink', x, y });
      return;
    }
    const step = directionOf(key, this.keyScheme);
    if (step !== undefined) mode.cursor = this.moveCursor(v, mode.cursor, step);
  }

  private openHistory(v: GameView): void {
    this.push(historyLayer(v, () => this.pop()));
  }

  private openPause(): void {
    openPauseMenu({
      push: (layer) => this.push(layer),
      pop: () => this.pop(),
      saves: this.persistence !== undefined,
      help: () => this.openHelp(),
      options: () => openOptions(this),
      abandonAndStartAnew: () => {
        this.abandonRun();
        this.startRun(this.newSeed());
      },
      save: () => this.autosave(),
      toTitle: () => this.openTitle(),
      quit: () => {
        this.done = true;
      },
    });
  }

  private openEnding(v: GameView): void {
    this.screen = 'ended';
    this.mode = { kind: 'normal' };
    this.layers = [];
    const runMode = this.session?.mode;
    this.morgue ??= this.session?.morgue?.();
    openEndScreen(
      {
        push: (layer) => this.push(layer),
        pop: () => this.pop(),
        newRun: () => this.startRun(this.newSeed(), runMode),
        sameSeed: () => this.startRun(v.seed, runMode),
        toTitle: () => this.openTitle(),
        quit: () => {
          this.done = true;
        },
      },
      v,
      this.playMs,
      this.morgue,
    );
  }

  // ---- drawing -----------------------------------------------------------------------------

  render(width: number, height: number): Frame {
    const w = Math.max(0, Math.floor(width));
    const h = Math.max(0, Math.floor(height));
    const frame = createFrame(w, h);
    this.tooSmall = w < MIN_WIDTH || h < MIN_HEIGHT;
    if (this.tooSmall) {
      this.journey = undefined;
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
    this.drawModeBar(frame, layout, v);
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
      // The cells the shot would pass, up to the one that stops it (the aimed cell itself carries the cursor).
      const path = v
        .lineOfFire(mode.cursor.x, mode.cursor.y)
        .path.filter((c) => c.x !== mode.cursor.x || c.y !== mode.cursor.y);
      return { ...base, cursor: mode.cursor, highlight: path };
    }
    if (mode.kind === 'examine' || mode.kind === 'blink') return { ...base, cursor: mode.cursor };
    if (this.hover !== undefined && this.layers.length === 0) return { ...base, cursor: this.hover };
    return base;
  }

  /**
   * The aiming or examining header: at the end of the map away from the rows it talks about (the
   * cursor, and the player when aiming), or over the log when the map has no such room.
   */
  private drawModeBar(frame: Frame, layout: PlayLayout, v: GameView): void {
    const map = layout.map;
    const lines = this.modeLines(v, map.width - 2);
    if (lines === undefined) return;
    const mode = this.mode;
    const cursor = mode.kind === 'normal' ? this.hover : mode.cursor;
    if (cursor === undefined) return;
    const { vp, scale } = this.viewport(v);
    const rowOf = (y: number): number => vp.rect.y + (y - vp.originY) * scale;
    const rows = [rowOf(cursor.y)];
    if (mode.kind === 'aim') rows.push(rowOf(v.player.y));
    const top = Math.max(map.y, Math.min(...rows));
    const bottom = Math.min(map.y + map.height - 1, Math.max(...rows) + scale - 1);
    const freeTop = top - map.y;
    const freeBottom = map.y + map.height - 1 - bottom;
    const cap = Math.max(2, Math.floor(map.height / 3));
    const want = Math.min(lines.length, cap);
    let rect: Rect;
    if (Math.max(freeTop, freeBottom) >= Math.min(want, 2)) {
      const h = Math.min(want, Math.max(freeTop, freeBottom));
      rect =
        freeBottom > freeTop
          ? { x: map.x, y: map.y + map.height - h, width: map.width, height: h }
          : { x: map.x, y: map.y, width: map.width, height: h };
    } else rect = { ...layout.log, height: Math.min(want, layout.log.height) };
    // The last line is the key hint: keep it when the description has to be cut.
    const shown =
      lines.length <= rect.height ? lines : [...lines.slice(0, rect.height - 1), lines[lines.length - 1]];
    fillRect(frame, rect, 32, TEXT, 0x101018);
    shown.forEach((text, i) =>
      putText(
        frame,
        rect.x + 1,
        rect.y + i,
        text,
        i === shown.length - 1 ? TEXT_DIM : TEXT,
        0x101018,
        rect.width - 2,
      ),
    );
  }

  /** The header's lines for the mode (the key hint last), or undefined when there is none. */
  private modeLines(v: GameView, width: number): string[] | undefined {
    const mode = this.mode;
    const fire = this.keys.fire.map(keyLabel).join('/');
    if (mode.kind === 'aim') {
      const t = mode.targets.find((a) => a.x === mode.cursor.x && a.y === mode.cursor.y);
      const what =
        t !== undefined
          ? `at ${t.name} (${t.status}, ${t.hp}/${t.maxHp}, ${fromPlayer(v, t.x, t.y)})`
          : `by hand (${fromPlayer(v, mode.cursor.x, mode.cursor.y)})`;
      const here = mode.cursor.x === v.player.x && mode.cursor.y === v.player.y;
      const lof = here ? undefined : v.lineOfFire(mode.cursor.x, mode.cursor.y);
      const status =
        lof === undefined
          ? 'Move the aim with the direction keys.'
          : lof.clear
            ? 'Line of fire: clear.'
            : `Line of fire blocked: ${stopWords(lof)}.`;
      return [
        ...wrapText(`Aiming ${v.player.weapon.name} ${what}. ${status}`, width),
        `Tab: next · arrows: aim · Enter/${fire}${mode.armed ? '/y' : ''}: fire · Esc: cancel`,
      ];
    }
    if (mode.kind === 'examine') {
      const known = v.knownTerrain(mode.cursor.x, mode.cursor.y) !== undefined;
      return [
        ...describeCell(v, mode.cursor.x, mode.cursor.y, this.keys).flatMap((l) => wrapText(l, width)),
        `arrows: move · Tab: next thing seen${known ? ' · Enter: walk there' : ''} · Esc: done`,
      ];
    }
    if (mode.kind === 'blink') {
      const problem = blinkProblem(v, mode.cursor.x, mode.cursor.y, mode.range);
      return [
        ...wrapText(`Blink to where? ${problem ?? 'You can land here.'}`, width),
        'arrows: move · Enter: jump · Esc: cancel',
      ];
    }
    if (this.hover !== undefined && this.layers.length === 0)
      return [
        ...describeCell(v, this.hover.x, this.hover.y, this.keys).flatMap((l) => wrapText(l, width)),
        'click: walk there (or fire at a creature in view)',
      ];
    return undefined;
  }
}

/** True when what stops a shot short of its aim is no creature (glass, a wall, a door, vacuum, range). */
function blockedByTerrain(lof: LineOfFire): boolean {
  return !lof.clear && lof.stopsBy !== null && TERRAIN_STOPS.has(lof.stopsBy);
}

/** Where and why a line of fire stops, in words: "the window 3 cells out stops the shot". */
function stopWords(lof: LineOfFire): string {
  if (lof.clear || lof.stopsBy === null) return 'the line of fire is clear';
  const cells = lof.path.length;
  const out = `${cells} cell${cells === 1 ? '' : 's'} out`;
  switch (lof.stopsBy) {
    case 'range':
      return 'the aim is out of range';
    case 'vacuum':
      return `the flame dies in vacuum ${out}`;
    case 'window':
      return `the window ${out} would take the shot (it may crack)`;
    default: {
      const what = /^(a|an|the) /.test(lof.stopsBy) ? lof.stopsBy : `the ${lof.stopsBy}`;
      return `${what} ${out} stops the shot`;
    }
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
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
