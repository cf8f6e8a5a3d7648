/**
 * Scenario files: a hand-made floor, a few settings for the player, and a script of commands,
 * in three parts separated by lines holding exactly `---`. Parsing is pure: text in, a checked
 * scenario out, or a {@link ScenarioError} saying `FILE:LINE: what is wrong`.
 */
import type { Command } from '../core/api.js';
import {
  AMMO_KINDS,
  ITEMS,
  LAST_FLOOR,
  PLAYER,
  isWeaponItem,
  type AmmoKind,
  type ItemKind,
  type WeaponKind,
} from '../core/content.js';
import { floorFromAscii, type BareFloor } from '../core/floor.js';
import { BUILTIN_CONTENT, type Content } from '../content/registry.js';
import { mapChars, type Legend } from '../content/legend.js';
import { TERRAIN } from '../core/terrain.js';
import { Ter } from '../core/state.js';
import { facingOf, type LampShape } from '../core/run-rules.js';

/** A malformed scenario file; the message reads `FILE:LINE: what is wrong`. */
export class ScenarioError extends Error {
  /** The file name as given to the parser. */
  readonly file: string;
  /** The 1-based line the problem is on. */
  readonly line: number;
  /** What is wrong, without the place. */
  readonly reason: string;

  /** Creates the error for `reason` at `file`:`line`. */
  constructor(file: string, line: number, reason: string) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ScenarioError';
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}

/** Items of one kind, with the line that asked for them. */
export interface ItemStack {
  readonly kind: ItemKind;
  readonly count: number;
  readonly line: number;
}

/** Items of one kind lying on the floor at (x, y). */
export interface FloorStack extends ItemStack {
  readonly x: number;
  readonly y: number;
}

/** The settings part: the player's values and what lies where. Absent values keep the game's own. */
export interface ScenarioSettings {
  readonly hp?: number;
  readonly oxygen?: number;
  readonly armour?: number;
  /** The weapon in hand, fully loaded (the game's default: the pistol). */
  readonly wield: WeaponKind;
  readonly carry: readonly ItemStack[];
  /** Spare ammunition by type (types not named keep the game's starting amount). */
  readonly ammo: Readonly<Partial<Record<AmmoKind, number>>>;
  readonly items: readonly FloorStack[];
  readonly depth: number;
  /** `lamp cone|round`: the run plays under rules with this lamp (absent: no rules, the round lamp). */
  readonly lamp?: LampShape;
  /** `facing DIR`: where the player faces at the start, in degrees (0 = east, 90 = south). */
  readonly facing?: number;
}

/** The eight directions of `move` and `close`. */
export const DIRECTIONS: Readonly<Record<string, { readonly dx: number; readonly dy: number }>> = {
  n: { dx: 0, dy: -1 },
  ne: { dx: 1, dy: -1 },
  e: { dx: 1, dy: 0 },
  se: { dx: 1, dy: 1 },
  s: { dx: 0, dy: 1 },
  sw: { dx: -1, dy: 1 },
  w: { dx: -1, dy: 0 },
  nw: { dx: -1, dy: -1 },
};

/** What one script line asks for. */
export type ScriptAction =
  /** A core command as it is (move, close, fire, reload, pickup, descend). */
  | { readonly kind: 'command'; readonly command: Command }
  /** `wait N`: N turns, each reported on its own line. */
  | { readonly kind: 'wait'; readonly turns: number }
  /** `use`, `wield` or `drop` of the first carried item of a kind. */
  | { readonly kind: 'item'; readonly verb: 'use' | 'wield' | 'drop'; readonly item: ItemKind }
  /**
   * `explore` or `travel X,Y`: the command again and again, a line per step, until the game says
   * the journey is over (or `MAX_JOURNEY` steps pass).
   */
  | { readonly kind: 'journey'; readonly command: Extract<Command, { kind: 'explore' | 'travel' }> };

/** One line of the script. */
export interface ScriptStep {
  /** The 1-based line of the file. */
  readonly line: number;
  /** The command as written, spaces tidied (`fire 7,2`). */
  readonly text: string;
  readonly action: ScriptAction;
}

/** A parsed scenario. */
export interface Scenario {
  /** The file name given to the parser (used in messages). */
  readonly fileName: string;
  readonly settings: ScenarioSettings;
  /** The map rows, padded with space to the width of the longest. */
  readonly map: readonly string[];
  /**
   * The floor as built from the map and depth, for inspection. Running a scenario builds a fresh
   * one each time (see `scenarioFloor`), so a parsed scenario can be run any number of times.
   */
  readonly floor: BareFloor;
  readonly script: readonly ScriptStep[];
  /** The content it is played with (its monsters are the map's letters); held, never serialised. */
  readonly content: Content;
}

