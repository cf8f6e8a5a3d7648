import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEAPONS, type WeaponKind } from '../content.js';
import { makeItem } from '../floor.js';
import { createGame } from '../game.js';
import { view } from '../view.js';
import { rounds } from './arms.js';

const GUNS = (Object.keys(WEAPONS) as WeaponKind[]).filter((k) => k !== 'fists');

describe("the bot's count of rounds loaded", () => {
  it("is the view's number for every carried weapon and load, not a reading of its words", () => {
    const game = createGame(3);
    fc.assert(
      fc.property(fc.constantFrom(...GUNS), fc.nat(), (kind, n) => {
        const loaded = n % (WEAPONS[kind].capacity + 1);
        game.player.inventory = [makeItem(500, kind, -1, -1, loaded)];
        const item = view(game).player.inventory[0];
        expect(item.loaded).toBe(loaded);
        expect(rounds(item)).toBe(loaded);
        // The words still say it, for the screens.
        expect(item.detail).toContain(`${loaded}/${WEAPONS[kind].capacity}`);
      }),
      { numRuns: 200 },
    );
  });

  it('is 0 for what carries no rounds (a medkit, a key card)', () => {
    const game = createGame(3);
    game.player.inventory = [
      makeItem(501, 'medkit', -1, -1, 0),
      { ...makeItem(502, 'key-card', -1, -1, 0), code: '7K' },
    ];
    const [medkit, card] = view(game).player.inventory;
    expect(medkit.loaded).toBeUndefined();
    expect(card.detail).toBe('VAULT-7K');
    expect(card.code).toBe('7K');
    expect([rounds(medkit), rounds(card)]).toEqual([0, 0]);
  });
});
