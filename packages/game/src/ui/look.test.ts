import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, perform, view } from '../core/index.js';
import { asciiActor, asciiView } from './ascii-view.js';
import { directionWords, fromPlayer, lookLines, whereLine } from './look.js';

describe('directionWords', () => {
  it('names the eight compass points with north up the map (y grows southward)', () => {
    expect(directionWords(0, -5)).toBe('north');
    expect(directionWords(3, -3)).toBe('north-east');
    expect(directionWords(4, 0)).toBe('east');
    expect(directionWords(2, 2)).toBe('south-east');
    expect(directionWords(0, 1)).toBe('south');
    expect(directionWords(-1, 1)).toBe('south-west');
    expect(directionWords(-7, 0)).toBe('west');
    expect(directionWords(-2, -2)).toBe('north-west');
    expect(directionWords(0, 0)).toBe('here');
  });

  it('a step and its opposite always name opposite points, and a step keeps its word when scaled', () => {
    const words = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 2, max: 5 }),
        (dx, dy, k) => {
          fc.pre(dx !== 0 || dy !== 0);
          const a = words.indexOf(directionWords(dx, dy));
          const b = words.indexOf(directionWords(-dx, -dy));
          expect(a).toBeGreaterThanOrEqual(0);
          expect((a + 4) % 8).toBe(b);
          expect(directionWords(dx * k, dy * k)).toBe(directionWords(dx, dy));
        },
      ),
    );
  });
});

describe('look and where', () => {
  // A 6x3 room with a closed door north, an open door east and an unexplored gap south-west.
  const room = asciiView({
    map: ['#####+####', '#........#', "#.@......'", '#........#', '#.########'],
    knowledge: ['vvvvvvvvvv', 'vvvvvvvvvv', 'vvvvvvvvvv', 'vvvvvvvvvv', 'v vvvvvvvv'],
    actors: [asciiActor(4, 1, 'zombie', 'z')],
  });

  it('gives the room, its size and its ways out with distance and direction, nearest first', () => {
    expect(whereLine(room)).toBe(
      'Where: in a room 8 by 3. Exits: unexplored 2 south-west; door 3 north-east; open door 7 east.',
    );
  });

  it('lists the creatures in view with distance and direction, and says when no way down is known', () => {
    const lines = lookLines(room);
    expect(lines[0]).toBe(whereLine(room));
    expect(lines.some((l) => /^ {2}zombie \(.*\), 2 north-east$/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toBe('No way down known yet.');
  });

  it('on a real floor, every creature, item and the known stairs are listed at their true offsets', () => {
    for (const seed of [1, 7, 42, 'kestrel-9']) {
      const game = createGame(seed);
      // Explore until the stairs are known (or the walk is stopped for good), so there is much to list.
      for (let i = 0; i < 400 && view(game).knownExit() === undefined; i++) {
        const r = perform(game, { kind: 'explore' });
        if (!r.tookTurn && perform(game, { kind: 'wait' }).tookTurn === false) break;
      }
      const v = view(game);
      expect(v.knownExit()).toBeDefined();
      const lines = lookLines(v);
      for (const a of v.visibleActors().filter((a) => v.isVisible(a.x, a.y)))
        expect(lines.some((l) => l.includes(a.name) && l.endsWith(fromPlayer(v, a.x, a.y)))).toBe(true);
      for (const i of v.knownItems())
        expect(lines.some((l) => l.includes(`${i.name}, ${fromPlayer(v, i.x, i.y)}`))).toBe(true);
      const exit = v.knownExit();
      if (exit !== undefined) expect(lines).toContain(`Stairs down: ${fromPlayer(v, exit.x, exit.y)}.`);
      expect(lines[0]).toMatch(/^Where: in (a room \d+ by \d+|a corridor \d+ long|a doorway)\. Exits: /);
    }
  });
});
