import {
  createRng,
  dijkstraMap,
  findPath,
  hashSeed,
  Tile,
  type Level,
  type Point,
  type Rng,
} from '@hullbreach/toolkit';
import { generateStation, type StationOptions } from '@hullbreach/toolkit/gen';
import {
  AMMO_KINDS,
  BAY_SIZES,
  CAMPAIGN_GEAR,
  GEAR_DEPTHS,
  FLOOR_SIZES,
  LAST_FLOOR,
  LIGHT_COLOURS,
  STATION_SPLITS,
  type ItemKind,
  type MonsterKind,
} from './content.js';
import { BUILTIN_CONTENT, monsterRecord, weaponRecord, type Content } from '../content/registry.js';
import { initialAir } from './atmosphere.js';
import { newGrids } from './layers.js';
import { addMonster } from './cells.js';
import { tableFor, type Difficulty } from './run-rules.js';
import { PLAYER_ID, Ter, type FloorState, type Item, type Monster, type PlayerKnowledge } from './state.js';
import { PLANNABLE } from './terrain.js';

/** The docking-bay warning, scrawled on the inner door. */
export const WARNING_TEXT =
  'Scratched deep into the door, in something dark: "SEALED. THEY STILL WALK. DO NOT OPEN."';

/** A floor with its terrain set and nothing on it yet, plus where the player arrives. */
export interface BareFloor {
  readonly floor: FloorState;
  readonly start: Point;
  readonly exit: Point;
}

/** The station level of a depth: depends only on the run seed and the depth (X2). */
export function floorLevel(seed: number | string, depth: number): Level {
  const size = FLOOR_SIZES[depth];
  const floorSeed = hashSeed(seed, 'floor', depth);
  return generateStation({
    width: size.width,
    height: size.height,
    seed: floorSeed,
    ...(depth === 0 ? bayOptions(floorSeed) : STATION_SPLITS[depth]),
  });
}

/** The docking bay's options: the small station, its size drawn from the floor's own seed. */
function bayOptions(floorSeed: number): Pick<StationOptions, 'small' | 'bayWidth' | 'bayHeight'> {
  const rng = createRng(hashSeed(floorSeed, 'bay'));
  return {
    small: true,
    bayWidth: rng.int(BAY_SIZES.minWidth, BAY_SIZES.maxWidth),
    bayHeight: rng.int(BAY_SIZES.minHeight, BAY_SIZES.maxHeight),
  };
}

/** An empty floor state of the given size. */
export function emptyFloor(depth: number, width: number, height: number): FloorState {
  // The grids come from the one table of cell layers (layers.ts), between the origin and the clock.
  const rest: Omit<FloorState, LayerKey | 'depth' | 'width' | 'height' | 'originX' | 'originY'> = {
    clock: 0,
    layout: 0,
    changed: [],
    lights: [],
    flashes: [],
    items: [],
    monsters: {},
    notes: [],
    innerDoor: -1,
  };
  const head = { depth, width, height, originX: 0, originY: 0 };
  return { ...head, ...newGrids(width * height), ...rest } as unknown as FloorState;
}

/** The player's knowledge of a floor of `cells` cells before seeing any of it. */
export function newKnowledge(cells: number): PlayerKnowledge {
  return { ...newGrids(cells, true), itemMemory: [] } as unknown as PlayerKnowledge;
}

/** The floor's properties that are grids of the cell-layer table. */
type LayerKey = {
  [K in keyof FloorState]-?: FloorState[K] extends Uint8Array | Int32Array | undefined ? K : never;
}[keyof FloorState];

/**
 * Seals the floor as generated: monsters are born knowing this layout, and the air fills every
 * cell that no open path joins to space.
 */
export function learnLayout(floor: FloorState): void {
  floor.familiar.set(floor.terrain);
  initialAir(floor);
}

/** True for cells a monster could walk through on the generated layout. */
export function plannable(floor: FloorState, i: number): boolean {
  return PLANNABLE[floor.familiar[i]] !== 0;
}

/** Turns a generated level into floor terrain; the exit becomes stairs, or the console on the last floor. */
export function floorFromLevel(level: Level, depth: number, content: Content = BUILTIN_CONTENT): BareFloor {
  const floor = emptyFloor(depth, level.width, level.height);
  const t = floor.terrain;
  for (let i = 0; i < t.length; i++) {
    const tile = level.tiles[i];
    t[i] =
      tile === Tile.Floor || tile === Tile.StairsUp
        ? Ter.Floor
        : tile === Tile.Wall
          ? Ter.Wall
          : tile === Tile.Door
            ? Ter.DoorClosed
            : tile === Tile.Window
              ? Ter.Window
              : tile === Tile.StairsDown
                ? Ter.Stairs
                : Ter.Void;
  }
  const start = level.start ?? firstCell(floor, Ter.Floor);
  const exit = level.exit ?? lastCell(floor, Ter.Floor);
  for (let i = 0; i < t.length; i++) if (t[i] === Ter.Stairs) t[i] = Ter.Floor;
  t[exit.y * level.width + exit.x] = depth >= LAST_FLOOR ? Ter.Console : Ter.Stairs;
  learnLayout(floor);
  placeLights(floor, level, exit, content.floors[depth].lightEvery);
  return { floor, start, exit };
}

