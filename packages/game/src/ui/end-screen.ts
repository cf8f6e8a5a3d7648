import type { GameView } from '../core/api.js';
import type { RunMorgue } from './app-types.js';
import type { DialogLine } from './dialog.js';
import type { GameSession } from './session.js';
import { distanceLabel, floorLabel, formatTime } from './hud.js';
import { menuLayer, pagerLayer, type Choice, type Layer } from './layers.js';
import { TEXT, TONE_COLOUR } from './palette.js';
import { EPILOGUE, EPILOGUE_TITLE, ENDING_HEADLINE, ENDLESS_HEADLINE, endingLine } from './text.js';
import { wrapText } from './wrap.js';

/** The morgue of `session`'s run, which ended, with its seed; undefined when the session writes none. */
export function runMorgue(session: GameSession, seed: number | string): RunMorgue | undefined {
  const text = session.morgue?.();
  return text === undefined ? undefined : { text, seed };
}

/** What the end screens need of the app: its stack of boxes and where each choice leads. */
export interface EndHost {
  push(layer: Layer): void;
  pop(): void;
  /** A new run on a fresh seed, in the same mode. */
  newRun(): void;
  /** The same seed again, in the same mode. */
  sameSeed(): void;
  toTitle(): void;
  quit(): void;
}

/** The statistics block of the end screens. */
export function statLines(v: GameView, playMs: number): DialogLine[] {
  const s = v.stats;
  const rows: [string, string][] = [
    ['Seed', String(s.seed)],
    ['Turns', String(s.turns)],
    ['Kills', String(s.kills)],
    v.world === undefined
      ? ['Deepest floor', floorLabel(s.deepestFloor)]
      : ['Farthest out', distanceLabel(s.farthest ?? v.world.farthest)],
    ['Damage taken', String(s.damageTaken)],
    ['Shots fired', String(s.shotsFired)],
    ['Time', formatTime(playMs)],
  ];
  return rows.map(([k, val]) => ({ text: `${k.padEnd(16, '.')} ${val}` }));
}

/**
 * Opens the end screens of a finished run: the epilogue first on a win, then the headline, how
 * the run ended, the statistics and what next (the morgue when there is one).
 */
export function openEnding(host: EndHost, v: GameView, playMs: number, morgue: string | undefined): void {
  const outcome = v.outcome === 'playing' ? 'died' : v.outcome;
  const endless = v.world !== undefined;
  const stats = statLines(v, playMs);
  const choices: Choice[] = [
    ...(morgue === undefined
      ? []
      : [{ hotkey: 'm', label: 'Morgue', value: () => openMorgue(host, morgue) }]),
    { hotkey: 'n', label: 'New run', value: () => host.newRun() },
    { hotkey: 's', label: 'Same seed again', value: () => host.sameSeed() },
    { hotkey: 't', label: 'Title screen', value: () => host.toTitle() },
    { hotkey: 'q', label: 'Quit', value: () => host.quit() },
  ];
  const statsLayer = (lead: DialogLine[]): Layer =>
    menuLayer({
      title: endless && outcome !== 'won' ? ENDLESS_HEADLINE[outcome] : ENDING_HEADLINE[outcome],
      lines: [...lead, ...stats],
      items: choices,
      minWidth: 50,
      onCancel: () => host.toTitle(),
    });
  if (outcome === 'won') {
    const next = (): void => {
      host.pop();
      host.push(statsLayer([]));
    };
    host.push(
      menuLayer({
        title: EPILOGUE_TITLE,
        lines: wrapText(EPILOGUE, 62).map((text) => ({ text })),
        items: [{ hotkey: 'c', label: 'Continue', value: next }],
        minWidth: 64,
        onCancel: next,
      }),
    );
  } else {
    const lead = wrapText(endingLine(outcome, v.causeOfDeath, endless), 54).map((text) => ({
      text,
      fg: TONE_COLOUR.bad,
    }));
    host.push(statsLayer([...lead, { text: '' }]));
  }
}

/** The run's morgue, a page of plain text. */
function openMorgue(host: EndHost, text: string): void {
  host.push(
    pagerLayer({
      title: 'Morgue',
      minWidth: 66,
      lines: () =>
        text
          .trimEnd()
          .split('\n')
          .map((line) => ({ text: line, fg: TEXT })),
      onClose: () => host.pop(),
    }),
  );
}
