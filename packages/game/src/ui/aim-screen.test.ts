import { describe, expect, it } from 'vitest';
import type { Command, GameView, LineOfFire, Step } from '../core/api.js';
import { asciiActor, asciiView, type AsciiViewSpec } from './ascii-view.js';
import {
  cursorLines,
  drawCursorBar,
  pressCursor,
  startAim,
  startExamine,
  stopWords,
  type Cell,
  type CursorHost,
} from './aim-screen.js';
import { rowText } from './draw.js';
import { createFrame } from './frame.js';
import { DEFAULT_KEYS } from './key-map.js';

/** A host over a hand-made view: commands and walks are noted, a shot removes what it hits. */
function host(spec: AsciiViewSpec) {
  const state = { spec };
  const sent: Command[] = [];
  const walks: Command[] = [];
  let grace = 0;
  const h: CursorHost = {
    mode: { kind: 'normal' },
    notice: undefined,
    keys: DEFAULT_KEYS,
    keyScheme: 'all',
    run: (c) => {
      sent.push(c);
      if (c.kind === 'fire')
        state.spec = {
          ...state.spec,
          actors: (state.spec.actors ?? []).filter((a) => a.x !== c.x || a.y !== c.y),
        };
      return { tookTurn: true, events: [], reobserved: 0 };
    },
    walk: (c) => void walks.push(c),
    moveCursor: (v: GameView, c: Cell, s: Step) => {
      const x = c.x + s.dx;
      const y = c.y + s.dy;
      return x >= 0 && y >= 0 && x < v.width && y < v.height ? { x, y } : c;
    },
    view: () => asciiView(state.spec),
    graceEscape: () => void grace++,
  };
  const press = (...keys: string[]) => keys.forEach((k) => pressCursor(h, k, asciiView(state.spec)));
  return { h, sent, walks, press, grace: () => grace, view: () => asciiView(state.spec) };
}

const OPEN: AsciiViewSpec = {
  map: ['##########', '#........#', '#..@.....#', '#........#', '##########'],
  actors: [asciiActor(6, 2, 'zombie', 'z'), asciiActor(3, 1, 'skeleton', 's')],
};
const GLASS: AsciiViewSpec = {
  map: ['##########', '#........#', '#..@.%...#', '#........#', '##########'],
  actors: [asciiActor(7, 2, 'zombie', 'z')],
};

describe('stopWords', () => {
  const lof = (stopsBy: string | null, cells: number): LineOfFire => ({
    path: Array.from({ length: cells }, (_, x) => ({ x, y: 0 })),
    clear: stopsBy === null,
    stopsAt: null,
    stopsBy,
  });
  it('names what stops the shot and how far out, in the words of each kind of stop', () => {
    expect(stopWords(lof(null, 3))).toBe('the line of fire is clear');
    expect(stopWords(lof('range', 9))).toBe('the aim is out of range');
    expect(stopWords(lof('vacuum', 2))).toBe('the flame dies in vacuum 2 cells out');
    expect(stopWords(lof('window', 1))).toBe('the window 1 cell out would take the shot (it may crack)');
    expect(stopWords(lof('wall', 4))).toBe('the wall 4 cells out stops the shot');
    expect(stopWords(lof('a zombie', 2))).toBe('a zombie 2 cells out stops the shot');
  });
});

describe('aiming', () => {
  it('starts on the nearest target, Tab and Shift-Tab cycle, Escape puts the gun down with no command', () => {
    const t = host(OPEN);
    startAim(t.h, t.view());
    expect(t.h.mode).toMatchObject({ kind: 'aim', cursor: { x: 3, y: 1 }, armed: false });
    t.press('tab');
    expect(t.h.mode).toMatchObject({ cursor: { x: 6, y: 2 } });
    t.press('backtab', 'backtab');
    expect(t.h.mode).toMatchObject({ cursor: { x: 6, y: 2 } });
    t.press('escape');
    expect([t.h.mode.kind, t.sent]).toEqual(['normal', []]);
  });

  it('refuses fists, saying which key opens the inventory', () => {
    const t = host({
      ...OPEN,
      player: {
        weapon: { name: 'fists', melee: true, loaded: 0, capacity: 0, reserve: 0, kind: 'fists', range: 1 },
      },
    });
    startAim(t.h, t.view());
    expect(t.h.mode.kind).toBe('normal');
    expect(t.h.notice).toBe('You have no gun in hand (fists). Wield one from the inventory (i).');
  });

  it('with the only target behind glass: says so at once and fires on the next fire key', () => {
    const t = host(GLASS);
    startAim(t.h, t.view());
    expect(t.h.mode).toMatchObject({ kind: 'aim', armed: true });
    expect(t.h.notice).toContain('The zombie is out of your line of fire: the window 2 cells out');
    t.press('f');
    expect(t.sent).toEqual([{ kind: 'fire', x: 7, y: 2 }]);
  });

  it('aiming by hand at glass asks once; y then fires; the aim never fires at the player', () => {
    const t = host({ ...GLASS, actors: [] });
    startAim(t.h, t.view());
    expect(t.h.notice).toBe('Nothing in sight to shoot. Aim by hand with the direction keys.');
    t.press('enter');
    expect(t.h.notice).toBe('Aim somewhere first (direction keys), or Escape.');
    t.press('right', 'right', 'right', 'enter');
    expect(t.sent).toEqual([]);
    expect(t.h.notice).toMatch(/^The window 2 cells out would take the shot/);
    t.press('y');
    expect(t.sent).toEqual([{ kind: 'fire', x: 6, y: 2 }]);
  });

  it('a shot that takes its target down grants the Escape grace; a miss does not', () => {
    const t = host(OPEN);
    startAim(t.h, t.view());
    t.press('f');
    expect([t.sent.length, t.grace()]).toEqual([1, 1]);
    const m = host(OPEN);
    startAim(m.h, m.view());
    m.press('left', 'enter');
    expect([m.sent, m.grace()]).toEqual([[{ kind: 'fire', x: 2, y: 1 }], 0]);
  });
});

