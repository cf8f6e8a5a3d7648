import type { RunRules } from '../core/run-rules.js';
import type { ColourMode, MapView, ZoomSteps } from './app-types.js';
import type { KeyScheme } from './game-keys.js';
import type { KeyMap } from './key-map.js';
import type { Persistence } from './persistence.js';
import type { RunMode, StartGame } from './session.js';

/** How to start the app ({@link createApp}). */
export interface AppOptions {
  /** Start straight into a run with this seed instead of on the title screen. */
  readonly seed?: number | string;
  readonly colourMode?: ColourMode;
  /** Which keys move the player (default: arrows, numpad and vi-keys). */
  readonly keyScheme?: KeyScheme;
  /**
   * Randomness from the front end (a clock reading, say) for the seeds of "New game" runs and
   * the title scenery. The app itself has no clock; without it every launch looks the same.
   */
  readonly entropy?: number;
  /** Starts a game from a seed (default: the real core). Tests may pass their own. */
  readonly startGame?: StartGame;
  /** Where runs are saved and finished runs recorded; without it nothing is kept. */
  readonly persistence?: Persistence;
  /** Start straight into the newest live save (`play --continue`). */
  readonly continueRun?: boolean;
  /** Starts an Endless world from a seed; the title screen offers Endless when given. */
  readonly startEndless?: StartGame;
  /** The front end can paint the 3x3 tile view: the options then offer the map view. */
  readonly tileView?: boolean;
  /** The map view to start with (default: one character per cell). */
  readonly mapView?: MapView;
  /** The keys of the playing screen (default {@link DEFAULT_KEYS}); front ends load them from keys.json. */
  readonly keys?: KeyMap;
  /** Something to tell the player first thing (a keys.json that could not be used, say). */
  readonly startNotice?: string;
  /** The mode of the run `seed` starts (default: the campaign; Endless needs `startEndless`). */
  readonly mode?: RunMode;
  /**
   * The front end encodes frames in the colour modes (a terminal): the options then offer Colours
   * (default true). A canvas paints the frame's own colours, so the browser passes false.
   */
  readonly colourChoice?: boolean;
  /** The run rules new runs start under (difficulty, lamp, autopickup; default {@link DEFAULT_RULES}). */
  readonly rules?: RunRules;
  /** Called when the player changes the rules (title screen, options), for the front end to keep them. */
  readonly onRulesChange?: (rules: RunRules) => void;
  /** Today's UTC date ('YYYY-MM-DD') from the front end's clock: the title then offers the seed of the day. */
  readonly today?: string;
  /** The front end can zoom (a canvas): the options offer the letter size within these steps. */
  readonly zoom?: ZoomSteps;
  /** Called when the player picks another zoom step in the options, for the front end to apply and keep. */
  readonly onZoomChange?: (zoom: number) => void;
}
