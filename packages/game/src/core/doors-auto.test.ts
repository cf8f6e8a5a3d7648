/**
 * C1 (techniques.md 1.14), the automatic half: an open door shuts by itself after DOOR_CLOSE_TURNS
 * empty turns, and never while anyone or anything (the player, a creature, an item, bones) lies in
 * its doorway; over bot-played floors no closed door ever holds anything.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monsterList } from './cells.js';
import { DOOR_CLOSE_TURNS } from './content.js';
import { floorFromAscii, makeItem } from './floor.js';
import { createGame, perform } from './game.js';
import { Ter, type GameState } from './state.js';
import { bonesAt } from './world.js';

/** C1 checked on a whole floor: no closed door holds an actor, an item or bones. */
function noDoorClosedOnSomething(g: GameState): void {
  const f = g.floor;
  for (let i = 0; i < f.terrain.length; i++) {
    if (f.terrain[i] !== Ter.DoorClosed) continue;
    const x = i % f.width;
    const y = (i - x) / f.width;
    expect(f.occupant[i], `door ${x},${y}`).toBe(0);
    expect(
      f.items.some((it) => it.x === x && it.y === y),
      `item in door ${x},${y}`,
    ).toBe(false);
    expect(bonesAt(f, x, y), `bones in door ${x},${y}`).toBeUndefined();
    expect([g.player.x, g.player.y]).not.toEqual([x, y]);
  }
}

describe('doors close by themselves (C1, automatic)', () => {
  it('an empty open door shuts after DOOR_CLOSE_TURNS turns, not before', () => {
    const g = createGame('auto', { floor: floorFromAscii(['######', "#@.'.#", '######']) });
    const door = 1 * g.floor.width + 3;
    for (let k = 1; k < DOOR_CLOSE_TURNS; k++) {
      perform(g, { kind: 'wait' });
      expect(g.floor.terrain[door], `turn ${k}`).toBe(Ter.DoorOpen);
    }
    for (let k = 0; k < 2; k++) perform(g, { kind: 'wait' });
    expect(g.floor.terrain[door]).toBe(Ter.DoorClosed);
  });

  it('never shuts on the player, a monster, an item or bones standing in the doorway, however long', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('player', 'zombie', 'item', 'bones'),
        fc.integer({ min: DOOR_CLOSE_TURNS, max: 4 * DOOR_CLOSE_TURNS }),
        (what, turns) => {
          const rows =
            what === 'player' ? ['#######', "#..'..#", '#######'] : ['#######', "#@.'..#", '#######'];
          const g = createGame(`auto ${what}`, { floor: floorFromAscii(rows) });
          const f = g.floor;
          const door = 1 * f.width + 3;
          if (what === 'player') {
            f.occupant[g.player.y * f.width + g.player.x] = 0;
            g.player.x = 3;
            g.player.y = 1;
            f.occupant[door] = g.player.id;
          } else if (what === 'item') {
            f.items.push(makeItem(50, 'medkit', 3, 1, 0));
          } else {
            // A monster parked in the doorway (a slow zombie kept there), or its bones.
            const rows2 = ['#######', "#@.'..#", '#######'];
            const bare = floorFromAscii(
              rows2.map((r, y) => (y === 1 ? (what === 'bones' ? '#@.s..#' : '#@.z..#') : r)),
            );
            bare.floor.terrain[door] = Ter.DoorOpen;
            const h = createGame(`auto ${what}`, { floor: bare });
            const z = monsterList(h.floor)[0];
            if (what === 'bones') {
              h.floor.occupant[door] = 0;
              z.mode = 'bones';
            }
            z.hp = 1e6;
            for (let k = 0; k < turns; k++) {
              // Hold it in place: put it back in the doorway each turn (it may step out).
              if (what === 'zombie' && (z.x !== 3 || z.y !== 1)) {
                h.floor.occupant[z.y * h.floor.width + z.x] = 0;
                z.x = 3;
                z.y = 1;
                h.floor.occupant[door] = z.id;
              }
              perform(h, { kind: 'wait' });
              if (z.x === 3 && z.y === 1) expect(h.floor.terrain[door], `turn ${k}`).toBe(Ter.DoorOpen);
              noDoorClosedOnSomething(h);
            }
            return;
          }
          for (let k = 0; k < turns; k++) {
            perform(g, { kind: 'wait' });
            expect(f.terrain[door], `turn ${k}`).toBe(Ter.DoorOpen);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('over bot-played generated runs, no closed door ever holds anyone or anything', async () => {
    const { botCommand } = await import('./bot.js');
    const { view } = await import('./view.js');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seed) => {
        const g = createGame(seed);
        const memory = { depth: -1, floorTurns: 0 };
        for (let k = 0; k < 300 && g.outcome === 'playing'; k++) {
          perform(g, botCommand(view(g), memory));
          noDoorClosedOnSomething(g);
        }
      }),
      { numRuns: 6 },
    );
  });
});
