import { describe, expect, it } from 'vitest';
import { autoplayGame } from './bot.js';
import { createGame } from './game.js';
import { deserialize, SAVE_VERSION, serialize, stateHash } from './serialize.js';

/** The save format written the plain way: JSON with a replacer that tags typed arrays. */
function referenceSerialize(game: unknown): string {
  return JSON.stringify(game, (_key, v: unknown) => {
    if (v instanceof Uint8Array) return { $typed: 'u8', data: Array.from(v) };
    if (v instanceof Int32Array) return { $typed: 'i32', data: Array.from(v) };
    return v;
  });
}

describe('serialize', () => {
  it('writes exactly the text of the plain tagged-JSON format, and reading it back gives the same game', () => {
    for (const seed of [1, 4, 'kestrel-9']) {
      for (const game of [createGame(seed), autoplayGame(seed, 250)]) {
        const text = serialize(game);
        expect(text).toBe(`{"save":${SAVE_VERSION},${referenceSerialize(game).slice(1)}`);
        const back = deserialize(text);
        expect(stateHash(back)).toBe(stateHash(game));
        expect(serialize(back)).toBe(text);
        expect(back.floor.terrain).toBeInstanceOf(Uint8Array);
      }
    }
  });
});
