/**
 * The title screen: the premise and the ways into a run (Continue, New game, a typed seed, the
 * seed of the day, Endless), the difficulty, help, options and quit; and the notice box the app
 * puts over any screen (a save that failed, a keys.json that could not be used).
 */
import { DIFFICULTIES, dailySeed, type RunRules } from '../core/run-rules.js';
import { menuLayer, seedEntryLayer, type Choice, type Layer } from './layers.js';
import type { LiveSaveSummary, RunSummary } from './persistence.js';
import { TEXT, TONE_COLOUR } from './palette.js';
import { runModeOf } from './run-modes.js';
import { parseSeed } from './seed.js';
import type { RunMode } from './session.js';
import { PREMISE, TITLE } from './text.js';
import { wrapText } from './wrap.js';

/** What the title screen needs of the app: its stack of boxes, the saves, and where each choice leads. */
export interface TitleHost {
  push(layer: Layer): void;
  pop(): void;
  readonly rules: RunRules;
  /** Changes the rules new runs start under (and tells the front end). */
  setRules(rules: RunRules): void;
  /** Today's UTC date ('YYYY-MM-DD'): the seed of the day is offered. */
  readonly today: string | undefined;
  /** The run modes offered beside the campaign's New game (Endless, when the front end gives a world). */
  readonly modes: readonly RunMode[];
  /** The newest live save, if any. */
  liveSave(): LiveSaveSummary | undefined;
  /** The best finished run of that day's seed, if any. */
  bestOfDay(date: string): RunSummary | undefined;
  /** Starts a run on `seed` (undefined: a new seed) in `mode` (default the campaign). */
  newRun(seed?: number | string, mode?: RunMode): void;
  continueRun(): void;
  help(): void;
  options(): void;
  quit(): void;
  /** Draws the title again (after a change it shows). */
  reopen(): void;
}

/** A box to read before going on, over whatever screen is up; OK or Escape closes it. */
export function noticeLayer(title: string, text: string, onClose: () => void): Layer {
  return menuLayer({
    title,
    lines: wrapText(text, 60).map((line) => ({ text: line, fg: TONE_COLOUR.warn })),
    items: [{ hotkey: 'o', label: 'OK', value: onClose }],
    minWidth: 64,
    onCancel: onClose,
  });
}

/** Opens the title menu on `host`. */
export function openTitle(host: TitleHost): void {
  host.push(
    menuLayer({
      title: TITLE,
      lines: [...wrapText(PREMISE, 56).map((text) => ({ text, fg: TEXT }))],
      items: [
        ...continueChoices(host),
        ...host.modes.map((mode): Choice => ({
          hotkey: runModeOf(mode).titleHotkey,
          label: runModeOf(mode).title,
          value: () => host.newRun(undefined, mode),
        })),
        { hotkey: 'n', label: 'New game', value: () => host.newRun() },
        { hotkey: 's', label: 'New game with a seed', value: () => openSeedEntry(host) },
        ...dailyChoices(host),
        {
          hotkey: 'd',
          label: 'Difficulty',
          detail: host.rules.difficulty,
          value: () => {
            const next =
              DIFFICULTIES[(DIFFICULTIES.indexOf(host.rules.difficulty) + 1) % DIFFICULTIES.length];
            host.setRules({ ...host.rules, difficulty: next });
            host.reopen();
          },
        },
        { hotkey: 'h', label: 'Help', value: () => host.help() },
        { hotkey: 'o', label: 'Options', value: () => host.options() },
        { hotkey: 'q', label: 'Quit', value: () => host.quit() },
      ],
      minWidth: 58,
      onCancel: () => undefined,
    }),
  );
}

/** The box that asks for a seed: a typed seed starts that run, an empty one a new seed. */
function openSeedEntry(host: TitleHost): void {
  host.push(
    seedEntryLayer({
      onSubmit: (text) => host.newRun(parseSeed(text)),
      onCancel: () => host.pop(),
    }),
  );
}

/** The seed of the day (when the front end gave today's date), with today's best run so far. */
function dailyChoices(host: TitleHost): Choice[] {
  const today = host.today;
  if (today === undefined) return [];
  let seed: string;
  try {
    seed = dailySeed(today);
  } catch {
    return [];
  }
  const best = host.bestOfDay(today);
  const detail =
    best === undefined
      ? today
      : `best: ${best.outcome === 'won' ? 'won' : `${best.outcome}, floor ${best.depth ?? best.distance ?? 0}`} in ${best.turns} turns`;
  return [{ hotkey: 'y', label: 'Seed of the day', detail, value: () => host.newRun(seed) }];
}

/** Continue, when a live save exists, with where and when it was saved. */
function continueChoices(host: TitleHost): Choice[] {
  const live = host.liveSave();
  if (live === undefined) return [];
  return [
    {
      hotkey: 'c',
      label: 'Continue',
      detail: `${runModeOf(live.mode).savedPlace(live.depth)}, turn ${live.turn}`,
      value: () => host.continueRun(),
    },
  ];
}
