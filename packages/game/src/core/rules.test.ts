import { monsterList } from './cells.js';
import { describe, expect, it } from 'vitest';
import { ITEMS, MONSTERS, SKELETON_REFORM_TURNS, WEAPONS } from './content.js';
import { floorFromAscii, makeItem } from './floor.js';
import { createGame, perform } from './game.js';
import { Ter, type GameState } from './state.js';
import { monsterAt } from './world.js';

function game(rows: string[]): GameState {
  return createGame('rules', { floor: floorFromAscii(rows) });
}

function cell(g: GameState, x: number, y: number): number {
  return g.floor.terrain[y * g.floor.width + x];
}

function lastText(g: GameState): string {
  return g.log[g.log.length - 1].text;
}

function carry(
  g: GameState,
  kind: 'rifle' | 'shotgun' | 'chainsaw' | 'medkit' | 'armour',
  loaded = 0,
): number {
  const item = makeItem(900 + g.player.inventory.length, kind, -1, -1, loaded);
  g.player.inventory.push(item);
  return g.player.inventory.length - 1;
}

describe('movement', () => {
  it('walks in all eight directions and refuses walls without spending a turn', () => {
    const g = game(['#####', '#...#', '#.@.#', '#...#', '#####']);
    for (const [dx, dy] of [
      [-1, -1],
      [1, 1],
      [1, -1],
      [-1, 1],
    ]) {
      const r = perform(g, { kind: 'move', dx, dy });
      expect(r.tookTurn).toBe(true);
      expect([g.player.x, g.player.y]).toEqual([2 + dx, 2 + dy]);
      perform(g, { kind: 'move', dx: -dx, dy: -dy });
    }
    perform(g, { kind: 'move', dx: 0, dy: -1 });
    const turn = g.turn;
    const r = perform(g, { kind: 'move', dx: 0, dy: -1 });
    expect(r.tookTurn).toBe(false);
    expect(g.turn).toBe(turn);
    expect([g.player.x, g.player.y]).toEqual([2, 1]);
  });

  it('waiting spends a turn and moves nothing', () => {
    const g = game(['#####', '#.@.#', '#####']);
    expect(perform(g, { kind: 'wait' }).tookTurn).toBe(true);
    expect(g.turn).toBe(1);
    expect([g.player.x, g.player.y]).toEqual([2, 1]);
  });
});

describe('bump attack', () => {
  it('bumping a monster hits it instead of moving', () => {
    const g = game(['#####', '#@z.#', '#####']);
    g.player.wielded = 0; // fists
    const z = monsterList(g.floor)[0];
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect([g.player.x, g.player.y]).toEqual([1, 1]);
    expect(z.hp).toBeLessThan(MONSTERS.zombie.hp);
  });

  it('a blow weaker than the armour does nothing (fists against a tank)', () => {
    const g = game(['#####', '#@T.#', '#####']);
    g.player.wielded = 0;
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(monsterList(g.floor)[0].hp).toBe(MONSTERS.tank.hp);
  });
});

describe('doors', () => {
  it('C3: bumping a closed door opens it and does not move the player', () => {
    const g = game(['#####', '#@+.#', '#####']);
    const r = perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(r.tookTurn).toBe(true);
    expect(cell(g, 2, 1)).toBe(Ter.DoorOpen);
    expect([g.player.x, g.player.y]).toEqual([1, 1]);
  });

  it('C1/C2: closing a door on an occupant is refused with a message and no turn', () => {
    const g = game(['######', "#@'z.#", '######']);
    // The zombie is slow; park it in the doorway.
    const z = monsterList(g.floor)[0];
    g.floor.occupant[1 * g.floor.width + 3] = 0;
    z.x = 2;
    g.floor.occupant[1 * g.floor.width + 2] = z.id;
    const turn = g.turn;
    const logLength = g.log.length;
    const r = perform(g, { kind: 'close', dx: 1, dy: 0 });
    expect(r.tookTurn).toBe(false);
    expect(g.turn).toBe(turn);
    expect(cell(g, 2, 1)).toBe(Ter.DoorOpen);
    expect(g.log.length).toBe(logLength + 1);
  });

  it('closes an empty open door, and refuses one with an item in it', () => {
    const g = game(['######', "#@'..#", '######']);
    g.floor.items.push(makeItem(50, 'medkit', 2, 1, 0));
    expect(perform(g, { kind: 'close', dx: 1, dy: 0 }).tookTurn).toBe(false);
    expect(cell(g, 2, 1)).toBe(Ter.DoorOpen);
    g.floor.items.length = 0;
    expect(perform(g, { kind: 'close', dx: 1, dy: 0 }).tookTurn).toBe(true);
    expect(cell(g, 2, 1)).toBe(Ter.DoorClosed);
  });

  it('C4: a monster hunting the player opens a closed door on its way', () => {
    const g = game(['#########', '#@....+s#', '#########']);
    const s = monsterList(g.floor)[0];
    s.lastKnown = 1 * g.floor.width + 1;
    perform(g, { kind: 'wait' });
    expect(cell(g, 6, 1)).toBe(Ter.DoorOpen);
    expect([s.x, s.y]).toEqual([7, 1]);
    perform(g, { kind: 'wait' });
    expect([s.x, s.y]).toEqual([6, 1]);
  });
});

