import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botCommand, type BotMemory } from './bot.js';
import { floorFromAscii } from './floor.js';
import { createGame, perform } from './game.js';
import { monsterList } from './cells.js';
import { fuseId } from './schedule-ids.js';
import { deserialize, serialize, stateHash } from './serialize.js';
import { view } from './view.js';

describe('the turn loop', () => {
  it('puts a fuse lit on the station’s own turn (a bloat burning to death) on the schedule in that turn', () => {
    // The bloat is walled into a cell that burns: the fire kills it between the player's actions,
    // which lights its fuse in the middle of the schedule's run, not in the player's action.
    const bare = floorFromAscii([
      '#########',
      '#@......#',
      '#.....###',
      '#.....#b#',
      '#.....###',
      '#########',
    ]);
    const game = createGame(7, { floor: bare });
    const bloat = monsterList(game.floor).find((m) => m.kind === 'bloat');
    if (bloat === undefined) throw new Error('no bloat on the test floor');
    bloat.hp = 1;
    const cell = bloat.y * game.floor.width + bloat.x;
    let died = false;
    for (let t = 0; t < 6 && !died; t++) {
      game.floor.fire[cell] = 5;
      const before = game.schedule.time;
      const { events } = perform(game, { kind: 'wait' });
      died = events.some((e) => e.type === 'died' && e.actor === bloat.id);
      if (!died) continue;
      // Either it went off within the turn, or it waits on the schedule, timed from the death (a
      // moment after a time of this turn), not from the player's next action.
      const keys = Object.keys(game.fuses).map(Number);
      const blasted = events.some((e) => e.type === 'explosion');
      expect(blasted || keys.length === 1).toBe(true);
      for (const key of keys) {
        const entry = game.schedule.actors.find((a) => a.id === fuseId(key));
        expect(entry).toBeDefined();
        expect(entry?.time).toBeGreaterThan(before);
        expect(entry?.time).toBeLessThanOrEqual(game.schedule.time + 1);
      }
    }
    expect(died).toBe(true);
  });

  it('keeps nothing a fresh copy would not have: a game played on matches one reloaded before every turn', () => {
    // The loop keeps its scheduler, its generator and the schedule's records between commands (in
    // the floor cache and in place); a copy made from the saved text before each command has none
    // of them, and must play the same turns to the same states, schedule included.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (seed) => {
        const kept = createGame(seed);
        let fresh = deserialize(serialize(kept));
        const memory: BotMemory = { depth: -1, floorTurns: 0 };
        for (let k = 0; k < 80 && kept.outcome === 'playing'; k++) {
          const command = botCommand(view(kept), memory);
          perform(kept, command);
          perform(fresh, command);
          expect(stateHash(fresh)).toBe(stateHash(kept));
          expect(JSON.stringify(fresh.schedule)).toBe(JSON.stringify(kept.schedule));
          fresh = deserialize(serialize(fresh));
        }
      }),
      { numRuns: 5 },
    );
  });
});
