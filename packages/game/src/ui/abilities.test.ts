import { describe, expect, it } from 'vitest';
import { xpForNext } from '../core/character.js';
import { ABILITIES, KILL_XP, type ItemKind } from '../core/content.js';
import { floorFromAscii, makeItem } from '../core/floor.js';
import { createGame } from '../core/game.js';
import { Ter, type GameState } from '../core/state.js';
import { applyVariant } from '../core/variants.js';
import { createApp } from './app.js';
import { abilityShortfall, blinkProblem, wornSlot } from './abilities.js';
import { asciiActor, asciiView } from './ascii-view.js';
import { frameText } from './draw.js';
import { sessionOfGame } from './session.js';

const HALL = ['############', '#@.........#', '#..........#', '#....#.....#', '############'];

/** A real core game on a hand-made floor, with the devices or gear given carried. */
function game(rows: readonly string[], carried: readonly ItemKind[] = []): GameState {
  const g = createGame('char-ui', { floor: floorFromAscii(rows) });
  for (const kind of carried)
    g.player.inventory.push(makeItem(9000 + g.player.inventory.length, kind, -1, -1, 0));
  return g;
}

/** The app playing `g` on a 100x32 screen. */
function appOf(g: GameState) {
  const app = createApp({ seed: 1, startGame: () => sessionOfGame(g) });
  const screen = (): string => frameText(app.render(100, 32));
  screen();
  const press = (...keys: string[]): string => {
    for (const k of keys) app.press(k);
    return screen();
  };
  return { app, screen, press };
}

describe('the ability key', () => {
  it('lists the carried devices with their energy cost', () => {
    const { press } = appOf(game(HALL, ['blink-pack', 'stun-pulser']));
    const text = press('a');
    expect(text).toContain('Devices');
    expect(text).toContain(`${ABILITIES.blink.cost} energy`);
    expect(text).toContain(`${ABILITIES.stun.cost} energy`);
    expect(text).not.toContain('patch');
  });

  it('blink asks for a cell with a cursor and jumps there, spending its energy', () => {
    const g = game(HALL, ['blink-pack']);
    const { press } = appOf(g);
    const energy = g.player.character.energy;
    expect(press('a', 'b')).toContain('Blink to where?');
    expect(g.turn).toBe(0);
    const text = press('l', 'l', 'l', 'j');
    expect(text).toContain('You can land here.');
    press('enter');
    expect([g.player.x, g.player.y]).toEqual([4, 2]);
    expect(g.player.character.energy).toBe(energy - ABILITIES.blink.cost);
    expect(g.turn).toBe(1);
  });

  it('the blink cursor says why a cell will not do, and Escape gives up without a turn', () => {
    const g = game(HALL, ['blink-pack']);
    const { press } = appOf(g);
    press('a', 'b');
    // (5, 3) is the pillar of the hall.
    expect(press('l', 'l', 'l', 'l', 'j', 'j')).toContain('No floor to land on there.');
    press('escape');
    expect([g.player.x, g.player.y, g.turn]).toEqual([1, 1, 0]);
  });

  it('short of energy says so and spends no turn', () => {
    const g = game(HALL, ['blink-pack', 'stun-pulser']);
    g.player.character.energy = ABILITIES.stun.cost - 1;
    const { press } = appOf(g);
    const text = press('a', 's');
    expect(text).toContain(`Not enough energy for the stun pulse: it takes ${ABILITIES.stun.cost}`);
    expect(g.turn).toBe(0);
    expect(press('a', 'b')).not.toContain('Blink to where?');
    expect(g.turn).toBe(0);
  });

  it('stun fires at once on what stands next to you', () => {
    const g = game(['#####', '#@z.#', '#...#', '#####'], ['stun-pulser']);
    const { press } = appOf(g);
    press('a', 's');
    const z = Object.values(g.floor.monsters)[0];
    expect(z.stunnedUntil).toBeGreaterThan(g.turn);
    expect(g.turn).toBe(1);
  });

  it('patch asks which way and seals the breach there', () => {
    const g = game(['#####', '#.@*#', '#...#', '#####'], ['patch-kit']);
    const { press } = appOf(g);
    expect(press('a', 'p')).toContain('Patch which way?');
    press('l');
    expect(g.floor.terrain[1 * g.floor.width + 3]).toBe(Ter.Wall);
  });
});

