/**
 * The one way to change what is in a cell. Every change to what an observer remembers of a cell
 * (its terrain, an item arriving or leaving) stamps the cell with the floor's change clock, which
 * is what lets knowledge re-see only the cells that changed (K4). Fire is not remembered by anyone
 * (it is drawn only where it is seen now, and monsters read it only on the cells beside them), so
 * it is written without a stamp. Terrain changes also bump the layout version that walk maps and
 * air flow are cached on.
 */
import type { FloorState, GameState, Item, Monster } from './state.js';
import { AIRTIGHT, FLOORLESS } from './terrain.js';
import { cacheOf, cached } from './floor-cache.js';
import { logTerrainWrite } from './terrain-log.js';

export { cacheOf, cached, type FloorCache } from './floor-cache.js';

/** Marks cell `i` as changed now (a knowable change). */
export function touch(floor: FloorState, i: number): void {
  if (floor.stamp[i] === 0) floor.changed.push(i);
  floor.stamp[i] = ++floor.clock;
}

/**
 * Sets the terrain of cell `i`, stamping it and bumping the layout version. Keeps the air in step:
 * a cell that becomes airtight holds none, and a solid that opens (a door, a hole) takes the
 * highest pressure of its neighbours, so air rushing through a fresh doorway drags things along.
 */
export function setTerrain(floor: FloorState, i: number, code: number): void {
  const was = floor.terrain[i];
  if (was === code) return;
  logTerrainWrite(floor, i, code);
  floor.terrain[i] = code;
  floor.layout++;
  touch(floor, i);
  if (AIRTIGHT[code] !== 0 || FLOORLESS[code] !== 0) {
    floor.air[i] = 0;
  } else if (AIRTIGHT[was] !== 0) {
    const { width, height, air } = floor;
    const x = i % width;
    const y = (i - x) / width;
    let most = 0;
    if (x > 0) most = Math.max(most, air[i - 1]);
    if (x < width - 1) most = Math.max(most, air[i + 1]);
    if (y > 0) most = Math.max(most, air[i - width]);
    if (y < height - 1) most = Math.max(most, air[i + width]);
    air[i] = most;
  }
}

/**
 * Sets how long cell `i` burns. No stamp: no knowledge record holds fire, so a fire starting or
 * going out gives no observer anything to re-see (a stamp here made every monster near a blaze
 * look again each turn for nothing).
 */
export function setFire(floor: FloorState, i: number, turns: number): void {
  floor.fire[i] = turns;
}

/** Moves a floor item to (x, y), stamping both cells. */
export function moveItem(floor: FloorState, item: Item, x: number, y: number): void {
  touch(floor, item.y * floor.width + item.x);
  item.x = x;
  item.y = y;
  touch(floor, y * floor.width + x);
}

/** Puts an item on the floor at its own (x, y). */
export function placeItem(floor: FloorState, item: Item): void {
  floor.items.push(item);
  touch(floor, item.y * floor.width + item.x);
}

/** Takes an item off the floor. */
export function removeItem(floor: FloorState, item: Item): void {
  const k = floor.items.indexOf(item);
  if (k >= 0) floor.items.splice(k, 1);
  touch(floor, item.y * floor.width + item.x);
}

/** The monster with this id, if it is on the floor. */
export function monsterById(floor: FloorState, id: number): Monster | undefined {
  return floor.monsters[id];
}

/** Every monster on the floor, bones included, by ascending id. */
export function monsterList(floor: FloorState): Monster[] {
  return Object.values(floor.monsters);
}

/** Puts a monster on the floor and in the occupancy grid. */
export function addMonster(floor: FloorState, m: Monster): void {
  floor.monsters[m.id] = m;
  if (m.mode !== 'bones') floor.occupant[m.y * floor.width + m.x] = m.id;
  forgetRoster(floor);
}

/** Takes a monster off the floor (dead for good, or drifted away). */
export function removeMonster(floor: FloorState, m: Monster): void {
  const i = m.y * floor.width + m.x;
  if (floor.occupant[i] === m.id) floor.occupant[i] = 0;
  delete floor.monsters[m.id];
  forgetRoster(floor);
}

