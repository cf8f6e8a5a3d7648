import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blinkRefusal } from './abilities.js';
import { setTerrain } from './cells.js';
import { ABILITIES, CHARACTER, type ItemKind } from './content.js';
import { floorFromAscii, makeItem } from './floor.js';
import { createGame, perform } from './game.js';
import { knowledgeOf, Ter, type GameState } from './state.js';
import { view } from './view.js';

function game(rows: string[], seed: number | string = 'abilities'): GameState {
  return createGame(seed, { floor: floorFromAscii(rows) });
}

function carry(g: GameState, kind: ItemKind): number {
  g.player.inventory.push(makeItem(7000 + g.player.inventory.length, kind, -1, -1, 0));
  return g.player.inventory.length - 1;
}

const HALL = ['############', '#@.........#', '#..........#', '#....#.....#', '############'];

describe('energy', () => {
  it('regains a point every few turns up to the maximum', () => {
    const g = game(HALL);
    g.player.character.energy = 0;
    for (let k = 0; k < CHARACTER.regenTurns * 3; k++) perform(g, { kind: 'wait' });
    expect(g.player.character.energy).toBe(3);
    for (let k = 0; k < CHARACTER.regenTurns * 40; k++) perform(g, { kind: 'wait' });
    expect(g.player.character.energy).toBe(CHARACTER.energy);
  });

  it('a power cell recharges faster and holds more', () => {
    const g = game(HALL);
    perform(g, { kind: 'equip', slot: carry(g, 'power-cell') });
    g.player.character.energy = 0;
    for (let k = 0; k < 6; k++) perform(g, { kind: 'wait' });
    expect(g.player.character.energy).toBe(3);
    expect(view(g).player.character?.maxEnergy).toBe(CHARACTER.energy + 6);
  });
});

describe('blink', () => {
  it('jumps to a seen floor cell within reach and spends its energy', () => {
    const g = game(HALL);
    carry(g, 'blink-pack');
    const r = perform(g, { kind: 'ability', which: 'blink', x: 6, y: 2 });
    expect(r.tookTurn).toBe(true);
    expect([g.player.x, g.player.y]).toEqual([6, 2]);
    expect(g.floor.occupant[2 * g.floor.width + 6]).toBe(g.player.id);
    expect(g.floor.occupant[1 * g.floor.width + 1]).toBe(0);
    expect(g.player.character.energy).toBe(CHARACTER.energy - ABILITIES.blink.cost);
  });

  it('refuses walls, far cells, unseen cells, occupied cells, and without the device or the energy', () => {
    const g = game(HALL);
    const energy = g.player.character.energy;
    expect(perform(g, { kind: 'ability', which: 'blink', x: 3, y: 1 }).tookTurn).toBe(false); // no device
    carry(g, 'blink-pack');
    expect(perform(g, { kind: 'ability', which: 'blink', x: 5, y: 3 }).tookTurn).toBe(false); // wall
    expect(perform(g, { kind: 'ability', which: 'blink', x: 10, y: 1 }).tookTurn).toBe(false); // 9 away
    expect(perform(g, { kind: 'ability', which: 'blink' }).tookTurn).toBe(false); // no target
    knowledgeOf(g).seen[2 * g.floor.width + 3] = 0;
    expect(perform(g, { kind: 'ability', which: 'blink', x: 3, y: 2 }).tookTurn).toBe(false); // unseen
    g.player.character.energy = ABILITIES.blink.cost - 1;
    expect(perform(g, { kind: 'ability', which: 'blink', x: 2, y: 2 }).tookTurn).toBe(false);
    expect([g.player.x, g.player.y]).toEqual([1, 1]);
    expect(g.player.character.energy).toBe(ABILITIES.blink.cost - 1);
    expect(energy).toBe(CHARACTER.energy);
  });

  it('lands exactly on the cells the rule allows (property, against a reference over the hall)', () => {
    const g = game(HALL);
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 13 }), fc.integer({ min: -2, max: 6 }), (x, y) => {
        const { floor, player } = g;
        const inside = x >= 0 && y >= 0 && x < floor.width && y < floor.height;
        const i = y * floor.width + x;
        const ok =
          inside &&
          !(x === player.x && y === player.y) &&
          Math.max(Math.abs(x - player.x), Math.abs(y - player.y)) <= 6 &&
          knowledgeOf(g).seen[i] !== 0 &&
          floor.terrain[i] === Ter.Floor &&
          floor.occupant[i] === 0;
        expect(blinkRefusal(g, x, y) === undefined).toBe(ok);
      }),
    );
  });
});

