import { afterEach, describe, expect, it } from 'vitest';
import { botTurn, type BotMemory } from './bot.js';
import { newCharacter } from './character.js';
import { endlessBotCommand, type EndlessBotMemory } from './endless/bot.js';
import {
  chunkGrid,
  decodeChunk,
  emptyChunk,
  emptyKnowledge,
  encodeChunk,
  encodeKnowledge,
  knowsAnything,
  memoryChunkSource,
  type ChunkContent,
  type ChunkSource,
} from './endless/chunk.js';
import { createEndlessGame, performEndless } from './endless/endless.js';
import { extractChunk, flushWindow, installChunk, shiftWindow } from './endless/window.js';
import { emptyFloor, newKnowledge } from './floor.js';
import { createGame } from './game.js';
import { CELL_LAYERS, chunkFormat, defineLayer, gridOf, removeLayer, type CellLayer } from './layers.js';
import { deserialize, SAVE_VERSION, serialize, stateHash } from './serialize.js';
import { noteText } from './notes.js';
import type { GameState, Note } from './state.js';

// The game package type-checks without Node's types: the few Node calls the test needs, typed here.
const { readFileSync } = (await import('node:fs' as string)) as {
  readFileSync(path: string, encoding: 'utf8'): string;
};
const { fileURLToPath } = (await import('node:url' as string)) as { fileURLToPath(url: string): string };
const { Buffer } = (await import('node:buffer' as string)) as {
  Buffer: { from(text: string, encoding: 'base64'): Uint8Array };
};

/** Fixtures written by the code as it was before the layer table and the save migrations. */
const FIXTURES = fileURLToPath((import.meta as unknown as { url: string }).url).replace(
  /layers\.test\.ts$/,
  '__fixtures__/',
);
const fixture = (name: string): string => readFileSync(FIXTURES + name, 'utf8');
const HASHES = JSON.parse(fixture('hashes.json')) as {
  campaign: { seed: number; turn: number; hash: string };
  endless: { seed: number; turn: number; hash: string };
  chunks: Record<string, string>;
};
const CHUNKS = Object.entries(JSON.parse(fixture('endless-chunks-f1.json')) as Record<string, string>).map(
  ([key, b64]) => ({ key, bytes: new Uint8Array(Buffer.from(b64, 'base64')) }),
);

/** Monsters' seen times by id, as a record of them. */
type SeenTimes = Record<string, Record<string, number>>;

/**
 * The seen times the monsters of the format 1 fixture chunks carried (by chunk, then monster id;
 * none where a monster had none), read out by the codec of the formats that kept them, before
 * monsters' seen times left the state (issue 18.8); today's codec skips them.
 */
const CHUNK_SEEN = JSON.parse(fixture('chunk-monster-seen-f1.json')) as Record<string, SeenTimes>;

/** The seen times of the monsters of a save fixture, as its text holds them. */
function seenTimesOf(text: string): SeenTimes {
  const raw = JSON.parse(text) as {
    floor: { monsters: Record<string, { id: number; seenAt?: Record<string, number> }> };
  };
  const out: SeenTimes = {};
  for (const m of Object.values(raw.floor.monsters)) out[m.id] = m.seenAt ?? {};
  return out;
}

/**
 * A floor's monsters as the state held them before their seen times left it: each with its
 * `seenAt` record back (from `seen`, empty where it has none there).
 */
function withSeenTimes(monsters: Record<string, { id: number }>, seen: SeenTimes): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(monsters).map(([k, m]) => [k, { ...m, seenAt: seen[m.id] ?? {} }]),
  );
}

/**
 * A loaded game put back in the shape its save had before the migrations (the player as -1 in the
 * occupants and 'player' on the schedule, no actor id, and the monsters' seen times, `seen`, which
 * the state no longer holds): its hash is then the one the old code recorded exactly when the
 * migrations lost nothing but the seen times and invented nothing.
 */
