import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Tile } from '../level.js';
import { diagonalLeaks } from '../checks.js';
import { UNASSIGNED, createCoarseGrid, type CoarseDoor } from './coarse.js';
import { outwardWalls, renderShip } from './render.js';

const COLS = 7;
const ROWS = 5;
const WIDTH = 2 * COLS + 4;
const HEIGHT = 2 * ROWS + 4;
const owners = fc.array(fc.integer({ min: -1, max: 3 }), { minLength: COLS * ROWS, maxLength: COLS * ROWS });

/** Renders a random owner grid with a door on every edge between different regions whose flag is set. */
function render(owner: number[], doorFlags: boolean[]) {
  const grid = createCoarseGrid(COLS, ROWS);
  grid.owner.set(owner);
  const doors: CoarseDoor[] = [];
  let k = 0;
  for (let i = 0; i < owner.length; i++) {
    for (const j of [i + 1, i + COLS]) {
      if (j >= owner.length || (j === i + 1 && j % COLS === 0)) continue;
      if (
        owner[i] !== UNASSIGNED &&
        owner[j] !== UNASSIGNED &&
        owner[i] !== owner[j] &&
        doorFlags[k++ % doorFlags.length]
      ) {
        doors.push({ a: i, b: j });
      }
    }
  }
  return { grid, doors, ship: renderShip(grid, WIDTH, HEIGHT, 4, doors) };
}

describe('renderShip', () => {
  it('never lets walkable tiles of different regions touch, not even at a corner (G5)', () => {
    fc.assert(
      fc.property(owners, fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), (owner, flags) => {
        const { ship } = render(owner, flags);
        expect(diagonalLeaks({ ...ship, windows: [] })).toEqual([]);
        for (let y = 0; y + 1 < HEIGHT; y++) {
          for (let x = 0; x + 1 < WIDTH; x++) {
            const i = y * WIDTH + x;
            for (const j of [i + 1, i + WIDTH, i + WIDTH + 1, i + WIDTH - 1]) {
              if (ship.roomOf[i] >= 0 && ship.roomOf[j] >= 0) expect(ship.roomOf[j]).toBe(ship.roomOf[i]);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('puts each connection cell on tile (2x+2, 2y+2) and each door between its two cells', () => {
    fc.assert(
      fc.property(owners, fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), (owner, flags) => {
        const { ship, doors } = render(owner, flags);
        owner.forEach((o, i) => {
          const t = (2 * Math.floor(i / COLS) + 2) * WIDTH + 2 * (i % COLS) + 2;
          expect(ship.roomOf[t]).toBe(o);
          if (o === UNASSIGNED) expect(ship.tiles[t]).not.toBe(Tile.Floor);
          else expect(ship.tiles[t]).toBe(Tile.Floor);
        });
        expect(ship.doors.length).toBe(doors.length);
        for (const p of ship.doors) expect(ship.tiles[p.y * WIDTH + p.x]).toBe(Tile.Door);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves Void only where it is connected to the border, and finds outward walls facing it', () => {
    fc.assert(
      fc.property(owners, (owner) => {
        const { ship } = render(owner, [false]);
        const { tiles } = ship;
        const reach = new Uint8Array(tiles.length);
        const stack: number[] = [];
        for (let i = 0; i < tiles.length; i++) {
          const x = i % WIDTH;
          const y = Math.floor(i / WIDTH);
          if ((x === 0 || y === 0 || x === WIDTH - 1 || y === HEIGHT - 1) && tiles[i] === Tile.Void) {
            reach[i] = 1;
            stack.push(i);
          }
        }
        while (stack.length > 0) {
          const i = stack.pop() as number;
          for (const j of [i - 1, i + 1, i - WIDTH, i + WIDTH]) {
            if (
              j >= 0 &&
              j < tiles.length &&
              Math.abs((j % WIDTH) - (i % WIDTH)) <= 1 &&
              tiles[j] === Tile.Void &&
              !reach[j]
            ) {
              reach[j] = 1;
              stack.push(j);
            }
          }
        }
        tiles.forEach((t, i) => t === Tile.Void && expect(reach[i]).toBe(1));
        for (const i of outwardWalls(tiles, WIDTH, HEIGHT)) {
          expect(tiles[i]).toBe(Tile.Wall);
          const faces = [
            [i - 1, i + 1],
            [i - WIDTH, i + WIDTH],
          ].some(
            ([a, b]) =>
              (tiles[a] === Tile.Void && tiles[b] === Tile.Floor) ||
              (tiles[b] === Tile.Void && tiles[a] === Tile.Floor),
          );
          expect(faces).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
