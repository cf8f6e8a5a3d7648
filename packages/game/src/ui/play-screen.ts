/**
 * The playing screen: the map (characters or 3x3 tiles) with the last turn's shots, the log and
 * the HUD; the keys of play (moves, exploring, the stairs, doors, the boxes a key opens), the
 * mouse (hover examines, a click walks or fires), walks that go on over ticks, the cursors of
 * aim-screen.ts, and the hints said under the map. One per run: the app creates it when a run
 * starts and keeps it through the run's end screen.
 */
import type { Command, CommandResult, GameEvent, GameView, Step } from '../core/api.js';
import { PLAYER_ID } from '../core/state.js';
import {
  cursorLines,
  drawCursorBar,
  pressCursor,
  startAim,
  startExamine,
  type Cell,
  type CursorHost,
  type CursorMode,
} from './aim-screen.js';
import { abilityShortfall, type AbilityWhich } from './abilities.js';
import type { MapView, PageText, PointerKind } from './app-types.js';
import { openCharacter, openDevices, type CharacterHost } from './character-screen.js';
import { putText, type Rect } from './draw.js';
import type { Frame } from './frame.js';
import { playAction, type KeyScheme } from './game-keys.js';
import { drawHud, HUD_WIDTH, hudRows } from './hud.js';
import { keysLabel, type KeyMap } from './key-map.js';
import type { Key } from './keys.js';
import { directionLayer, type Layer } from './layers.js';
import { condense, drawLog, messageText } from './log-view.js';
import { fromPlayer, whereLine } from './look.js';
import { historyLayer, lookLayer } from './look-screen.js';
import { drawMap, followPlayer, type MapMarks, type MapViewport } from './map-view.js';
import type { RecordedSession } from './session.js';
import { cellAt, drawTileMap, followPlayerTiles, TILE } from './tile-map.js';

export { MIN_HEIGHT, MIN_WIDTH } from './too-small.js';

/** Cosmetic milliseconds between two steps of a walk the mouse asked for. */
export const JOURNEY_MS = 60;

/** Cosmetic milliseconds between two steps of exploring (o) or travelling (>, examine Enter). */
export const WALK_MS = 30;

/** How long the last turn's shots and blasts stay on the map, in cosmetic milliseconds. */
export const EFFECT_MS = 300;

/**
 * Slack (ms) in comparing a walk's time with its steps: time given as many fractions of a
 * millisecond adds up to a little less than the same time given at once.
 */
const STEP_SLACK_MS = 1e-6;

/**
 * How long the run's clock (the HUD's and the end screen's Time) keeps counting after the last
 * key: a game left open on the playing screen stops adding time after this, until the next key.
 */
export const IDLE_MS = 30_000;

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

/** What the playing screen needs of the app: settings, the box stack, saving, and the app's boxes. */
export interface PlayHost {
  readonly keys: KeyMap;
  readonly keyScheme: KeyScheme;
  readonly mapView: MapView;
  push(layer: Layer): void;
  pop(): void;
  /** The boxes open over the screen. */
  readonly layers: readonly Layer[];
  /** The size of the frame last drawn that was big enough to play in. */
  readonly lastSize: { readonly width: number; readonly height: number };
  /** After every command: the run ended (history, end screen), or it goes on (autosave or record). */
  afterTurn(v: GameView): void;
  inventory(v: GameView): void;
  help(): void;
  pause(): void;
}