describe('skeletons', () => {
  it('collapse into bones and stand up again after the re-form delay', () => {
    const g = game(['#######', '#@s...#', '#######']);
    const s = monsterList(g.floor)[0];
    s.hp = 1;
    g.player.wielded = 0;
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(s.mode).toBe('bones');
    expect(monsterAt(g.floor, 2, 1)).toBeUndefined();
    let turns = 0;
    while (s.mode === 'bones' && turns < 50) {
      perform(g, { kind: 'wait' });
      turns++;
    }
    expect(s.mode).not.toBe('bones');
    expect(turns).toBeGreaterThanOrEqual(SKELETON_REFORM_TURNS - 1);
    expect(turns).toBeLessThanOrEqual(SKELETON_REFORM_TURNS + 1);
    expect(s.hp).toBe(MONSTERS.skeleton.hp);
  });

  it('do not re-form while someone stands on the bones', () => {
    const g = game(['#######', '#@s...#', '#######']);
    const s = monsterList(g.floor)[0];
    s.hp = 1;
    g.player.wielded = 0;
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    perform(g, { kind: 'move', dx: 1, dy: 0 }); // onto the bones
    for (let k = 0; k < SKELETON_REFORM_TURNS * 3; k++) perform(g, { kind: 'wait' });
    expect(s.mode).toBe('bones');
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(s.mode).not.toBe('bones');
  });

  it('bones shot apart never come back, and that counts as the kill', () => {
    const g = game(['#######', '#@.s..#', '#######']);
    const s = monsterList(g.floor)[0];
    s.hp = 1;
    perform(g, { kind: 'fire', x: 3, y: 1 });
    expect(s.mode).toBe('bones');
    expect(g.stats.kills).toBe(0);
    perform(g, { kind: 'fire', x: 3, y: 1 });
    expect(g.floor.monsters).not.toContain(s);
    expect(g.stats.kills).toBe(1);
  });
});

describe('items', () => {
  it('picks up what lies underfoot; refuses when there is nothing', () => {
    const g = game(['#####', '#@..#', '#####']);
    expect(perform(g, { kind: 'pickup' }).tookTurn).toBe(false);
    g.floor.items.push(makeItem(60, 'medkit', 1, 1, 0), makeItem(61, 'ammo-shells', 1, 1, 0));
    expect(perform(g, { kind: 'pickup' }).tookTurn).toBe(true);
    expect(g.player.inventory.map((i) => i.kind)).toContain('medkit');
    perform(g, { kind: 'pickup' });
    expect(g.player.ammo.shells).toBeGreaterThan(0);
    expect(g.floor.items).toHaveLength(0);
  });

  it('reloads from the reserve, no more than the magazine holds', () => {
    const g = game(['#####', '#@..#', '#####']);
    const pistol = g.player.inventory[0];
    pistol.loaded = 1;
    g.player.ammo.bullets = 100;
    expect(perform(g, { kind: 'reload' }).tookTurn).toBe(true);
    expect(pistol.loaded).toBe(WEAPONS.pistol.capacity);
    expect(g.player.ammo.bullets).toBe(100 - (WEAPONS.pistol.capacity - 1));
    expect(perform(g, { kind: 'reload' }).tookTurn).toBe(false);
    pistol.loaded = 0;
    g.player.ammo.bullets = 3;
    perform(g, { kind: 'reload' });
    expect(pistol.loaded).toBe(3);
    expect(g.player.ammo.bullets).toBe(0);
  });

  it('a medkit heals up to the maximum and is used up; refused at full health', () => {
    const g = game(['#####', '#@..#', '#####']);
    const slot = carry(g, 'medkit');
    expect(perform(g, { kind: 'use', slot }).tookTurn).toBe(false);
    g.player.hp = 5;
    perform(g, { kind: 'use', slot });
    expect(g.player.hp).toBe(15);
    expect(g.player.inventory.some((i) => i.kind === 'medkit')).toBe(false);
  });

  it('armour soaks part of each blow and wears down', () => {
    const g = game(['#####', '#@z.#', '#####']);
    const slot = carry(g, 'armour');
    perform(g, { kind: 'use', slot });
    expect(g.player.armour).toBeGreaterThan(0);
    const before = g.player.armour;
    while (g.player.armour === before && g.player.hp > 0) perform(g, { kind: 'wait' });
    expect(g.player.armour).toBeLessThan(before);
    expect(g.stats.damageTaken).toBe(g.player.maxHp - g.player.hp);
  });

  it('drops and wields by slot', () => {
    const g = game(['#####', '#@..#', '#####']);
    const slot = carry(g, 'rifle', 3);
    expect(perform(g, { kind: 'wield', slot }).tookTurn).toBe(true);
    expect(g.player.wielded).toBe(g.player.inventory[slot].id);
    perform(g, { kind: 'drop', slot });
    expect(g.player.wielded).toBe(0);
    expect(g.floor.items.map((i) => i.kind)).toEqual(['rifle']);
    expect(ITEMS.rifle.name).toBe('rifle');
  });
});

