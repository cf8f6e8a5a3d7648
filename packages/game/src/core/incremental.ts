/**
 * What lets a turn redo sight and light only where something changed (issue 18.8). The floor's
 * opacity grid is rebuilt by difference when the layout changes, and every cell whose opacity
 * changed is appended to a log; a field of view or a lighting kept from an earlier turn is still
 * exact when its origin is the same and no logged change lies within its reach since then.
 * Everything here lives in the floor's derived cache (cells.ts), so it is never saved and a loaded
 * or re-centred floor starts from a full recompute.
 */
import { createFov, type Fov } from '@hullbreach/toolkit';
import { cached, cacheOf as cacheOfFloor } from './floor-cache.js';
import type { FloorState, Monster } from './state.js';
import { changeReachesView } from './sightline.js';
import { OPAQUE } from './terrain.js';
import { terrainLog, type TerrainLog } from './terrain-log.js';

/** The opacity grid of the floor's current layout and the log of cells whose opacity changed. */
export interface OpacityTrack {
  /** The layout the mask was last brought up to. */
  layout: number;
  /** 1 where the terrain blocks sight. */
  readonly mask: Uint8Array;
  /** Cells whose opacity changed, in order; a position in it is a version of the mask. */
  readonly log: number[];
  /** The floor's terrain log (terrain-log.ts) the mask follows, and how far into it the mask has read. */
  terrain: TerrainLog;
  read: number;
}

/** The opacity grid of the floor's terrain as it is, with an empty log. */
function newOpacityTrack(floor: FloorState): OpacityTrack {
  const terrain = terrainLog(floor);
  const mask = new Uint8Array(floor.terrain.length);
  for (let i = 0; i < mask.length; i++) mask[i] = OPAQUE[floor.terrain[i]];
  return { layout: floor.layout, mask, log: [], terrain, read: terrain.log.length };
}

/**
 * The floor's opacity grid, brought up to the current layout by difference: only the cells the
 * floor's terrain log names as changed since the last update are looked at again, and each whose
 * opacity changed is logged. A new terrain log (a new terrain grid) is compared cell by cell.
 */
export function opacityTrack(floor: FloorState): OpacityTrack {
  const track = cached(floor, 'opacity-track', newOpacityTrack);
  if (track.layout === floor.layout && track.terrain.source === floor.terrain) return track;
  const terrain = terrainLog(floor);
  const { mask, log } = track;
  const grid = floor.terrain;
  if (terrain !== track.terrain) {
    for (let i = 0; i < grid.length; i++) {
      const o = OPAQUE[grid[i]];
      if (o !== mask[i]) {
        mask[i] = o;
        log.push(i);
      }
    }
    track.terrain = terrain;
  } else {
    const changed = terrain.log;
    for (let k = track.read; k < changed.length; k++) {
      const i = changed[k];
      const o = OPAQUE[grid[i]];
      if (o !== mask[i]) {
        mask[i] = o;
        log.push(i);
      }
    }
  }
  track.read = terrain.log.length;
  track.layout = floor.layout;
  return track;
}

/**
 * True when a cell whose opacity changed after version `since` of the track lies within `reach`
 * (Chebyshev) of (x, y): a field of view of that radius from there may differ from the one
 * computed at `since`.
 */
export function opacityChangedNear(
  floor: FloorState,
  track: OpacityTrack,
  since: number,
  x: number,
  y: number,
  reach: number,
): boolean {
  const { log } = track;
  const { width } = floor;
  for (let k = since; k < log.length; k++) {
    const i = log[k];
    const cx = i % width;
    const cy = (i - cx) / width;
    if (Math.abs(cx - x) <= reach && Math.abs(cy - y) <= reach) return true;
  }
  return false;
}

