import { describe, expect, it } from 'vitest';
import type { Command } from '../core/api.js';
import { createApp } from './app.js';
import { JOURNEY_MS, playLayout } from './play-screen.js';
import { asciiActor, asciiView, type AsciiViewSpec } from './ascii-view.js';
import type { GameSession, StartGame } from './session.js';
import { TILE } from './tile-map.js';
import { rowText } from './draw.js';

/** A hand-made game that records commands; travel moves one cell toward its goal and stops on it. */
function fakeGame(spec: AsciiViewSpec) {
  const commands: Command[] = [];
  const state = { map: [...spec.map] };
  const view = () => asciiView({ ...spec, map: state.map });
  const session: GameSession = {
    view,
    perform: (c) => {
      commands.push(c);
      if (c.kind !== 'travel') return { tookTurn: true, events: [], reobserved: 0 };
      const p = view().player;
      const nx = p.x + Math.sign(c.x - p.x);
      const ny = p.y + Math.sign(c.y - p.y);
      state.map = state.map.map((r, y) =>
        [...r].map((ch, x) => (x === nx && y === ny ? '@' : ch === '@' ? '.' : ch)).join(''),
      );
      const arrived = nx === c.x && ny === c.y;
      return { tookTurn: true, events: [], reobserved: 0, ...(arrived ? { stop: 'You arrive.' } : {}) };
    },
    hash: () => String(commands.length),
  };
  const start: StartGame = () => session;
  return { commands, start };
}

const ROOM: AsciiViewSpec = {
  map: ['##########', '#@.......#', '#........#', '#.......z#', '##########'],
  knowledge: ['vvvvvvvvvv', 'vvvvvvvvvv', 'vvvvvvvvvv', 'vvvvvvvvvv', '          '],
  actors: [asciiActor(8, 3, 'zombie', 'z')],
};

const W = 100;
const H = 40;
/** The frame cell where map cell (x, y) is drawn when the map fits (it is centred). */
function frameCell(x: number, y: number, scale: number): { fx: number; fy: number } {
  const map = playLayout(W, H).map;
  const cols = Math.floor(map.width / scale);
  const rows = Math.floor(map.height / scale);
  const ox = -Math.floor((cols - 10) / 2);
  const oy = -Math.floor((rows - 5) / 2);
  return { fx: map.x + (x - ox) * scale + (scale >> 1), fy: map.y + (y - oy) * scale + (scale >> 1) };
}

describe('the app under a mouse', () => {
  for (const scale of [1, TILE]) {
    it(`walks to a clicked known cell one travel step per ${JOURNEY_MS} ms, and a key stops the walk (scale ${scale})`, () => {
      const g = fakeGame(ROOM);
      const app = createApp({
        seed: 1,
        startGame: g.start,
        tileView: true,
        mapView: scale === TILE ? 'tiles' : 'glyphs',
      });
      app.render(W, H);
      const { fx, fy } = frameCell(5, 2, scale);
      app.pointer?.(fx, fy, 'click');
      expect(g.commands).toEqual([{ kind: 'travel', x: 5, y: 2 }]);
      app.tick(JOURNEY_MS - 1);
      expect(g.commands.length).toBe(1);
      app.tick(1);
      expect(g.commands.length).toBe(2);
      for (let i = 0; i < 10; i++) app.tick(JOURNEY_MS);
      // Four steps reach (5, 2) from (1, 1); the fourth says stop.
      expect(g.commands.length).toBe(4);
      app.pointer?.(frameCell(1, 3, scale).fx, frameCell(1, 3, scale).fy, 'click');
      expect(g.commands.length).toBe(5);
      app.press('.');
      app.tick(JOURNEY_MS * 3);
      expect(g.commands.slice(5)).toEqual([{ kind: 'wait' }]);
    });
  }

  it('fires at a clicked creature in view, and ignores clicks on unknown cells', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ seed: 1, startGame: g.start });
    app.render(W, H);
    const z = frameCell(8, 3, 1);
    app.pointer?.(z.fx, z.fy, 'click');
    expect(g.commands).toEqual([{ kind: 'fire', x: 8, y: 3 }]);
    const unknown = frameCell(3, 4, 1);
    app.pointer?.(unknown.fx, unknown.fy, 'click');
    expect(g.commands.length).toBe(1);
  });

  it('describes the hovered known cell over the map and nothing once the mouse leaves', () => {
    const g = fakeGame(ROOM);
    const app = createApp({ seed: 1, startGame: g.start });
    const z = frameCell(8, 3, 1);
    app.render(W, H);
    app.pointer?.(z.fx, z.fy, 'hover');
    expect(rowText(app.render(W, H), 0)).toMatch(/zombie/i);
    app.pointer?.(z.fx, z.fy, 'leave');
    expect(rowText(app.render(W, H), 0)).not.toMatch(/zombie/i);
  });
});

describe('pageText and the map view option', () => {
  it('gives the HUD and log while playing and the open menu with its items', () => {
    const g = fakeGame({ ...ROOM, log: [{ text: 'You wake up.', turn: 0, count: 1, tone: 'info' }] });
    const app = createApp({ seed: 1, startGame: g.start, tileView: true });
    app.render(W, H);
    const playing = app.pageText?.();
    expect(playing?.screen).toEqual([]);
    expect(playing?.hud.some((r) => /^HP\s+20\/20$/.test(r))).toBe(true);
    expect(playing?.log).toEqual(['You wake up.']);
    app.press('escape');
    app.press('o');
    const options = app.pageText?.().screen ?? [];
    expect(options[0]).toBe('Options');
    expect(options).toContain('(v) Map view characters');
    app.press('v');
    expect(app.mapView).toBe('tiles');
    expect(app.pageText?.().screen).toContain('(v) Map view 3x3 tiles (selected)');
  });

  it('offers no map view to front ends that cannot paint tiles', () => {
    const app = createApp({ seed: 1, startGame: fakeGame(ROOM).start });
    app.press('escape');
    app.press('o');
    expect((app.pageText?.().screen ?? []).some((l) => l.includes('Map view'))).toBe(false);
    expect(app.mapView).toBe('glyphs');
  });
});
