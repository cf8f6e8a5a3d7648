import { describe, expect, it } from 'vitest';
import type { Command, CommandResult } from './api.js';
import { autoplayGame } from './bot.js';
import { stateHash } from './serialize.js';

describe('the bot with journeys', () => {
  it('walks with explore and travel, spends exactly one turn a bot turn, and plays the same twice', () => {
    for (const seed of [2, 8]) {
      const sent: { command: Command; result: CommandResult }[] = [];
      const game = autoplayGame(seed, 600, {
        journeys: true,
        onCommand: (command, result) => sent.push({ command, result }),
      });
      const kinds = new Set(sent.map((s) => s.command.kind));
      expect(kinds.has('explore')).toBe(true);
      expect(kinds.has('travel')).toBe(true);
      // Reference: the game's turn counter is the number of commands that took a turn.
      expect(sent.filter((s) => s.result.tookTurn)).toHaveLength(game.turn);
      // A refused command is followed by another on the same turn (a step of its own, or a wait).
      for (let k = 0; k < sent.length - 1; k++)
        if (!sent[k].result.tookTurn) expect(sent[k + 1].command.kind).not.toBe(sent[k].command.kind);
      expect(stateHash(autoplayGame(seed, 600, { journeys: true }))).toBe(stateHash(game));
    }
  });

  it('without journeys sends only single steps', () => {
    const kinds = new Set<string>();
    autoplayGame(4, 400, { journeys: false, onCommand: (c) => kinds.add(c.kind) });
    expect(kinds.has('explore') || kinds.has('travel')).toBe(false);
    expect(kinds.has('move')).toBe(true);
  });
});
