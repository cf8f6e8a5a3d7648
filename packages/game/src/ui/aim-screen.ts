/**
 * The playing screen's cursors: aiming a gun (targets by Tab, the line of fire and what stops
 * it, a confirmation before a shot that would hit glass or a wall), examining (what is under the
 * cursor, Enter walks there) and choosing where to blink; and the header over the map that says
 * what the cursor is on. The play screen holds the cursor; these functions move and read it.
 */
import type { ActorView, Command, CommandResult, GameView, LineOfFire, Step } from '../core/api.js';
import { blinkProblem } from './abilities.js';
import { describeCell, interestingCells } from './describe.js';
import { fillRect, putText, type Rect } from './draw.js';
import type { Frame } from './frame.js';
import { directionOf, type KeyScheme } from './game-keys.js';
import { keyLabel, keysLabel, type KeyMap } from './key-map.js';
import type { Key } from './keys.js';
import { fromPlayer } from './look.js';
import { TEXT, TEXT_DIM } from './palette.js';
import { wrapText } from './wrap.js';

/** A map cell. */
export interface Cell {
  x: number;
  y: number;
}

/** What the playing screen is doing besides waiting for a move: aiming a gun, examining or blinking. */
export type CursorMode =
  | { readonly kind: 'normal' }
  | {
      kind: 'aim';
      readonly targets: readonly ActorView[];
      index: number;
      cursor: Cell;
      /** The player was told the line is blocked; the fire key or y now fires anyway. */
      armed: boolean;
    }
  | { kind: 'examine'; cursor: Cell; index: number }
  | { kind: 'blink'; cursor: Cell; readonly range: number };

/** What the cursors need of the playing screen. */
export interface CursorHost {
  mode: CursorMode;
  /** The line said under the map (cleared by the next command). */
  notice: string | undefined;
  readonly keys: KeyMap;
  readonly keyScheme: KeyScheme;
  /** Sends a command to the core (undefined when no run is up). */
  run(command: Command): CommandResult | undefined;
  /** Starts a walk (travel) that goes on over the next ticks. */
  walk(command: Command): void;
  /** The cursor one step on, kept on the map and inside the map's viewport. */
  moveCursor(v: GameView, c: Cell, s: Step): Cell;
  /** The game as it is now. */
  view(): GameView | undefined;
  /** The next key, if it is Escape, only puts the gun down (the aimed target is gone). */
  graceEscape(): void;
}

/** What stops a shot short of its aim that is no creature: the shot would be wasted or break glass. */
const TERRAIN_STOPS = new Set(['window', 'wall', 'door', 'console', 'vacuum', 'range']);

/** True when what stops a shot short of its aim is no creature (glass, a wall, a door, vacuum, range). */
function blockedByTerrain(lof: LineOfFire): boolean {
  return !lof.clear && lof.stopsBy !== null && TERRAIN_STOPS.has(lof.stopsBy);
}

