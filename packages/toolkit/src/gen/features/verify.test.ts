import { describe, expect, it } from 'vitest';
import { Tile } from '../level.js';
import { accretionLevel } from './accretion.js';
import type { Placement } from './placement.js';
import { checkPlacements } from './verify.js';

function build(placements: Placement[]): ReturnType<typeof accretionLevel> {
  const width = 20;
  const height = 12;
  const tiles = new Uint8Array(width * height).fill(Tile.Wall);
  for (const p of placements) {
    for (let y = p.rect.y; y < p.rect.y + p.rect.height; y++)
      for (let x = p.rect.x; x < p.rect.x + p.rect.width; x++) tiles[y * width + x] = Tile.Floor;
    if (p.joint) tiles[p.joint.y * width + p.joint.x] = Tile.Floor;
  }
  return accretionLevel({ width, height, tiles, placements, complete: true, attempts: placements.length });
}

const room: Placement = { kind: 'room', rect: { x: 2, y: 2, width: 4, height: 3 } };
// A corridor leaving the room's east side at row 3: anchor (5,3), joint (6,3), cells x 7..10.
const corridor: Placement = {
  kind: 'corridor',
  rect: { x: 7, y: 3, width: 4, height: 1 },
  joint: { x: 6, y: 3 },
  anchor: { x: 5, y: 3 },
};

describe('checkPlacements', () => {
  it('accepts a room with a corridor hanging from it', () => {
    expect(checkPlacements(build([room, corridor]))).toEqual([]);
  });

  it('reports overlaps, margins, floating joints and the outer ring', () => {
    const overlapping: Placement = { ...corridor, rect: { x: 5, y: 3, width: 4, height: 1 } };
    expect(checkPlacements(build([room, overlapping])).join()).toMatch(/overlaps/);
    const grazing: Placement = {
      kind: 'room',
      rect: { x: 7, y: 5, width: 3, height: 3 },
      joint: { x: 6, y: 6 },
      anchor: { x: 5, y: 6 },
    };
    expect(checkPlacements(build([room, grazing])).join()).toMatch(/not open/);
    const noJoint: Placement = { kind: 'corridor', rect: { x: 12, y: 8, width: 3, height: 1 } };
    expect(checkPlacements(build([room, noJoint])).join()).toMatch(/no joint/);
    const ring: Placement = { kind: 'room', rect: { x: 0, y: 2, width: 2, height: 2 } };
    expect(checkPlacements(build([ring])).join()).toMatch(/outer ring/);
    const side: Placement = { ...corridor, rect: { x: 7, y: 5, width: 4, height: 1 } };
    expect(checkPlacements(build([room, side])).join()).toMatch(/does not start at its joint/);
  });

  it('reports a level whose tiles differ from its placements', () => {
    const level = build([room, corridor]);
    level.tiles[10 * 20 + 15] = Tile.Floor;
    expect(checkPlacements(level).join()).toMatch(/differs/);
  });
});
