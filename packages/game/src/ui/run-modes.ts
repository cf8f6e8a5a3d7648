/**
 * The two ways to play as the front ends see them (issue 18, part 5): what the title screen,
 * the saves, the history and the command line ask of a run's mode. Each extends the core's mode
 * object ({@link CAMPAIGN}, {@link ENDLESS}); front ends ask `runModeOf(id).something` instead of
 * comparing mode names, and {@link parseRunMode} is the one reading of a mode's name (from a
 * flag, an address or a database row).
 */
import { CAMPAIGN, ENDLESS, type GameMode } from '../core/modes.js';
import { distanceLabel, floorLabel } from './places.js';
import type { GameView } from '../core/api.js';
import type { GameSession, RunMode } from './session.js';

/** What a front end asks of a run's mode. */
export interface RunModeInfo extends GameMode {
  readonly id: RunMode;
  /** The title screen's hotkey for starting a run in this mode. */
  readonly titleHotkey: string;
  /** The command-line command that plays this mode ('play', 'endless'). */
  readonly command: string;
  /**
   * The run's world lives in the store beside its save (Endless: the chunks it changed): it cannot
   * be played where nothing keeps it, and it is written with the run's end, in the same
   * transaction. The campaign's state needs no store and no final save.
   */
  readonly keepsWorld: boolean;
  /** Where a live save stands, for the title's Continue ("Floor 3/5", "Endless, 2 chunks out"). */
  savedPlace(place: number): string;
  /** How far a finished run got, for the run list's column ("floor 3", "4 out"). */
  reachedColumn(run: { readonly depth?: number; readonly distance?: number }): string;
  /** How far a finished run got, as the history's JSON gives it: its depth or its distance. */
  reachedOf(run: {
    readonly depth?: number;
    readonly distance?: number;
  }): { readonly depth: number } | { readonly distance: number };
  /** How far the finished run got, as the history's record holds it (the campaign's deepest floor). */
  reachedRecord(
    session: GameSession,
    v: GameView,
  ): { readonly depth: number } | { readonly distance: number };
  /** Where the run stands now, as a save's place (the floor, or the chunk distance). */
  placeNow(session: GameSession): number;
  /**
   * Asked for from the command line or an address without a seed, a run of this mode starts at
   * once on a random seed (Endless); the campaign shows the title screen instead.
   */
  readonly startsAtOnce: boolean;
}

/** The station's five floors, as the front ends see them. */
export const CAMPAIGN_RUN: RunModeInfo = {
  ...CAMPAIGN,
  id: 'campaign',
  titleHotkey: 'n',
  command: 'play',
  keepsWorld: false,
  savedPlace: (depth) => floorLabel(depth),
  reachedColumn: (run) => `floor ${run.depth ?? 0}`,
  reachedOf: (run) => ({ depth: run.depth ?? 0 }),
  reachedRecord: (_session, v) => ({ depth: Math.max(v.stats.deepestFloor, v.depth) }),
  placeNow: (session) => session.view().depth,
  startsAtOnce: false,
};

/** The endless world of chunks, as the front ends see it. */
export const ENDLESS_RUN: RunModeInfo = {
  ...ENDLESS,
  id: 'endless',
  titleHotkey: 'e',
  command: 'endless',
  keepsWorld: true,
  savedPlace: (distance) => `Endless, ${distanceLabel(distance)}`,
  reachedColumn: (run) => `${run.distance ?? 0} out`,
  reachedOf: (run) => ({ distance: run.distance ?? 0 }),
  reachedRecord: (session) => ({ distance: session.distance?.() ?? 0 }),
  placeNow: (session) => session.distance?.() ?? 0,
  startsAtOnce: true,
};

/** Every run mode by its id. */
export const RUN_MODES: { readonly [M in RunMode]: RunModeInfo } = {
  campaign: CAMPAIGN_RUN,
  endless: ENDLESS_RUN,
};

/** The run mode of an id. */
export function runModeOf(id: RunMode): RunModeInfo {
  return RUN_MODES[id];
}

/** Every mode's id, for reading names without the mode objects (the page's main thread stays small). */
const RUN_MODE_IDS: readonly RunMode[] = ['campaign', 'endless'];

/** The one reading of a mode's name (a flag, `?mode=`, a database row): its id, or undefined for no mode of ours. */
export function parseRunMode(text: string | null | undefined): RunMode | undefined {
  return RUN_MODE_IDS.find((id) => id === text);
}
