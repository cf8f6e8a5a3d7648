import { describe, expect, it } from 'vitest';
import type { RunRules } from '../core/run-rules.js';
import { createApp } from './app.js';
import { frameText } from './draw.js';
import type { Persistence, RunSummary } from './persistence.js';
import { asciiView } from './ascii-view.js';
import { startCoreGame, type GameSession, type StartGame } from './session.js';

const press = (app: ReturnType<typeof createApp>, ...keys: string[]): void =>
  keys.forEach((k) => app.press(k));
const text = (app: ReturnType<typeof createApp>): string => frameText(app.render(100, 40));

/** The real core, noting the seed and rules of every run started. */
function recording(): { start: StartGame; runs: { seed: number | string; rules?: RunRules }[] } {
  const runs: { seed: number | string; rules?: RunRules }[] = [];
  return {
    runs,
    start: (seed, rules) => {
      runs.push({ seed, ...(rules === undefined ? {} : { rules }) });
      return startCoreGame(seed, rules);
    },
  };
}

describe('run rules in the app', () => {
  it('the title cycles the difficulty, new runs start under it, and the front end hears of it', () => {
    const core = recording();
    const heard: RunRules[] = [];
    const app = createApp({ startGame: core.start, onRulesChange: (r) => heard.push(r) });
    expect(text(app)).toMatch(/Difficulty\s+normal/);
    press(app, 'd');
    expect(text(app)).toMatch(/Difficulty\s+hard/);
    press(app, 'n');
    expect(core.runs[0].rules).toEqual({ difficulty: 'hard', lamp: 'cone', autopickup: true });
    expect(heard.at(-1)?.difficulty).toBe('hard');
  });

  it('the options switch the lamp and autopickup for the next runs', () => {
    const core = recording();
    const app = createApp({ startGame: core.start });
    press(app, 'o');
    expect(text(app)).toMatch(/Lamp\s+a cone where you face/);
    press(app, 'l', 'a');
    expect(text(app)).toMatch(/Lamp\s+round/);
    expect(text(app)).toMatch(/Autopickup\s+off/);
    press(app, 'escape', 'n');
    expect(core.runs[0].rules).toEqual({ difficulty: 'normal', lamp: 'round', autopickup: false });
  });

  it('offers the seed of the day when given the date, with the best run of that day', () => {
    const core = recording();
    const best: RunSummary = {
      seed: 'daily-2026-11-26',
      mode: 'campaign',
      outcome: 'died',
      depth: 3,
      turns: 812,
      kills: 9,
      stateHash: '0',
    };
    const persistence: Persistence = {
      liveSave: () => undefined,
      resume: () => {
        throw new Error('none');
      },
      newRunId: () => 'r1',
      save: () => undefined,
      finish: () => undefined,
      bestOfDay: (date) => (date === '2026-11-26' ? best : undefined),
    };
    expect(text(createApp({ startGame: core.start }))).not.toContain('Seed of the day');
    const app = createApp({ startGame: core.start, today: '2026-11-26', persistence });
    expect(text(app)).toMatch(/Seed of the day\s+best: died, floor 3 in 812 turns/);
    press(app, 'y');
    expect(core.runs[0].seed).toBe('daily-2026-11-26');
  });

  it('the end screen shows the morgue and keeps its text for the front end', () => {
    let outcome: 'playing' | 'died' = 'playing';
    const session: GameSession = {
      view: () => asciiView({ map: ['#####', '#.@.#', '#####'], outcome, seed: 'morgue-4' }),
      perform: () => {
        outcome = 'died';
        return { tookTurn: true, events: [], reobserved: 0 };
      },
      hash: () => '0',
      morgue: (end) => `Hullbreach morgue\nEnd: ${end ?? 'died'}`,
    };
    const app = createApp({ seed: 4, startGame: () => session });
    expect(app.morgue).toBeUndefined();
    press(app, '.');
    expect(app.morgue?.text).toContain('Hullbreach morgue');
    expect(app.morgue?.seed).toBe('morgue-4');
    press(app, 'm');
    expect(text(app)).toContain('End: died');
    press(app, 'escape', 't');
    expect(app.morgue).toBeUndefined();
  });
});