/**
 * The map characters of the built-in content: terrain, the player and monsters (the shared legend,
 * content/legend.ts; a content's own monsters add their glyphs).
 */
export const MAP_LEGEND = mapChars(BUILTIN_CONTENT.legend).join('');

const SETTINGS = [
  'hp',
  'oxygen',
  'armour',
  'wield',
  'carry',
  'ammo',
  'item',
  'depth',
  'lamp',
  'facing',
] as const;
const COMMANDS = [
  'move',
  'wait',
  'close',
  'fire',
  'reload',
  'pickup',
  'descend',
  'use',
  'wield',
  'drop',
  'explore',
  'travel',
] as const;

const ITEM_KINDS = Object.keys(ITEMS) as ItemKind[];
const WEAPON_KINDS: readonly string[] = ITEM_KINDS.filter((k) => isWeaponItem(k));
const MAX_NUMBER = 9999;
const MAX_WAIT = 10_000;

interface Line {
  readonly n: number;
  readonly text: string;
}

/** Splits text into lines numbered from 1, without line ends. */
function linesOf(text: string): Line[] {
  const raw = text.split('\n');
  if (raw.length > 0 && raw[raw.length - 1] === '') raw.pop();
  return raw.map((t, k) => ({ n: k + 1, text: t.endsWith('\r') ? t.slice(0, -1) : t }));
}

function isBlankOrComment(text: string): boolean {
  const t = text.trim();
  return t === '' || t.startsWith(';');
}

/** Reads scenario text; throws a {@link ScenarioError} naming the file and line of the first problem. */
export function parseScenario(text: string, fileName: string, content: Content = BUILTIN_CONTENT): Scenario {
  const lines = linesOf(text);
  const fail: Fail = (line, reason) => {
    throw new ScenarioError(fileName, line, reason);
  };
  const cuts = lines.filter((l) => l.text === '---').map((l) => l.n);
  const lastLine = Math.max(1, lines.length);
  if (cuts.length === 0)
    fail(lastLine, 'missing ---: a scenario is settings, a line ---, the map, a line ---, then the script');
  if (cuts.length === 1)
    fail(lastLine, `missing the --- that ends the map (the map starts after the --- on line ${cuts[0]})`);
  const [first, second] = cuts;
  const settingLines = lines.slice(0, first - 1);
  const mapLines = lines.slice(first, second - 1);
  const scriptLines = lines.slice(second);

  const pending = parseSettings(settingLines, fail);
  const map = parseMap(mapLines, second, fail, mapChars(content.legend).join(''));
  const width = map.rows[0].length;
  const height = map.rows.length;
  const inMap = (line: number, x: number, y: number): void => {
    if (x >= width || y >= height)
      fail(
        line,
        `${x},${y} is outside the ${width}x${height} map (X from 0 to ${width - 1}, Y from 0 to ${height - 1})`,
      );
  };
  for (const stack of pending.items) {
    inMap(stack.line, stack.x, stack.y);
    const ch = map.rows[stack.y][stack.x];
    const code = charTerrain(ch, content.legend);
    if (!TERRAIN[code].walkable)
      fail(
        stack.line,
        `${stack.x},${stack.y} is "${ch}", not open deck; items lie on floor, doors or stairs`,
      );
  }
  const script = parseScript(scriptLines, fail, inMap);
  const settings: ScenarioSettings = pending;
  const floor = floorFromAscii(map.rows, settings.depth, content);
  return { fileName, settings, map: map.rows, floor, script, content };
}

/** A fresh floor for a run of the scenario (the parsed one is left untouched). */
export function scenarioFloor(scenario: Scenario): BareFloor {
  return floorFromAscii(scenario.map, scenario.settings.depth, scenario.content);
}

type Fail = (line: number, reason: string) => never;

function wholeNumber(
  fail: Fail,
  line: number,
  what: string,
  text: string | undefined,
  min: number,
  max: number,
): number {
  if (text === undefined || !/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max)
    fail(
      line,
      `${what} must be a whole number from ${min} to ${max}, got ${text === undefined ? 'nothing' : `"${text}"`}`,
    );
  return Number(text);
}

function coordinate(fail: Fail, line: number, text: string | undefined): { x: number; y: number } {
  const m = text === undefined ? null : /^([0-9]+),([0-9]+)$/.exec(text);
  if (m === null)
    fail(
      line,
      `expected a cell as X,Y (column and row from 0, e.g. 4,2), got ${text === undefined ? 'nothing' : `"${text}"`}`,
    );
  return { x: Number(m[1]), y: Number(m[2]) };
}

