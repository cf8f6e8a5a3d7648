import type { Point } from '../../grid/types.js';
import { Tile } from '../level.js';
import type { GenerateOptions } from '../options.js';
import type { StageRecorder } from '../stages.js';
import { StepScratch } from '../start-exit.js';
import {
  accretionLevel,
  carve,
  roomShape,
  startAccretion,
  readAccretionSizes,
  type AccretionLevel,
} from '../features/accretion.js';
import { outwardRect, rectFits, STEPS, type Placement } from '../features/placement.js';
import { kindOfRoll, readThresholds } from './thresholds.js';

/** Spots a room roll may try before it counts as failed. */
const ROOM_TRIES = 4;

/** A rooms-and-corridors level plus how often each feature kind was rolled (RC6). */
export interface RoomsLevel extends AccretionLevel {
  /** Count of rolls per kind, in `FEATURE_KINDS` order (the initial corridor is not a roll). */
  readonly rolls: readonly number[];
}

/** Direction index (into STEPS) pointing from a corridor's joint into its first cell. */
function corridorDir(p: Placement): number {
  const joint = p.joint as Point;
  if (joint.y < p.rect.y) return 2;
  if (joint.y >= p.rect.y + p.rect.height) return 0;
  return joint.x < p.rect.x ? 1 : 3;
}

/**
 * Rooms and corridors by rolls. A room in the centre and one corridor off it; then, while
 * there are fewer than `maxRooms` rooms, a roll of 1..100 against the cumulative `thresholds` (default [20,40,60,80,100]) picks:
 * a corridor off a random cell of a corridor, off a corridor's far end, or off a random side of a
 * room; or a room off a random corridor cell or off a corridor's far end (a room roll tries up to four spots,
 * since rooms need more room than corridors). Every feature hangs from
 * a joint next to an older cell and keeps a wall margin elsewhere, so rooms never overlap (RC3)
 * and open space stays 4-connected without diagonal leaks (RC4, G5). Each roll is one attempt;
 * when `maxAttempts` runs out first the level comes back with `complete: false` (RC5). Other
 * options as for `features`: maxRooms, roomMin, roomMax, corridorMin, corridorMax, roomShape,
 * roomBand, roomPoints (a feature off an irregular room's side hangs from a cell of its shape
 * facing that way). The start is the centre of the first room, the exit (stairs down) the centre of the room
 * farthest from it.
 */
