/**
 * V7 (techniques.md 1.12): a breakable solid is a pressure wall exactly when it has vacuum on one
 * side and pressurised air that is not venting on the other.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPressureWall } from './atmosphere.js';
import { setTerrain } from './cells.js';
import { floorFromAscii } from './floor.js';
import { Ter } from './state.js';
import { createGame, perform } from './game.js';

describe('V7: pressure walls', () => {
  it('a window between space and a sealed room is one; between space and a venting room it is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 9 }), fc.boolean(), (len, vented) => {
        // Window % at (1,2) faces space on its west; the room's east wall is breached in play, or not.
        const rows = [
          ' ' + '#'.repeat(len + 2),
          ' #' + '.'.repeat(len) + '#',
          ' %' + '.'.repeat(len - 1) + '@' + '#',
          ' #' + '.'.repeat(len) + '#',
          ' ' + '#'.repeat(len + 2),
        ];
        const g = createGame('v7', { floor: floorFromAscii(rows) });
        const f = g.floor;
        const win = 2 * f.width + 1;
        // Breach the far end during play (a floor that starts open to space starts airless).
        if (vented) setTerrain(f, 2 * f.width + len + 2, Ter.Breach);
        perform(g, { kind: 'wait' }); // two air updates: a vented room is flowing, not yet empty
        const flowing = Array.from(f.flow).some((v) => v > 0);
        expect(flowing).toBe(vented);
        expect(isPressureWall(f, win)).toBe(!vented);
      }),
      { numRuns: 40 },
    );
  });
});
