/**
 * X5 (techniques.md 1.22): what the station does is independent of how wall-clock time is cut into
 * ticks. A walk (exploring, here) takes its steps on ticks: one long tick and many short ticks of
 * the same total leave the same game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorFromAscii } from '../core/floor.js';
import { createGame } from '../core/game.js';
import { createApp } from './app.js';
import { sessionOfGame, type GameSession } from './session.js';

const CORRIDOR = [
  '##################################',
  '#@...............................#',
  '##################################',
];

/** An app on a fresh corridor game, exploring ('o'): one step taken now, the next ones on ticks. */
function exploring(): { app: ReturnType<typeof createApp>; session: () => GameSession } {
  let session: GameSession | undefined;
  const app = createApp({
    seed: 'x5',
    startGame: () => {
      session = sessionOfGame(createGame('x5', { floor: floorFromAscii(CORRIDOR) }));
      return session;
    },
  });
  app.render(80, 24);
  app.press('o');
  return { app, session: () => session! };
}

describe('X5: tick chunking', () => {
  it('one long tick and many short ticks of the same total leave the same game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 2, max: 60 }), (total, pieces) => {
        const one = exploring();
        const many = exploring();
        one.app.tick(total);
        for (let k = 0; k < pieces; k++) many.app.tick(total / pieces);
        expect(many.session().view().turn).toBe(one.session().view().turn);
        expect(many.session().hash()).toBe(one.session().hash());
      }),
      { numRuns: 40 },
    );
  });
});