/**
 * True when a cell whose opacity changed after version `since` of the track could change the
 * symmetric view of this radius from (x, y) (sightline.ts changeReachesView, on the map as it is
 * now): a view computed at `since` may differ now. Changes outside the view and its edges do not
 * count, where {@link opacityChangedNear} counts every change within reach. `view`, the kept view's
 * marks if at hand, answers at once for a change on a marked cell.
 */
export function opacityChangeSeen(
  floor: FloorState,
  track: OpacityTrack,
  since: number,
  x: number,
  y: number,
  radius: number,
  view?: Uint8Array,
): boolean {
  const { log, mask } = track;
  const { width, height } = floor;
  for (let k = since; k < log.length; k++) {
    const i = log[k];
    // A change on a cell the kept view marks needs no further test: the view is recomputed.
    if (view !== undefined && view[i] !== 0) return true;
    const cx = i % width;
    const cy = (i - cx) / width;
    if (changeReachesView(mask, width, height, x, y, radius, cx, cy)) return true;
  }
  return false;
}

/** Where and when an observer last ran its field of view. */
export interface SightMemo {
  x: number;
  y: number;
  /** The floor's change clock then. */
  clock: number;
  /** The opacity track's version then. */
  opacity: number;
}

/**
 * What is kept of one monster's sight on a floor: its last field of view (`seen` false until it runs
 * one) and its beliefs about the changed cells mirrored in typed arrays (only changed cells can be
 * believed wrongly: an unchanged cell is as the layout the monster was born knowing), for fast
 * reads. A belief is its `known` entry, or the familiar layout where it has none. Writes to the
 * record must be followed by {@link noteBelief} to keep the mirrors in step.
 */
export interface MonsterSight extends SightMemo {
  /** Whether the memo's fields hold a field of view. */
  seen: boolean;
  /** The opacity track whose log `opacity` counts in (the floor's, as cached when the sight was made). */
  readonly track: OpacityTrack;
  /** The record mirrored, `known` (a new record, after a load or a re-centred window, starts a new sight). */
  readonly source: Record<number, number>;
  /**
   * The beliefs in the order of the floor's changed-cell list `listed.list` (append-only):
   * `listed.beliefs[j]` is the belief about `list[j]` for j < `listed.count`; later entries are
   * read from the record when the list grows. Sized to the changed cells, not the floor.
   */
  listed: { list: number[] | undefined; count: number; beliefs: Uint8Array };
  /**
   * The beliefs again in the order of the changed-cell index `near.index` at its layout
   * `near.layout` (`near.beliefs[k]` is the belief about `index.cells[k]`), so a scan of the index
   * reads them in step.
   */
  near: { index: ChangedIndex | undefined; layout: number; beliefs: Uint8Array };
}

/** Where a monster's sight is kept: on the monster itself, under a key no save or hash sees. */
const SIGHT = Symbol('sight');

/**
 * The monster's sight as kept with the floor's opacity track `track` (its last field of view, and
 * the mirror of its beliefs): one property read. It is kept on the monster object under a symbol
 * that is not enumerable, as a floor keeps its cache (cells.ts), so saves, hashes and copies never
 * see it. A sight kept with another track (another floor, or the floor's cache forgotten: its
 * versions count in that track's log) or another `known` record (after a load or a re-centred
 * window) starts again, view unknown.
 */
export function monsterSight(m: Monster, track: OpacityTrack): MonsterSight {
  const holder = m as unknown as { [SIGHT]?: MonsterSight };
  let sight = holder[SIGHT];
  if (sight === undefined || sight.source !== m.known || sight.track !== track) {
    const none = new Uint8Array(0);
    const listed = { list: undefined, count: 0, beliefs: none };
    const near = { index: undefined, layout: -1, beliefs: none };
    sight = { x: 0, y: 0, clock: 0, opacity: 0, seen: false, track, source: m.known, listed, near };
    if (Object.prototype.hasOwnProperty.call(m, SIGHT)) holder[SIGHT] = sight;
    else Object.defineProperty(m, SIGHT, { value: sight, enumerable: false, writable: true });
  }
  return sight;
}