/**
 * The floor's monsters (bones included) by ascending id, as {@link monsterList} lists them, kept
 * with the floor until a monster is added or removed through {@link addMonster} or
 * {@link removeMonster} (or the record of monsters is replaced). Enumerating `floor.monsters`
 * (sparse integer keys) costs about as much as a few hundred array reads, and a turn's systems do
 * it several times.
 */
export interface Roster {
  /** The record this was listed from. */
  readonly source: Record<number, Monster>;
  /** The monsters, ascending by id; never to be changed by a caller. */
  readonly list: readonly Monster[];
  /**
   * True until a monster is added or removed: while it holds, every monster in `list` is on the
   * floor. A loop that may kill or remove monsters checks `floor.monsters[m.id] === m` once it is
   * false, as a `for...in` loop skips keys deleted before it reaches them.
   */
  live: boolean;
}

/** The roster's cache entry. */
const ROSTER = 'roster';

/** The floor's kept roster (see {@link Roster}), listed again only after a monster came or went. */
export function monsterRoster(floor: FloorState): Roster {
  const cache = cacheOf(floor);
  const kept = cache[ROSTER] as Roster | undefined;
  if (kept !== undefined && kept.live && kept.source === floor.monsters) return kept;
  const fresh: Roster = { source: floor.monsters, list: Object.values(floor.monsters), live: true };
  cache[ROSTER] = fresh;
  return fresh;
}

/** Marks the floor's kept roster out of date (a monster came or went). */
function forgetRoster(floor: FloorState): void {
  const kept = cacheOf(floor)[ROSTER] as Roster | undefined;
  if (kept !== undefined) kept.live = false;
}

/** Anyone who stands on a cell and acts: the player or a monster, by its actor id. */
export interface Placed {
  readonly id: number;
  x: number;
  y: number;
}

/** Moves an actor (the player or a living monster) to (x, y), keeping the occupancy grid in step. */
export function moveActor(floor: FloorState, a: Placed, x: number, y: number): void {
  const w = floor.width;
  if (floor.occupant[a.y * w + a.x] === a.id) floor.occupant[a.y * w + a.x] = 0;
  a.x = x;
  a.y = y;
  floor.occupant[y * w + x] = a.id;
}

/** Moves a living monster to (x, y), keeping the occupancy grid in step. */
export function moveMonster(floor: FloorState, m: Monster, x: number, y: number): void {
  moveActor(floor, m, x, y);
}

/** Moves the player to (x, y), keeping the occupancy grid in step. */
export function movePlayer(game: GameState, x: number, y: number): void {
  moveActor(game.floor, game.player, x, y);
}

/** The floor's fire grid read four cells at a time, kept with the floor for the grid it views. */
interface FireWords {
  readonly fire: Uint8Array;
  readonly words: Int32Array | undefined;
}

/**
 * The cells on fire, ascending. Most turns few cells burn, so the grid is read a word (four
 * cells) at a time and a word that reads 0 is skipped.
 */
export function burningCells(floor: FloorState): number[] {
  const { fire } = floor;
  let held = cached(floor, 'fire-words', fireWordsOf);
  if (held.fire !== fire) {
    held = wordsOf(fire);
    cacheOf(floor)['fire-words'] = held;
  }
  const burning: number[] = [];
  let start = 0;
  const { words } = held;
  if (words !== undefined) {
    for (let w = 0; w < words.length; w++) {
      if (words[w] === 0) continue;
      for (let i = w << 2; i < (w << 2) + 4; i++) if (fire[i] !== 0) burning.push(i);
    }
    start = words.length << 2;
  }
  for (let i = start; i < fire.length; i++) if (fire[i] !== 0) burning.push(i);
  return burning;
}

/** The floor's fire grid as words (burningCells' cache entry). */
function fireWordsOf(floor: FloorState): FireWords {
  return wordsOf(floor.fire);
}

function wordsOf(fire: Uint8Array): FireWords {
  const words =
    fire.byteOffset % 4 === 0 ? new Int32Array(fire.buffer, fire.byteOffset, fire.length >> 2) : undefined;
  return { fire, words };
}
