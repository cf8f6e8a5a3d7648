import type { Frame } from './frame.js';
import type { Key } from './keys.js';

/** Colour modes a front end can encode frames in. */
export type ColourMode = 'truecolor' | '256' | '16' | 'grey';

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
}
