import type { Frame } from './frame.js';
import type { Key } from './keys.js';

/** Colour modes a front end can encode frames in. */
export type ColourMode = 'truecolor' | '256' | '16' | 'grey';

/** How the map is drawn: one character per cell, or 3x3 character tiles with pseudo-3D walls. */
export type MapView = 'glyphs' | 'tiles';

/**
 * The letter size a front end that can zoom offers in the options, as plain steps: 0 is its usual
 * size, each step up one size larger (fewer cells), each step down one smaller, from `min` to `max`.
 */
export interface ZoomSteps {
  readonly zoom: number;
  readonly min: number;
  readonly max: number;
}

/** What the mouse did over a frame cell. */
export type PointerKind = 'hover' | 'click' | 'leave';

/** The screen as plain text, for a page to show beside its canvas (screen readers). */
export interface PageText {
  /** The HUD's rows (empty off the playing screen). */
  readonly hud: readonly string[];
  /** The message log, oldest first (the newest messages at the end). */
  readonly log: readonly string[];
  /** The open menu or dialog: title, lines and items (empty while playing). */
  readonly screen: readonly string[];
  /** The aiming, examining or hover panel over the map: where its cursor is, what is there, its keys (else empty). */
  readonly panel: readonly string[];
  /** The playing screen uses Tab now (next target while aiming or examining); else Tab may leave the game. */
  readonly wantsTab: boolean;
}

/** The morgue of a run that ended: its text, and the run's seed (a front end names the file by it). */
export interface RunMorgue {
  readonly text: string;
  readonly seed: number | string;
}

/**
 * The whole interactive program as a pure state machine: title screen, game, menus, end
 * screens. Front ends feed it keys and elapsed time and paint the frames it returns.
 */
export interface App {
  /** Handles one key press. */
  press(key: Key): void;
  /** Advances purely cosmetic animation by `ms` milliseconds (never game time). */
  tick(ms: number): void;
  /** Draws the current screen into a frame of the given size (the terminal's size). */
  render(width: number, height: number): Frame;
  /** True once the player chose to quit. */
  readonly done: boolean;
  /** The colour mode the player picked in the options (front ends encode with it). */
  readonly colourMode: ColourMode;
  /** The map view the player picked (front ends that paint tiles give `tileView` in the options). */
  readonly mapView?: MapView;
  /** The mouse over frame cell (x, y) (front ends with a pointer). */
  pointer?(x: number, y: number, kind: PointerKind): void;
  /** The screen as text for a page beside the canvas. */
  pageText?(): PageText;
  /** The morgue of the run that just ended, while its end screen is up (front ends may offer it as a file). */
  readonly morgue?: RunMorgue;
  /** Tells the app the zoom now and the steps the screen allows (after a zoom key or a resize), for the options to show. */
  setZoomSteps?(steps: ZoomSteps): void;
}