function asBefore(game: GameState, seen: SeenTimes): GameState {
  const copy = deserialize(serialize(game)) as unknown as Record<string, Record<string, unknown>>;
  copy.floor.notes = asProse(copy.floor.notes as Note[]);
  copy.floor.monsters = withSeenTimes(copy.floor.monsters as Record<string, { id: number }>, seen);
  const id = copy.player.id;
  delete copy.player.id;
  const occupant = copy.floor.occupant as Int32Array;
  for (let i = 0; i < occupant.length; i++) if (occupant[i] === id) occupant[i] = -1;
  for (const a of copy.schedule.actors as { id: unknown }[]) if (a.id === id) a.id = 'player';
  return copy as unknown as GameState;
}

/**
 * Notes as saves of version 4 and chunks of format 2 held them: a vault fixture's plate as its
 * words (today's wording of the facts is the wording those saves stored).
 */
function asProse(notes: readonly Note[]): Note[] {
  return notes.map((n) =>
    n.fixture === undefined ? n : { x: n.x, y: n.y, text: noteText(n), seen: n.seen },
  );
}

/**
 * A decoded chunk in the shape format 1 held it: the world with the player's knowledge inside, and
 * its monsters with the seen times they carried (`seen`).
 */
function chunkAsBefore(c: ChunkContent, seen: SeenTimes): GameState {
  const { knowledge, ...world } = c;
  const k = knowledge ?? emptyKnowledge();
  return {
    ...world,
    monsters: c.monsters.map((s) => ({ ...s, monster: { ...s.monster, seenAt: seen[s.monster.id] ?? {} } })),
    notes: asProse(world.notes),
    memory: k.memory,
    seenAt: k.seenAt,
    itemMemory: k.items,
  } as unknown as GameState;
}

/** The world a stored chunk holds (its hash), without any knowledge a format 1 chunk carried. */
function worldHash(bytes: Uint8Array): string {
  const { knowledge: _k, ...world } = decodeChunk(bytes);
  return stateHash(world as unknown as GameState);
}

/** A game's hash apart from the player's knowledge of chunks out of the window. */
function hashApartFromKept(game: GameState): string {
  const { chunks: _c, ...window } = game.player.knowledge;
  return stateHash({ ...game, player: { ...game.player, knowledge: window } } as GameState);
}

/** A chunk source holding the fixture's stored chunks. */
function fixtureSource(): ChunkSource & { chunks: Map<string, Uint8Array> } {
  const source = memoryChunkSource();
  for (const { key, bytes } of CHUNKS) source.chunks.set(key, bytes);
  return source;
}

/** Plays `turns` more turns with the Endless bot from a fresh memory. */
function moreEndless(game: GameState, source: ChunkSource, turns: number): void {
  const memory: EndlessBotMemory = { inner: { depth: -1, floorTurns: 0 } };
  for (let n = 0; n < turns && game.outcome === 'playing'; n++) {
    if (!performEndless(game, source, endlessBotCommand(game, memory)).tookTurn)
      performEndless(game, source, { kind: 'wait' });
  }
}

/** Plays `turns` more turns with the campaign bot from a fresh memory. */
function moreCampaign(game: GameState, turns: number): void {
  const memory: BotMemory = { depth: -1, floorTurns: 0, journeys: true };
  for (let n = 0; n < turns && game.outcome === 'playing'; n++) botTurn(game, memory);
}

