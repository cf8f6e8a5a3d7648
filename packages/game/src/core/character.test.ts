import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dodged, maxOxygenOf, packSize, pullChance, xpForNext } from './character.js';
import { CHARACTER, PLAYER, PLAYER_PULL_CHANCE, type ItemKind } from './content.js';
import { floorFromAscii, makeItem } from './floor.js';
import { createGame, perform } from './game.js';
import { deserialize, serialize } from './serialize.js';
import { setTerrain } from './cells.js';
import { Ter, type GameState } from './state.js';
import { view } from './view.js';

function game(rows: string[], seed: number | string = 'character'): GameState {
  return createGame(seed, { floor: floorFromAscii(rows) });
}

/** Puts an item in the pack and returns its slot. */
function carry(g: GameState, kind: ItemKind): number {
  g.player.inventory.push(makeItem(5000 + g.player.inventory.length, kind, -1, -1, 0));
  return g.player.inventory.length - 1;
}

const ROOM = ['#######', '#.....#', '#..@..#', '#.....#', '#######'];

describe('experience and level-ups', () => {
  it('the thresholds grow by one step more each level (10, 30, 60, ...)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (level) => {
        // Reference: the sum of step * k for k = 1..level.
        let total = 0;
        for (let k = 1; k <= level; k++) total += CHARACTER.xpStep * k;
        expect(xpForNext(level)).toBe(total);
      }),
    );
  });

  it('killing monsters gives experience and a level-up point, announced in the log', () => {
    const g = game(['#######', '#.@z..#', '#######']);
    g.player.character.xp = xpForNext(1) - 1;
    const zombie = Object.values(g.floor.monsters)[0];
    zombie.hp = 1;
    for (let k = 0; k < 10 && g.floor.monsters[zombie.id] !== undefined; k++)
      perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(g.floor.monsters[zombie.id]).toBeUndefined();
    expect(g.player.character.xp).toBe(xpForNext(1) - 1 + 3);
    expect(g.player.character.level).toBe(2);
    expect(g.player.character.points).toBe(1);
    expect(g.log.some((e) => e.text.startsWith('You reach level 2'))).toBe(true);
  });

  it('raise spends a point on the chosen stat, takes no game time, and endurance lifts HP and oxygen', () => {
    const g = game(ROOM);
    g.player.character.points = 2;
    const turn = g.turn;
    const r = perform(g, { kind: 'raise', stat: 'endurance' });
    expect(r.tookTurn).toBe(false);
    expect(g.turn).toBe(turn);
    expect(g.player.character.stats.endurance).toBe(1);
    expect(g.player.character.points).toBe(1);
    expect(g.player.maxHp).toBe(PLAYER.hp + CHARACTER.enduranceHp);
    expect(g.player.hp).toBe(PLAYER.hp + CHARACTER.enduranceHp);
    expect(g.player.maxOxygen).toBe(PLAYER.oxygen + CHARACTER.enduranceOxygen);
    perform(g, { kind: 'raise', stat: 'might' });
    expect(g.player.character.stats.might).toBe(1);
    expect(packSize(g)).toBe(PLAYER.inventorySize + CHARACTER.mightCarry);
  });

  it('raise is refused without a point, and for a stat that does not exist', () => {
    const g = game(ROOM);
    const before = JSON.stringify(g.player.character);
    perform(g, { kind: 'raise', stat: 'agility' });
    expect(JSON.stringify(g.player.character)).toBe(before);
    g.player.character.points = 1;
    perform(g, { kind: 'raise', stat: 'charm' as 'might' });
    expect(g.player.character.points).toBe(1);
  });

  it('agility makes monsters miss more often (the dodge rule, against a reference)', () => {
    const g = game(ROOM);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (agi, acc) => {
        g.player.character.stats.agility = agi;
        const reference = acc * Math.max(0.5, 1 - 0.05 * agi);
        expect(dodged(g, acc)).toBeCloseTo(reference, 12);
      }),
    );
  });

  it('in play, a zombie lands fewer bites on an agile player', () => {
    const bites = (agility: number): number => {
      const g = game(['#####', '#@z.#', '#####'], 'dodge');
      g.player.character.stats.agility = agility;
      g.player.hp = 100000;
      g.player.maxHp = 100000;
      const z = Object.values(g.floor.monsters)[0];
      z.hp = 100000;
      let hits = 0;
      for (let k = 0; k < 400; k++) {
        const r = perform(g, { kind: 'wait' });
        for (const e of r.events) if (e.type === 'attack' && e.actor === z.id && e.hit) hits++;
      }
      return hits;
    };
    const plain = bites(0);
    const agile = bites(8);
    expect(plain).toBeGreaterThan(100);
    expect(agile).toBeLessThan(plain * 0.75);
  });

  it('the view shows level, experience, points, stats, energy and slots', () => {
    const g = game(ROOM);
    g.player.character.points = 1;
    const c = view(g).player.character;
    expect(c).toBeDefined();
    expect(c?.level).toBe(1);
    expect(c?.nextXp).toBe(xpForNext(1));
    expect(c?.points).toBe(1);
    expect(c?.stats.map((s) => s.stat)).toEqual(['might', 'agility', 'endurance']);
    expect(c?.gear.map((s) => s.slot)).toEqual(['head', 'body', 'hands', 'tool']);
    expect(c?.energy).toBe(CHARACTER.energy);
  });

  it('a save from before the character loads with a fresh one', () => {
    const g = game(ROOM);
    const old = JSON.parse(serialize(g)) as { save?: number; player: Record<string, unknown> };
    // Saves from before the character were version 2, which carried no save number in the text.
    delete old.save;
    delete old.player.character;
    const back = deserialize(JSON.stringify(old));
    expect(back.player.character.level).toBe(1);
    expect(back.player.character.stats).toEqual({ might: 0, agility: 0, endurance: 0 });
  });
});

