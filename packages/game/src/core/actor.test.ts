import fc from 'fast-check';
import { createRng } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import type { Command } from './api.js';
import { melee, type MeleeBlow } from './melee.js';
import { beginTurn } from './log.js';
import { decodeChunk, decodeKnowledge, memoryChunkSource } from './endless/chunk.js';
import { recentre } from './endless/window.js';
import { chunkFormat, storedLayers } from './layers.js';
import { createEndlessGame, performEndless } from './endless/endless.js';
import { floorFromAscii } from './floor.js';
import { createGame, perform } from './game.js';
import { scheduled } from './schedule-ids.js';
import { deserialize, serialize, stateHash } from './serialize.js';
import { knowledgeOf, PLAYER_ID, type GameState } from './state.js';

/** A lit room with a zombie two steps east of the player and a door south. */
function room(): GameState {
  const bare = floorFromAscii(['#######', '#@..z.#', '#.....#', '###+###', '#.....#', '#######']);
  const game = createGame(5, { floor: bare });
  return game;
}

/** The ids of the actors (player and monsters) the schedule holds. */
function scheduledActors(game: GameState): number[] {
  return game.schedule.actors.map((a) => a.id).filter((id): id is number => typeof id === 'number');
}

describe('the player as an actor', () => {
  it('is scheduled by its id (never "player"), and stands in the occupants by it', () => {
    const game = room();
    expect(game.player.id).toBe(PLAYER_ID);
    expect(Object.keys(game.floor.monsters).map(Number)).not.toContain(PLAYER_ID);
    // Between commands it is the player's turn, so the player is off the queue; what the queue holds
    // is typed, and the one id the schedule treats as the player is the player's own.
    expect(scheduled(game.player.id)).toEqual({ kind: 'player', id: PLAYER_ID });
    perform(game, { kind: 'wait' });
    const ids = game.schedule.actors.map((a) => a.id);
    expect(ids).not.toContain('player');
    expect(scheduledActors(game).filter((id) => scheduled(id).kind === 'player')).toEqual([]);
    const saved = deserialize(serialize(game));
    expect(saved.player.id).toBe(PLAYER_ID);
    const { floor, player } = game;
    expect(floor.occupant[player.y * floor.width + player.x]).toBe(player.id);
    expect(floor.occupant.filter((v) => v === player.id)).toHaveLength(1);
    expect(floor.occupant.some((v) => v < 0)).toBe(false);
  });

  it('names the player by its id in the events of its steps, doors and blows', () => {
    const game = room();
    const step = perform(game, { kind: 'move', dx: 1, dy: 0 });
    expect(step.events).toContainEqual({
      type: 'moved',
      actor: PLAYER_ID,
      from: { x: 1, y: 1 },
      to: { x: 2, y: 1 },
    });
    const zombie = Object.values(game.floor.monsters)[0];
    zombie.hp = 1000;
    zombie.x = 3;
    game.floor.occupant[1 * game.floor.width + 4] = 0;
    game.floor.occupant[1 * game.floor.width + 3] = zombie.id;
    const blow = perform(game, { kind: 'move', dx: 1, dy: 0 });
    const attacks = blow.events.filter((e) => e.type === 'attack');
    expect(attacks.some((e) => e.type === 'attack' && e.actor === PLAYER_ID && e.target === zombie.id)).toBe(
      true,
    );
    for (const e of attacks)
      if (e.type === 'attack' && e.actor === zombie.id) expect(e.target).toBe(PLAYER_ID);
  });

  it('a save from before the id (the player as -1 and "player") loads with it everywhere', () => {
    const game = room();
    perform(game, { kind: 'wait' });
    const raw = JSON.parse(serialize(game)) as Record<string, Record<string, unknown>> & { save: number };
    raw.save = 3;
    delete raw.player.id;
    const occupant = raw.floor.occupant as { data: number[] };
    occupant.data = occupant.data.map((v) => (v === PLAYER_ID ? -1 : v));
    for (const a of raw.schedule.actors as { id: unknown }[]) if (a.id === PLAYER_ID) a.id = 'player';
    const old = deserialize(JSON.stringify(raw));
    expect(stateHash(old)).toBe(stateHash(game));
    // It plays on as the game it was saved from.
    perform(old, { kind: 'move', dx: 1, dy: 0 });
    perform(game, { kind: 'move', dx: 1, dy: 0 });
    expect(stateHash(old)).toBe(stateHash(game));
  });
});

