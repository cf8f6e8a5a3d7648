import { createRng } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { botCommand, type BotMemory } from './bot.js';
import { moveMonster, monsterList, setFire, setTerrain } from './cells.js';
import { floorFromAscii } from './floor.js';
import { createGame, perform } from './game.js';
import { monsterBelief, monsterObserve } from './knowledge.js';
import { beginTurn } from './log.js';
import { knowledgeOf as playerKnowledge, Ter, type GameState } from './state.js';
import { view } from './view.js';

/** Everything observers know, as one comparable value (not the bookkeeping stamps). */
function knowledgeOf(game: GameState): string {
  const f = game.floor;
  const monsters = monsterList(f).map((m) => [m.id, Object.entries(m.known).sort()]);
  const known = playerKnowledge(game);
  return JSON.stringify([f.depth, Array.from(known.memory), known.itemMemory, monsters]);
}

describe('knowledge (1.16)', () => {
  it('K1: lazy (dirty stamps) and eager observation give identical knowledge after every turn', () => {
    for (const seed of [3, 17, 41]) {
      const lazy = createGame(seed);
      const eager = createGame(seed, { eagerKnowledge: true });
      const m1: BotMemory = { depth: -1, floorTurns: 0 };
      const m2: BotMemory = { depth: -1, floorTurns: 0 };
      let lazyWork = 0;
      let eagerWork = 0;
      for (let k = 0; k < 1000 && lazy.outcome === 'playing'; k++) {
        const a = perform(lazy, botCommand(view(lazy), m1));
        const b = perform(eager, botCommand(view(eager), m2));
        lazyWork += a.reobserved;
        eagerWork += b.reobserved;
        expect(knowledgeOf(lazy)).toBe(knowledgeOf(eager));
      }
      // The point of the stamps: far fewer cells re-seen.
      expect(lazyWork).toBeLessThan(eagerWork / 4);
    }
  });

  it('K2/K5: a change out of sight is not known; a quiet turn re-sees nothing', () => {
    const rows = ['#########', '#@......#', '#########', '#.......#', '#########'];
    const g = createGame('k2', { floor: floorFromAscii(rows) });
    perform(g, { kind: 'wait' });
    const quiet = perform(g, { kind: 'wait' });
    expect(quiet.reobserved).toBe(0);
    const f = g.floor;
    const hidden = 3 * f.width + 4;
    const before = playerKnowledge(g).memory[hidden];
    setTerrain(f, hidden, Ter.Wall);
    perform(g, { kind: 'wait' });
    expect(playerKnowledge(g).memory[hidden]).toBe(before);
    // A change in sight is re-seen at once, and only that cell.
    const inSight = 1 * f.width + 5;
    setTerrain(f, inSight, Ter.DoorOpen);
    const after = perform(g, { kind: 'wait' });
    expect(playerKnowledge(g).memory[inSight]).toBe(Ter.DoorOpen + 1);
    expect(after.reobserved).toBe(1);
  });

  it('K5: a fire starting or going out in sight re-sees nothing, since no knowledge holds fire', () => {
    const rows = ['#########', '#@......#', '#.....z.#', '#########'];
    const g = createGame('k5 fire', { floor: floorFromAscii(rows) });
    perform(g, { kind: 'wait' });
    expect(perform(g, { kind: 'wait' }).reobserved).toBe(0);
    const f = g.floor;
    const cell = 1 * f.width + 4;
    setFire(f, cell, 3);
    expect(perform(g, { kind: 'wait' }).reobserved).toBe(0);
    setFire(f, cell, 0);
    expect(perform(g, { kind: 'wait' }).reobserved).toBe(0);
    // A terrain change at the same place still is re-seen, by the player and the monster.
    setTerrain(f, cell, Ter.DoorOpen);
    expect(perform(g, { kind: 'wait' }).reobserved).toBe(2);
  });

  it('a monster learns of a wall blown open only when it sees the place', () => {
    // Two rooms with no line of sight between them; the monster starts in the right one.
    const rows = ['#############', '#@....#.....#', '#.....#...z.#', '#############'];
    const g = createGame('learn', { floor: floorFromAscii(rows) });
    const f = g.floor;
    const z = monsterList(f)[0];
    const gap = 1 * f.width + 3;
    setTerrain(f, gap, Ter.Breach);
    const turn = beginTurn(g, createRng(1));
    monsterObserve(turn, z);
    expect(monsterBelief(f, z, gap)).toBe(Ter.Floor);
    moveMonster(f, z, 2, 2);
    monsterObserve(turn, z);
    expect(monsterBelief(f, z, gap)).toBe(Ter.Breach);
    expect(turn.reobserved).toBe(1);
  });

  it('a monster looks again only at a changed cell it believes wrongly, and keeps no seen times', () => {
    // The player's room and the monster's, with no line of sight between them.
    const rows = ['#############', '#@....#.....#', '#.....#...z.#', '#############'];
    const g = createGame('wrongly', { floor: floorFromAscii(rows) });
    const f = g.floor;
    const z = monsterList(f)[0];
    const cell = 1 * f.width + 9;
    const turn = beginTurn(g, createRng(2));
    monsterObserve(turn, z);
    expect(turn.reobserved).toBe(0);
    // The cell changes twice before the monster looks, and is as it was: nothing to learn.
    setTerrain(f, cell, Ter.DoorOpen);
    setTerrain(f, cell, Ter.Floor);
    monsterObserve(turn, z);
    expect(turn.reobserved).toBe(0);
    // A change that stays is looked at, once.
    setTerrain(f, cell, Ter.DoorOpen);
    monsterObserve(turn, z);
    expect(monsterBelief(f, z, cell)).toBe(Ter.DoorOpen);
    expect(turn.reobserved).toBe(1);
    monsterObserve(turn, z);
    expect(turn.reobserved).toBe(1);
    expect(Object.keys(z)).not.toContain('seenAt');
  });
});