describe('levelling up in the UI', () => {
  it('says a level-up is waiting and which key opens the screen; the HUD marks it until spent', () => {
    const g = game(['######', '#@z..#', '#....#', '######']);
    g.player.character.xp = xpForNext(1) - KILL_XP.zombie;
    const z = Object.values(g.floor.monsters)[0];
    z.hp = 1;
    const { press, screen } = appOf(g);
    for (let k = 0; k < 60 && g.floor.monsters[z.id] !== undefined; k++) {
      g.player.hp = g.player.maxHp;
      press('l');
    }
    expect(g.player.character.points).toBe(1);
    const text = screen();
    expect(text).toContain('A level-up is waiting: press @ to spend it.');
    expect(text).toContain('Level 2 · level-up!');
    const turn = g.turn;
    press('@', 'e');
    expect(g.player.character.stats.endurance).toBe(1);
    expect(g.player.character.points).toBe(0);
    expect(g.turn).toBe(turn);
    const after = press('escape');
    expect(after).toContain('Level 2');
    expect(after).not.toContain('level-up!');
  });
});

describe('gear in the inventory', () => {
  it('wears an item, marks its slot, and takes it off again', () => {
    const g = game(HALL, ['pressure-helmet']);
    const { press } = appOf(g);
    const slot = g.player.inventory.findIndex((it) => it.kind === 'pressure-helmet');
    const letter = 'abcdefghijklmnopqrstuvwxyz'[slot];
    const item = press('i', letter);
    expect(item).toContain('Wear');
    expect(item).toContain('Worn on the head');
    press('w');
    expect(g.player.character.gear.head).toBe(g.player.inventory[slot].id);
    expect(press('i')).toContain('worn on the head');
    expect(press(letter)).toContain('Take off');
    press('t');
    expect(g.player.character.gear.head).toBe(0);
  });

  it('finds the slot an item is worn in by its id', () => {
    const v = asciiView({ map: ['@.'] });
    const helmet = { id: 4, kind: 'pressure-helmet', name: 'helmet', glyph: '[', colour: 0, x: -1, y: -1 };
    const sheet = {
      level: 1,
      xp: 0,
      nextXp: 10,
      points: 0,
      stats: [],
      energy: 0,
      maxEnergy: 0,
      gear: [{ slot: 'head' as const, item: helmet }, { slot: 'body' as const }],
      abilities: [],
    };
    expect(wornSlot(sheet, helmet)).toBe('head');
    expect(wornSlot(sheet, { ...helmet, id: 5 })).toBeUndefined();
    expect(wornSlot(v.player.character, helmet)).toBeUndefined();
    expect(abilityShortfall(sheet, 'blink')).toBe('You carry nothing that can blink.');
  });
});

describe('examine and variants', () => {
  it('names the variant and what it changes', () => {
    const g = game(['#######', '#@..z.#', '#.....#', '#######']);
    applyVariant(Object.values(g.floor.monsters)[0], 'volatile');
    const { press } = appOf(g);
    const text = press('x', 'tab');
    expect(text).toContain('volatile zombie');
    expect(text).toContain('Volatile:');
    expect(text).toContain('bursts when it dies');
  });
});

describe('blinkProblem', () => {
  // A reference judge written plainly: in range, in view, floor, empty.
  const map = ['@....', '..#..', '.....'];
  const view = asciiView({ map, actors: [asciiActor(4, 2)] });
  it('agrees with a plain reading of the map on every cell', () => {
    for (let y = 0; y < map.length; y++)
      for (let x = 0; x < map[0].length; x++) {
        const range = 3;
        const ok =
          !(x === 0 && y === 0) && Math.max(x, y) <= range && map[y][x] !== '#' && !(x === 4 && y === 2);
        expect(blinkProblem(view, x, y, range) === undefined).toBe(ok);
      }
  });
});
