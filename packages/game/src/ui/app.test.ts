import { describe, expect, it } from 'vitest';
import type { Command, GameEvent, Outcome } from '../core/api.js';
import { createApp } from './app.js';
import { EFFECT_MS, MIN_HEIGHT, MIN_WIDTH } from './play-screen.js';
import { asciiActor, asciiView, type AsciiViewSpec } from './ascii-view.js';
import { startCoreGame, type GameSession, type StartGame } from './session.js';
import { frameText } from './draw.js';
import { dim, type Frame } from './frame.js';
import { MENU_DIM } from './dialog.js';

/** A game that records commands and shows a hand-made view; `onCommand` may change what it shows. */
function fakeGame(
  spec: AsciiViewSpec,
  onCommand?: (c: Command, state: { spec: AsciiViewSpec }) => void | readonly GameEvent[],
) {
  const commands: Command[] = [];
  const state = { spec };
  const session: GameSession = {
    view: () => asciiView(state.spec),
    perform: (c) => {
      commands.push(c);
      const events = onCommand?.(c, state) ?? [];
      return { tookTurn: true, events, reobserved: 0 };
    },
    hash: () => String(commands.length),
  };
  const seeds: (number | string)[] = [];
  const start: StartGame = (seed) => {
    seeds.push(seed);
    return session;
  };
  return { commands, seeds, start, state };
}

const ROOM: AsciiViewSpec = {
  map: ['##########', '#........#', "#...@...'#", '#........#', '##########'],
  actors: [asciiActor(6, 2, 'zombie', 'z'), asciiActor(2, 1, 'skeleton', 's')],
  player: {
    inventory: [
      { id: 1, kind: 'pistol', name: 'pistol', glyph: ')', colour: 0xcccccc, x: -1, y: -1, detail: '6/6' },
      { id: 2, kind: 'medkit', name: 'medkit', glyph: '!', colour: 0xff4040, x: -1, y: -1 },
    ],
  },
};

const press = (app: ReturnType<typeof createApp>, ...keys: string[]): void =>
  keys.forEach((k) => app.press(k));
const text = (app: ReturnType<typeof createApp>, w = 80, h = 24): string => frameText(app.render(w, h));

function boxOf(f: Frame): { x0: number; y0: number; x1: number; y1: number } {
  const t = frameText(f).split('\n');
  const y0 = t.findIndex((r) => r.includes('┌'));
  const y1 = t.findIndex((r) => r.includes('┘'));
  return { x0: t[y0].indexOf('┌'), y0, x1: t[y1].indexOf('┘'), y1 };
}