/** Where and why a line of fire stops, in words: "the window 3 cells out stops the shot". */
export function stopWords(lof: LineOfFire): string {
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

/**
 * What the fire key aims at, in order: the enemies in view nearest first (GameView.targets), then
 * the piles of bones in view, nearest first, since a shot into the bones is what ends a skeleton.
 */
function aimTargets(v: GameView): ActorView[] {
  const { x, y } = v.player;
  const steps = (a: ActorView): number => Math.max(Math.abs(a.x - x), Math.abs(a.y - y));
  const bones = v
    .visibleActors()
    .filter((a) => a.kind === 'bones')
    .sort((a, b) => steps(a) - steps(b) || a.id - b.id);
  return [...v.targets(), ...bones];
}

/** The fire key: aims at the nearest target (saying so when glass or a wall is in the way), or by hand. */
export function startAim(host: CursorHost, v: GameView): void {
  const w = v.player.weapon;
  if (w.melee) {
    host.notice = `You have no gun in hand (${w.name}). Wield one from the inventory (${keysLabel(host.keys.inventory)}).`;
    return;
  }
  const targets = aimTargets(v);
  const first = targets[0];
  const mode: CursorMode = {
    kind: 'aim',
    targets,
    index: 0,
    cursor: first !== undefined ? { x: first.x, y: first.y } : { x: v.player.x, y: v.player.y },
    armed: false,
  };
  host.mode = mode;
  if (first === undefined) host.notice = 'Nothing in sight to shoot. Aim by hand with the direction keys.';
  else if (targets.every((t) => blockedByTerrain(v.lineOfFire(t.x, t.y)))) {
    // Said now, so the next fire key (or y) is the confirmation: one more key, and a turn only then.
    const lof = v.lineOfFire(first.x, first.y);
    const fire = keysLabel(host.keys.fire);
    host.notice =
      (targets.length === 1
        ? `The ${first.name} is out of your line of fire: ${stopWords(lof)}.`
        : `No enemy in view is in your line of fire: ${stopWords(lof)} before the nearest.`) +
      ` ${fire} or y fires anyway.`;
    mode.armed = true;
  }
}

/** The examine key: a cursor on the player. */
export function startExamine(host: CursorHost, v: GameView): void {
  host.mode = { kind: 'examine', cursor: { x: v.player.x, y: v.player.y }, index: -1 };
}

/** A key while a cursor is up (aim, examine or blink). */
export function pressCursor(host: CursorHost, key: Key, v: GameView): void {
  if (host.mode.kind === 'aim') pressAim(host, key, v);
  else if (host.mode.kind === 'examine') pressExamine(host, key, v);
  else if (host.mode.kind === 'blink') pressBlink(host, key, v);
}

function pressAim(host: CursorHost, key: Key, v: GameView): void {
  const mode = host.mode;
  if (mode.kind !== 'aim') return;
  if (key === 'escape') {
    host.mode = { kind: 'normal' };
    host.notice = undefined;
    return;
  }
  if (key === 'tab' || key === 'backtab') {
    const n = mode.targets.length;
    if (n === 0) return;
    mode.index = (((mode.index + (key === 'tab' ? 1 : -1)) % n) + n) % n;
    const t = mode.targets[mode.index];
    mode.cursor = { x: t.x, y: t.y };
    mode.armed = false;
    host.notice = undefined;
    return;
  }
  const fireKey = key === 'enter' || host.keys.fire.includes(key);
  if (fireKey || (key === 'y' && mode.armed)) {
    const { x, y } = mode.cursor;
    if (x === v.player.x && y === v.player.y) {
      host.notice = 'Aim somewhere first (direction keys), or Escape.';
      return;
    }
    const lof = v.lineOfFire(x, y);
    if (!mode.armed && blockedByTerrain(lof)) {
      mode.armed = true;
      const fire = keysLabel(host.keys.fire);
      host.notice = `${capitalise(stopWords(lof))}. ${fire} or y fires anyway; Escape puts the gun down.`;
      return;
    }
    const target = mode.targets.find((a) => a.x === x && a.y === y && v.isVisible(a.x, a.y));
    host.mode = { kind: 'normal' };
    host.run({ kind: 'fire', x, y });
    // The target is down (dead, a skeleton fallen to bones, or bones splintered: no longer the
    // same target): the Escape the player may press to put the gun down must not open the pause menu.
    const after = host.view();
    if (
      target !== undefined &&
      after !== undefined &&
      !aimTargets(after).some((a) => a.id === target.id && a.kind === target.kind)
    )
      host.graceEscape();
    return;
  }
  const step = directionOf(key, host.keyScheme);
  if (step !== undefined) {
    mode.cursor = host.moveCursor(v, mode.cursor, step);
    mode.armed = false;
    host.notice = undefined;
  }
}

function pressExamine(host: CursorHost, key: Key, v: GameView): void {
  const mode = host.mode;
  if (mode.kind !== 'examine') return;
  if (key === 'escape' || host.keys.examine.includes(key)) {
    host.mode = { kind: 'normal' };
    return;
  }
  if (key === 'enter') {
    const { x, y } = mode.cursor;
    host.mode = { kind: 'normal' };
    if (x === v.player.x && y === v.player.y) return;
    if (v.knownTerrain(x, y) === undefined) {
      host.notice = 'You have not seen that spot, so you know no way there.';
      return;
    }
    host.walk({ kind: 'travel', x, y });
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
  const step = directionOf(key, host.keyScheme);
  if (step !== undefined) mode.cursor = host.moveCursor(v, mode.cursor, step);
}

/** Keys while choosing where to blink: directions move the cursor, Enter jumps, Escape gives up. */
function pressBlink(host: CursorHost, key: Key, v: GameView): void {
  const mode = host.mode;
  if (mode.kind !== 'blink') return;
  if (key === 'escape') {
    host.mode = { kind: 'normal' };
    return;
  }
  if (key === 'enter') {
    const { x, y } = mode.cursor;
    if (x === v.player.x && y === v.player.y) return;
    host.mode = { kind: 'normal' };
    host.run({ kind: 'ability', which: 'blink', x, y });
    return;
  }
  const step = directionOf(key, host.keyScheme);
  if (step !== undefined) mode.cursor = host.moveCursor(v, mode.cursor, step);
}

/**
 * The header's lines for the cursor (the key hint last), or undefined when there is none;
 * `hover` is the cell under the mouse while nothing else is open.
 */
export function cursorLines(
  v: GameView,
  mode: CursorMode,
  hover: Cell | undefined,
  keys: KeyMap,
  width: number,
): string[] | undefined {
  const fire = keys.fire.map(keyLabel).join('/');
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
      ...describeCell(v, mode.cursor.x, mode.cursor.y, keys).flatMap((l) => wrapText(l, width)),
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
  if (hover !== undefined)
    return [
      ...describeCell(v, hover.x, hover.y, keys).flatMap((l) => wrapText(l, width)),
      'click: walk there (or fire at a creature in view)',
    ];
  return undefined;
}

/**
 * Draws the cursor's header: at the end of the map away from the frame `rows` it talks about
 * (the cursor's, and the player's when aiming; a map cell takes `scale` rows), or over the log
 * when the map has no such room.
 */
export function drawCursorBar(
  frame: Frame,
  map: Rect,
  log: Rect,
  lines: readonly string[],
  rows: readonly number[],
  scale: number,
): void {
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
  } else rect = { ...log, height: Math.min(want, log.height) };
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
