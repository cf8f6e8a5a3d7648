/**
 * The floor's terrain changes as a log (issue 18.8): the air's map and the doors' list follow the
 * layout by the cells that changed instead of each comparing every cell again. Terrain may be
 * written through setTerrain or directly (with a bump of `layout`, as the bench and tests do), so
 * the log is found by comparing the terrain with a copy when the layout moves, four cells at a time;
 * setTerrain tells it its cell instead (logTerrainWrite), so a layout moved only by setTerrain costs
 * no comparison. It lives in the floor's derived cache (floor-cache.ts `cached`), never in a save.
 */
import { cached, cacheOf } from './floor-cache.js';
import type { FloorState } from './state.js';

/** The floor's terrain as last compared, and every cell found changed since the log began. */
export interface TerrainLog {
  /** The terrain array the copy follows (a replaced array starts a new log). */
  readonly source: Uint8Array;
  /** The layout the copy was last brought up to. */
  layout: number;
  /** The terrain as of `layout`. */
  readonly copy: Uint8Array;
  /** Cells whose terrain differed from the copy when the layout moved, in the order found; a cell may recur. */
  readonly log: number[];
  /** The terrain and the copy read four cells at a time (whole words; undefined when unaligned). */
  readonly words: { readonly now: Int32Array; readonly was: Int32Array } | undefined;
}

/** The log's cache entry. */
const KEY = 'terrain-log';

function newLog(floor: FloorState): TerrainLog {
  const { terrain, layout } = floor;
  const copy = Uint8Array.from(terrain);
  const n = terrain.length >> 2;
  const words =
    terrain.byteOffset % 4 === 0
      ? { now: new Int32Array(terrain.buffer, terrain.byteOffset, n), was: new Int32Array(copy.buffer, 0, n) }
      : undefined;
  return { source: terrain, layout, copy, log: [], words };
}

/**
 * The floor's terrain log, brought up to the current layout: cells whose terrain differs from the
 * copy are appended to the log and copied. A reader keeps the log object and its position in the
 * log; a different object (a new terrain array, a forgotten cache) means: start from the terrain.
 */
export function terrainLog(floor: FloorState): TerrainLog {
  let track = cached(floor, KEY, newLog);
  if (track.source !== floor.terrain) {
    track = newLog(floor);
    cacheOf(floor)[KEY] = track;
    return track;
  }
  if (track.layout === floor.layout) return track;
  track.layout = floor.layout;
  const { copy, log, words } = track;
  const terrain = floor.terrain;
  let start = 0;
  if (words !== undefined) {
    // Whole words first: a word that matches holds four unchanged cells.
    const { now, was } = words;
    for (let w = 0; w < now.length; w++) {
      if (now[w] === was[w]) continue;
      for (let i = w << 2; i < (w << 2) + 4; i++) if (terrain[i] !== copy[i]) log.push(i);
      was[w] = now[w];
    }
    start = now.length << 2;
  }
  for (let i = start; i < terrain.length; i++) {
    if (terrain[i] === copy[i]) continue;
    copy[i] = terrain[i];
    log.push(i);
  }
  return track;
}

/**
 * Logs the write of `code` to cell `i`, which setTerrain is about to make and follow with one bump
 * of the layout: when the log is up to date with the floor (its layout and array), the cell is
 * appended and copied, and the log counts as brought up to the layout after the bump, so the next
 * reader compares nothing. Otherwise nothing is done and the next reader compares as ever (a
 * direct write with its own bump is found that way).
 */
export function logTerrainWrite(floor: FloorState, i: number, code: number): void {
  const track = cacheOf(floor)[KEY] as TerrainLog | undefined;
  if (track === undefined || track.source !== floor.terrain || track.layout !== floor.layout) return;
  track.copy[i] = code;
  track.log.push(i);
  track.layout = floor.layout + 1;
}