function itemKind(fail: Fail, line: number, text: string | undefined): ItemKind {
  if (text === undefined) fail(line, `missing an item kind; known: ${ITEM_KINDS.join(', ')}`);
  if (!ITEM_KINDS.includes(text as ItemKind))
    fail(line, `unknown item "${text}"; known: ${ITEM_KINDS.join(', ')}`);
  return text as ItemKind;
}

function arity(
  fail: Fail,
  line: number,
  words: readonly string[],
  min: number,
  max: number,
  usage: string,
): void {
  if (words.length - 1 < min || words.length - 1 > max)
    fail(line, `expected "${usage}", got "${words.join(' ')}"`);
}

interface MutableSettings {
  hp?: number;
  oxygen?: number;
  armour?: number;
  wield: WeaponKind;
  carry: ItemStack[];
  ammo: Partial<Record<AmmoKind, number>>;
  items: FloorStack[];
  depth: number;
  lamp?: LampShape;
  facing?: number;
}

function parseSettings(lines: readonly Line[], fail: Fail): MutableSettings {
  const s: MutableSettings = { wield: 'pistol', carry: [], ammo: {}, items: [], depth: 1 };
  const setOn = new Map<string, number>();
  const once = (line: number, key: string): void => {
    const before = setOn.get(key);
    if (before !== undefined) fail(line, `${key} is set twice (also on line ${before}); give it once`);
    setOn.set(key, line);
  };
  for (const { n, text } of lines) {
    if (isBlankOrComment(text)) continue;
    const words = text.trim().split(/\s+/);
    const [name] = words;
    switch (name) {
      case 'hp':
        arity(fail, n, words, 1, 1, 'hp N');
        once(n, 'hp');
        s.hp = wholeNumber(fail, n, 'hp', words[1], 1, MAX_NUMBER);
        break;
      case 'oxygen':
        arity(fail, n, words, 1, 1, 'oxygen N');
        once(n, 'oxygen');
        s.oxygen = wholeNumber(fail, n, 'oxygen', words[1], 0, MAX_NUMBER);
        break;
      case 'armour':
        arity(fail, n, words, 1, 1, 'armour N');
        once(n, 'armour');
        s.armour = wholeNumber(fail, n, 'armour', words[1], 0, MAX_NUMBER);
        break;
      case 'depth':
        arity(fail, n, words, 1, 1, 'depth N');
        once(n, 'depth');
        s.depth = wholeNumber(fail, n, 'depth', words[1], 0, LAST_FLOOR);
        break;
      case 'wield': {
        arity(fail, n, words, 1, 1, 'wield KIND');
        once(n, 'wield');
        const kind = words[1];
        if (kind !== 'fists' && !WEAPON_KINDS.includes(kind))
          fail(n, `unknown weapon "${kind}"; known: fists, ${WEAPON_KINDS.join(', ')}`);
        s.wield = kind as WeaponKind;
        break;
      }
      case 'carry': {
        arity(fail, n, words, 1, 2, 'carry KIND [COUNT]');
        const kind = itemKind(fail, n, words[1]);
        const count = words[2] === undefined ? 1 : wholeNumber(fail, n, 'COUNT', words[2], 1, MAX_NUMBER);
        s.carry.push({ kind, count, line: n });
        break;
      }
      case 'ammo': {
        arity(fail, n, words, 2, 2, 'ammo TYPE N');
        const type = words[1];
        if (!AMMO_KINDS.includes(type as AmmoKind))
          fail(n, `unknown ammo type "${type}"; known: ${AMMO_KINDS.join(', ')}`);
        once(n, `ammo ${type}`);
        s.ammo[type as AmmoKind] = wholeNumber(fail, n, 'N', words[2], 0, MAX_NUMBER);
        break;
      }
      case 'item': {
        arity(fail, n, words, 2, 3, 'item X,Y KIND [COUNT]');
        const { x, y } = coordinate(fail, n, words[1]);
        const kind = itemKind(fail, n, words[2]);
        const count = words[3] === undefined ? 1 : wholeNumber(fail, n, 'COUNT', words[3], 1, MAX_NUMBER);
        s.items.push({ kind, count, x, y, line: n });
        break;
      }
      case 'lamp': {
        arity(fail, n, words, 1, 1, 'lamp cone|round');
        once(n, 'lamp');
        const shape = words[1];
        if (shape !== 'cone' && shape !== 'round') fail(n, `unknown lamp "${shape}"; known: cone, round`);
        s.lamp = shape as LampShape;
        break;
      }
      case 'facing': {
        arity(fail, n, words, 1, 1, 'facing DIR');
        once(n, 'facing');
        const step = DIRECTIONS[words[1]];
        if (step === undefined)
          fail(n, `unknown direction "${words[1]}"; known: ${Object.keys(DIRECTIONS).join(', ')}`);
        s.facing = facingOf(step.dx, step.dy);
        break;
      }
      default:
        fail(n, `unknown setting "${name}"; known: ${SETTINGS.join(', ')}`);
    }
  }
  const carried = s.carry.filter((c) => !c.kind.startsWith('ammo-'));
  const held = s.wield === 'fists' ? 0 : 1;
  let total = held;
  for (const c of carried) {
    total += c.count;
    if (total > PLAYER.inventorySize)
      fail(
        c.line,
        `the pack holds ${PLAYER.inventorySize} items${held === 1 ? ' (the wielded weapon counts)' : ''}; this makes ${total}`,
      );
  }
  return s;
}

