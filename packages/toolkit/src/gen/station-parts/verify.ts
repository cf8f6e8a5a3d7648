import { labelRegions } from '../../grid/regions.js';
import { Tile } from '../level.js';
import type { Furnished } from './furnish.js';
import { hullAccepted } from './hull.js';
import { windowRuns } from './windows.js';

/** The 8 king-move offsets. */
const KING: ReadonlyArray<readonly [number, number]> = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** Hull properties H1-H5 (plus: no two floor cells touch only at a corner); one message per violation. */
export function hullViolations(hull: Uint8Array, width: number, height: number): string[] {
  const out: string[] = [];
  if (hull.length !== width * height) out.push(`H1: ${hull.length} cells, expected ${width * height}`);
  const at = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= width || y >= height ? -1 : hull[y * width + x];
  const floor = new Uint8Array(hull.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = at(x, y);
      if (t !== Tile.Void && t !== Tile.Wall && t !== Tile.Floor) out.push(`H1: tile ${t} at ${x},${y}`);
      let floorNear = false;
      for (const [dx, dy] of KING) if (at(x + dx, y + dy) === Tile.Floor) floorNear = true;
      if (t === Tile.Floor) {
        floor[y * width + x] = 1;
        if (x === 0 || y === 0 || x === width - 1 || y === height - 1)
          out.push(`H2: floor on the rim at ${x},${y}`);
        for (const [dx, dy] of KING) {
          const n = at(x + dx, y + dy);
          if (n !== Tile.Floor && n !== Tile.Wall)
            out.push(`H2: floor ${x},${y} touches ${n} at ${x + dx},${y + dy}`);
        }
      }
      if (t === Tile.Wall && !floorNear) out.push(`H4: wall ${x},${y} touches no floor`);
      if (t === Tile.Void && floorNear) out.push(`H4: space ${x},${y} touches floor`);
      if (x + 1 < width && y + 1 < height) {
        const a = t === Tile.Floor;
        const b = at(x + 1, y) === Tile.Floor;
        const c = at(x, y + 1) === Tile.Floor;
        const d = at(x + 1, y + 1) === Tile.Floor;
        if ((a && d && !b && !c) || (b && c && !a && !d))
          out.push(`H3: floor touches only at a corner at ${x},${y}`);
      }
    }
  }
  if (labelRegions({ width, height }, floor, 4).sizes.length !== 1)
    out.push('H3: floor is not one 4-connected region');
  if (!hullAccepted(hull, width, height)) out.push('H5: hull fails the size filter');
  return out;
}

/** Internal-wall properties B1-B3 (leaves at least minWidth x minHeight, halls exactly hallWidth across). */
export function wallViolations(f: Furnished, minWidth: number, minHeight: number, hallWidth = 2): string[] {
  const out: string[] = [];
  const { width, height } = f;
  const hull = f.snapshots.hull;
  const walls = f.snapshots.walls;
  for (let i = 0; i < hull.length; i++) {
    if (hull[i] !== walls[i] && !(hull[i] === Tile.Floor && walls[i] === Tile.Wall)) {
      out.push(`B1: cell ${i} changed from ${hull[i]} to ${walls[i]}`);
    }
  }
  const isNew = (i: number): boolean => hull[i] === Tile.Floor && walls[i] === Tile.Wall;
  for (const line of f.bsp.lines) {
    const cell = (k: number): number => (line.vertical ? k * width + line.at : line.at * width + k);
    const limit = line.vertical ? height : width;
    const blocked = (k: number): boolean => k < 0 || k >= limit || walls[cell(k)] !== Tile.Floor;
    for (let k = line.from; k <= line.to; k++) {
      if (walls[cell(k)] === Tile.Floor) out.push(`B1: line at ${line.at} left floor at ${k}`);
      if (!isNew(cell(k))) continue;
      if (k === line.from || !isNew(cell(k - 1))) {
        if (!blocked(k - 1)) out.push(`B2: wall run on line ${line.at} starts next to floor at ${k}`);
      }
      if (k === line.to || !isNew(cell(k + 1))) {
        if (!blocked(k + 1)) out.push(`B2: wall run on line ${line.at} ends next to floor at ${k}`);
      }
    }
  }
  for (const leaf of f.bsp.leaves) {
    if (leaf.width < minWidth || leaf.height < minHeight) {
      out.push(`B3: leaf ${leaf.width}x${leaf.height} at ${leaf.x},${leaf.y}`);
    }
  }
  for (const hall of f.bsp.halls ?? []) {
    if (Math.min(hall.width, hall.height) !== hallWidth) {
      out.push(`B3: hall ${hall.width}x${hall.height} at ${hall.x},${hall.y} is not ${hallWidth} wide`);
    }
  }
  let area = 0;
  for (const leaf of f.bsp.leaves) area += leaf.width * leaf.height;
  for (const hall of f.bsp.halls ?? []) area += hall.width * hall.height;
  for (const line of f.bsp.lines) area += line.to - line.from + 1;
  if (area !== width * height) out.push(`B3: leaves and lines cover ${area} cells, not ${width * height}`);
  return out;
}

