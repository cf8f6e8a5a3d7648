import * as Game from '@hullbreach/game';
import { describe, expect, it } from 'vitest';
import { loadBaseline, SCENARIOS, stateChecksum } from './turn-ab.js';

describe('the A/B turn table', () => {
  it('plays each scenario alike on the baseline core and today’s, and its checksum sees a change', async () => {
    const old = await loadBaseline();
    expect(SCENARIOS.map((s) => s.name)).toEqual(['walk', 'wait', 'vent and burn', 'breach']);
    for (const scenario of SCENARIOS) {
      const a = scenario.setup(old);
      const b = scenario.setup(Game);
      expect(Game.monsterList(b.game.floor).length).toBeGreaterThanOrEqual(50);
      for (let k = 0; k < 12; k++) {
        a.turn();
        b.turn();
      }
      expect(b.game.turn).toBeGreaterThanOrEqual(12);
      const sum = stateChecksum(Game, b.game);
      expect(stateChecksum(old, a.game)).toBe(sum);
      // The checksum is not blind: one monster's hit points, or one cell's air, change it.
      const m = Game.monsterList(b.game.floor).find((x) => x.mode !== 'bones');
      if (m === undefined) throw new Error('no living monster');
      m.hp += 1;
      expect(stateChecksum(Game, b.game)).not.toBe(sum);
      m.hp -= 1;
      const f = b.game.floor;
      const cell = f.air.findIndex((v) => v > 0);
      f.air[cell] -= 1;
      expect(stateChecksum(Game, b.game)).not.toBe(sum);
    }
  });
});