/** The playing screen of one run. */
export class PlayScreen implements CursorHost {
  mode: CursorMode = { kind: 'normal' };
  /** The run is over: its end screen is up over the tinted map. */
  ended = false;
  /** The known map cell under the mouse, examined while nothing else is going on. */
  private hover: Cell | undefined;
  /** A walk (a click's travel, exploring, the way to the stairs): one step every `everyMs` until the core says stop. */
  private journey: { readonly command: Command; readonly everyMs: number; waitMs: number } | undefined;
  /**
   * True right after an aimed shot took its target down: the next key, if it is Escape, only
   * puts the gun down instead of opening the pause menu (however long the player looked first).
   */
  private escapeGrace = false;
  /** Cosmetic clock of the playing screen (fires flicker with it); stands still under menus. */
  private animMs = 0;
  /** Time on the playing screen since the last key, mouse move or click, or step of a walk. */
  private idleMs = 0;
  /**
   * The door whose vacuum gauge the player was just warned of, and the turn: moving into it again
   * on that turn opens it (a second key, as a shot into a wall asks).
   */
  private gaugeWarned: { readonly x: number; readonly y: number; readonly turn: number } | undefined;
  /** The last turn's events worth flashing, and how long they have been shown. */
  private effects: { readonly events: readonly GameEvent[]; shownMs: number } | undefined;

  /** `notice`: the line to say first; `playMs`: the time the run had been played. */
  constructor(
    private readonly host: PlayHost,
    readonly session: RecordedSession,
    public playMs: number,
    public notice: string | undefined,
  ) {}

  get keys(): KeyMap {
    return this.host.keys;
  }

  get keyScheme(): KeyScheme {
    return this.host.keyScheme;
  }

  /** The game as it is now. */
  view(): GameView {
    return this.session.view();
  }

  /** Every key first: stops a walk; true when the key is the Escape a shot's grace swallows. */
  beforeKey(key: Key): boolean {
    this.idleMs = 0;
    this.stopWalk();
    const grace = this.escapeGrace;
    this.escapeGrace = false;
    return grace && key === 'escape';
  }

  /** Stops the walk under way. */
  stopWalk(): void {
    this.journey = undefined;
  }

  /** The run is over: the cursor goes and the map is tinted under the end screen. */
  end(): void {
    this.ended = true;
    this.mode = { kind: 'normal' };
  }

  /** The next key, if it is Escape, only puts the gun down. */
  graceEscape(): void {
    this.escapeGrace = true;
  }

  /** Cosmetic time on the bare playing screen: the walk's steps, flicker, the shots' flash. */
  tick(ms: number): void {
    // The run's time counts play, not a game left open: past IDLE_MS without a key (a walk under
    // way counts as play) it stands still until the next key.
    this.playMs += Math.min(ms, Math.max(0, IDLE_MS - this.idleMs));
    this.idleMs = this.journey === undefined ? this.idleMs + ms : 0;
    this.animMs += ms;
    const j = this.journey;
    if (j !== undefined) {
      // Every step whose time has come, however the time was cut into ticks (X5): one long tick
      // walks as far as many short ones. (A walk stops by itself on anything that needs the player.)
      j.waitMs += ms;
      while (this.journey === j && j.waitMs + STEP_SLACK_MS >= j.everyMs) {
        j.waitMs -= j.everyMs;
        this.journeyStep();
      }
    }
    if (this.effects !== undefined) {
      this.effects.shownMs += ms;
      if (this.effects.shownMs >= EFFECT_MS) this.effects = undefined;
    }
  }

  /** A key on the bare playing screen. */
  press(key: Key): void {
    const v = this.session.view();
    if (this.mode.kind !== 'normal') return pressCursor(this, key, v);
    const action = playAction(key, this.keyScheme, this.keys);
    if (action === undefined) return;
    this.notice = undefined;
    const host = this.host;
    const close = (): void => host.pop();
    switch (action.kind) {
      case 'command':
        if (action.command.kind === 'move' && this.warnOfGauge(v, action.command.dx, action.command.dy))
          return;
        return void this.run(action.command);
      case 'explore':
        return this.walk({ kind: 'explore' });
      case 'descend':
        return this.stairs(v);
      case 'close':
        return this.close(v);
      case 'inventory':
        return host.inventory(v);
      case 'fire':
        return startAim(this, v);
      case 'examine':
        return startExamine(this, v);
      case 'look':
        return host.push(lookLayer(v, close));
      case 'help':
        return host.help();
      case 'history':
        return host.push(historyLayer(v, close));
      case 'character':
        return openCharacter(this.characterHost(), v);
      case 'abilities':
        return openDevices(this.characterHost(), v);
      case 'pause':
        return host.pause();
    }
  }

