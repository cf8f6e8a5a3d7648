import { describe, expect, it } from 'vitest';
import { createGame } from '../core/game.js';
import { serialize, stateHash } from '../core/serialize.js';
import { coreGamesWith, resumeCoreGame } from '../ui/session.js';
import { BUILTIN_CONTENT } from '../content/registry.js';
import { contentFromPacks } from './apply.js';
import { checkContentPack } from './validate.js';
import { missingKinds } from './saves.js';
import { GHOUL } from './ghoul.test.support.js';

/** The content of a pack with ghouls in the docking bay, where a new run starts. */
function ghoulContent() {
  const checked = checkContentPack('bay.json', {
    monsters: [GHOUL],
    floors: [{ depth: 0, monsters: { ghoul: 2 } }],
  });
  if (!checked.ok) throw new Error('the pack is refused');
  const built = contentFromPacks([checked.pack]);
  if (!built.ok) throw new Error('the content is refused');
  return built.content;
}

describe('a saved modded run', () => {
  it('starts with the mod in play: its kind stands in the docking bay, where the built-in content has nobody', () => {
    const content = ghoulContent();
    let ghouls = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const kinds = Object.values(createGame(seed, { content }).floor.monsters).map((m) => m.kind);
      expect(kinds.every((k) => k === 'ghoul')).toBe(true);
      expect(kinds.length).toBeLessThanOrEqual(2);
      ghouls += kinds.length;
      expect(Object.keys(createGame(seed).floor.monsters)).toEqual([]);
      expect(coreGamesWith(content).start(seed).contentHash?.()).toBe(content.hash);
    }
    // A bay too cramped for a monster away from the start may hold fewer; most hold both.
    expect(ghouls).toBeGreaterThan(30);
  });

  it('continues with the same mods to the same state, and refuses in one sentence without them', () => {
    const content = ghoulContent();
    const game = createGame(9, { content });
    const text = serialize(game);
    const resumed = coreGamesWith(content).resume(text);
    expect(resumed.hash()).toBe(stateHash(game));
    expect(() => resumeCoreGame(text)).toThrow(
      /^This saved run has monsters of kind "ghoul", which the content in place does not have: put back the mods/,
    );
  });

  it('a run of the built-in content has nothing missing under the built-in content', () => {
    const game = createGame(9);
    expect(missingKinds(game)).toEqual([]);
    expect(resumeCoreGame(serialize(game)).contentHash?.()).toBe(BUILTIN_CONTENT.hash);
  });
});
