import { describe, expect, it } from 'vitest';
import type { Command } from '../core/api.js';
import { botCommand } from '../core/bot.js';
import { frameText } from './draw.js';
import { TONE_COLOUR } from './palette.js';
import { createReplayApp, REPLAY_SPEEDS } from './replay.js';
import { startCoreGame } from './session.js';

/** The bot's commands for the first `n` turns of a seed, and the hash they lead to. */
function recorded(seed: number, n: number): { inputs: Command[]; hash: string } {
  const s = startCoreGame(seed);
  const memory = { depth: -1, floorTurns: 0 };
  const inputs: Command[] = [];
  while (inputs.length < n && s.view().outcome === 'playing') {
    const c = botCommand(s.view(), memory);
    inputs.push(c);
    s.perform(c);
  }
  return { inputs, hash: s.hash() };
}

describe('replay app', () => {
  it('plays a run back at its speed and arrives at the recorded state', () => {
    for (const seed of [1, 2, 9]) {
      const run = recorded(seed, 60);
      const session = startCoreGame(seed);
      const app = createReplayApp({
        session,
        inputs: run.inputs,
        title: `seed ${seed}`,
        recordedHash: run.hash,
      });
      const speed = app.speed;
      app.tick(1000);
      expect(app.step).toBe(Math.min(run.inputs.length, speed));
      for (let i = 0; i < 100 && app.step < run.inputs.length; i++) app.tick(1000);
      expect(app.step).toBe(run.inputs.length);
      expect(session.hash()).toBe(run.hash);
      expect(frameText(app.render(100, 30))).toContain('arrived at the recorded state');
    }
  });

  it('says so when the replay does not arrive at the recorded hash', () => {
    const run = recorded(4, 20);
    const app = createReplayApp({
      session: startCoreGame(4),
      inputs: run.inputs.slice(1),
      title: 'x',
      recordedHash: run.hash,
    });
    for (let i = 0; i < 50; i++) app.tick(1000);
    const frame = app.render(100, 30);
    expect(frameText(frame)).toContain('did NOT arrive');
    // The verdict's row is in the warning colour; an arrival's is not.
    expect(frame.fg[frame.width + 1]).toBe(TONE_COLOUR.bad);
    const good = recorded(4, 5);
    const arrived = createReplayApp({
      session: startCoreGame(4),
      inputs: good.inputs,
      title: 'y',
      recordedHash: good.hash,
    });
    for (let i = 0; i < 50; i++) arrived.tick(1000);
    const fine = arrived.render(100, 30);
    expect(frameText(fine)).toContain('arrived at the recorded state');
    expect(fine.fg[fine.width + 1]).not.toBe(TONE_COLOUR.bad);
  });

  it('space pauses, . steps while paused, +/- walk the speeds, q quits', () => {
    const run = recorded(3, 40);
    const app = createReplayApp({ session: startCoreGame(3), inputs: run.inputs, title: 't' });
    app.press('space');
    app.tick(5000);
    expect(app.step).toBe(0);
    app.press('.');
    app.press('.');
    expect(app.step).toBe(2);
    app.press('space');
    const start = REPLAY_SPEEDS.indexOf(app.speed);
    app.press('+');
    expect(app.speed).toBe(REPLAY_SPEEDS[Math.min(start + 1, REPLAY_SPEEDS.length - 1)]);
    for (let i = 0; i < 20; i++) app.press('-');
    expect(app.speed).toBe(REPLAY_SPEEDS[0]);
    app.tick(3000);
    expect(app.step).toBe(2 + 3 * REPLAY_SPEEDS[0]);
    expect(app.done).toBe(false);
    app.press('q');
    expect(app.done).toBe(true);
  });
});