describe('perform names its actor', () => {
  it("the player's id acts exactly as the default; a monster's id or an unknown one is refused and changes nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 12 }),
        (seed, dirs) => {
          const a = createGame(seed);
          const b = createGame(seed);
          const monster = Number(Object.keys(a.floor.monsters)[0]);
          for (const d of dirs) {
            const command: Command = {
              kind: 'move',
              dx: [1, 1, 0, -1, -1, -1, 0, 1][d],
              dy: [0, 1, 1, 1, 0, -1, -1, -1][d],
            };
            const before = stateHash(b);
            if (!Number.isNaN(monster)) {
              expect(() => perform(b, command, monster)).toThrow(`actor ${monster} is a monster`);
              expect(stateHash(b)).toBe(before);
            }
            expect(() => perform(b, command, 999_999_999)).toThrow('there is no actor 999999999');
            expect(stateHash(b)).toBe(before);
            expect(perform(b, command, b.player.id)).toEqual(perform(a, command));
            expect(stateHash(b)).toBe(stateHash(a));
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('in Endless as well', () => {
    const game = createEndlessGame(3, memoryChunkSource());
    const source = memoryChunkSource();
    const before = stateHash(game);
    expect(() => performEndless(game, source, { kind: 'wait' }, PLAYER_ID + 1)).toThrow('perform:');
    expect(stateHash(game)).toBe(before);
    expect(performEndless(game, source, { kind: 'wait' }, PLAYER_ID).tookTurn).toBe(true);
  });
});

describe('one melee path for both sides', () => {
  /** Blows of `blow` from `attacker` at `defender` with one stream; each blow's outcome and the HP the defender lost. */
  function blows(
    attackerIsPlayer: boolean,
    blow: MeleeBlow,
    seed: number,
  ): { events: unknown[]; lost: number } {
    const game = room();
    const zombie = Object.values(game.floor.monsters)[0];
    zombie.hp = 100_000;
    game.player.hp = 100_000;
    game.player.armour = 0;
    const turn = beginTurn(game, createRng(seed));
    const [a, d] = attackerIsPlayer ? [game.player.id, zombie.id] : [zombie.id, game.player.id];
    for (let k = 0; k < 25; k++) melee(turn, a, d, blow);
    const events = turn.events
      .filter((e) => e.type === 'attack')
      .map((e) => (e.type === 'attack' ? { hit: e.hit, damage: e.damage } : e));
    return { events, lost: 100_000 - (attackerIsPlayer ? zombie.hp : game.player.hp) };
  }

  it('the same attacker and defender numbers give the same blows and the same damage whoever is the player (property)', () => {
    const blowArb = fc.record({
      pen: fc.integer({ min: 0, max: 5 }),
      armour: fc.integer({ min: 0, max: 5 }),
      hitChance: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      dice: fc.constantFrom('1d2', '1d4+1', '2d3', '3d6+2'),
      bonus: fc.integer({ min: 0, max: 3 }),
      weapon: fc.constant('fists'),
    });
    fc.assert(
      fc.property(blowArb, fc.integer({ min: 1, max: 1_000_000 }), (blow, seed) => {
        const byPlayer = blows(true, blow, seed);
        const byMonster = blows(false, blow, seed);
        expect(byMonster.events).toEqual(byPlayer.events);
        expect(byMonster.lost).toBe(byPlayer.lost);
        // The numbers matter: below the armour nothing lands; a sure blow always does.
        const hits = byPlayer.events.filter((e) => (e as { hit: boolean }).hit).length;
        if (blow.pen < blow.armour) expect(hits).toBe(0);
        else if (blow.hitChance === undefined) expect(hits).toBe(25);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the player's knowledge is kept with the player, not in the world's chunks", () => {
  it('leaves with the chunks that leave the window, comes back with them, and round-trips through a save', () => {
    for (const seed of [2, 8, 31]) {
      const source = memoryChunkSource();
      const game = createEndlessGame(seed, source);
      for (let k = 0; k < 6; k++) performEndless(game, source, { kind: 'wait' });
      const world = game.world!;
      const { cx, cy } = world;
      const before = {
        memory: knowledgeOf(game).memory.slice(),
        seenAt: knowledgeOf(game).seenAt.slice(),
        items: structuredCopy(knowledgeOf(game).itemMemory),
      };
      expect(before.memory.some((v) => v !== 0)).toBe(true);
      // Three chunks east: the whole window leaves, and what the player knew of it goes with the player.
      recentre(game, source, cx + 3, cy);
      const kept = game.player.knowledge.chunks ?? {};
      expect(Object.keys(kept)).toContain(`${cx},${cy}`);
      expect(decodeKnowledge(kept[`${cx},${cy}`]).memory.some((v) => v !== 0)).toBe(true);
      expect(knowledgeOf(game).memory.every((v) => v === 0)).toBe(true);
      // The stored chunks hold only the world.
      for (const bytes of source.chunks.values()) {
        expect(bytes[0]).toBe(chunkFormat());
        expect(decodeChunk(bytes).knowledge).toBeUndefined();
      }
      expect(storedLayers().map((l) => l.key)).not.toContain('memory');
      expect(storedLayers().map((l) => l.key)).not.toContain('seenAt');
      // Saved and loaded while away, then back: the player knows exactly what they knew.
      const loaded = deserialize(serialize(game));
      expect(loaded.player.knowledge).toEqual(game.player.knowledge);
      recentre(loaded, source, cx, cy);
      expect(knowledgeOf(loaded).memory).toEqual(before.memory);
      expect(knowledgeOf(loaded).seenAt).toEqual(before.seenAt);
      expect(knowledgeOf(loaded).itemMemory).toEqual(before.items);
      // Taken back into the window, it is no longer kept twice.
      expect(Object.keys(loaded.player.knowledge.chunks ?? {})).not.toContain(`${cx},${cy}`);
    }
  });
});

/** A deep copy of plain data. */
function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