describe('stun pulse', () => {
  it('adjacent monsters lose their turns for a while, then act again', () => {
    const g = game(['#######', '#.@z..#', '#######'], 'stun');
    carry(g, 'stun-pulser');
    g.player.hp = 1000;
    const z = Object.values(g.floor.monsters)[0];
    z.hp = 1000;
    const r = perform(g, { kind: 'ability', which: 'stun' });
    expect(r.tookTurn).toBe(true);
    expect(g.player.character.energy).toBe(CHARACTER.energy - ABILITIES.stun.cost);
    const bitesWhileStunned: number[] = [];
    for (let k = 0; k < ABILITIES.stun.power; k++) {
      const res = perform(g, { kind: 'wait' });
      bitesWhileStunned.push(res.events.filter((e) => e.type === 'attack' && e.actor === z.id).length);
    }
    expect(bitesWhileStunned.every((n) => n === 0)).toBe(true);
    let later = 0;
    for (let k = 0; k < 10; k++) {
      const res = perform(g, { kind: 'wait' });
      later += res.events.filter((e) => e.type === 'attack' && e.actor === z.id).length;
    }
    expect(later).toBeGreaterThan(0);
    expect(z.stunnedUntil).toBeUndefined();
  });

  it('is refused with nothing adjacent (no energy spent)', () => {
    const g = game(['#######', '#.@..z#', '#######']);
    carry(g, 'stun-pulser');
    expect(perform(g, { kind: 'ability', which: 'stun' }).tookTurn).toBe(false);
    expect(g.player.character.energy).toBe(CHARACTER.energy);
  });
});

describe('patch kit', () => {
  it('seals an adjacent breach into wall, and the section holds air again', () => {
    const g = game(['#######', '#.@...#', '###%###', '       ']);
    carry(g, 'patch-kit');
    // Grip gloves keep the player from being dragged out while the corridor vents.
    perform(g, { kind: 'equip', slot: carry(g, 'grip-gloves') });
    const hole = 2 * g.floor.width + 3;
    setTerrain(g.floor, hole, Ter.Breach);
    const layout = g.floor.layout;
    for (let k = 0; k < 4; k++) perform(g, { kind: 'wait' });
    expect(g.floor.air[1 * g.floor.width + 4]).toBe(0);
    const r = perform(g, { kind: 'ability', which: 'patch', x: 3, y: 2 });
    expect(r.tookTurn).toBe(true);
    expect(g.floor.terrain[hole]).toBe(Ter.Wall);
    expect(g.floor.layout).toBeGreaterThan(layout);
    perform(g, { kind: 'wait' });
    expect(g.floor.air[1 * g.floor.width + 4]).toBeGreaterThan(0);
  });

  it('finds the adjacent breach by itself, and refuses a far one or none', () => {
    const g = game(['#######', '#.@...#', '###%#%#', '       ']);
    carry(g, 'patch-kit');
    setTerrain(g.floor, 2 * g.floor.width + 5, Ter.Breach);
    expect(perform(g, { kind: 'ability', which: 'patch', x: 5, y: 2 }).tookTurn).toBe(false);
    expect(perform(g, { kind: 'ability', which: 'patch' }).tookTurn).toBe(false);
    setTerrain(g.floor, 2 * g.floor.width + 3, Ter.Breach);
    expect(perform(g, { kind: 'ability', which: 'patch' }).tookTurn).toBe(true);
    expect(g.floor.terrain[2 * g.floor.width + 3]).toBe(Ter.Wall);
    expect(g.floor.terrain[2 * g.floor.width + 5]).toBe(Ter.Breach);
  });

  it('lists the abilities of carried devices in the view', () => {
    const g = game(HALL);
    carry(g, 'patch-kit');
    carry(g, 'blink-pack');
    const abilities = view(g).player.character?.abilities ?? [];
    expect(abilities.map((a) => a.which)).toEqual(['blink', 'patch']);
    expect(abilities.every((a) => a.ready)).toBe(true);
  });
});

describe('devices in the pack', () => {
  it('use on a device is refused with a pointer to its ability, spending nothing', () => {
    const g = game(HALL);
    const slot = carry(g, 'patch-kit');
    const turn = g.turn;
    expect(perform(g, { kind: 'use', slot }).tookTurn).toBe(false);
    expect(g.turn).toBe(turn);
    expect(g.log[g.log.length - 1].text).toContain(ABILITIES.patch.name);
    expect(g.player.inventory[slot].kind).toBe('patch-kit');
  });
});
