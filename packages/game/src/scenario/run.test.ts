import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMMO_BOX, PLAYER, WEAPONS } from '../core/content.js';
import { parseScenario } from './parse.js';
import { playScenario, runScenario, startScenario, type FinalRecord, type TurnRecord } from './run.js';

function scenario(settings: readonly string[], map: readonly string[], script: readonly string[]) {
  return parseScenario([...settings, '---', ...map, '---', ...script].join('\n'), 'test.scn');
}

function lines(text: readonly string[]): { turns: TurnRecord[]; final: FinalRecord } {
  const parsed = text.map((l) => JSON.parse(l) as TurnRecord | FinalRecord);
  const final = parsed.pop() as FinalRecord;
  return { turns: parsed as TurnRecord[], final };
}

const ROOM = ['########', '#@.....#', '#......#', '########'];

describe('startScenario', () => {
  it('sets the player up as the settings say', () => {
    const s = scenario(
      [
        'hp 33',
        'oxygen 4',
        'armour 6',
        'wield shotgun',
        'carry medkit 2',
        'carry rifle',
        'carry ammo-fuel 2',
        'ammo shells 3',
        'item 3,2 oxygen-canister 2',
        'item 2,1 flamethrower',
      ],
      ROOM,
      [],
    );
    const game = startScenario(s, 5);
    const p = game.player;
    expect([p.hp, p.maxHp, p.oxygen, p.maxOxygen, p.armour]).toEqual([33, 33, 4, PLAYER.oxygen, 6]);
    expect(p.inventory.map((it) => [it.kind, it.loaded])).toEqual([
      ['shotgun', WEAPONS.shotgun.capacity],
      ['medkit', 0],
      ['medkit', 0],
      ['rifle', WEAPONS.rifle.capacity],
    ]);
    expect(p.inventory.find((it) => it.id === p.wielded)?.kind).toBe('shotgun');
    expect(p.ammo.shells).toBe(3);
    expect(p.ammo.fuel).toBe(2 * AMMO_BOX.fuel);
    expect(p.ammo.bullets).toBe(PLAYER.startBullets);
    expect(game.floor.items.map((it) => [it.kind, it.x, it.y, it.loaded])).toEqual([
      ['oxygen-canister', 3, 2, 0],
      ['oxygen-canister', 3, 2, 0],
      ['flamethrower', 2, 1, WEAPONS.flamethrower.capacity],
    ]);
    const ids = [...p.inventory, ...game.floor.items].map((it) => it.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThan(0);
    expect(game.nextId).toBeGreaterThan(Math.max(...ids));
  });

  it('keeps the game defaults when nothing is set, and empty hands with wield fists', () => {
    const plain = startScenario(scenario([], ROOM, []), 1).player;
    expect([plain.hp, plain.oxygen, plain.armour]).toEqual([PLAYER.hp, PLAYER.oxygen, 0]);
    expect(plain.inventory.map((it) => it.kind)).toEqual(['pistol']);
    expect(plain.inventory[0].loaded).toBe(WEAPONS.pistol.capacity);
    const bare = startScenario(scenario(['wield fists'], ROOM, []), 1).player;
    expect(bare.inventory).toEqual([]);
    expect(bare.wielded).toBe(0);
  });
});

describe('runScenario', () => {
  it('prints a line per command and per turn of wait N, then the final line', () => {
    const s = scenario([], ROOM, ['move e', 'wait 3', 'move w']);
    const { turns, final } = lines(runScenario(s, { seed: 2 }));
    expect(turns.map((t) => [t.turn, t.command, t.tookTurn])).toEqual([
      [1, 'move e', true],
      [2, 'wait 3', true],
      [3, 'wait 3', true],
      [4, 'wait 3', true],
      [5, 'move w', true],
    ]);
    expect(turns[0].player).toEqual({ x: 2, y: 1, hp: 20, oxygen: 20, armour: 0 });
    expect(turns[0].outcome).toBe('playing');
    expect(final).toEqual({
      final: true,
      turn: 5,
      outcome: 'playing',
      map: ['########', '#@.....#', '#......#', '########'],
      air: ['########', '#......#', '#......#', '########'],
    });
  });

  it('keeps the keys of every line in the documented order', () => {
    const { turns } = lines(runScenario(scenario([], ROOM, ['wait']), {}));
    expect(Object.keys(turns[0])).toEqual([
      'turn',
      'command',
      'tookTurn',
      'player',
      'outcome',
      'monsters',
      'items',
      'airless',
      'flowing',
      'burning',
      'log',
    ]);
  });

  it('reports refused commands with tookTurn false and goes on', () => {
    const s = scenario(['ammo bullets 0'], ROOM, ['move n', 'use medkit', 'reload', 'close e', 'wait']);
    const { turns } = lines(runScenario(s, { seed: 1 }));
    expect(turns.map((t) => [t.command, t.tookTurn, t.turn])).toEqual([
      ['move n', false, 0],
      ['use medkit', false, 0],
      ['reload', false, 0],
      ['close e', false, 0],
      ['wait', true, 1],
    ]);
    expect(turns[0].log).toEqual(['A wall blocks the way.']);
    expect(turns[1].log).toEqual(['You carry no medkit.']);
  });

  it('uses, wields and drops the first carried item of a kind', () => {
    const s = scenario(['hp 9', 'carry medkit', 'carry rifle'], ROOM, [
      'use medkit',
      'wield rifle',
      'drop pistol',
    ]);
    const run = playScenario(s, 3);
    expect(run.records.map((r) => r.tookTurn)).toEqual([true, true, true]);
    expect(run.records[0].player.hp).toBe(9 + PLAYER.medkitHeal);
    const p = run.game.player;
    expect(p.inventory.map((it) => it.kind)).toEqual(['rifle']);
    expect(p.inventory[0].id).toBe(p.wielded);
    expect(run.records[2].items).toEqual([{ kind: 'pistol', x: 1, y: 1 }]);
  });

  it('lists every monster by id, bones included, and draws the living ones on the final map', () => {
    const s = scenario(
      ['hp 99', 'ammo bullets 50'],
      ['#########', '#@s....z#', '#########'],
      ['fire 2,1', 'fire 2,1', 'fire 2,1', 'fire 2,1', 'fire 2,1'],
    );
    const { turns, final } = lines(runScenario(s, { seed: 4 }));
    const bonesLine = turns.find((t) => t.monsters.some((m) => m.kind === 'bones'));
    expect(bonesLine).toBeDefined();
    const bones = bonesLine!.monsters.find((m) => m.kind === 'bones')!;
    expect(bones).toMatchObject({ id: 2, x: 2, y: 1, hp: 0 });
    for (const t of turns)
      expect(t.monsters.map((m) => m.id)).toEqual([...t.monsters.map((m) => m.id)].sort((a, b) => a - b));
    const last = turns[turns.length - 1];
    for (const m of last.monsters) {
      const ch = final.map[m.y][m.x];
      if (m.kind === 'bones') expect(ch).not.toBe('s');
      else expect(ch).toBe(m.kind === 'zombie' ? 'z' : m.kind[0]);
    }
  });

  it('stops the script when the run ends', () => {
    const s = scenario(['oxygen 0', 'hp 2'], ['   #####', '   *.@.#', '   #####'], ['wait 10', 'wait 10']);
    const { turns, final } = lines(runScenario(s, { seed: 1 }));
    expect(turns.map((t) => t.player.hp)).toEqual([1, 0]);
    expect(turns[1].outcome).toBe('died');
    expect(final.outcome).toBe('died');
    expect(final.map[1]).toBe('   *.@.#');
    expect(final.air[1]).toBe('    ~~~#');
  });

  it('draws the air map from the terrain: # solid, space open space, . air, ~ none', () => {
    const s = scenario([], ['      ', ' #%+& ', " #@'. ", ' #>#* ', '      '], []);
    const { final } = lines(runScenario(s, {}));
    expect(final.map).toEqual(['      ', ' #%+& ', " #@'. ", ' #>#* ', '      ']);
    expect(final.air).toEqual(['      ', ' #### ', ' #~~~ ', ' #~#  ', '      ']);
  });

  it('prints the same lines for the same scenario and seed, every time', () => {
    const s = scenario(
      ['hp 40'],
      ['##########', '#@..z..s.#', '#...b....#', '##########'],
      ['wait 12', 'fire 4,1'],
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        expect(runScenario(s, { seed })).toEqual(runScenario(s, { seed }));
      }),
      { numRuns: 25 },
    );
  });

  it('writes a text report: the final map, the air map and a summary', () => {
    const s = scenario([], ROOM, ['wait']);
    const text = runScenario(s, { seed: 'kestrel', format: 'text' });
    expect(text[0]).toBe('test.scn, seed kestrel: 1 lines, turn 1, playing');
    expect(text).toContain('Map:');
    expect(text.slice(text.indexOf('Map:') + 1, text.indexOf('Map:') + 5)).toEqual(ROOM);
    expect(text[text.indexOf('Air (. air, ~ none, # solid, blank: open space):') + 2]).toBe('#......#');
    expect(text).toContain('Player: 1,1, hp 20/20, oxygen 20/20, armour 0');
    expect(text).toContain('Monsters: none');
    expect(text).toContain('Cells: 0 airless, 0 flowing, 0 burning');
  });
});
