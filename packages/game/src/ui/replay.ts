import type { Command, GameEvent } from '../core/api.js';
import type { App, ColourMode } from './app-types.js';
import { MIN_HEIGHT, MIN_WIDTH, playLayout } from './play-screen.js';
import { fillRect, putText } from './draw.js';
import { createFrame, type Frame } from './frame.js';
import { drawHud } from './hud.js';
import type { Key } from './keys.js';
import { drawLog } from './log-view.js';
import { drawMap, followPlayer } from './map-view.js';
import { ACCENT, TEXT, TEXT_DIM, TONE_COLOUR } from './palette.js';
import type { GameSession } from './session.js';

/** Replay speeds, in commands a second; `+` and `-` step through them. */
export const REPLAY_SPEEDS: readonly number[] = [1, 2, 4, 8, 16, 32, 64, 128];
const START_SPEED = 3;

/** What a replay shows. */
export interface ReplayOptions {
  /** A fresh session of the run's seed and mode: the replay performs the inputs on it. */
  readonly session: GameSession;
  /** The run's input log. */
  readonly inputs: readonly Command[];
  /** The heading of the status bar ("Run 12, seed 7"). */
  readonly title: string;
  /** The state hash the history recorded, to say at the end whether the replay arrived there. */
  readonly recordedHash?: string;
  readonly colourMode?: ColourMode;
}

/** The App a replay runs as: also tells how far it has got, for tests and the front end. */
export interface ReplayApp extends App {
  /** Commands performed so far. */
  readonly step: number;
  readonly paused: boolean;
  /** Commands a second. */
  readonly speed: number;
}

class Replay implements ReplayApp {
  done = false;
  colourMode: ColourMode;
  step = 0;
  paused = false;
  private speedIndex = START_SPEED;
  private due = 0;
  private playMs = 0;
  private events: readonly GameEvent[] | undefined;
  /** How the replay ended (undefined while it plays): its words and tone are derived from it. */
  private ending: ReplayEnding | undefined;

  constructor(private readonly options: ReplayOptions) {
    this.colourMode = options.colourMode ?? 'truecolor';
    if (options.inputs.length === 0) this.finish();
  }

  get speed(): number {
    return REPLAY_SPEEDS[this.speedIndex];
  }

  press(key: Key): void {
    if (key === 'q' || key === 'escape') this.done = true;
    else if (key === 'space' || key === ' ') this.paused = !this.paused;
    else if (key === '+' || key === '=')
      this.speedIndex = Math.min(REPLAY_SPEEDS.length - 1, this.speedIndex + 1);
    else if (key === '-' || key === '_') this.speedIndex = Math.max(0, this.speedIndex - 1);
    else if ((key === '.' || key === 'right') && this.paused) this.advance();
  }

  tick(ms: number): void {
    if (!(ms > 0)) return;
    this.playMs += ms;
    if (this.paused || this.ending !== undefined) return;
    this.due += (ms * this.speed) / 1000;
    while (this.due >= 1 && this.ending === undefined) {
      this.due -= 1;
      this.advance();
    }
    if (this.ending !== undefined) this.due = 0;
  }

  private advance(): void {
    const command = this.options.inputs[this.step];
    if (command === undefined) return;
    const events = this.options.session.perform(command).events;
    this.events = events.filter((e) => e.type === 'shot' || e.type === 'explosion');
    this.step++;
    if (this.step >= this.options.inputs.length) this.finish();
  }

  private finish(): void {
    const recorded = this.options.recordedHash;
    this.ending =
      recorded === undefined ? 'ended' : this.options.session.hash() === recorded ? 'arrived' : 'diverged';
  }

  render(width: number, height: number): Frame {
    const w = Math.max(0, Math.floor(width));
    const h = Math.max(0, Math.floor(height));
    const frame = createFrame(w, h);
    if (w < MIN_WIDTH || h < MIN_HEIGHT) {
      putText(frame, 0, 0, `The replay needs at least ${MIN_WIDTH}x${MIN_HEIGHT}.`, TONE_COLOUR.warn);
      return frame;
    }
    const v = this.options.session.view();
    const layout = playLayout(w, h);
    drawMap(frame, v, followPlayer(v, layout.map), { time: this.playMs, events: this.events });
    for (let x = 0; x < layout.map.width; x++) putText(frame, x, layout.map.height, '─', 0x404858);
    for (let y = 0; y < h; y++)
      putText(frame, layout.map.width, y, y === layout.map.height ? '┤' : '│', 0x404858);
    drawLog(frame, layout.log, v.log, v.turn);
    drawHud(frame, layout.hud, v, this.playMs);
    const total = this.options.inputs.length;
    const state = this.paused ? 'paused (. steps)' : `${this.speed}/s`;
    const bar = `REPLAY ${this.options.title} · ${this.step}/${total} · ${state} · space pause · +/- speed · q quit`;
    const verdict = this.ending === undefined ? undefined : ENDINGS[this.ending];
    const second = verdict?.text ?? (this.paused ? 'Paused' : undefined);
    const rows = second === undefined ? 1 : 2;
    fillRect(frame, { x: 0, y: 0, width: layout.map.width, height: rows }, 32, TEXT, 0x101018);
    putText(frame, 1, 0, bar, ACCENT, 0x101018, layout.map.width - 2);
    if (second !== undefined) {
      putText(frame, 1, 1, second, verdict?.colour ?? TEXT_DIM, 0x101018, layout.map.width - 2);
    }
    return frame;
  }
}

/** How a replay ended: no hash to check, at the recorded state, or somewhere else. */
type ReplayEnding = 'ended' | 'arrived' | 'diverged';

/** The words and colour of each ending. */
const ENDINGS: Readonly<Record<ReplayEnding, { readonly text: string; readonly colour: number }>> = {
  ended: { text: 'End of the run.', colour: TEXT },
  arrived: { text: 'End of the run: the replay arrived at the recorded state.', colour: TEXT },
  diverged: {
    text: 'End of the run: the replay did NOT arrive at the recorded state.',
    colour: TONE_COLOUR.bad,
  },
};

/** A pure App that plays a recorded run back: space pauses, `+`/`-` change the speed, `q` quits. */
export function createReplayApp(options: ReplayOptions): ReplayApp {
  return new Replay(options);
}