/**
 * The floor's fixed lights: a red emergency lamp in one room of every few (at the cell nearest the
 * room's centre), a green glow over the stairs, a blue one over the console. Where they go depends
 * only on the level.
 */
function placeLights(floor: FloorState, level: Level, exit: Point, every: number): void {
  const depth = floor.depth;
  level.rooms.forEach((room, k) => {
    if (k % every !== 0) return;
    const cx = Math.floor(room.x + room.width / 2);
    const cy = Math.floor(room.y + room.height / 2);
    let best = -1;
    let bestD = Infinity;
    for (let y = room.y; y < room.y + room.height; y++) {
      for (let x = room.x; x < room.x + room.width; x++) {
        const i = y * floor.width + x;
        if (floor.terrain[i] !== Ter.Floor) continue;
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      }
    }
    if (best >= 0)
      floor.lights.push({
        x: best % floor.width,
        y: Math.floor(best / floor.width),
        colour: LIGHT_COLOURS.emergency,
        radius: 6,
      });
  });
  floor.lights.push({
    x: exit.x,
    y: exit.y,
    colour: depth >= LAST_FLOOR ? LIGHT_COLOURS.console : LIGHT_COLOURS.stairs,
    radius: 5,
  });
}

function firstCell(floor: FloorState, code: number): Point {
  const i = floor.terrain.indexOf(code);
  if (i < 0) throw new RangeError('the level has no floor');
  return { x: i % floor.width, y: Math.floor(i / floor.width) };
}

function lastCell(floor: FloorState, code: number): Point {
  const i = floor.terrain.lastIndexOf(code);
  if (i < 0) throw new RangeError('the level has no floor');
  return { x: i % floor.width, y: Math.floor(i / floor.width) };
}

/** A new monster of a kind (of `content`, the built-in one by default) at (x, y). */
export function makeMonster(
  id: number,
  kind: MonsterKind,
  x: number,
  y: number,
  content: Content = BUILTIN_CONTENT,
): Monster {
  return {
    id,
    kind,
    x,
    y,
    hp: monsterRecord(content, kind).hp,
    burning: 0,
    known: {},
    walkKey: '',
    lastKnown: -1,
    wander: -1,
    mode: 'wandering',
    reformAt: 0,
    noticed: false,
  };
}

/** A new item; weapons come part loaded. */
export function makeItem(id: number, kind: ItemKind, x: number, y: number, loaded: number): Item {
  return { id, kind, x, y, loaded };
}

/**
 * Builds a whole floor: the station level, then its monsters and items from the per-floor table,
 * all drawn from streams of (seed, depth) alone, so the floor is the same whatever the player did.
 * Ids are unique per depth.
 */
export function buildFloor(
  seed: number | string,
  depth: number,
  difficulty: Difficulty = 'normal',
  content: Content = BUILTIN_CONTENT,
): BareFloor {
  const bare = floorFromLevel(floorLevel(seed, depth), depth, content);
  const rng = createRng(hashSeed(seed, 'population', depth));
  populate(bare, rng, difficulty, content);
  return bare;
}

