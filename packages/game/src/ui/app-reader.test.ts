import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { playLayout } from './play-screen.js';
import { asciiActor, type AsciiViewSpec } from './ascii-view.js';
import { asciiView } from './ascii-view.js';
import { frameText, rowText } from './draw.js';
import { DEFAULT_KEYS } from './key-map.js';
import { whereLine } from './look.js';
import type { GameSession, StartGame } from './session.js';

const W = 100;
const H = 40;

/** A still game over a hand-made view (commands do nothing). */
function still(spec: AsciiViewSpec): StartGame {
  const session: GameSession = {
    view: () => asciiView(spec),
    perform: () => ({ tookTurn: false, events: [], reobserved: 0 }),
    hash: () => '0',
  };
  return () => session;
}

const ROOM: AsciiViewSpec = {
  map: ['##########', '#@.......#', '#........#', "#.......z'", '##########'],
  actors: [asciiActor(8, 3, 'zombie', 'z')],
};

describe('the app as page text (screen readers)', () => {
  it('look (v) opens a dialog with the where line and each thing with its distance and direction', () => {
    const app = createApp({ seed: 1, startGame: still(ROOM) });
    app.render(W, H);
    app.press(DEFAULT_KEYS.look[0]);
    const text = app.pageText?.();
    expect(text?.screen[0]).toBe('Look');
    expect(text?.screen).toContain(whereLine(asciiView(ROOM)));
    expect(text?.screen.some((l) => /^zombie \(.*\), 7 east$/.test(l))).toBe(true);
    // The canvas shows the same dialog.
    expect(frameText(app.render(W, H))).toContain('zombie');
    app.press('escape');
    expect(app.pageText?.().screen).toEqual([]);
  });

  it('the HUD text carries the where line while playing', () => {
    const app = createApp({ seed: 1, startGame: still(ROOM) });
    app.render(W, H);
    expect(app.pageText?.().hud.at(-1)).toBe(whereLine(asciiView(ROOM)));
  });

  it('mirrors examine and aiming as panel text, with where the cursor is, and claims Tab only then', () => {
    const app = createApp({ seed: 1, startGame: still(ROOM) });
    app.render(W, H);
    expect(app.pageText?.()).toMatchObject({ panel: [], wantsTab: false });
    app.press('x');
    app.press('right');
    app.press('right');
    const examine = app.pageText?.();
    expect(examine?.panel[0]).toBe('Cursor: 2 east.');
    expect(examine?.panel.some((l) => l.startsWith('Deck plating'))).toBe(true);
    expect(examine?.wantsTab).toBe(true);
    app.press('escape');
    app.press('f');
    const aim = app.pageText?.();
    expect(aim?.panel[0]).toMatch(/^Aiming pistol at zombie \(.*, 7 east\)\. Line of fire: clear\.$/);
    expect(aim?.wantsTab).toBe(true);
    app.press('escape');
    expect(app.pageText?.()).toMatchObject({ panel: [], wantsTab: false });
  });

  it('mirrors the hover panel under the mouse', () => {
    const app = createApp({ seed: 1, startGame: still(ROOM) });
    app.render(W, H);
    const map = playLayout(W, H).map;
    // The zombie's frame cell: the 10x5 map is centred in the map area.
    const fx = map.x + 8 + Math.floor((map.width - 10) / 2);
    const fy = map.y + 3 + Math.floor((map.height - 5) / 2);
    app.pointer?.(fx, fy, 'hover');
    const panel = app.pageText?.().panel ?? [];
    expect(panel[0]).toBe('Cursor: 7 east.');
    expect(panel.some((l) => l.startsWith('zombie'))).toBe(true);
    app.pointer?.(-1, -1, 'leave');
    expect(app.pageText?.().panel).toEqual([]);
  });

  it('after quitting, the page text is empty (no frozen dialog is read)', () => {
    const app = createApp({ seed: 1, startGame: still(ROOM) });
    app.render(W, H);
    app.press('escape');
    app.press('q');
    expect(app.pageText?.().screen[0]).toBe('Abandon this run and quit?');
    app.press('y');
    expect(app.done).toBe(true);
    expect(app.pageText?.()).toEqual({ hud: [], log: [], screen: [], panel: [], wantsTab: false });
  });
});

describe('small defects', () => {
  it('one click on a wall says "You cannot stand there." once, on the canvas and in the page text', () => {
    const app = createApp({ seed: 'kestrel-9' });
    const frame = app.render(W, H);
    const map = playLayout(W, H).map;
    const rows = frameText(frame).split('\n');
    let wall: { x: number; y: number } | undefined;
    for (let y = map.y; y < map.y + map.height && wall === undefined; y++) {
      const x = rows[y].slice(0, map.width).indexOf('#');
      if (x >= 0) wall = { x, y };
    }
    expect(wall).toBeDefined();
    app.pointer?.(wall?.x ?? 0, wall?.y ?? 0, 'click');
    const log = app.pageText?.().log ?? [];
    expect(log.filter((l) => l.startsWith('You cannot stand there.'))).toEqual(['You cannot stand there.']);
    const shown = playLayout(W, H).log;
    const logRows = Array.from({ length: shown.height }, (_, i) => rowText(app.render(W, H), shown.y + i));
    expect(logRows.join('\n')).toContain('You cannot stand there.');
    expect(logRows.join('\n')).not.toContain('(x2)');
  });

  it('Options offers Colours only to front ends that encode colour modes', () => {
    for (const colourChoice of [true, false]) {
      const app = createApp({ seed: 1, startGame: still(ROOM), colourChoice, tileView: true });
      app.render(W, H);
      app.press('escape');
      app.press('o');
      const screen = app.pageText?.().screen ?? [];
      expect(screen.some((l) => l.startsWith('(c) Colours'))).toBe(colourChoice);
      // The option changed stays selected when the menu reopens.
      app.press('v');
      expect(app.pageText?.().screen).toContain('(v) Map view 3x3 tiles (selected)');
      app.press('k');
      expect(
        app.pageText?.().screen.some((l) => l.startsWith('(k) Movement keys') && l.endsWith('(selected)')),
      ).toBe(true);
    }
  });
});
