import {
  asciiView,
  createFrame,
  createGame,
  drawMap,
  perform,
  view,
  type ColourMode,
  type Frame,
  type GameView,
  type Terrain,
} from '@hullbreach/game';
import { describe, expect, it } from 'vitest';
import { ANSI16 } from '@hullbreach/display/color';
import { TerminalPainter } from '@hullbreach/display/terminal';
import { sgrParamsIn, VirtualScreen, type ScreenCell } from './virtual-screen.js';

/** A real run after some auto-explore steps: part of the floor in view, part only remembered. */
function explored(seed: string, steps: number): GameView {
  const game = createGame(seed);
  for (let i = 0; i < steps; i++) perform(game, { kind: 'explore' });
  return view(game);
}

/** The whole floor drawn one cell per map cell, as the play screen draws it. */
function wholeMap(v: GameView): Frame {
  const f = createFrame(v.width, v.height);
  drawMap(f, v, { rect: { x: 0, y: 0, width: v.width, height: v.height }, originX: 0, originY: 0 });
  return f;
}

type Memory = 'seen' | 'remembered' | 'unknown';
const memoryOf = (v: GameView, x: number, y: number): Memory =>
  v.knownTerrain(x, y) === undefined ? 'unknown' : v.isVisible(x, y) ? 'seen' : 'remembered';

/** Cells of the frame as a terminal in `mode` shows them, with what the player knows of each. */
function shown(
  v: GameView,
  mode: ColourMode,
): { sent: string; cells: (ScreenCell & { t?: Terrain; m: Memory })[] } {
  const frame = wholeMap(v);
  const screen = new VirtualScreen(frame.width, frame.height);
  const sent = new TerminalPainter(mode).paint(frame);
  screen.write(sent);
  const cells = screen.cells.map((c, i) => {
    const x = i % frame.width;
    const y = Math.floor(i / frame.width);
    return { ...c, t: v.knownTerrain(x, y), m: memoryOf(v, x, y) };
  });
  return { sent, cells };
}

const luma = (c: number): number =>
  0.2126 * ((c >>> 16) & 255) + 0.7152 * ((c >>> 8) & 255) + 0.0722 * (c & 255);
/** How a glyph looks on a terminal: its colour and whether it is faint. */
const look = (c: ScreenCell): string => `${c.fg}:${c.dim}`;

const SEEDS = ['golden', 'look-1', 'look-2', 'look-3'];
const views = SEEDS.map((s) => explored(s, 80));

describe('the map in 16-colour and grey modes (real runs)', () => {
  it('the runs have remembered walls and floor to look at', () => {
    for (const v of views) {
      const cells = shown(v, 'truecolor').cells;
      expect(cells.filter((c) => c.m === 'remembered' && c.t === 'wall').length).toBeGreaterThan(0);
      expect(cells.filter((c) => c.m === 'remembered' && c.t === 'floor').length).toBeGreaterThan(0);
      expect(cells.filter((c) => c.m === 'seen' && c.t === 'wall').length).toBeGreaterThan(0);
    }
  });

  it('sends palette colours only: no 24-bit sequence in 16-colour or grey mode', () => {
    for (const v of views)
      for (const mode of ['16', 'grey'] as const) {
        const { sent } = shown(v, mode);
        expect(sent).not.toMatch(/[34]8;2;/);
        const sgrs = sgrParamsIn(sent);
        expect(sgrs.length).toBeGreaterThan(0);
        for (const sgr of sgrs)
          expect(sgr).toMatch(
            mode === '16'
              ? /^(2|22);(3[0-7]|9[0-7])(;(4[0-7]|10[0-7]))?$|^(4[0-7]|10[0-7])$/
              : /^(38;5;\d+)(;48;5;\d+)?$|^48;5;\d+$/,
          );
      }
  });

  it('16 colours: remembered walls, doors and floor show in a colour that is not black and not their background', () => {
    for (const v of views) {
      const { cells } = shown(v, '16');
      const remembered = cells.filter((c) => c.m === 'remembered' && c.t !== 'void' && c.t !== 'breach');
      expect(remembered.length).toBeGreaterThan(0);
      for (const c of remembered) {
        expect(c.ch).not.toBe(' ');
        expect(c.fg).not.toBe(c.bg);
        // Black and bright black both go black on 8-colour terminals.
        expect([ANSI16[0], ANSI16[8]]).not.toContain(c.fg);
      }
      // Unknown cells are blank, so memory reads apart from the unknown.
      for (const c of cells.filter((x) => x.m === 'unknown')) expect(c.ch).toBe(' ');
    }
  });

  it('16 colours: a wall in view looks different from a remembered wall', () => {
    for (const v of views) {
      const { cells } = shown(v, '16');
      const seen = new Set(cells.filter((c) => c.m === 'seen' && c.t === 'wall').map(look));
      const mem = new Set(cells.filter((c) => c.m === 'remembered' && c.t === 'wall').map(look));
      for (const l of mem) expect(seen.has(l)).toBe(false);
    }
  });

  it('grey: remembered walls and floor stand apart from their background', () => {
    for (const v of views) {
      const { cells } = shown(v, 'grey');
      for (const c of cells.filter((x) => x.m === 'remembered' && (x.t === 'wall' || x.t === 'floor'))) {
        expect(c.ch).not.toBe(' ');
        expect(Math.abs(luma(c.fg) - luma(c.bg))).toBeGreaterThanOrEqual(40);
      }
    }
  });

  it('16 colours: floor without air shows blue and flowing air red (glyph or background), under bright and faint light', () => {
    for (const level of [1, 0.3, 0.05]) {
      const v = asciiView({
        map: ['#####', '#@..#', '#...#', '#####'],
        air: ['     ', '  vf ', '  . ', '     '],
        light: () => [level, level, level],
      });
      const cells = shown(v, '16').cells;
      const hue = (c: ScreenCell): number[] => [c.fg, c.bg];
      expect(hue(cells[5 + 2])).toContain(ANSI16[4]);
      expect(hue(cells[5 + 3])).toContain(ANSI16[1]);
      for (const c of [ANSI16[4], ANSI16[1]]) expect(hue(cells[10 + 2])).not.toContain(c);
    }
  });
});
