import { labelRegions, largestRegion } from '../../grid/regions.js';

/**
 * Making raw open space playable: one 4-connected region (joined by tunnels or by dropping the
 * rest), then no open cells touching only at a corner (G5). Masks are row-major, 1 = open.
 */

/** Closes every open cell outside the largest 4-connected region; returns how many were closed. */
export function keepLargestRegion(open: Uint8Array, width: number, height: number): number {
  const regions = labelRegions({ width, height }, open, 4);
  const keep = largestRegion(regions);
  let closed = 0;
  for (let i = 0; i < open.length; i++) {
    if (open[i] === 1 && regions.labels[i] !== keep) {
      open[i] = 0;
      closed++;
    }
  }
  return closed;
}

/**
 * Joins every open region to the largest one with the shortest 4-connected tunnel (breadth-first
 * from the region until it meets joined space). Tunnels run through open cells or interior cells,
 * never along the outer ring; a region trapped on the ring (no tunnel can leave it) is closed instead. Returns the number
 * of cells carved.
 */
export function joinRegions(open: Uint8Array, width: number, height: number): number {
  const n = width * height;
  const regions = labelRegions({ width, height }, open, 4);
  const count = regions.sizes.length;
  if (count <= 1) return 0;
  const { labels } = regions;
  const interior = (i: number): boolean => {
    const x = i % width;
    const y = (i - x) / width;
    return x > 0 && y > 0 && x < width - 1 && y < height - 1;
  };
  const passable = (i: number): boolean => open[i] === 1 || interior(i);

  // A region that neither holds nor touches an interior cell is trapped on the outer ring, and no
  // tunnel can leave it; the main region is the largest one that is not trapped.
  const escapes = new Uint8Array(count);
  for (let i = 0; i < n; i++) {
    if (labels[i] < 0 || escapes[labels[i]] === 1) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (
      interior(i) ||
      (x > 0 && interior(i - 1)) ||
      (x < width - 1 && interior(i + 1)) ||
      (y > 0 && interior(i - width)) ||
      (y < height - 1 && interior(i + width))
    ) {
      escapes[labels[i]] = 1;
    }
  }
  let main = largestRegion(regions);
  for (let r = 0; r < count; r++) {
    if (escapes[r] === 1 && (escapes[main] === 0 || regions.sizes[r] > regions.sizes[main])) main = r;
  }

  // Cells of each region, grouped in one flat array (counting sort by label).
  const startOf = new Int32Array(count + 1);
  for (let i = 0; i < n; i++) if (labels[i] >= 0) startOf[labels[i] + 1]++;
  for (let r = 0; r < count; r++) startOf[r + 1] += startOf[r];
  const cells = new Int32Array(startOf[count]);
  const fill = startOf.slice(0, count);
  for (let i = 0; i < n; i++) if (labels[i] >= 0) cells[fill[labels[i]]++] = i;

  const joined = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (labels[i] === main) joined[i] = 1;
  const seen = new Int32Array(n); // stamp of the search that last reached each cell
  const parent = new Int32Array(n);
  const queue = new Int32Array(n);
  let carved = 0;

  for (let r = 0; r < count; r++) {
    if (r === main) continue;
    const first = startOf[r];
    const last = startOf[r + 1];
    if (joined[cells[first]] === 1) continue; // already reached by an earlier tunnel
    const stamp = r + 1;
    let head = 0;
    let tail = 0;
    for (let k = first; k < last; k++) {
      const c = cells[k];
      seen[c] = stamp;
      parent[c] = -1;
      queue[tail++] = c;
    }
    let hit = -1;
    while (head < tail && hit < 0) {
      const c = queue[head++];
      const x = c % width;
      const y = (c - x) / width;
      for (let d = 0; d < 4; d++) {
        const nx = d === 1 ? x + 1 : d === 3 ? x - 1 : x;
        const ny = d === 0 ? y - 1 : d === 2 ? y + 1 : y;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const nb = ny * width + nx;
        if (seen[nb] === stamp || !passable(nb)) continue;
        seen[nb] = stamp;
        parent[nb] = c;
        if (joined[nb] === 1) {
          hit = c;
          break;
        }
        queue[tail++] = nb;
      }
    }
    if (hit < 0) {
      for (let k = first; k < last; k++) open[cells[k]] = 0;
      continue;
    }
    for (let c = hit; c >= 0; c = parent[c]) {
      if (open[c] === 0) {
        open[c] = 1;
        carved++;
      }
      joined[c] = 1;
    }
    for (let k = first; k < last; k++) joined[cells[k]] = 1;
  }
  return carved;
}

/**
 * Opens one corner of every 2x2 block whose two open cells touch only diagonally (G5), repeating
 * around each opened cell until none is left. `pickFirst` chooses which corner to open. Returns
 * the number of cells opened. Opening never splits a region, it only adds cells.
 */
export function openDiagonalCorners(
  open: Uint8Array,
  width: number,
  height: number,
  pickFirst: () => boolean,
): number {
  let opened = 0;
  const stack: number[] = [];
  for (let y = 0; y + 1 < height; y++) for (let x = 0; x + 1 < width; x++) stack.push(y * width + x);
  while (stack.length > 0) {
    const a = stack.pop() as number;
    const b = a + 1;
    const c = a + width;
    const d = c + 1;
    let target = -1;
    if (open[a] === 1 && open[d] === 1 && open[b] === 0 && open[c] === 0) target = pickFirst() ? b : c;
    else if (open[b] === 1 && open[c] === 1 && open[a] === 0 && open[d] === 0) target = pickFirst() ? a : d;
    if (target < 0) continue;
    open[target] = 1;
    opened++;
    // Re-check the four blocks that contain the opened cell.
    const tx = target % width;
    const ty = (target - tx) / width;
    for (let by = ty - 1; by <= ty; by++) {
      for (let bx = tx - 1; bx <= tx; bx++) {
        if (bx >= 0 && by >= 0 && bx + 1 < width && by + 1 < height) stack.push(by * width + bx);
      }
    }
  }
  return opened;
}