// The fixtures' state hashes were recorded by the code that wrote them: a loaded fixture with that
// hash is exactly the state that was saved. Playing on is then compared with a copy that went
// through today's save format (not with a fresh bot run to the same turn: the bot changes).
describe('fixtures of the formats before the layer table', () => {
  it('a version 2 campaign save loads to the very state that was saved, and plays on as its copy in the new format', () => {
    const text = fixture('campaign-save-v2.json');
    expect(text.startsWith('{"version":2,')).toBe(true);
    const loaded = deserialize(text);
    expect(stateHash(asBefore(loaded, seenTimesOf(text)))).toBe(HASHES.campaign.hash);
    const copy = deserialize(serialize(loaded));
    moreCampaign(loaded, 150);
    moreCampaign(copy, 150);
    expect(loaded.turn).toBeGreaterThan(HASHES.campaign.turn);
    expect(stateHash(loaded)).toBe(stateHash(copy));
  }, 120_000);

  it('a version 2 save from before the world origin, the mode and the character is brought up by the migrations', () => {
    const raw = JSON.parse(fixture('campaign-save-v2.json')) as Record<string, Record<string, unknown>>;
    delete raw.mode;
    delete raw.floor.originX;
    delete raw.floor.originY;
    delete raw.player.character;
    const game = deserialize(JSON.stringify(raw));
    expect(game.mode).toBe('campaign');
    expect([game.floor.originX, game.floor.originY]).toEqual([0, 0]);
    expect(game.player.character).toEqual(newCharacter());
  });

  it("a version 5 save held the player's knowledge on the floor: it is brought up onto the player, the same game", () => {
    const game = deserialize(fixture('campaign-save-v2.json'));
    expect(Object.keys(game.floor)).not.toContain('memory');
    expect(game.player.knowledge.memory.some((v) => v !== 0)).toBe(true);
    expect(game.player.knowledge.itemMemory.length).toBeGreaterThan(0);
    const raw = JSON.parse(serialize(game)) as Record<string, Record<string, unknown>>;
    const known = raw.player.knowledge as Record<string, unknown>;
    const keys = ['memory', 'seenAt', 'visible', 'seen', 'itemMemory'];
    for (const key of keys) raw.floor[key] = known[key];
    delete raw.player.knowledge;
    const old = deserialize(JSON.stringify({ ...raw, save: 5 }));
    expect(serialize(old)).toBe(serialize(game));
    expect(stateHash(old)).toBe(stateHash(game));
    for (const key of keys) expect(Object.keys(old.floor)).not.toContain(key);
    // A save of this version that lost the record loads knowing nothing (no stack trace).
    const lost = JSON.parse(serialize(game)) as Record<string, Record<string, unknown>>;
    delete lost.player.knowledge;
    const blank = deserialize(JSON.stringify(lost));
    expect(blank.player.knowledge.memory.length).toBe(game.floor.terrain.length);
    expect(blank.player.knowledge.memory.every((v) => v === 0)).toBe(true);
    expect(blank.player.knowledge.itemMemory).toEqual([]);
  });

  it('a version 6 save held seen times on every monster: they are dropped, and nothing else changes', () => {
    const game = deserialize(fixture('endless-save-v2.json'));
    const monsters = Object.values(game.floor.monsters);
    expect(monsters.length).toBeGreaterThan(0);
    for (const m of monsters) expect(Object.keys(m)).not.toContain('seenAt');
    const raw = JSON.parse(serialize(game)) as {
      floor: { monsters: Record<string, Record<string, unknown>> };
    };
    for (const m of Object.values(raw.floor.monsters)) m.seenAt = { 3: 17, [String(m.id)]: 4 };
    const old = deserialize(JSON.stringify({ ...raw, save: 6 }));
    for (const m of Object.values(old.floor.monsters)) expect(Object.keys(m)).not.toContain('seenAt');
    expect(serialize(old)).toBe(serialize(game));
    expect(stateHash(old)).toBe(stateHash(game));
  });

  it('saves now lead with their version and read back; a newer or broken version is refused by name', () => {
    const game = deserialize(fixture('campaign-save-v2.json'));
    const text = serialize(game);
    expect(text.startsWith(`{"save":${SAVE_VERSION},"version":2,`)).toBe(true);
    expect(stateHash(asBefore(deserialize(text), seenTimesOf(fixture('campaign-save-v2.json'))))).toBe(
      HASHES.campaign.hash,
    );
    const newer = text.replace(`{"save":${SAVE_VERSION},`, `{"save":${SAVE_VERSION + 1},`);
    expect(() => deserialize(newer)).toThrow(
      `save version ${SAVE_VERSION + 1} is newer than this game reads`,
    );
    expect(() => deserialize(text.replace(`{"save":${SAVE_VERSION},`, '{"save":"x",'))).toThrow(
      'unsupported save version x',
    );
    expect(() => deserialize('[1]')).toThrow('not a saved game');
  });

  it('every stored chunk of format 1 decodes to the content it held (the knowledge apart), and encodes again without the knowledge', () => {
    expect(CHUNKS.length).toBeGreaterThan(9);
    let known = 0;
    for (const { key, bytes } of CHUNKS) {
      expect(bytes[0]).toBe(1);
      const c = decodeChunk(bytes);
      expect(stateHash(chunkAsBefore(c, CHUNK_SEEN[key] ?? {}))).toBe(HASHES.chunks[key]);
      expect(`${c.cx},${c.cy}`).toBe(key);
      if (c.knowledge !== undefined && knowsAnything(c.knowledge)) known++;
      const again = encodeChunk(c);
      expect(again[0]).toBe(chunkFormat());
      expect(decodeChunk(again).knowledge).toBeUndefined();
      expect(worldHash(again)).toBe(worldHash(bytes));
    }
    // The fixture's world was explored: some chunks carried what the player knew of them.
    expect(known).toBeGreaterThan(0);
  });

  it('an Endless save and its stored chunks load and play on as their copy in the new formats', () => {
    const loaded = deserialize(fixture('endless-save-v2.json'));
    expect(stateHash(asBefore(loaded, seenTimesOf(fixture('endless-save-v2.json'))))).toBe(
      HASHES.endless.hash,
    );
    const fromFixture = fixtureSource();
    const copied = memoryChunkSource();
    const copy = deserialize(serialize(loaded));
    // The copy's chunks hold only the world; what the player knew of those out of the window moves
    // into the player's record, where the original takes it from the old chunks as they come back.
    const world = loaded.world;
    for (const [key, bytes] of fromFixture.chunks) {
      const c = decodeChunk(bytes);
      copied.chunks.set(key, encodeChunk(c));
      const inWindow =
        world !== undefined && Math.abs(c.cx - world.cx) <= 1 && Math.abs(c.cy - world.cy) <= 1;
      if (!inWindow && c.knowledge !== undefined && knowsAnything(c.knowledge)) {
        (copy.player.knowledge.chunks ??= {})[key] = encodeKnowledge(c.knowledge);
      }
    }
    moreEndless(loaded, fromFixture, 150);
    moreEndless(copy, copied, 150);
    expect(loaded.turn).toBeGreaterThan(HASHES.endless.turn);
    expect(hashApartFromKept(loaded)).toBe(hashApartFromKept(copy));
    // What the original kept of the chunks that left, the copy keeps the same.
    const kept = loaded.player.knowledge.chunks ?? {};
    for (const key of Object.keys(kept)) expect(copy.player.knowledge.chunks?.[key]).toEqual(kept[key]);
    flushWindow(loaded, fromFixture);
    flushWindow(copy, copied);
    expect([...fromFixture.chunks.keys()].sort()).toEqual([...copied.chunks.keys()].sort());
    for (const [key, bytes] of copied.chunks) {
      expect(bytes[0]).toBe(chunkFormat());
      expect(worldHash(fromFixture.chunks.get(key) as Uint8Array)).toBe(worldHash(bytes));
    }
  }, 120_000);
});