  /**
   * True when the step (dx, dy) would open a door whose gauge shows vacuum behind it while the
   * player breathes still air: the player is told, and no turn passes. The same step again, on the
   * same turn, opens it (this returns false then).
   */
  private warnOfGauge(v: GameView, dx: number, dy: number): boolean {
    const x = v.player.x + dx;
    const y = v.player.y + dy;
    if (!v.holdsVacuumBack(x, y) || v.airAt(v.player.x, v.player.y) !== 'air') return false;
    const warned = this.gaugeWarned;
    if (warned !== undefined && warned.x === x && warned.y === y && warned.turn === v.turn) {
      this.gaugeWarned = undefined;
      return false;
    }
    this.gaugeWarned = { x, y, turn: v.turn };
    this.notice =
      'The gauge on this door shows vacuum beyond: opening it lets your air out. Move into it again to open it.';
    return true;
  }

  /** Sends a command to the core; the app then ends the run or saves it. */
  run(command: Command): CommandResult | undefined {
    const session = this.session;
    this.notice = undefined;
    const points = session.view().player.character?.points ?? 0;
    const result = session.perform(command);
    const events = result.events.filter((e) => e.type === 'shot' || e.type === 'explosion');
    this.effects = events.length > 0 ? { events, shownMs: 0 } : undefined;
    const v = session.view();
    this.host.afterTurn(v);
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
      (e) => e.type === 'moved' && e.actor === PLAYER_ID && e.to.x === p.x && e.to.y === p.y,
    );
    if (!arrived || v.knownTerrain(p.x, p.y) !== 'stairs-down' || this.keys.descend.length === 0)
      return undefined;
    return `Press ${keysLabel(this.keys.descend)} to go down.`;
  }

  /**
   * The mouse over frame cell (x, y): hovering a known map cell examines it; clicking an enemy in
   * view fires at it (or strikes it when next to you with no gun); clicking another known cell
   * walks there one travel step at a time until the core says stop. The app sends 'leave' unless
   * the bare playing screen is up; a cursor up hides the hover too.
   */
  pointer(x: number, y: number, kind: PointerKind): void {
    // The mouse over the map (looking, clicking) is play, as a key is.
    if (kind !== 'leave') this.idleMs = 0;
    if (kind === 'leave' || this.mode.kind !== 'normal') {
      this.hover = undefined;
      return;
    }
    const v = this.session.view();
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
  walk(command: Command, everyMs = WALK_MS): void {
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
      this.ended ||
      this.host.layers.length > 0
    ) {
      this.journey = undefined;
      // A stop the core has just put in the log (a click on a wall) is not said twice.
      const said = this.session.view().log.at(-1)?.text;
      if (result !== undefined && !result.tookTurn && result.stop !== undefined && result.stop !== said)
        this.notice = result.stop;
    }
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

  /** The close key: the only open door next to the player at once, else asks which way. */
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
    this.askDirection('Close a door', (s) => this.run({ kind: 'close', dx: s.dx, dy: s.dy }));
  }

  /** A box asking for a direction; the step chosen closes it and goes to `then`. */
  private askDirection(title: string, then: (s: Step) => void): void {
    this.host.push(
      directionLayer({
        title,
        onStep: (s) => {
          this.host.pop();
          then(s);
        },
        onCancel: () => this.host.pop(),
      }),
    );
  }

  /** The character and device boxes' way into the run. */
  private characterHost(): CharacterHost {
    return {
      push: (layer) => this.host.push(layer),
      pop: () => this.host.pop(),
      raise: (stat) => void this.run({ kind: 'raise', stat }),
      useAbility: (which) => this.useAbility(which),
      view: () => this.session.view(),
      notify: (text) => void (this.notice = text),
    };
  }

  /** Uses an ability: short of energy, says so (no turn); blink aims a cursor, patch asks a direction. */
  private useAbility(which: AbilityWhich): void {
    const v = this.session.view();
    const c = v.player.character;
    if (c === undefined) return;
    const short = abilityShortfall(c, which);
    if (short !== undefined) this.notice = short;
    else if (which === 'stun') this.run({ kind: 'ability', which });
    else if (which === 'blink') {
      const range = c.abilities.find((a) => a.which === 'blink')?.range ?? 0;
      this.mode = { kind: 'blink', cursor: { x: v.player.x, y: v.player.y }, range };
    } else
      this.askDirection('Patch which way?', (s) =>
        this.run({ kind: 'ability', which: 'patch', x: v.player.x + s.dx, y: v.player.y + s.dy }),
      );
  }

  /** Moves a cursor one step, keeping it on the map and inside the map viewport. */
  moveCursor(v: GameView, c: Cell, s: Step): Cell {
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

  /** The map's viewport and how many characters wide a map cell is drawn, for the frame size last drawn. */
  private viewport(v: GameView): { vp: MapViewport; scale: number } {
    const size = this.host.lastSize;
    const map = playLayout(size.width, size.height).map;
    return this.host.mapView === 'tiles'
      ? { vp: followPlayerTiles(v, map), scale: TILE }
      : { vp: followPlayer(v, map), scale: 1 };
  }

  /** The hover cell while no box is open over the screen. */
  private hovered(): Cell | undefined {
    return this.host.layers.length === 0 ? this.hover : undefined;
  }

  /** Draws the map, the log (with the notice) and the HUD, and the cursor's header. */
  draw(frame: Frame): void {
    const v = this.session.view();
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
    const lines = cursorLines(v, this.mode, this.hovered(), this.keys, layout.map.width - 2);
    const mode = this.mode;
    const cursor = mode.kind === 'normal' ? this.hover : mode.cursor;
    if (lines === undefined || cursor === undefined) return;
    // The header leaves the rows it talks about: the cursor's, and the player's when aiming.
    const rowOf = (y: number): number => vp.rect.y + (y - vp.originY) * scale;
    const rows = [rowOf(cursor.y)];
    if (mode.kind === 'aim') rows.push(rowOf(v.player.y));
    drawCursorBar(frame, layout.map, layout.log, lines, rows, scale);
  }

  private marks(v: GameView): MapMarks {
    const tint = this.ended
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
    const hover = this.hovered();
    return hover !== undefined ? { ...base, cursor: hover } : base;
  }

  /**
   * The screen as text beside the canvas (screen readers): the HUD (with the where line while
   * playing), the log, and the aiming, examining or hover panel when no box is open.
   */
  pageText(): Omit<PageText, 'screen'> {
    const v = this.session.view();
    const readable = (text: string): string => text.replace(/[\u2580-\u259f]+/g, '').trim();
    const hud = hudRows(v, this.playMs)
      .map((r) => r.spoken ?? readable(r.text))
      .filter((t) => t !== '');
    if (!this.ended) hud.push(whereLine(v));
    const log = condense(v.log).map(messageText);
    if (this.notice !== undefined) log.push(this.notice);
    const bare = !this.ended && this.host.layers.length === 0;
    const lines = bare ? (cursorLines(v, this.mode, this.hover, this.keys, 200) ?? []) : [];
    const mode = this.mode;
    const cursor = mode.kind === 'normal' ? this.hover : mode.cursor;
    // Where the cursor is from the player, first: the map itself is not read out.
    const panel =
      lines.length > 0 && cursor !== undefined && mode.kind !== 'aim'
        ? [`Cursor: ${fromPlayer(v, cursor.x, cursor.y)}.`, ...lines]
        : lines;
    const wantsTab = bare && (mode.kind === 'aim' || mode.kind === 'examine');
    return { hud, log: log.slice(-100), panel, wantsTab };
  }
}