describe('createApp', () => {
  it('renders frames of exactly the requested size on every screen, at 80x24 and 120x40', () => {
    const app = createApp({ entropy: 1 });
    for (const [w, h] of [
      [80, 24],
      [120, 40],
    ]) {
      const f = app.render(w, h);
      expect([f.width, f.height, f.glyph.length, f.fg.length, f.bg.length]).toEqual([
        w,
        h,
        w * h,
        w * h,
        w * h,
      ]);
      expect(frameText(f)).toContain('H U L L B R E A C H');
    }
    press(app, 'n');
    for (const [w, h] of [
      [80, 24],
      [120, 40],
      [200, 60],
    ]) {
      const f = app.render(w, h);
      expect([f.width, f.height]).toEqual([w, h]);
      expect(frameText(f)).toContain('@');
    }
  });

  it('degrades below 80x24 to a "too small" message of the requested size', () => {
    const app = createApp({ seed: 3 });
    const f = app.render(40, 10);
    expect([f.width, f.height]).toEqual([40, 10]);
    expect(frameText(f)).toContain(`${MIN_WIDTH}x${MIN_HEIGHT}`);
    expect(app.render(0, 0).glyph.length).toBe(0);
    expect(frameText(app.render(79, 24))).toContain('79x24');
  });

  it('flashes the shot path of the last turn until a little cosmetic time has passed', () => {
    const g = fakeGame(ROOM, (c) =>
      c.kind === 'fire'
        ? [{ type: 'shot', weapon: 'pistol', path: [5, 6].map((x) => ({ x, y: 2 })), stoppedBy: 'zombie' }]
        : [],
    );
    const app = createApp({ seed: 1, startGame: g.start });
    const before = app.render(80, 24);
    press(app, 'f', 'enter');
    const shot = app.render(80, 24);
    const at = (f: Frame, x: number, y: number): number => f.bg[y * 80 + x];
    // The map is centred in its viewport: find the player's column to locate the path.
    const row = frameText(shot).split('\n');
    const py = row.findIndex((r) => r.includes('@'));
    const px = row[py].indexOf('@');
    expect(at(shot, px + 1, py)).not.toBe(at(before, px + 1, py));
    expect(at(shot, px + 2, py)).not.toBe(at(before, px + 2, py));
    app.tick(EFFECT_MS / 2);
    expect(at(app.render(80, 24), px + 1, py)).toBe(at(shot, px + 1, py));
    app.tick(EFFECT_MS);
    expect(at(app.render(80, 24), px + 1, py)).toBe(at(before, px + 1, py));
    press(app, 'f', 'enter', '.');
    expect(at(app.render(80, 24), px + 1, py)).toBe(at(before, px + 1, py));
  });

  it('rendering and cosmetic time never touch the game: stars, fire and light draw on no game stream', () => {
    const session = startCoreGame('render-only');
    const app = createApp({ seed: 'render-only', startGame: () => session });
    press(app, 'l', 'j');
    const before = session.hash();
    const first = app.render(80, 24);
    for (let i = 0; i < 12; i++) {
      app.tick(170);
      app.render(80 + i, 24 + i);
    }
    expect(session.hash()).toBe(before);
    const again = createApp({ seed: 'render-only', startGame: () => session });
    expect(Array.from(again.render(80, 24).glyph)).toEqual(Array.from(first.glyph));
  });

  it('title → new game with an entered seed → playing on that seed', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ startGame: g.start });
    press(app, 's', 'k', 'e', 's', 't', 'r', 'e', 'l', 'enter');
    expect(g.seeds).toEqual(['kestrel']);
    press(app, 'l');
    expect(g.commands).toEqual([{ kind: 'move', dx: 1, dy: 0 }]);
  });

  it('digit seeds become numbers; an empty seed and "New game" draw from the front end entropy', () => {
    const a = fakeGame(ROOM);
    press(createApp({ startGame: a.start }), 's', '4', '2', 'enter');
    expect(a.seeds).toEqual([42]);
    const seedsOf = (entropy: number): (number | string)[] => {
      const g = fakeGame(ROOM);
      const app = createApp({ startGame: g.start, entropy });
      press(app, 'n', 'escape', 'n', 'y');
      return g.seeds;
    };
    expect(seedsOf(7)).toEqual(seedsOf(7));
    expect(seedsOf(7)).not.toEqual(seedsOf(8));
    expect(new Set(seedsOf(7)).size).toBe(2);
    const e = fakeGame(ROOM);
    press(createApp({ startGame: e.start, entropy: 7 }), 's', 'enter');
    expect(typeof e.seeds[0]).toBe('number');
  });

  it('routes playing keys to the right commands', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'l', '.', '5', 'begin', 'g', 'r', '>', 'y', 'pagedown', '3');
    expect(g.commands).toEqual([
      { kind: 'move', dx: 1, dy: 0 },
      { kind: 'wait' },
      { kind: 'wait' },
      { kind: 'wait' },
      { kind: 'pickup' },
      { kind: 'reload' },
      // '>' with no stairs known walks nowhere and spends nothing.
      { kind: 'move', dx: -1, dy: -1 },
      { kind: 'move', dx: 1, dy: 1 },
      { kind: 'move', dx: 1, dy: 1 },
    ]);
  });

  it('fires at the nearest target, Tab cycles, Escape cancels without a command', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'f');
    expect(text(app)).toContain('Aiming pistol at zombie');
    press(app, 'enter');
    press(app, 'f', 'tab', 'f');
    press(app, 'f', 'tab', 'escape');
    press(app, 'f', 'left', 'enter');
    expect(g.commands).toEqual([
      { kind: 'fire', x: 6, y: 2 },
      { kind: 'fire', x: 2, y: 1 },
      { kind: 'fire', x: 5, y: 2 },
    ]);
  });

  it('refuses to aim fists and says why, spending nothing', () => {
    const g = fakeGame({
      ...ROOM,
      player: {
        weapon: { name: 'fists', melee: true, loaded: 0, capacity: 0, reserve: 0, kind: 'fists', range: 1 },
      },
    });
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'f', 'enter');
    expect(g.commands).toEqual([]);
    expect(text(app)).toContain('no gun in hand');
  });

  it('closes the only open door next to the player at once, asks which way when there are several', () => {
    const door = fakeGame({ ...ROOM, map: ['#####', "#.@'#", '#####'] });
    press(createApp({ seed: 1, startGame: door.start }), 'c');
    expect(door.commands).toEqual([{ kind: 'close', dx: 1, dy: 0 }]);
    const g = fakeGame({ ...ROOM, map: ["#'###", "#.@'#", '#####'] });
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'c');
    expect(text(app)).toContain('Close a door');
    press(app, 'q', 'y');
    press(app, 'c', 'escape');
    expect(g.commands).toEqual([{ kind: 'close', dx: -1, dy: -1 }]);
  });

  it('says so, spending nothing, when no open door is next to the player', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'c');
    expect(g.commands).toEqual([]);
    expect(text(app)).toContain('no open door next to you');
  });

  it('uses, wields and drops inventory items by letter', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'i');
    const inv = text(app);
    expect(inv).toContain('(a) pistol');
    expect(inv).toContain('(b) medkit');
    press(app, 'a', 'w', 'i', 'b', 'u', 'i', 'a', 'd', 'i', 'b', 'escape', 'escape');
    expect(g.commands).toEqual([
      { kind: 'wield', slot: 0 },
      { kind: 'use', slot: 1 },
      { kind: 'drop', slot: 0 },
    ]);
  });

  it('examine describes what is under the cursor, without sending commands', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'x', 'tab');
    expect(text(app)).toContain('zombie (hunting');
    press(app, 'escape', 'l');
    expect(g.commands).toEqual([{ kind: 'move', dx: 1, dy: 0 }]);
  });

  it('opens help, history and the pause menu and closes them with Escape; hotkeys select', () => {
    const g = fakeGame({ ...ROOM, log: [{ text: 'The hull groans.', turn: 0, count: 3, tone: 'warn' }] });
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, '?');
    expect(text(app)).toContain('vi-style');
    press(app, 'escape', 'm');
    expect(text(app)).toContain('Message history');
    expect(text(app)).toContain('The hull groans. (x3)');
    press(app, 'escape', 'escape');
    expect(text(app)).toContain('Paused');
    press(app, 'h');
    expect(text(app)).toContain('vi-style');
    press(app, 'escape');
    expect(text(app)).toContain('Paused');
    press(app, 'r');
    expect(text(app)).not.toContain('Paused');
    press(app, 'escape', 'q', 'n');
    expect(app.done).toBe(false);
    press(app, 'q', 'y');
    expect(app.done).toBe(true);
    expect(g.commands).toEqual([]);
  });

  it('options cycle the colour mode the front end encodes with', () => {
    const app = createApp({ colourMode: 'truecolor' });
    press(app, 'o');
    expect(text(app)).toContain('truecolour');
    press(app, 'c');
    expect(app.colourMode).toBe('256');
    press(app, 'c', 'c');
    expect(app.colourMode).toBe('grey');
    expect(text(app)).toContain('greyscale');
    press(app, 'c');
    expect(app.colourMode).toBe('truecolor');
    press(app, 'escape', 'q');
    expect(app.done).toBe(true);
  });

  it('the movement-keys option turns the vi letters off and on', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'escape', 'o', 'k');
    expect(text(app)).toContain('arrows and numpad');
    press(app, 'escape', 'escape', 'l', 'right');
    expect(g.commands).toEqual([{ kind: 'move', dx: 1, dy: 0 }]);
    press(app, 'escape', 'o', 'k', 'escape', 'escape', 'l');
    expect(g.commands.length).toBe(2);
  });

  it('M1: opening and closing every menu, prompt and mode changes nothing in a real game', () => {
    const session = startCoreGame('m1-check');
    const app = createApp({ seed: 'm1-check', startGame: () => session });
    press(app, 'l', 'l', '.');
    const before = session.hash();
    const turn = session.view().turn;
    const sequences = [
      ['escape', 'j', 'k', 'down', 'escape'],
      ['escape', 'h', 'pagedown', 'escape', 'escape'],
      ['escape', 'o', 'escape', 'escape'],
      ['escape', 'n', 'n', 'escape'],
      ['escape', 'q', 'escape', 'escape'],
      ['?', 'j', 'escape'],
      ['m', 'up', 'escape'],
      ['i', 'a', 'escape', 'escape'],
      ['x', 'l', 'k', 'tab', 'escape'],
      ['f', 'tab', 'h', 'escape'],
      ['c', 'escape'],
      ['c', 'i', 'escape'],
    ];
    for (const keys of sequences) {
      for (const k of keys) {
        app.press(k);
        app.render(80, 24);
        app.tick(5000);
      }
      expect(session.hash(), keys.join(' ')).toBe(before);
    }
    expect(session.view().turn).toBe(turn);
    press(app, '.');
    expect(session.hash()).not.toBe(before);
  });

  it('M2/M3: the pause menu box is centred over the game dimmed to 63/255, at several sizes', () => {
    for (const [w, h] of [
      [80, 24],
      [120, 40],
      [97, 31],
    ]) {
      const app = createApp({ seed: 12 });
      press(app, 'l', 'j');
      const plain = app.render(w, h);
      press(app, 'escape');
      const menu = app.render(w, h);
      const b = boxOf(menu);
      expect(Math.abs(b.x0 - (w - 1 - b.x1))).toBeLessThanOrEqual(1);
      expect(Math.abs(b.y0 - (h - 1 - b.y1))).toBeLessThanOrEqual(1);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          if (x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1) continue;
          const i = y * w + x;
          expect(menu.glyph[i]).toBe(plain.glyph[i]);
          expect(menu.fg[i]).toBe(dim(plain.fg[i], MENU_DIM));
          expect(menu.bg[i]).toBe(dim(plain.bg[i], MENU_DIM));
        }
      }
    }
  });

  it('T2: two games differing only behind an unseen wall give identical frames', () => {
    const knowledge = ['vvvvv     ', 'vvvvv     ', 'vvvvv     '];
    const a = fakeGame({
      map: ['##########', '#.@.#....#', '##########'],
      knowledge,
      actors: [asciiActor(6, 1)],
    });
    const b = fakeGame({
      map: ['#####%%%##', '#.@.#>&+.#', '#####   ##'],
      knowledge,
      items: [{ id: 9, kind: 'medkit', name: 'medkit', glyph: '!', colour: 1, x: 7, y: 1 }],
    });
    const fa = createApp({ seed: 1, startGame: a.start });
    const fb = createApp({ seed: 1, startGame: b.start });
    for (const keys of [[], ['x', 'l', 'l', 'l'], ['escape', 'escape']]) {
      press(fa, ...keys);
      press(fb, ...keys);
      const ra = fa.render(80, 24);
      const rb = fb.render(80, 24);
      expect(Array.from(ra.glyph)).toEqual(Array.from(rb.glyph));
      expect(Array.from(ra.fg)).toEqual(Array.from(rb.fg));
      expect(Array.from(ra.bg)).toEqual(Array.from(rb.bg));
    }
  });

  function ending(outcome: Outcome, cause?: string, spec: AsciiViewSpec = ROOM) {
    return fakeGame(spec, (c, state) => {
      if (c.kind === 'wait') {
        state.spec = {
          ...state.spec,
          seed: 'dead-seed',
          outcome,
          causeOfDeath: cause,
          stats: {
            kills: 17,
            turns: 1234,
            deepestFloor: 4,
            damageTaken: 55,
            shotsFired: 80,
            seed: 'dead-seed',
          },
        };
      }
    });
  }

  it('shows the death screen with the cause, the statistics and the seed, and offers a new run', () => {
    const g = ending('died', 'killed by a tank');
    const app = createApp({ seed: 'dead-seed', startGame: g.start, entropy: 3 });
    press(app, '.');
    const screen = text(app, 100, 30);
    for (const want of [
      'You are dead',
      'Killed by a tank.',
      'Kills',
      '17',
      'Turns',
      '1234',
      'Floor 4/5',
      'dead-seed',
      '(n) New run',
      '(q) Quit',
    ]) {
      expect(screen).toContain(want);
    }
    press(app, 's');
    expect(g.seeds).toEqual(['dead-seed', 'dead-seed']);
  });

  it('tints the map red on death and blue when adrift', () => {
    const big: AsciiViewSpec = {
      map: Array.from({ length: 30 }, (_, y) =>
        y === 15 ? '#'.repeat(40) + '@' + '#'.repeat(39) : '#'.repeat(80),
      ),
    };
    const red = createApp({ seed: 1, startGame: ending('died', undefined, big).start });
    const blue = createApp({ seed: 1, startGame: ending('adrift', undefined, big).start });
    press(red, '.');
    press(blue, '.');
    expect(text(blue)).toContain('You drift away');
    const fr = red.render(80, 24);
    const fb = blue.render(80, 24);
    // A wall in the top-left corner, outside the box: reddish under death, bluish adrift.
    const ch = (c: number, s: number) => (c >>> s) & 255;
    expect(ch(fr.fg[0], 16)).toBeGreaterThan(ch(fr.fg[0], 0));
    expect(ch(fb.fg[0], 0)).toBeGreaterThan(ch(fb.fg[0], 16));
  });

  it('shows our epilogue on victory, then the statistics; quitting ends the app', () => {
    const g = ending('won');
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, '.');
    expect(text(app, 100, 30)).toContain('The Kestrel climbs');
    press(app, 'c');
    const stats = text(app, 100, 30);
    expect(stats).toContain('The Kestrel holds its orbit');
    expect(stats).toContain('Shots fired');
    expect(stats).toContain('80');
    press(app, 'q');
    expect(app.done).toBe(true);
  });

  it('the title screen is alive: ticking moves the scenery, and never starts a game', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ startGame: g.start, entropy: 5 });
    const first = text(app);
    let changed = false;
    for (let i = 0; i < 20 && !changed; i++) {
      app.tick(1000);
      changed = text(app) !== first;
    }
    expect(changed).toBe(true);
    expect(g.seeds).toEqual([]);
  });

  it('A1 golden frame: a fixed seed and inputs on the real core always draw the same screen', async () => {
    // Refresh with `npx vitest run packages/game/src/ui -u` when the core's docking bay changes on purpose.
    const app = createApp({ seed: 'golden', entropy: 0 });
    press(app, 'l', 'l', 'j', '.', 'h');
    await expect(frameText(app.render(80, 24)) + '\n').toMatchFileSnapshot(
      './__snapshots__/golden-80x24.txt',
    );
  });

  it('A1 golden frames of a fixed hand-made scene: playing and paused, independent of the generators', async () => {
    const scene = fakeGame({
      ...ROOM,
      map: ['##########%####', '#........#....#', "#...@...'#..>.#", '#........+....#', '####%#####%####'],
      knowledge: [
        'vvvvvvvvvvrrrrr',
        'vvvvvvvvvvrrrrr',
        'vvvvvvvvvvrrrrr',
        'vvvvvvvvvvrrrrr',
        'vvvvvvvvvvrrr  ',
      ],
      items: [{ id: 5, kind: 'medkit', name: 'medkit', glyph: '!', colour: 0xff4040, x: 12, y: 1 }],
      seed: 'scene',
      depth: 2,
      turn: 77,
      log: [
        { text: 'You hear shuffling beyond the door.', turn: 75, count: 1, tone: 'warn' },
        { text: 'The zombie hits you.', turn: 77, count: 2, tone: 'bad' },
      ],
      player: { ...ROOM.player, hp: 13, armour: 2 },
    });
    const app = createApp({ seed: 'scene', startGame: scene.start });
    await expect(frameText(app.render(80, 24)) + '\n').toMatchFileSnapshot('./__snapshots__/scene-80x24.txt');
    press(app, 'escape');
    await expect(frameText(app.render(80, 24)) + '\n').toMatchFileSnapshot(
      './__snapshots__/scene-paused-80x24.txt',
    );
  });
});
