/**
 * The room-size distribution of the campaign's station floors: for each depth, over a range of
 * seeds, the rooms and doors per floor, the median room and the share of closets (rooms of 9
 * cells or fewer). `npm run rooms -- [seeds]` prints the table (default 200 seeds).
 */
import { floorLevel } from '@hullbreach/game';

/** One depth's summary over many seeds. */
export interface RoomSummary {
  readonly depth: number;
  readonly width: number;
  readonly height: number;
  readonly rooms: number;
  readonly doors: number;
  readonly median: number;
  readonly closets: number;
  readonly largest: number;
}

/** The q-quantile (0..1) of sorted numbers, nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Summarises the rooms of depth `depth` over seeds 1..`seeds`. */
export function roomSummary(depth: number, seeds: number): RoomSummary {
  const sizes: number[] = [];
  let doors = 0;
  let width = 0;
  let height = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const level = floorLevel(seed, depth);
    width = level.width;
    height = level.height;
    for (const room of level.rooms) sizes.push(room.cells);
    doors += level.doors.length;
  }
  sizes.sort((a, b) => a - b);
  return {
    depth,
    width,
    height,
    rooms: sizes.length / seeds,
    doors: doors / seeds,
    median: quantile(sizes, 0.5),
    closets: sizes.filter((s) => s <= 9).length / sizes.length,
    largest: sizes[sizes.length - 1] ?? 0,
  };
}

const seeds = Number(process.argv[2] ?? 200);
if (!Number.isInteger(seeds) || seeds < 1) {
  console.error('usage: npm run rooms -- [seeds, a positive integer]');
  process.exit(2);
}
console.log('depth  size    rooms/floor  doors/floor  median room  rooms <= 9 cells  largest');
for (let depth = 0; depth <= 5; depth++) {
  const s = roomSummary(depth, seeds);
  console.log(
    `${String(depth).padStart(5)}  ${`${s.width}x${s.height}`.padEnd(6)}  ${s.rooms.toFixed(1).padStart(11)}  ` +
      `${s.doors.toFixed(1).padStart(11)}  ${String(s.median).padStart(11)}  ` +
      `${(100 * s.closets).toFixed(0).padStart(15)}%  ${String(s.largest).padStart(7)}`,
  );
}