describe('examining and blinking', () => {
  it('Enter walks to a known cell, stays put on the player, and refuses an unseen one', () => {
    const unseen = {
      ...OPEN,
      knowledge: ['vvvvvvvvvv', 'vvvvvvvvvv', 'vvvvvvvvvv', 'vvvvvvvvvv', 'vvvvvv  vv'],
    };
    const t = host(unseen);
    startExamine(t.h, t.view());
    t.press('enter');
    expect(t.walks).toEqual([]);
    startExamine(t.h, t.view());
    t.press('right', 'right', 'enter');
    expect(t.walks).toEqual([{ kind: 'travel', x: 5, y: 2 }]);
    startExamine(t.h, t.view());
    t.press('down', 'down', 'right', 'right', 'right', 'enter');
    expect(t.h.notice).toBe('You have not seen that spot, so you know no way there.');
    expect(t.walks.length).toBe(1);
  });

  it('Tab visits the interesting cells in turn; the examine key closes it', () => {
    const t = host(OPEN);
    startExamine(t.h, t.view());
    t.press('tab');
    const first = t.h.mode.kind === 'examine' ? t.h.mode.cursor : undefined;
    t.press('tab', 'backtab');
    expect(t.h.mode.kind === 'examine' ? t.h.mode.cursor : undefined).toEqual(first);
    t.press('x');
    expect(t.h.mode.kind).toBe('normal');
  });

  it('blinking jumps only off the player cell, and Escape gives up', () => {
    const t = host(OPEN);
    t.h.mode = { kind: 'blink', cursor: { x: 3, y: 2 }, range: 5 };
    t.press('enter');
    expect(t.sent).toEqual([]);
    t.press('right', 'enter');
    expect(t.sent).toEqual([{ kind: 'ability', which: 'blink', x: 4, y: 2 }]);
    t.h.mode = { kind: 'blink', cursor: { x: 3, y: 2 }, range: 5 };
    t.press('escape');
    expect([t.h.mode.kind, t.sent.length]).toEqual(['normal', 1]);
  });
});

describe('the cursor header', () => {
  it('ends with the key hint of its cursor, and is absent with no cursor and no hover', () => {
    const v = asciiView(OPEN);
    expect(cursorLines(v, { kind: 'normal' }, undefined, DEFAULT_KEYS, 60)).toBeUndefined();
    const aim = cursorLines(
      v,
      { kind: 'aim', targets: [], index: 0, cursor: { x: 6, y: 2 }, armed: true },
      undefined,
      DEFAULT_KEYS,
      60,
    );
    expect(aim?.at(-1)).toBe('Tab: next · arrows: aim · Enter/f/y: fire · Esc: cancel');
    expect(aim?.[0]).toMatch(/^Aiming pistol by hand \(3 east\)\. Line of fire: clear\./);
    const hover = cursorLines(v, { kind: 'normal' }, { x: 6, y: 2 }, DEFAULT_KEYS, 60);
    expect(hover?.at(-1)).toBe('click: walk there (or fire at a creature in view)');
  });

  it('sits at the end of the map away from the rows it talks about, keeping the hint when cut', () => {
    const map = { x: 0, y: 0, width: 40, height: 12 };
    const log = { x: 0, y: 13, width: 40, height: 4 };
    const lines = ['one', 'two', 'three', 'four', 'five', 'hint'];
    const high = createFrame(40, 17);
    drawCursorBar(high, map, log, lines, [1], 1);
    expect([rowText(high, 8), rowText(high, 11)].map((r) => r.trim())).toEqual(['one', 'hint']);
    const low = createFrame(40, 17);
    drawCursorBar(low, map, log, lines, [10], 1);
    expect([rowText(low, 0), rowText(low, 3)].map((r) => r.trim())).toEqual(['one', 'hint']);
    const both = createFrame(40, 17);
    drawCursorBar(both, map, log, lines, [0, 11], 1);
    expect([rowText(both, 13), rowText(both, 16)].map((r) => r.trim())).toEqual(['one', 'hint']);
  });
});