describe('guns and the penetration rule', () => {
  it('a rifle round goes through a row of zombies, hurting each (PEN >= armour, then PEN − armour)', () => {
    const g = game(['#########', '#@.zzz..#', '#########']);
    g.player.wielded = g.player.inventory[carry(g, 'rifle', 5)].id;
    perform(g, { kind: 'fire', x: 3, y: 1 });
    for (const z of monsterList(g.floor)) expect(z.hp).toBeLessThan(MONSTERS.zombie.hp);
  });

  it('a pistol round stops at the first body it hurts', () => {
    const g = game(['#########', '#@.zz...#', '#########']);
    perform(g, { kind: 'fire', x: 3, y: 1 });
    const [a, b] = monsterList(g.floor);
    expect(a.hp).toBeLessThan(MONSTERS.zombie.hp);
    expect(b.hp).toBe(MONSTERS.zombie.hp);
  });

  it('a round weaker than the armour stops harmlessly; the rifle pierces the tank with what is left', () => {
    const g = game(['#########', '#@.Tz...#', '#########']);
    perform(g, { kind: 'fire', x: 3, y: 1 });
    const [tank, zombie] = monsterList(g.floor);
    expect(tank.hp).toBe(MONSTERS.tank.hp);
    expect(zombie.hp).toBe(MONSTERS.zombie.hp);
    g.player.wielded = g.player.inventory[carry(g, 'rifle', 5)].id;
    perform(g, { kind: 'fire', x: 3, y: 1 });
    expect(tank.hp).toBeLessThan(MONSTERS.tank.hp);
    // 7 PEN − 4 armour = 3 left, which is at least the zombie's armour of 1.
    expect(zombie.hp).toBeLessThan(MONSTERS.zombie.hp);
  });

  it('firing with an empty gun is refused without a turn; firing uses a round and counts the shot', () => {
    const g = game(['#######', '#@...z#', '#######']);
    const pistol = g.player.inventory[0];
    perform(g, { kind: 'fire', x: 5, y: 1 });
    expect(pistol.loaded).toBe(WEAPONS.pistol.capacity - 1);
    expect(g.stats.shotsFired).toBe(1);
    pistol.loaded = 0;
    expect(perform(g, { kind: 'fire', x: 5, y: 1 }).tookTurn).toBe(false);
  });

  it('walls stop bullets', () => {
    const g = game(['#######', '#@.#.z#', '#######']);
    perform(g, { kind: 'fire', x: 5, y: 1 });
    expect(monsterList(g.floor)[0].hp).toBe(MONSTERS.zombie.hp);
  });
});

describe('winning and dying', () => {
  it('bumping the console wins', () => {
    const g = game(['#####', '#@&.#', '#####']);
    perform(g, { kind: 'move', dx: 1, dy: 0 });
    expect(g.outcome).toBe('won');
    expect(perform(g, { kind: 'wait' }).tookTurn).toBe(false);
  });

  it('death names the killer', () => {
    const g = game(['#####', '#@T.#', '#####']);
    g.player.hp = 1;
    while (g.outcome === 'playing') perform(g, { kind: 'wait' });
    expect(g.outcome).toBe('died');
    expect(g.causeOfDeath).toBe('killed by a tank');
    expect(lastText(g)).toBe('You die.');
  });
});
