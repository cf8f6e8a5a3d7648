/**
 * Pressure doors: an open door swings shut by itself once its doorway has stood empty for
 * `DOOR_CLOSE_TURNS` turns, so a breach empties only the sections whose doors happen to be open,
 * and never closes on anyone or anything in the doorway (C1).
 */
import { DOOR_CLOSE_TURNS } from './content.js';
import { cached, monsterRoster, setTerrain } from './cells.js';
import { emit, say, type Turn } from './log.js';
import { knowledgeOf, Ter, type FloorState } from './state.js';
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

/** Cells where an item or a heap of bones lies. */
function thingsLying(floor: FloorState): Set<number> {
  const cells = new Set<number>();
  for (const it of floor.items) cells.add(it.y * floor.width + it.x);
  const { list } = monsterRoster(floor);
  for (let k = 0; k < list.length; k++) {
    const m = list[k];
    if (m.mode === 'bones') cells.add(m.y * floor.width + m.x);
  }
  return cells;
}

/** The cells a door update must visit, for one layout: open doors, and cells with an age to clear. */
interface DoorCells {
  layout: number;
  cells: Int32Array;
}

/**
 * The open doors of the floor's layout (and any cell whose door age is not yet cleared), ascending,
 * found again only when the layout changes: every other cell has no door to age and an age of 0.
 */
function doorCells(floor: FloorState): Int32Array {
  const held = cached<DoorCells>(floor, 'doors', () => ({ layout: Number.NaN, cells: new Int32Array(0) }));
  if (held.layout !== floor.layout) {
    const { terrain, doorAge } = floor;
    const cells: number[] = [];
    for (let i = 0; i < terrain.length; i++)
      if (terrain[i] === Ter.DoorOpen || doorAge[i] !== 0) cells.push(i);
    held.cells = Int32Array.from(cells);
    held.layout = floor.layout;
  }
  return held.cells;
}

/** One turn of the doors: every open door with an empty doorway ages, and shuts when old enough. */
export function updateDoors(turn: Turn): void {
  const floor = turn.game.floor;
  const { terrain, doorAge, width } = floor;
  let blocked: Set<number> | undefined;
  for (const i of doorCells(floor)) {
    if (terrain[i] !== Ter.DoorOpen) {
      doorAge[i] = 0;
      continue;
    }
    blocked ??= thingsLying(floor);
    if (floor.occupant[i] !== 0 || blocked.has(i)) {
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
}
