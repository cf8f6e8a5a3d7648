import { isWalkableTile } from '../level.js';
import type { AccretionLevel } from './accretion.js';

/**
 * Replays the placements of an accreted level and lists every broken rule (empty when none):
 * each feature lies off the outer ring, opens only cells that were wall (FA2, RC3), keeps a
 * wall margin to older open space except at its joint, and hangs from a joint that is 4-adjacent
 * both to an older open cell (its anchor) and to the feature (RC2); the replayed open cells
 * equal the level's walkable cells.
 */
export function checkPlacements(level: AccretionLevel): string[] {
  const { width, height, placements } = level;
  const open = new Uint8Array(width * height);
  const problems: string[] = [];
  const isOpen = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < width && y < height && open[y * width + x] === 1;
  const adjacent4 = (ax: number, ay: number, bx: number, by: number): boolean =>
    Math.abs(ax - bx) + Math.abs(ay - by) === 1;

  placements.forEach((p, k) => {
    const { x, y, width: w, height: h } = p.rect;
    const where = `feature ${k} (${p.kind} at ${x},${y} ${w}x${h})`;
    if (w < 1 || h < 1) problems.push(`${where} is empty`);
    if (x < 1 || y < 1 || x + w > width - 1 || y + h > height - 1)
      problems.push(`${where} reaches the outer ring`);
    const { joint, anchor } = p;
    if (k > 0) {
      if (joint === undefined || anchor === undefined) {
        problems.push(`${where} has no joint`);
        return;
      }
      if (!isOpen(anchor.x, anchor.y)) problems.push(`${where} hangs from a cell that was not open`);
      if (isOpen(joint.x, joint.y)) problems.push(`${where} has a joint that was already open`);
      if (!adjacent4(joint.x, joint.y, anchor.x, anchor.y))
        problems.push(`${where} has a joint away from its anchor`);
      const touches =
        joint.x >= x - 1 &&
        joint.x <= x + w &&
        joint.y >= y - 1 &&
        joint.y <= y + h &&
        (joint.x === x - 1 || joint.x === x + w) !== (joint.y === y - 1 || joint.y === y + h);
      if (!touches) problems.push(`${where} does not start at its joint`);
    }
    for (let yy = y - 1; yy <= y + h; yy++) {
      for (let xx = x - 1; xx <= x + w; xx++) {
        if (!isOpen(xx, yy)) continue;
        const inside = xx >= x && xx < x + w && yy >= y && yy < y + h;
        problems.push(`${where} ${inside ? 'overlaps' : 'touches'} older open cell ${xx},${yy}`);
      }
    }
    for (let yy = y; yy < y + h; yy++) {
      for (let xx = x; xx < x + w; xx++) {
        if (p.shape === undefined || p.shape[(yy - y) * w + xx - x] === 1) open[yy * width + xx] = 1;
      }
    }
    if (joint !== undefined) open[joint.y * width + joint.x] = 1;
  });
  for (let i = 0; i < open.length; i++) {
    if ((open[i] === 1) !== isWalkableTile(level.tiles[i])) {
      problems.push(`cell ${i % width},${Math.floor(i / width)} differs from the replay`);
      break;
    }
  }
  return problems;
}
