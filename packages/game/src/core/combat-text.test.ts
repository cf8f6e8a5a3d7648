import { describe, expect, it } from 'vitest';
import {
  blowLine,
  glanceLine,
  missedYouLine,
  pullLines,
  strikeLine,
  type RoundReport,
} from './combat-text.js';

const texts = (ls: readonly { text: string }[]): string[] => ls.map((l) => l.text);

describe('combat lines', () => {
  it('sum a pull of many rounds per creature, in the order each was first hit, and name the miss', () => {
    const rounds: RoundReport[] = [
      { hits: [{ id: 2, name: 'skeleton', damage: 2 }] },
      { hits: [{ id: 3, name: 'zombie', damage: 3 }] },
      { hits: [{ id: 2, name: 'skeleton', damage: 1 }] },
      { hits: [], glanced: { id: 4, name: 'tank' } },
      { hits: [], solid: { name: 'window', broke: false } },
      { hits: [], solid: { name: 'window', broke: false } },
    ];
    expect(texts(pullLines({ weapon: 'shotgun', rounds, aimedAt: { id: 9, name: 'bloat' } }))).toEqual([
      'Two pellets hit the skeleton for 3.',
      'A pellet hits the zombie for 3.',
      'A pellet glances off the tank.',
      'The window stops two pellets; the glass holds.',
      'You miss the bloat.',
    ]);
  });

  it('never name or number what the player does not see', () => {
    const unseen: RoundReport = { hits: [{ id: 5, name: undefined, damage: 4 }] };
    const all = [
      ...pullLines({ weapon: 'pistol', rounds: [unseen] }),
      ...pullLines({ weapon: 'machine-gun', rounds: [unseen, unseen] }),
      ...pullLines({
        weapon: 'rifle',
        rounds: [{ hits: [...unseen.hits, { id: 6, name: 'zombie', damage: 6 }] }],
      }),
      strikeLine('fists', undefined, 3),
      glanceLine(undefined),
      missedYouLine(undefined),
      blowLine('pounds', undefined, 5),
    ];
    expect(texts(all)).toEqual([
      'Your shot hits something.',
      'Two rounds hit something.',
      'The rifle round pierces two: something and the zombie for 6.',
      'You hit something in the dark.',
      'Your blow glances off something.',
      'Something lunges at you and misses.',
      'Something hits you for 5.',
    ]);
    for (const t of texts(all.slice(0, 2))) expect(t).not.toMatch(/\d/);
  });

  it('a lone shot says where it ended when it hit nobody', () => {
    const one = (r: RoundReport, aimed?: string): string[] =>
      texts(
        pullLines({ weapon: 'pistol', rounds: [r], ...(aimed ? { aimedAt: { id: 1, name: aimed } } : {}) }),
      );
    expect(one({ hits: [] }, 'zombie')).toEqual(['You miss the zombie.']);
    expect(one({ hits: [] })).toEqual(['The shot hits nothing.']);
    expect(one({ hits: [], solid: { name: 'door', broke: false } })).toEqual(['The shot hits the door.']);
    expect(one({ hits: [], solid: { name: undefined, broke: false } }, 'zombie')).toEqual([
      'The shot hits something solid short of the zombie.',
    ]);
    // A shattered window or wall has its own line from the breakage; bones theirs.
    expect(one({ hits: [], solid: { name: 'window', broke: true } }, 'zombie')).toEqual([]);
    expect(one({ hits: [], bones: true })).toEqual([]);
  });
});