describe('equipment', () => {
  it('a pressure helmet adds oxygen while worn; taking it off takes it away again', () => {
    const g = game(ROOM);
    const slot = carry(g, 'pressure-helmet');
    expect(perform(g, { kind: 'equip', slot }).tookTurn).toBe(true);
    expect(g.player.maxOxygen).toBe(PLAYER.oxygen + 10);
    expect(maxOxygenOf(g)).toBe(g.player.maxOxygen);
    expect(view(g).player.character?.gear[0].item?.kind).toBe('pressure-helmet');
    g.player.oxygen = g.player.maxOxygen;
    expect(perform(g, { kind: 'unequip', gear: 'head' }).tookTurn).toBe(true);
    expect(g.player.maxOxygen).toBe(PLAYER.oxygen);
    expect(g.player.oxygen).toBe(PLAYER.oxygen);
    expect(perform(g, { kind: 'unequip', gear: 'head' }).tookTurn).toBe(false);
  });

  it('use on a piece of gear wears it, and a second piece for the same slot swaps', () => {
    const g = game(ROOM);
    const a = carry(g, 'grip-gloves');
    const b = carry(g, 'power-gloves');
    perform(g, { kind: 'use', slot: a });
    expect(g.player.character.gear.hands).toBe(g.player.inventory[a].id);
    perform(g, { kind: 'use', slot: b });
    expect(g.player.character.gear.hands).toBe(g.player.inventory[b].id);
  });

  it('a plated suit takes one off every hit (never below 1)', () => {
    const hurtBy = (suit: boolean): number[] => {
      const g = game(['#####', '#@z.#', '#####'], 'suit');
      if (suit) perform(g, { kind: 'equip', slot: carry(g, 'plated-suit') });
      g.player.hp = 100000;
      const z = Object.values(g.floor.monsters)[0];
      z.hp = 100000;
      const lost: number[] = [];
      for (let k = 0; k < 200; k++) {
        const before = g.player.hp;
        const r = perform(g, { kind: 'wait' });
        if (r.events.some((e) => e.type === 'attack' && e.actor === z.id && e.hit))
          lost.push(before - g.player.hp);
      }
      return lost;
    };
    // Zombie bites are 1d3+1 (2..4): plain bites take 2..4, through the suit 1..3.
    const plain = hurtBy(false);
    const suited = hurtBy(true);
    expect(Math.min(...plain)).toBe(2);
    expect(Math.max(...plain)).toBe(4);
    expect(Math.min(...suited)).toBe(1);
    expect(Math.max(...suited)).toBe(3);
  });

  it('power gloves and might add to every blow', () => {
    const g = game(['#####', '#@T.#', '#####'], 'gloves');
    perform(g, { kind: 'equip', slot: carry(g, 'power-gloves') });
    g.player.character.stats.might = 1;
    g.player.wielded = 0;
    g.player.hp = 100000;
    const t = Object.values(g.floor.monsters)[0];
    // Tanks shrug off fists (armour 4 > pen 2): use a zombie instead.
    t.kind = 'zombie';
    t.hp = 100000;
    const seen: number[] = [];
    for (let k = 0; k < 60; k++) {
      const r = perform(g, { kind: 'move', dx: 1, dy: 0 });
      for (const e of r.events)
        if (e.type === 'attack' && e.actor === g.player.id && e.hit) seen.push(e.damage);
    }
    // Fists 1d2+1 (2..3) + 2 (gloves) + 1 (might).
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([5, 6]));
  });

  it('grip gloves stop the venting air from dragging the player', () => {
    const pulled = (grip: boolean): number => {
      let count = 0;
      for (let s = 0; s < 10; s++) {
        const g = game(['##########', '#@.......%', '##########'], `grip${s}`);
        if (grip) perform(g, { kind: 'equip', slot: carry(g, 'grip-gloves') });
        // The window gives: the corridor vents toward it.
        setTerrain(g.floor, 1 * g.floor.width + 9, Ter.Breach);
        for (let k = 0; k < 4; k++) {
          const r = perform(g, { kind: 'wait' });
          count += r.events.filter((e) => e.type === 'pulled' && e.actor === g.player.id).length;
        }
      }
      return count;
    };
    expect(pulled(false)).toBeGreaterThan(0);
    expect(pulled(true)).toBe(0);
    const g = game(ROOM);
    expect(pullChance(g)).toBe(PLAYER_PULL_CHANCE);
  });

  it('dropping a worn item takes it off', () => {
    const g = game(ROOM);
    const slot = carry(g, 'pressure-helmet');
    perform(g, { kind: 'equip', slot });
    perform(g, { kind: 'drop', slot });
    expect(g.player.character.gear.head).toBe(0);
    expect(g.player.maxOxygen).toBe(PLAYER.oxygen);
  });

  it('wearing something that is not gear is refused', () => {
    const g = game(ROOM);
    const slot = carry(g, 'medkit');
    expect(perform(g, { kind: 'equip', slot }).tookTurn).toBe(false);
    expect(g.player.character.gear).toEqual({ head: 0, body: 0, hands: 0, tool: 0 });
  });

  it('a multitool forces an Endless lock at the first try', () => {
    const forceTurns = (tool: boolean): number => {
      const g = game(['#####', '#@+.#', '#####']);
      g.floor.lock = new Uint8Array(g.floor.width * g.floor.height);
      g.floor.lock[1 * g.floor.width + 2] = 4;
      if (tool) perform(g, { kind: 'equip', slot: carry(g, 'multitool') });
      let n = 0;
      while (g.floor.terrain[1 * g.floor.width + 2] !== 4 && n < 10) {
        perform(g, { kind: 'move', dx: 1, dy: 0 });
        n++;
      }
      return n;
    };
    expect(forceTurns(false)).toBe(4);
    expect(forceTurns(true)).toBe(1);
  });
});
