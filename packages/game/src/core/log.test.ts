import { describe, expect, it } from 'vitest';
import { createRng } from '@hullbreach/toolkit';
import { beginTurn, formatEntry, LOG_LIMIT, say } from './log.js';
import { createGame } from './game.js';

describe('message log', () => {
  it('condenses repeats of the same line and keeps different lines apart', () => {
    const game = createGame('log-test');
    const turn = beginTurn(game, createRng(1));
    const before = game.log.length;
    say(turn, 'The zombie hits you.', 'bad');
    say(turn, 'The zombie hits you.', 'bad');
    say(turn, 'The zombie hits you.', 'bad');
    say(turn, 'You hit the zombie.');
    expect(game.log.length).toBe(before + 2);
    expect(formatEntry(game.log[game.log.length - 2])).toBe('The zombie hits you. (x3)');
    expect(formatEntry(game.log[game.log.length - 1])).toBe('You hit the zombie.');
  });

  it('keeps at most LOG_LIMIT lines', () => {
    const game = createGame('log-limit');
    const turn = beginTurn(game, createRng(1));
    for (let i = 0; i < LOG_LIMIT + 50; i++) say(turn, `line ${i}`);
    expect(game.log.length).toBe(LOG_LIMIT);
    expect(game.log[game.log.length - 1].text).toBe(`line ${LOG_LIMIT + 49}`);
  });
});
