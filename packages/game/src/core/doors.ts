/**
 * Pressure doors: an open door swings shut by itself once its doorway has stood empty for
 * `DOOR_CLOSE_TURNS` turns, so a breach empties only the sections whose doors happen to be open,
 * and never closes on anyone or anything in the doorway (C1).
 */
import { DOOR_CLOSE_TURNS } from './content.js';
import { cacheOf, cached, monsterRoster, setTerrain } from './cells.js';
import { emit, say, type Turn } from './log.js';
import { knowledgeOf, Ter, type FloorState } from './state.js';
import { terrainLog, type TerrainLog } from './terrain-log.js';
import { bonesAt } from './world.js';

/** True when something stands or lies in the doorway at `i`, so the door cannot shut. */
export function doorwayBlocked(floor: FloorState, i: number): boolean {
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  return (
    floor.occupant[i] !== 0 ||
    bonesAt(floor, x, y) !== undefined ||
    floor.items.some((it) => it.x === x && it.y === y)
  );
}

/**
 * The cells a door update visits, kept with the floor: every open door and every cell whose door
 * age is not yet cleared (ascending), followed through the floor's terrain log, so a change of
 * layout costs the cells it changed instead of a look at every cell. A visited cell that is no
 * longer an open door has its age cleared and leaves the list.
 */
interface DoorCells {
  /** The terrain log followed, and how far into it the list has read. */
  readonly track: TerrainLog;
  at: number;
  /** 1 for each cell in `cells`. */
  readonly member: Uint8Array;
  /** The cells, ascending. */
  readonly cells: number[];
  /**
   * Working marks of the cells where an item or bones lie: `lying[i] === stamp` for this update.
   * Set afresh (a new stamp) by every update before any is read.
   */
  readonly lying: Int32Array;
  stamp: number;
}

/** The floor's door cells from scratch: every open door and every cell with an age. */
function freshDoorCells(floor: FloorState, track: TerrainLog): DoorCells {
  const { terrain, doorAge } = floor;
  const member = new Uint8Array(terrain.length);
  const cells: number[] = [];
  for (let i = 0; i < terrain.length; i++)
    if (terrain[i] === Ter.DoorOpen || doorAge[i] !== 0) {
      member[i] = 1;
      cells.push(i);
    }
  return { track, at: track.log.length, member, cells, lying: new Int32Array(terrain.length), stamp: 0 };
}

/** freshDoorCells following the floor's terrain log. */
function newDoorCells(floor: FloorState): DoorCells {
  return freshDoorCells(floor, terrainLog(floor));
}

/** The floor's door cells, brought up to its layout: a cell that changed to an open door joins in order. */
function doorCells(floor: FloorState): DoorCells {
  const track = terrainLog(floor);
  let held = cached(floor, 'doors', newDoorCells);
  if (held.track !== track) {
    held = freshDoorCells(floor, track);
    cacheOf(floor).doors = held;
  }
  const { log } = track;
  const { terrain, doorAge } = floor;
  const { member, cells } = held;
  for (let k = held.at; k < log.length; k++) {
    const i = log[k];
    if (member[i] !== 0 || (terrain[i] !== Ter.DoorOpen && doorAge[i] === 0)) continue;
    member[i] = 1;
    let at = cells.length;
    while (at > 0 && cells[at - 1] > i) at--;
    cells.splice(at, 0, i);
  }
  held.at = log.length;
  return held;
}

/** Marks the cells where an item or a heap of bones lies with a new stamp, which it returns. */
function markThingsLying(floor: FloorState, held: DoorCells): number {
  const stamp = ++held.stamp;
  const { lying } = held;
  const { width, items } = floor;
  for (let k = 0; k < items.length; k++) lying[items[k].y * width + items[k].x] = stamp;
  const { list } = monsterRoster(floor);
  for (let k = 0; k < list.length; k++) {
    const m = list[k];
    if (m.mode === 'bones') lying[m.y * width + m.x] = stamp;
  }
  return stamp;
}

/** One turn of the doors: every open door with an empty doorway ages, and shuts when old enough. */
export function updateDoors(turn: Turn): void {
  const floor = turn.game.floor;
  const { terrain, doorAge, width } = floor;
  const held = doorCells(floor);
  const { cells, member, lying } = held;
  let stamp = -1;
  let kept = 0;
  for (let k = 0; k < cells.length; k++) {
    const i = cells[k];
    if (terrain[i] !== Ter.DoorOpen) {
      doorAge[i] = 0;
      member[i] = 0;
      continue;
    }
    cells[kept++] = i;
    if (stamp < 0) stamp = markThingsLying(floor, held);
    if (floor.occupant[i] !== 0 || lying[i] === stamp) {
      doorAge[i] = 0;
      continue;
    }
    if (++doorAge[i] < DOOR_CLOSE_TURNS) continue;
    doorAge[i] = 0;
    setTerrain(floor, i, Ter.DoorClosed);
    const at = { x: i % width, y: Math.floor(i / width) };
    emit(turn, { type: 'door', actor: 0, at, open: false });
    if (knowledgeOf(turn.game).seen[i] !== 0) say(turn, 'A pressure door slides shut.');
  }
  cells.length = kept;
}