/** Finds the root of a union-find entry. */
function find(parent: Int32Array, a: number): number {
  while (parent[a] !== a) a = parent[a] = parent[parent[a]];
  return a;
}

/** Door properties D1-D4 and the entrance properties E1-E4. */
export function doorViolations(f: Furnished): string[] {
  const out: string[] = [];
  const { width, tiles, roomOf, rooms } = f;
  const walls = f.snapshots.walls;
  const perRun = new Map<number, number>();
  const tree = new Int32Array(rooms.length).map((_, k) => k);
  const all = new Int32Array(rooms.length).map((_, k) => k);
  let treeDoors = 0;
  let extraDoors = 0;
  let cycle = false;
  for (const d of f.doors) {
    const step = d.axis === 'x' ? 1 : width;
    const a = roomOf[d.index - step];
    const b = roomOf[d.index + step];
    if (walls[d.index] !== Tile.Wall) out.push(`D1: door ${d.index} was not a wall`);
    if (walls[d.index - step] !== Tile.Floor || walls[d.index + step] !== Tile.Floor || a < 0 || a === b) {
      out.push(`D1: door ${d.index} does not join two rooms along ${d.axis}`);
      continue;
    }
    if (tiles[d.index] !== Tile.Door) out.push(`D1: door ${d.index} is not a Door tile`);
    perRun.set(d.candidate, (perRun.get(d.candidate) ?? 0) + 1);
    if (!f.candidates[d.candidate].cells.includes(d.index)) out.push(`D2: door ${d.index} outside its run`);
    const ra = find(all, a);
    const rb = find(all, b);
    if (ra === rb) cycle = true;
    else all[ra] = rb;
    if (d.kind === 'tree') {
      treeDoors++;
      const ta = find(tree, a);
      const tb = find(tree, b);
      if (ta === tb) out.push(`D4: tree door ${d.index} closes a cycle`);
      else tree[ta] = tb;
    } else extraDoors++;
  }
  for (const [run, n] of perRun) if (n > 1) out.push(`D2: run ${run} has ${n} doors`);
  let doorTiles = 0;
  for (const t of tiles) if (t === Tile.Door) doorTiles++;
  if (doorTiles !== f.doors.length) out.push(`D2: ${doorTiles} door tiles for ${f.doors.length} doors`);
  if (treeDoors !== rooms.length - 1) out.push(`D4: ${treeDoors} tree doors for ${rooms.length} rooms`);
  const k = f.candidates.length - treeDoors;
  if (extraDoors !== Math.ceil(k / 2)) out.push(`D4: ${extraDoors} loop doors for ${k} spare runs`);
  if (k >= 1 && !cycle) out.push('D4: spare runs but no cycle');

  // D3 / E4: every floor, stairs and spawn cell 4-reachable from the spawn with doors open.
  const walk = (t: number): boolean => t === Tile.Floor || t === Tile.Door || t === Tile.StairsDown;
  const seen = new Uint8Array(tiles.length);
  const queue = [f.spawn];
  seen[f.spawn] = 1;
  for (let h = 0; h < queue.length; h++) {
    const c = queue[h];
    const x = c % width;
    for (const n of [x > 0 ? c - 1 : -1, x + 1 < width ? c + 1 : -1, c - width, c + width]) {
      if (n >= 0 && n < tiles.length && seen[n] === 0 && walk(tiles[n])) {
        seen[n] = 1;
        queue.push(n);
      }
    }
  }
  for (let i = 0; i < tiles.length; i++) {
    if ((tiles[i] === Tile.Floor || tiles[i] === Tile.StairsDown) && seen[i] === 0) {
      out.push(`D3: cell ${i} unreachable from the spawn`);
      break;
    }
  }
  return out.concat(entranceViolations(f));
}