/** The player's last field of view and lighting, kept with the floor. */
export interface PlayerSightMemo {
  /** The view: origin, the mask it was written to, the opacity version; bumped `version` on every recompute. */
  view?: { x: number; y: number; out: Uint8Array; opacity: number; version: number };
  /** The light: the view version, lamp, lights (5 numbers each) and opacity version it was computed for. */
  light?: { view: number; cone: boolean; facing: number; lights: number[]; opacity: number };
  /** The box of cells that may be in view after the last observation, and the mask it covers. */
  box?: { x0: number; y0: number; x1: number; y1: number; seen: Uint8Array };
}

function newPlayerSightMemo(): PlayerSightMemo {
  return {};
}

/** The player's sight memo of the floor. */
export function playerSightMemo(floor: FloorState): PlayerSightMemo {
  return cached(floor, 'player-sight', newPlayerSightMemo);
}

/** Side of the square buckets the floor's changed cells are indexed by. */
const BUCKET = 8;

/**
 * The floor's changed cells (`floor.changed`, append-only) by square bucket, for scans of a
 * radius: one array of cells ordered by bucket, buckets in row-major order, so the buckets of one
 * row that a circle reaches are one contiguous run of it.
 */
export interface ChangedIndex {
  /** The list indexed (a new list means a re-centred or loaded floor: start again). */
  list: number[];
  /** How many entries of the list are in the index. */
  synced: number;
  /** Side of the square buckets. */
  readonly size: number;
  readonly columns: number;
  readonly rows: number;
  /** The changed cells, bucket after bucket (bucket `by * columns + bx` holds x / size = bx, y / size = by). */
  cells: Int32Array;
  /** Each entry's column and row, beside `cells`, so a scan reads them instead of dividing. */
  xs: Int32Array;
  ys: Int32Array;
  /** Bucket b's cells are `cells[start[b]]` up to `cells[start[b + 1]]` (exclusive). */
  readonly start: Int32Array;
  /** Working room for laying the cells out (each bucket's next free slot). */
  readonly fill: Int32Array;
  /** Counts the lay-outs: `cells` is in a new order after each. */
  layout: number;
  /** Where each changed cell is in `cells` (read only for cells of the list). */
  readonly position: Int32Array;
  /** Where each changed cell is in the list (read only for cells of the list, once indexed). */
  readonly listPosition: Int32Array;
  /** For each entry of `cells`, its place in the list. */
  order: Int32Array;
}

function newChangedIndex(floor: FloorState): ChangedIndex {
  const columns = Math.ceil(floor.width / BUCKET);
  const rows = Math.ceil(floor.height / BUCKET);
  const none = new Int32Array(0);
  return {
    list: floor.changed,
    synced: 0,
    size: BUCKET,
    columns,
    rows,
    cells: none,
    xs: none,
    ys: none,
    start: new Int32Array(columns * rows + 1),
    fill: new Int32Array(columns * rows + 1),
    layout: 0,
    position: new Int32Array(floor.width * floor.height),
    listPosition: new Int32Array(floor.width * floor.height),
    order: none,
  };
}

/** Lays the list's cells out bucket after bucket again (a counting sort; cells keep list order within a bucket). */
function layOut(floor: FloorState, index: ChangedIndex): void {
  const { list, columns, start } = index;
  const { width } = floor;
  const n = list.length;
  if (index.cells.length < n) {
    const room = Math.max(n, 2 * index.cells.length, 64);
    index.cells = new Int32Array(room);
    index.xs = new Int32Array(room);
    index.ys = new Int32Array(room);
    index.order = new Int32Array(room);
  }
  const { cells, xs, ys, fill, position, listPosition, order } = index;
  start.fill(0);
  const bucketOf = (i: number): number => {
    const x = i % width;
    return (((i - x) / width / BUCKET) | 0) * columns + ((x / BUCKET) | 0);
  };
  for (let k = 0; k < n; k++) start[bucketOf(list[k]) + 1]++;
  for (let b = 1; b < start.length; b++) start[b] += start[b - 1];
  fill.set(start);
  // In list order, so cells keep the list's order within a bucket.
  for (let k = 0; k < n; k++) {
    const i = list[k];
    const at = fill[bucketOf(i)]++;
    cells[at] = i;
    position[i] = at;
    listPosition[i] = k;
    order[at] = k;
    xs[at] = i % width;
    ys[at] = (i - xs[at]) / width;
  }
  index.synced = n;
  index.layout++;
}