/** The terrain under a map character (the player and monsters stand on floor). */
function charTerrain(ch: string, legend: Legend): number {
  const meaning = legend.byChar.get(ch)?.meaning;
  return meaning !== undefined && meaning.role === 'terrain' ? meaning.terrain : Ter.Floor;
}

function parseMap(lines: readonly Line[], closing: number, fail: Fail, legend: string): { rows: string[] } {
  if (lines.length === 0) fail(closing, 'the map is empty: put its rows between the two --- lines');
  let player: number | undefined;
  for (const { n, text } of lines) {
    for (let x = 0; x < text.length; x++) {
      const ch = text[x];
      if (!legend.includes(ch)) {
        const shown = ch === '\t' ? 'a tab' : `"${ch}"`;
        fail(
          n,
          `unknown map character ${shown} at column ${x}; the legend is: ${[...legend].map((c) => (c === ' ' ? 'space' : c)).join(' ')}`,
        );
      }
      if (ch === '@') {
        if (player !== undefined)
          fail(n, `a second @ (the first is on line ${player}); a map has exactly one`);
        player = n;
      }
    }
  }
  if (player === undefined) fail(lines[0].n, 'the map has no @: put the player on one floor cell');
  const width = Math.max(...lines.map((l) => l.text.length));
  return { rows: lines.map((l) => l.text.padEnd(width, ' ')) };
}

function parseScript(
  lines: readonly Line[],
  fail: Fail,
  inMap: (line: number, x: number, y: number) => void,
): ScriptStep[] {
  const steps: ScriptStep[] = [];
  for (const { n, text } of lines) {
    if (isBlankOrComment(text)) continue;
    const words = text.trim().split(/\s+/);
    const [name] = words;
    const tidy = words.join(' ');
    const push = (action: ScriptAction): void => {
      steps.push({ line: n, text: tidy, action });
    };
    const simple = (command: Command): void => {
      arity(fail, n, words, 0, 0, name);
      push({ kind: 'command', command });
    };
    const direction = (): { dx: number; dy: number } => {
      const d = DIRECTIONS[words[1]];
      if (d === undefined)
        fail(n, `unknown direction "${words[1]}"; known: ${Object.keys(DIRECTIONS).join(', ')}`);
      return d;
    };
    switch (name) {
      case 'move':
      case 'close': {
        arity(fail, n, words, 1, 1, `${name} DIR`);
        const { dx, dy } = direction();
        push({ kind: 'command', command: { kind: name, dx, dy } });
        break;
      }
      case 'wait': {
        arity(fail, n, words, 0, 1, 'wait [N]');
        const turns = words[1] === undefined ? 1 : wholeNumber(fail, n, 'N', words[1], 1, MAX_WAIT);
        push({ kind: 'wait', turns });
        break;
      }
      case 'fire': {
        arity(fail, n, words, 1, 1, 'fire X,Y');
        const { x, y } = coordinate(fail, n, words[1]);
        inMap(n, x, y);
        push({ kind: 'command', command: { kind: 'fire', x, y } });
        break;
      }
      case 'reload':
      case 'pickup':
      case 'descend':
        simple({ kind: name });
        break;
      case 'use':
      case 'wield':
      case 'drop': {
        arity(fail, n, words, 1, 1, `${name} KIND`);
        push({ kind: 'item', verb: name, item: itemKind(fail, n, words[1]) });
        break;
      }
      case 'explore':
        arity(fail, n, words, 0, 0, 'explore');
        push({ kind: 'journey', command: { kind: 'explore' } });
        break;
      case 'travel': {
        arity(fail, n, words, 1, 1, 'travel X,Y');
        const { x, y } = coordinate(fail, n, words[1]);
        inMap(n, x, y);
        push({ kind: 'journey', command: { kind: 'travel', x, y } });
        break;
      }
      default:
        fail(n, `unknown command "${name}"; known: ${COMMANDS.join(', ')}`);
    }
  }
  return steps;
}