describe('the cell-layer table', () => {
  // The format after the newest (3: vault notes as typed facts).
  const GAS: CellLayer = { key: 'gas', array: 'u8', fill: 0, since: chunkFormat() + 1 };
  afterEach(() => {
    if (CELL_LAYERS.some((l) => l.key === 'gas')) removeLayer('gas');
  });

  it("names every grid a new floor and the player's knowledge of it have, and only those", () => {
    const floor = emptyFloor(0, 7, 5);
    const known = newKnowledge(35);
    const gridsOf = (holder: object): string[] =>
      Object.keys(holder).filter((k) => ArrayBuffer.isView((holder as Record<string, unknown>)[k]));
    const mandatory = CELL_LAYERS.filter((l) => l.optional !== true);
    // The floor holds the world; the player's record holds the knowledge layers: no grid in both.
    expect(gridsOf(floor)).toEqual(mandatory.filter((l) => l.knowledge !== true).map((l) => l.key));
    expect(gridsOf(known)).toEqual(mandatory.filter((l) => l.knowledge === true).map((l) => l.key));
    expect(gridsOf(known)).toEqual(['memory', 'seenAt', 'visible', 'seen']);
    expect(known.itemMemory).toEqual([]);
    for (const l of mandatory) {
      const g = gridOf(l.knowledge === true ? known : floor, l);
      expect(g).toBeInstanceOf(l.array === 'u8' ? Uint8Array : Int32Array);
      expect(g?.length).toBe(35);
      expect(g?.every((v) => v === l.fill)).toBe(true);
    }
  });

  it('refuses a layer defined twice, or one whose format older chunks already use', () => {
    expect(() => defineLayer({ key: 'air', array: 'u8', fill: 0 })).toThrow("'air' already exists");
    expect(() => defineLayer({ key: 'gas', array: 'u8', fill: 0, since: 1 })).toThrow('since must be above');
    expect(() => removeLayer('terrain')).toThrow('built in');
  });

  it('a layer added as one entry (gas) is made, shifted, stored in chunks and saves, and old chunks and saves still load', () => {
    defineLayer(GAS);
    expect(chunkFormat()).toBe(GAS.since);
    // Floors have it.
    expect(createGame(3).floor).toHaveProperty('gas');

    // Chunks: new ones carry it through the codec; format-1 chunks load with gas at its fill.
    const c = emptyChunk(2, -3);
    const gas = chunkGrid(c, GAS);
    for (let i = 0; i < gas.length; i += 7) gas[i] = (i * 13) % 200;
    const back = decodeChunk(encodeChunk(c));
    expect(chunkGrid(back, GAS)).toEqual(gas);
    for (const { key, bytes } of CHUNKS.slice(0, 4)) {
      const old = decodeChunk(bytes);
      expect(chunkGrid(old, GAS).every((v) => v === 0)).toBe(true);
      const { gas: _gas, ...rest } = old as unknown as Record<string, unknown>;
      expect(stateHash(chunkAsBefore(rest as unknown as ChunkContent, CHUNK_SEEN[key] ?? {}))).toBe(
        HASHES.chunks[key],
      );
    }

    // The Endless window: gas leaves with its chunk, shifts with the window and comes back.
    const source = memoryChunkSource();
    const game = createEndlessGame(5, source);
    const floorGas = gridOf(game.floor, GAS) as Uint8Array;
    const w = game.floor.width;
    const px = game.player.x;
    const py = game.player.y;
    floorGas[py * w + px] = 77;
    floorGas[40 * w + 70] = 9;
    const slot = extractChunk(game.floor, undefined, 1, 1);
    expect(chunkGrid(slot, GAS)[(py - 32) * 32 + (px - 32)]).toBe(77);
    const other = emptyFloor(0, w, game.floor.height);
    installChunk(other, undefined, 1, 1, decodeChunk(encodeChunk(slot)));
    expect((gridOf(other, GAS) as Uint8Array)[py * w + px]).toBe(77);
    // Stored with its chunk (world chunk (1, 0), local cell (6, 8)) ...
    flushWindow(game, source);
    const stored = decodeChunk(source.chunks.get('1,0') as Uint8Array);
    expect(chunkGrid(stored, GAS)[8 * 32 + 6]).toBe(9);
    // ... and moved with the window when it shifts a chunk west.
    shiftWindow(game, -32, 0);
    expect((gridOf(game.floor, GAS) as Uint8Array)[40 * w + 38]).toBe(9);

    // Saves: the grid round-trips, and a save without it (the fixture) loads with it at its fill.
    const saved = deserialize(serialize(game));
    expect(gridOf(saved.floor, GAS)).toEqual(gridOf(game.floor, GAS));
    const old = deserialize(fixture('campaign-save-v2.json'));
    const oldGas = gridOf(old.floor, GAS);
    expect(oldGas?.length).toBe(old.floor.width * old.floor.height);
    expect(oldGas?.every((v) => v === 0)).toBe(true);
  });
});