function populate(bare: BareFloor, rng: Rng, difficulty: Difficulty, content: Content): void {
  const { floor, start, exit } = bare;
  const w = floor.width;
  const table = tableFor(content.floors[floor.depth], floor.depth, difficulty, content);
  const capacity = (kind: string): number => weaponRecord(content, kind).capacity;
  const walkable = floor.familiar.map((t) => PLANNABLE[t]);
  const dist = dijkstraMap({ width: w, height: floor.height, walkable }, [start]);
  const free: number[] = [];
  for (let i = 0; i < floor.terrain.length; i++) {
    if (floor.terrain[i] === Ter.Floor && Number.isFinite(dist[i]) && i !== start.y * w + start.x)
      free.push(i);
  }
  rng.shuffle(free);
  let nextId = (floor.depth + 1) * 100000 + 1;
  const taken = new Set<number>();
  const takeCell = (ok: (i: number) => boolean): number => {
    for (const i of free) {
      if (!taken.has(i) && ok(i)) {
        taken.add(i);
        return i;
      }
    }
    return -1;
  };
  const place = (kind: ItemKind, loaded: number, ok: (i: number) => boolean = () => true): void => {
    const i = takeCell(ok);
    if (i >= 0) floor.items.push(makeItem(nextId++, kind, i % w, Math.floor(i / w), loaded));
  };
  const partLoaded = (kind: string): number => {
    const cap = capacity(kind);
    return kind === 'chainsaw' ? cap : rng.int(Math.ceil(cap / 2), cap);
  };

  if (floor.depth === 0) {
    const kind = rng.chance(0.5) ? 'shotgun' : 'rifle';
    place(kind, capacity(kind), (i) => dist[i] >= 2 && dist[i] <= 4);
    markInnerDoor(bare);
  }
  // Every monster of the first kind, then of the next, in the registry's order.
  const farEnough = (i: number): boolean => dist[i] >= 9;
  for (const { id: kind } of content.monsters) {
    const count = table.monsters[kind] ?? 0;
    for (let k = 0; k < count; k++) {
      const i = takeCell(farEnough);
      if (i >= 0) addMonster(floor, makeMonster(nextId++, kind, i % w, Math.floor(i / w), content));
    }
  }
  const nearExit = (i: number): boolean => i !== exit.y * w + exit.x;
  for (let k = 0; k < table.medkits; k++) place('medkit', 0, nearExit);
  for (let k = 0; k < table.oxygen; k++) place('oxygen-canister', 0, nearExit);
  for (let k = 0; k < table.armour; k++) place('armour', 0, nearExit);
  const weapons: string[] = [];
  for (let k = 0; k < table.weapons; k++) weapons.push(rng.pick(table.weaponPool));
  // Ammunition: pistol rounds, shells and rifle rounds (the guns of every floor), and one share for
  // each gun lying on this floor.
  const ammoKinds: ItemKind[] = ['ammo-bullets', 'ammo-bullets', 'ammo-shells', 'ammo-slugs'];
  for (const kind of weapons) {
    const ammo = weaponRecord(content, kind).ammo;
    if (ammo !== undefined && AMMO_KINDS.includes(ammo)) ammoKinds.push(`ammo-${ammo}` as ItemKind);
  }
  for (let k = 0; k < table.ammo; k++) place(rng.pick(ammoKinds), 0, nearExit);
  for (const kind of weapons) place(kind as ItemKind, partLoaded(kind), nearExit);
  // Equipment or a device on the middle floors, drawn last so nothing above moves.
  if (GEAR_DEPTHS.includes(floor.depth)) place(rng.pick(CAMPAIGN_GEAR), 0, nearExit);
}

/** Finds the docking bay's inner door (the first door on the way from the start to the exit) and writes the warning on it. */
function markInnerDoor(bare: BareFloor): void {
  const { floor, start, exit } = bare;
  const w = floor.width;
  const walkable = floor.familiar.map((t) => PLANNABLE[t]);
  const path = findPath({ width: w, height: floor.height, walkable }, start, exit);
  let door = -1;
  if (path !== null) {
    for (const p of path) {
      if (floor.terrain[p.y * w + p.x] === Ter.DoorClosed) {
        door = p.y * w + p.x;
        break;
      }
    }
  }
  if (door < 0) door = floor.terrain.indexOf(Ter.DoorClosed);
  if (door < 0) return;
  floor.innerDoor = door;
  floor.notes.push({ x: door % w, y: Math.floor(door / w), text: WARNING_TEXT, seen: false });
}

/**
 * A hand-made floor for tests, examples and scenarios, in the shared legend (content/legend.ts):
 * `#` wall, `.` floor, `+` closed door, `'` open door, `%` window, `>` stairs, `&` console, `*`
 * breach, space = void, `@` the player's start, and each monster kind of `content` by its glyph
 * (`z`/`s`/`b`/`T` for the built-in ones; on floor). Air fills every open cell not joined to space.
 */
export function floorFromAscii(
  rows: readonly string[],
  depth = 1,
  content: Content = BUILTIN_CONTENT,
): BareFloor & { readonly monsters: Monster[] } {
  const height = rows.length;
  const width = Math.max(...rows.map((r) => r.length));
  const floor = emptyFloor(depth, width, height);
  let start: Point = { x: 0, y: 0 };
  let exit: Point = { x: 0, y: 0 };
  const monsters: Monster[] = [];
  // Monsters are numbered from 2: actor id 1 is the player's (PLAYER_ID).
  let id = PLAYER_ID + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ch = rows[y][x] ?? ' ';
      const i = y * width + x;
      const meaning = content.legend.byChar.get(ch)?.meaning;
      if (meaning === undefined || meaning.role === 'fixture')
        throw new RangeError(`unknown map character "${ch}"`);
      if (meaning.role === 'player') {
        start = { x, y };
        floor.terrain[i] = Ter.Floor;
      } else if (meaning.role === 'monster') {
        floor.terrain[i] = Ter.Floor;
        monsters.push(makeMonster(id++, meaning.kind, x, y, content));
      } else {
        const code = meaning.terrain;
        floor.terrain[i] = code;
        if (code === Ter.Stairs || code === Ter.Console) exit = { x, y };
      }
    }
  }
  learnLayout(floor);
  for (const m of monsters) addMonster(floor, m);
  return { floor, start, exit, monsters };
}
