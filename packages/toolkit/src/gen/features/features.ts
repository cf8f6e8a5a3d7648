import { Tile } from '../level.js';
import { intOption, type GenerateOptions } from '../options.js';
import type { StageRecorder } from '../stages.js';
import { StepScratch } from '../start-exit.js';
import {
  accretionLevel,
  carve,
  roomShape,
  startAccretion,
  readAccretionSizes,
  type AccretionLevel,
} from './accretion.js';
import { outwardRect, rectFits, STEPS, type Placement } from './placement.js';

/**
 * Feature accretion: a room in the centre, then features accreted outward.
 * Each attempt picks a random open cell and a random direction; when the neighbour that way is
 * wall, it becomes the joint, and a room (chance `roomChance`%, default 50) or a 1-wide corridor
 * is tried beyond it. The feature is carved only if it and a one-cell margin around it are all
 * wall, so it meets older open space only at the joint (FA2) and never reaches the outer ring
 * (FA3). Stops when `maxRooms` rooms exist or after `maxAttempts` attempts; the returned level's
 * `complete` flag tells which (FA4). Options: maxRooms (10), roomMin (3), roomMax (8),
 * corridorMin (3), corridorMax (8), roomChance (50), maxAttempts (20000), and roomShape
 * ('rectangle' or 'irregular', with roomBand and roomPoints as `irregularRoom`'s band and points):
 * an irregular room opens only its shape inside its rectangle, joined to its joint. The start is
 * the centre of the first room, the exit (stairs down) the centre of the room farthest from it.
 */
export function generateFeatures(
  options: GenerateOptions,
  stages?: StageRecorder,
  workspace: { readonly steps: StepScratch } = { steps: new StepScratch() },
): AccretionLevel {
  const sizes = readAccretionSizes(options, 'features', ['roomChance']);
  const roomChance = intOption(options, 'roomChance', 50, 0, 100) / 100;
  const { width, height } = options;
  const { rng, tiles, first } = startAccretion(options, sizes);
  const placements: Placement[] = [first];
  const openCells: number[] = [];
  const addOpen = (p: Placement): void => {
    const { rect, shape } = p;
    for (let y = 0; y < rect.height; y++)
      for (let x = 0; x < rect.width; x++)
        if (shape === undefined || shape[y * rect.width + x] === 1)
          openCells.push((rect.y + y) * width + rect.x + x);
  };
  addOpen(first);

  let rooms = 1;
  let attempts = 0;
  while (rooms < sizes.maxRooms && attempts < sizes.maxAttempts) {
    attempts++;
    const anchor = openCells[rng.int(0, openCells.length - 1)];
    const step = STEPS[rng.int(0, 3)];
    const ax = anchor % width;
    const ay = (anchor - ax) / width;
    const jx = ax + step.x;
    const jy = ay + step.y;
    const joint = jy * width + jx;
    if (tiles[joint] !== Tile.Wall) continue;
    const isRoom = rng.chance(roomChance);
    let rect;
    if (isRoom) {
      const w = rng.int(sizes.roomMin, sizes.roomMax);
      const h = rng.int(sizes.roomMin, sizes.roomMax);
      const along = step.x !== 0 ? w : h;
      const across = step.x !== 0 ? h : w;
      rect = outwardRect(jx, jy, step.x, step.y, along, across, rng.int(0, across - 1));
    } else {
      const length = rng.int(sizes.corridorMin, sizes.corridorMax);
      rect = outwardRect(jx, jy, step.x, step.y, length, 1, 0);
    }
    if (!rectFits(tiles, width, height, rect, joint)) continue;
    const entry = { x: jx + step.x, y: jy + step.y };
    const shape = isRoom ? roomShape(rect, rng, sizes, { entry, inward: step }) : undefined;
    carve(tiles, width, rect, shape);
    tiles[joint] = Tile.Floor;
    openCells.push(joint);
    const placement: Placement = {
      kind: isRoom ? 'room' : 'corridor',
      rect,
      joint: { x: jx, y: jy },
      anchor: { x: ax, y: ay },
      shape,
    };
    addOpen(placement);
    placements.push(placement);
    if (isRoom) rooms++;
  }
  const level = accretionLevel(
    { width, height, tiles, placements, complete: rooms >= sizes.maxRooms, attempts },
    workspace.steps,
  );
  stages?.(level.complete ? 'complete' : 'incomplete', level);
  return level;
}