export function generateRooms(
  options: GenerateOptions,
  stages?: StageRecorder,
  workspace: { readonly steps: StepScratch } = { steps: new StepScratch() },
): RoomsLevel {
  const sizes = readAccretionSizes(options, 'rooms', ['thresholds']);
  const thresholds = readThresholds(options);
  const { width, height } = options;
  const { rng, tiles, first } = startAccretion(options, sizes);
  const placements: Placement[] = [first];
  const roomList: Placement[] = [first];
  const corridors: Placement[] = [];

  /** Tries to carve a room or corridor beyond the wall cell next to (ax, ay) in direction `dir`. */
  const tryPlace = (ax: number, ay: number, dir: number, kind: 'room' | 'corridor'): boolean => {
    const step = STEPS[dir];
    const jx = ax + step.x;
    const jy = ay + step.y;
    const joint = jy * width + jx;
    if (jx < 0 || jy < 0 || jx >= width || jy >= height || tiles[joint] !== Tile.Wall) return false;
    let rect;
    if (kind === 'room') {
      const w = rng.int(sizes.roomMin, sizes.roomMax);
      const h = rng.int(sizes.roomMin, sizes.roomMax);
      const across = step.x !== 0 ? h : w;
      rect = outwardRect(jx, jy, step.x, step.y, step.x !== 0 ? w : h, across, rng.int(0, across - 1));
    } else {
      rect = outwardRect(jx, jy, step.x, step.y, rng.int(sizes.corridorMin, sizes.corridorMax), 1, 0);
    }
    if (!rectFits(tiles, width, height, rect, joint)) return false;
    const entry = { x: jx + step.x, y: jy + step.y };
    const shape = kind === 'room' ? roomShape(rect, rng, sizes, { entry, inward: step }) : undefined;
    carve(tiles, width, rect, shape);
    tiles[joint] = Tile.Floor;
    const placement: Placement = {
      kind,
      rect,
      joint: { x: jx, y: jy },
      anchor: { x: ax, y: ay },
      shape,
    };
    placements.push(placement);
    (kind === 'room' ? roomList : corridors).push(placement);
    return true;
  };

  /** A random cell of a corridor and the two directions square to it. */
  const corridorSide = (c: Placement): [number, number, number] => {
    const dir = corridorDir(c);
    const along = rng.int(0, Math.max(c.rect.width, c.rect.height) - 1);
    const x = c.rect.width > 1 ? c.rect.x + along : c.rect.x;
    const y = c.rect.height > 1 ? c.rect.y + along : c.rect.y;
    return [x, y, (dir + (rng.chance(0.5) ? 1 : 3)) % 4];
  };
  /** A corridor's far end and a direction other than back along it. */
  const corridorEnd = (c: Placement): [number, number, number] => {
    const dir = corridorDir(c);
    const { x, y, width: w, height: h } = c.rect;
    const ex = dir === 1 ? x + w - 1 : x;
    const ey = dir === 2 ? y + h - 1 : y;
    return [ex, ey, (dir + rng.int(3, 5)) % 4]; // +3, +4 (straight on) or +5: never +2 (back)
  };
  /**
   * A random cell on a random side of a room, with the outward direction; for an irregular room,
   * a random cell of its shape whose neighbour that way lies outside the shape.
   */
  const roomSide = (r: Placement): [number, number, number] => {
    const dir = rng.int(0, 3);
    const { x, y, width: w, height: h } = r.rect;
    if (r.shape !== undefined) {
      const { shape } = r;
      const { x: dx, y: dy } = STEPS[dir];
      const facing: number[] = [];
      for (let yy = 0; yy < h; yy++) {
        for (let xx = 0; xx < w; xx++) {
          if (shape[yy * w + xx] === 0) continue;
          const nx = xx + dx;
          const ny = yy + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || shape[ny * w + nx] === 0) facing.push(yy * w + xx);
        }
      }
      const k = rng.pick(facing);
      return [x + (k % w), y + Math.floor(k / w), dir];
    }
    if (dir === 0) return [x + rng.int(0, w - 1), y, 0];
    if (dir === 2) return [x + rng.int(0, w - 1), y + h - 1, 2];
    return [dir === 1 ? x + w - 1 : x, y + rng.int(0, h - 1), dir];
  };

  let attempts = 0;
  while (corridors.length === 0 && attempts < sizes.maxAttempts) {
    attempts++;
    const [x, y, dir] = roomSide(first);
    tryPlace(x, y, dir, 'corridor');
  }
  const rolls = [0, 0, 0, 0, 0];
  while (roomList.length < sizes.maxRooms && attempts < sizes.maxAttempts) {
    attempts++;
    const kind = kindOfRoll(rng.int(1, 100), thresholds);
    rolls[kind]++;
    if (kind === 2) {
      const [x, y, dir] = roomSide(rng.pick(roomList));
      tryPlace(x, y, dir, 'corridor');
      continue;
    }
    if (corridors.length === 0) continue;
    // A room needs more free space than a corridor, so a room roll gets a few spots to try;
    // otherwise cheap corridors can fill the map before the rooms are in.
    const tries = kind <= 1 ? 1 : ROOM_TRIES;
    for (let t = 0; t < tries; t++) {
      const corridor = rng.pick(corridors);
      const [x, y, dir] = kind === 0 || kind === 3 ? corridorSide(corridor) : corridorEnd(corridor);
      if (tryPlace(x, y, dir, kind <= 1 ? 'corridor' : 'room')) break;
    }
  }
  const complete = roomList.length >= sizes.maxRooms;
  const growth = { width, height, tiles, placements, complete, attempts };
  const level = { ...accretionLevel(growth, workspace.steps), rolls };
  stages?.(complete ? 'complete' : 'incomplete', level);
  return level;
}
