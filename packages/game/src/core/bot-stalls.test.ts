import { describe, expect, it } from 'vitest';
import { botTurn, type BotMemory } from './bot.js';
import { createGame } from './game.js';
import { DEFAULT_RULES } from './run-rules.js';

describe('the bot never stalls', () => {
  // Seeds where, under the cone lamp, the game's travel journey swung the bot between two cells
  // until the turn limit (what the lamp showed, and so what a journey avoided, changed each step).
  it.each([1111, 1126])(
    'seed %i: ends the run, never swaying on journeys for long',
    (seed) => {
      const cells: number[] = [];
      let longest = 0;
      let run = 0;
      const game = createGame(seed, { rules: DEFAULT_RULES });
      const memory: BotMemory = { depth: -1, floorTurns: 0, journeys: true };
      const onCommand = (command: { kind: string }, result: { tookTurn: boolean }): void => {
        if (!result.tookTurn) return;
        const { x, y } = game.player;
        cells.push(y * game.floor.width + x);
        const journey = command.kind === 'travel' || command.kind === 'explore';
        const n = cells.length;
        // A journey step back onto the cell two steps ago, after a step off it: to and fro.
        const back = n >= 3 && cells[n - 1] === cells[n - 3] && cells[n - 1] !== cells[n - 2];
        run = journey && back ? run + 1 : 0;
        longest = Math.max(longest, run);
      };
      while (game.outcome === 'playing' && game.turn < 20000) botTurn(game, memory, onCommand);
      expect(game.outcome).not.toBe('playing');
      expect(longest).toBeLessThan(60);
      // A whole run takes a while on a loaded machine.
    },
    600_000,
  );
});
