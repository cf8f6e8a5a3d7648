/**
 * The title screen as the app first draws it, without the game behind it: what a front end can
 * show while the rest of the game loads (the browser's worker paints it before it loads the game).
 * It draws what `createApp` with the same options draws first, and takes no keys: the app made
 * later answers them.
 */
import { DEFAULT_RULES, type RunRules } from '../core/run-rules.js';
import type { PageText } from './app-types.js';
import { dialogText, drawDialog } from './dialog.js';
import type { Frame } from './frame.js';
import type { Layer } from './layers.js';
import { drawBackdrop, titleBackdrop } from './title-backdrop.js';
import { openTitle } from './title-screen.js';
import { MIN_HEIGHT, MIN_WIDTH, screenFrame } from './too-small.js';

/** The app options the first title frame depends on. */
export interface TitlePreviewOptions {
  /** As the app's `entropy`: the backdrop's stars. */
  readonly entropy?: number;
  /** As the app's `today`: the seed of the day offered. */
  readonly today?: string;
  /** As the app's `rules`: the difficulty shown. */
  readonly rules?: RunRules;
  /** True when the app will be given an Endless world (`startEndless`): the title offers Endless. */
  readonly endless?: boolean;
}

/** A title screen that only draws itself. */
export interface TitlePreview {
  /** The frame the app's first `render(width, height)` gives. */
  render(width: number, height: number): Frame;
  /** The page text the app's `pageText()` gives after that render. */
  pageText(): PageText;
}

const ignore = (): void => undefined;

/** The app's first title screen, drawn without the game (see {@link TitlePreview}). */
export function createTitlePreview(options: TitlePreviewOptions = {}): TitlePreview {
  const backdrop = titleBackdrop(options.entropy ?? 0);
  const layers: Layer[] = [];
  openTitle({
    push: (layer) => void layers.push(layer),
    pop: ignore,
    rules: options.rules ?? DEFAULT_RULES,
    setRules: ignore,
    today: options.today,
    modes: options.endless === true ? ['endless'] : [],
    liveSave: () => undefined,
    bestOfDay: () => undefined,
    newRun: ignore,
    continueRun: ignore,
    help: ignore,
    options: ignore,
    quit: ignore,
    reopen: ignore,
  });
  const top = layers[layers.length - 1];
  let lastSize = { width: MIN_WIDTH, height: MIN_HEIGHT };
  return {
    render(width: number, height: number): Frame {
      const { frame, tooSmall } = screenFrame(width, height);
      if (tooSmall) return frame;
      lastSize = { width: frame.width, height: frame.height };
      drawBackdrop(frame, backdrop);
      if (top !== undefined) drawDialog(frame, top.content(frame.width, frame.height));
      return frame;
    },
    pageText(): PageText {
      const screen = top === undefined ? [] : dialogText(top.content(lastSize.width, lastSize.height));
      return { hud: [], log: [], screen, panel: [], wantsTab: false };
    },
  };
}
