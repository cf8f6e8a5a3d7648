/**
 * L3 (techniques.md 1.7) with the round lamp: a cell in view but unlit is not seen, so a creature
 * standing there is neither drawn, remembered nor noticed; lit, it is all three.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monsterList } from './cells.js';
import { floorFromAscii } from './floor.js';
import { createGame } from './game.js';
import { knowledgeOf } from './state.js';
import { view } from './view.js';

/** A 1-high hall 26 cells long: the player at x = 1, a zombie at x = 1 + d. */
function hall(d: number): string[] {
  const inner = Array.from({ length: 26 }, (_, x) => (x === 0 ? '@' : x === d ? 'z' : '.')).join('');
  return ['#'.repeat(28), `#${inner}#`, '#'.repeat(28)];
}

describe('L3: what is in view but unlit stays unseen', () => {
  it('a zombie beyond the lamp but within sight is neither drawn nor known; within the lamp it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }), (d) => {
        const g = createGame('l3', { floor: floorFromAscii(hall(d)) });
        const i = 1 * g.floor.width + 1 + d;
        const z = monsterList(g.floor)[0];
        const v = view(g);
        const drawn = v.visibleActors().some((a) => a.id === z.id);
        // In the player's field of view either way (sight 15)...
        expect(knowledgeOf(g).visible[i]).not.toBe(0);
        const lit = (v.lightAt(1 + d, 1) ?? [0, 0, 0]).reduce((a, b) => a + b, 0) > 0.12;
        if (d >= 12) expect(lit).toBe(false); // lamp radius 11: no light at all
        // ...but drawn and remembered exactly when lit.
        expect(drawn).toBe(lit);
        expect(v.isVisible(1 + d, 1)).toBe(lit);
        expect(v.knownTerrain(1 + d, 1) !== undefined).toBe(lit);
        expect(z.noticed).toBe(lit);
      }),
      { numRuns: 40 },
    );
  });
});
