/**
 * The core's log names actions, never keys: players rebind keys in the front end (keys.json), so a
 * key named by the core could be the wrong one. The front end shows the bound key where wanted.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.js';
import { startScenario } from '../scenario/run.js';
import { autoplayGame } from './bot.js';
import { perform } from './game.js';

/** Log lines that tell the player to press something, or name a punctuation key. */
const NAMES_A_KEY = /\b[Pp]ress\b(?! the plate)|\bkey\b(?! card)|(^|\s)[<>?](\s|$)/;

describe('core log lines name no keys', () => {
  it('stepping onto the stairs says what the stairs do, not which key descends', () => {
    const s = parseScenario('---\n#####\n#@.>#\n#####\n---\n', 'stairs.scn');
    const game = startScenario(s);
    perform(game, { kind: 'move', dx: 1, dy: 0 });
    perform(game, { kind: 'move', dx: 1, dy: 0 });
    const texts = game.log.map((e) => e.text);
    expect(texts).toContain('A stairwell leads down. Descend from here; there is no coming back.');
    for (const t of texts) expect(t).not.toMatch(NAMES_A_KEY);
  });

  it.each([1, 2])('no line of a whole bot-played run (seed %s) names a key', (seed) => {
    const game = autoplayGame(seed, 3000);
    expect(game.log.length).toBeGreaterThan(10);
    for (const e of game.log) expect(e.text).not.toMatch(NAMES_A_KEY);
  });

  it('the pattern catches the wordings it is meant to catch', () => {
    for (const bad of ['Press > to descend.', 'press g to pick it up', 'Use the u key.', 'Hit ? for help'])
      expect(bad).toMatch(NAMES_A_KEY);
    for (const ok of [
      'You press the plate. Nothing happens.',
      'A vault key card.',
      'You see here: a key card.',
    ])
      expect(ok).not.toMatch(NAMES_A_KEY);
  });
});