/** True when cell i and its 4 neighbours are Floor in `tiles`. */
function open4(tiles: Uint8Array, width: number, i: number): boolean {
  const x = i % width;
  if (x === 0 || x === width - 1 || i < width || i >= tiles.length - width) return false;
  return [i, i - 1, i + 1, i - width, i + width].every((j) => tiles[j] === Tile.Floor);
}

/** Entrance properties E1-E3. */
function entranceViolations(f: Furnished): string[] {
  const out: string[] = [];
  const { width, tiles, roomOf, stairs, spawn } = f;
  let stairsTiles = 0;
  for (const t of tiles) if (t === Tile.StairsDown) stairsTiles++;
  if (stairsTiles !== 1 || tiles[stairs] !== Tile.StairsDown) out.push('E1: not exactly one stairs tile');
  if (tiles[spawn] !== Tile.Floor) out.push('E1: spawn is not on floor');
  if (!open4(f.snapshots.walls, width, stairs)) out.push('E2: stairs not open when chosen');
  if (!open4(f.snapshots.doors, width, spawn)) out.push('E2: spawn not open when chosen');
  if (roomOf[spawn] === roomOf[stairs]) out.push('E2: spawn in the stairs room');
  // E3 with the interpolating 75th percentile over the eligible spawn cells.
  const d2 = (i: number): number => {
    const dx = (i % width) - (stairs % width);
    const dy = Math.floor(i / width) - Math.floor(stairs / width);
    return dx * dx + dy * dy;
  };
  const ds: number[] = [];
  for (let i = 0; i < tiles.length; i++) {
    if (roomOf[i] !== roomOf[stairs] && open4(f.snapshots.doors, width, i)) ds.push(d2(i));
  }
  ds.sort((a, b) => a - b);
  const pos = 0.75 * (ds.length - 1);
  const lo = Math.floor(pos);
  const p75 = ds[lo] + (pos - lo) * ((ds[Math.min(lo + 1, ds.length - 1)] ?? ds[lo]) - ds[lo]);
  if (!(d2(spawn) >= p75)) out.push(`E3: spawn at distance² ${d2(spawn)} below the 75th percentile ${p75}`);
  return out;
}

/** Window properties W1 and the internal part of W3. */
export function windowViolations(f: Furnished): string[] {
  const out: string[] = [];
  const { width, height, tiles } = f;
  const before = f.snapshots.doors;
  const at = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= width || y >= height ? Tile.Void : tiles[y * width + x];
  let internal = 0;
  for (const w of f.windows) {
    const x = w.index % width;
    const y = Math.floor(w.index / width);
    if (before[w.index] !== Tile.Wall || tiles[w.index] !== Tile.Window)
      out.push(`W1: window ${x},${y} not on a wall`);
    const p = w.axis === 'x' ? at(x - 1, y) : at(x, y - 1);
    const q = w.axis === 'x' ? at(x + 1, y) : at(x, y + 1);
    const ok = (t: number): boolean => t === Tile.Floor || t === Tile.Void;
    if (!ok(p) || !ok(q) || (p !== Tile.Floor && q !== Tile.Floor))
      out.push(`W1: window ${x},${y} sides ${p},${q}`);
    if (p === Tile.Floor && q === Tile.Floor) internal++;
  }
  const k = windowRuns(before, width, height).filter((r) => !r.external).length;
  if (internal > Math.floor(k / 4)) out.push(`W3: ${internal} internal windows for ${k} internal runs`);
  return out;
}
