import * as Game from '@hullbreach/game';
import { createRng } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { loadBaseline, SCENARIOS, stateChecksum, ventRefresh } from './turn-ab.js';

describe('the A/B turn table', () => {
  it('plays each scenario alike on the baseline core and today’s, and its checksum sees a change', async () => {
    const old = await loadBaseline();
    expect(SCENARIOS.map((s) => s.name)).toEqual(['walk', 'wait', 'vent and burn', 'breach']);
    for (const scenario of SCENARIOS) {
      const a = scenario.setup(old);
      const b = scenario.setup(Game);
      expect(Game.monsterList(b.game.floor).length).toBeGreaterThanOrEqual(50);
      for (let k = 0; k < 60; k++) {
        a.turn();
        b.turn();
      }
      expect(b.game.turn).toBeGreaterThanOrEqual(60);
      // Every row keeps its monsters through the timed turns: none can die. The breach row's venting
      // room drags some out into space, which no hit points stop.
      const kept = Game.monsterList(b.game.floor).length;
      if (scenario.name === 'breach') expect(kept).toBeGreaterThanOrEqual(50);
      else expect(kept).toBe(60);
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

  it('refreshes the vent row as a pass over every cell would, after doors close and walls break', () => {
    const vent = SCENARIOS.find((s) => s.name === 'vent and burn');
    if (vent === undefined) throw new Error('no vent row');
    const { game, turn } = vent.setup(Game);
    const f = game.floor;
    const refresh = ventRefresh(Game, game);
    const { Floor, Wall, DoorOpen, DoorClosed } = Game.Ter;
    const rng = createRng('vent refresh');
    let broken = 0;
    for (let k = 0; k < 40; k++) {
      turn();
      // Disturb it more than a turn does: doors shut, air drained, now and then a wall blown into deck.
      for (let n = 0; n < 30; n++) {
        const i = rng.int(0, f.terrain.length - 1);
        if (f.terrain[i] === DoorOpen) f.terrain[i] = DoorClosed;
        f.air[i] = rng.int(0, 8);
        if (f.terrain[i] === Wall && rng.chance(0.2)) {
          f.terrain[i] = Floor;
          broken++;
        }
      }
      const terrain = f.terrain.slice();
      const air = f.air.slice();
      let opened = false;
      for (let i = 0; i < terrain.length; i++) {
        if (terrain[i] === DoorClosed) {
          terrain[i] = DoorOpen;
          opened = true;
        }
        if ((terrain[i] === Floor || terrain[i] === DoorOpen) && air[i] < 6) air[i] = 6;
      }
      const layout = f.layout;
      refresh();
      expect(f.terrain).toEqual(terrain);
      expect(f.air).toEqual(air);
      expect(f.layout).toBe(opened ? layout + 1 : layout);
    }
    expect(broken).toBeGreaterThan(0);
  });
});
