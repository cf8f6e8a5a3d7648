import type { Key, MapView, PageText, PointerKind, RunRules, ZoomSteps } from '@hullbreach/game';
import type { Cells as FrameCells } from '@hullbreach/display/grid';

/** What the player is told in a second tab: the first one holds the saves. */
export const OTHER_TAB =
  'The game is open in another tab, which holds the saves: this tab plays without saving. Close the other tab to take the saves over here.';

/** What the page asks of the game worker. */
export type ToWorker =
  | {
      readonly type: 'start';
      readonly cols: number;
      readonly rows: number;
      readonly seed?: string;
      readonly mode?: 'campaign' | 'endless';
      readonly mapView?: MapView;
      readonly entropy: number;
      /** Today's UTC date, 'YYYY-MM-DD' (the page reads the clock; the title offers the seed of the day). */
      readonly today?: string;
      /** The rules the player chose last time (kept by the page), for new runs. */
      readonly rules?: RunRules;
      /** The page's zoom and the steps its screen allows (the options offer the letter size). */
      readonly zoom?: ZoomSteps;
      /** `?journal=rollback`: the saves sync every turn's commit (for bench:web-game's comparison). */
      readonly journal?: 'rollback';
      /**
       * The page painted the title itself (no run was asked for), from the game's title preview:
       * the worker paints nothing until its app is up.
       */
      readonly titleShown?: boolean;
    }
  | {
      readonly type: 'key';
      readonly key: Key;
      readonly id: number;
      /** When the page sent it (performance.timeOrigin + now), for the bench's split of the wait. */
      readonly sentAt?: number;
    }
  | { readonly type: 'pointer'; readonly x: number; readonly y: number; readonly kind: PointerKind }
  | { readonly type: 'resize'; readonly cols: number; readonly rows: number; readonly zoom?: ZoomSteps }
  | { readonly type: 'hide' }
  /** Use the saves now that the tab that held them has closed (a new app on the title screen). */
  | { readonly type: 'take-over' }
  /** Asks what run the saves are keeping (for tests and diagnostics). */
  | { readonly type: 'probe' };

/**
 * Where the page's runs are kept: the origin-private file system, nowhere (no OPFS), nowhere
 * because another tab holds the saves, or that other tab has closed and they can be taken over.
 */
export type SavesState = 'opfs' | 'none' | 'other-tab' | 'free';

/** The run the saves keep, as a probe reports it. */
export interface ProbedRun {
  readonly seed: number | string;
  readonly mode: 'campaign' | 'endless';
  readonly turn: number;
  readonly hash: string;
  readonly inputs: readonly unknown[];
}

/** What the game worker sends the page. */
export type FromWorker =
  | {
      readonly type: 'frame';
      readonly frame: FrameCells;
      /** The page text when it changed since the last frame. */
      readonly text?: PageText;
      /** The id of the last key this frame answers (keypress-to-paint timing). */
      readonly keyId: number;
      /**
       * For a key's frame (bench timing): when the worker took the key up (performance.timeOrigin +
       * now, comparable with the page's) and the milliseconds it spent playing, writing (unless
       * `?journal=rollback`, which writes after sending) and rendering it.
       */
      readonly step?: {
        readonly at: number;
        readonly ms: number;
        /**
         * Of the time between the page sending the key and the worker taking it up, the
         * milliseconds the worker spent writing turns to SQLite, ticking (cosmetic time and its
         * frame), and on other messages; the rest is the message's way to the worker.
         */
        readonly busy?: { readonly write: number; readonly tick: number; readonly other: number };
        /** How long the worker took to write the key before's turn (milliseconds). */
        readonly lastWriteMs?: number;
      };
      readonly mapView: MapView;
    }
  | { readonly type: 'storage'; readonly saves: SavesState }
  | { readonly type: 'probe'; readonly run?: ProbedRun }
  /** The player changed the rules new runs start under: the page keeps them for the next visit. */
  | { readonly type: 'rules'; readonly rules: RunRules }
  /** The player picked another letter size in the options: the page applies the zoom and keeps it. */
  | { readonly type: 'zoom'; readonly zoom: number }
  /** The run that just ended has a morgue, with the run's seed (or none any more: a new run began). */
  | { readonly type: 'morgue'; readonly text?: string; readonly seed?: number | string }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string };