function changedIndex(floor: FloorState): ChangedIndex {
  const cache = cacheOfFloor(floor);
  let index = cache['changed-index'] as ChangedIndex | undefined;
  if (index === undefined || index.list !== floor.changed || index.synced > floor.changed.length) {
    index = newChangedIndex(floor);
    cache['changed-index'] = index;
  }
  if (index.synced !== index.list.length) layOut(floor, index);
  return index;
}

/**
 * The floor's changed cells (those in `floor.changed`) by square bucket, brought up to date with
 * the list (see {@link ChangedIndex}).
 */
export function changedBuckets(floor: FloorState): Readonly<ChangedIndex> {
  return changedIndex(floor);
}

/**
 * The monster's beliefs about the changed cells in the order of `index` (the floor's, brought up
 * to date): `beliefs[k]` is what it believes is at `index.cells[k]`. Laid out again only when the
 * index was laid out again since; the record itself is read only for cells the list gained since
 * the monster last looked.
 */
export function nearBeliefs(
  floor: FloorState,
  sight: MonsterSight,
  index: Readonly<ChangedIndex>,
): Uint8Array {
  const { near, listed } = sight;
  if (near.index === index && near.layout === index.layout) return near.beliefs;
  const n = index.synced;
  const { list } = index;
  if (listed.list !== list) {
    listed.list = list;
    listed.count = 0;
  }
  if (listed.count < n) {
    if (listed.beliefs.length < n) {
      const grown = new Uint8Array(Math.max(n, 2 * listed.beliefs.length, 64));
      grown.set(listed.beliefs.subarray(0, listed.count));
      listed.beliefs = grown;
    }
    const { source } = sight;
    const { familiar } = floor;
    for (let j = listed.count; j < n; j++) listed.beliefs[j] = source[list[j]] ?? familiar[list[j]];
    listed.count = n;
  }
  if (near.beliefs.length < n) near.beliefs = new Uint8Array(index.cells.length);
  const { beliefs } = near;
  const { order } = index;
  const byList = listed.beliefs;
  for (let k = 0; k < n; k++) beliefs[k] = byList[order[k]];
  near.index = index;
  near.layout = index.layout;
  return beliefs;
}

/** Notes that the monster whose sight this is now believes `belief` is at cell `i` (its mirrors). */
export function noteBelief(sight: MonsterSight, i: number, belief: number): void {
  const { index, layout, beliefs } = sight.near;
  if (index === undefined) return;
  // A cell the mirrors cover: its place in each. (A cell they do not cover yet is read from the
  // record when they grow; a mirror of an older list is dropped then.)
  const { listed } = sight;
  const j = index.listPosition[i];
  if (listed.list === index.list && j < listed.count && listed.list[j] === i) listed.beliefs[j] = belief;
  if (layout === index.layout) {
    const k = index.position[i];
    if (k < index.synced && index.cells[k] === i) beliefs[k] = belief;
  }
}

/** A field-of-view calculator kept with the floor (its working memory is reused turn after turn). */
export function fovOf(floor: FloorState): Fov {
  return cached(floor, 'fov', createFov);
}

/** The floor's opacity grid, brought up to date (by difference) when the layout changes. */
export function opacityOf(floor: FloorState): Uint8Array {
  return opacityTrack(floor).mask;
}
