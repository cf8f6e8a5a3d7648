import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { VaultFixture } from '../content/records.js';
import { decodeChunk, emptyChunk, encodeChunk } from './endless/chunk.js';
import { chunkFormat, NOTE_FACTS_FORMAT } from './layers.js';
import { fixtureText, noteText } from './notes.js';
import { deserialize, noteFromProse, SAVE_VERSION, serialize, stateHash } from './serialize.js';
import type { Note } from './state.js';

// The game package type-checks without Node's types: the few Node calls the test needs, typed here.
const { readFileSync } = (await import('node:fs' as string)) as {
  readFileSync(path: string, encoding: 'utf8'): string;
};
const { fileURLToPath } = (await import('node:url' as string)) as { fileURLToPath(url: string): string };
const { Buffer } = (await import('node:buffer' as string)) as {
  Buffer: { from(text: string, encoding: 'base64'): Uint8Array };
};

/** Fixtures written by the code before notes held typed facts (save version 2, chunk format 1). */
const fixture = (name: string): string =>
  readFileSync(
    fileURLToPath((import.meta as unknown as { url: string }).url).replace(
      /notes\.test\.ts$/,
      '__fixtures__/',
    ) + name,
    'utf8',
  );

/** The fixture's stored chunks by "cx,cy". */
const CHUNKS = new Map(
  Object.entries(JSON.parse(fixture('endless-chunks-f1.json')) as Record<string, string>).map(
    ([key, b64]) => [key, new Uint8Array(Buffer.from(b64, 'base64'))],
  ),
);

/** A note's fixture, or its text for a prose note. */
const what = (n: Note): VaultFixture | string => n.fixture ?? n.text;

/** Plates as the old code wrote them in prose (the words of those saves: the fixtures hold them). */
const OLD_WORDS: readonly [VaultFixture, string][] = [
  [{ kind: 'card-lock', code: '8Z' }, 'A card lock. Its plate reads VAULT-8Z.'],
  [{ kind: 'switch', order: 3 }, 'A switch plate stamped 3.'],
  [
    { kind: 'sealed-door' },
    'A sealed vault door. The switch plates in the walls around it open it, pressed in the order stamped on them; a wrong one resets them all.',
  ],
  [
    { kind: 'pressure-door' },
    'A pressure door. Its interlock opens only when the air on both sides matches: vacuum beyond means vacuum here first.',
  ],
];

/** Any vault fixture. */
const anyFixture: fc.Arbitrary<VaultFixture> = fc.oneof(
  fc.stringMatching(/^[0-9A-Z]{1,8}$/).map((code): VaultFixture => ({ kind: 'card-lock', code })),
  fc.integer({ min: 1, max: 100_000 }).map((order): VaultFixture => ({ kind: 'switch', order })),
  fc.constant<VaultFixture>({ kind: 'sealed-door' }),
  fc.constant<VaultFixture>({ kind: 'pressure-door' }),
);

/** Any note: prose or a fixture's plate. */
const anyNote: fc.Arbitrary<Note> = fc
  .record({
    x: fc.integer({ min: 0, max: 31 }),
    y: fc.integer({ min: 0, max: 31 }),
    seen: fc.boolean(),
    body: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), anyFixture),
  })
  .map(({ x, y, seen, body }): Note =>
    typeof body === 'string' ? { x, y, text: body, seen } : { x, y, fixture: body, seen },
  );

describe("a vault plate's words", () => {
  it('are derived from its facts, in the words older saves held', () => {
    for (const [f, words] of OLD_WORDS) {
      expect(fixtureText(f)).toBe(words);
      expect(noteText({ x: 0, y: 0, fixture: f, seen: false })).toBe(words);
    }
    expect(noteText({ x: 0, y: 0, text: 'DO NOT OPEN', seen: true })).toBe('DO NOT OPEN');
  });

  it('the one reading of the old prose gives back exactly the facts it was written from, and leaves other notes alone', () => {
    fc.assert(
      fc.property(anyFixture, fc.boolean(), (f, seen) => {
        const old: Note = { x: 3, y: 4, text: fixtureText(f), seen };
        expect(noteFromProse(old)).toEqual({ x: 3, y: 4, fixture: f, seen });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        fc.pre(!OLD_WORDS.some(([, w]) => w.slice(0, 12) === text.slice(0, 12)));
        const note: Note = { x: 1, y: 2, text, seen: false };
        expect(noteFromProse(note)).toEqual(note);
      }),
    );
  });
});

describe('notes in stored chunks', () => {
  it('round-trip through the codec, prose and every fixture alike', () => {
    fc.assert(
      fc.property(fc.array(anyNote, { maxLength: 12 }), (notes) => {
        const c = emptyChunk(-4, 9);
        c.notes.push(...notes);
        const bytes = encodeChunk(c);
        expect(bytes[0]).toBe(chunkFormat());
        expect(decodeChunk(bytes).notes).toEqual(notes);
      }),
      { numRuns: 60 },
    );
  });

  it('chunks of format 1 (the fixture) load with their plates as typed facts, the codes and numbers their prose held', () => {
    expect(NOTE_FACTS_FORMAT).toBeGreaterThan(1);
    // What the fixture's chunks say in prose (found by reading their bytes as text).
    const want: Record<string, (VaultFixture | string)[]> = {
      '0,6': [{ kind: 'card-lock', code: '8Z' }],
      '1,0': [{ kind: 'card-lock', code: '6G' }],
      '-1,-1': [{ kind: 'pressure-door' }],
      '-1,0': [{ kind: 'pressure-door' }],
      '0,-1': [{ kind: 'pressure-door' }],
    };
    for (const [key, bytes] of CHUNKS) {
      expect(bytes[0]).toBe(1);
      const notes = decodeChunk(bytes).notes;
      for (const n of notes) expect(n.text ?? '').not.toMatch(/VAULT-|stamped|vault door|pressure door/);
      if (key === '0,4' || key === '1,-1') {
        expect(notes.filter((n) => n.fixture?.kind === 'sealed-door')).toHaveLength(1);
        const orders = notes.map((n) => (n.fixture?.kind === 'switch' ? n.fixture.order : 0));
        expect(orders.filter((o) => o > 0).sort()).toEqual([1, 2, 3]);
      } else expect(notes.map(what)).toEqual(want[key] ?? []);
      // Written again, they keep their facts in the new format.
      const again = encodeChunk(decodeChunk(bytes));
      expect(again[0]).toBe(chunkFormat());
      expect(decodeChunk(again).notes).toEqual(notes);
    }
  });
});

describe('notes in saves', () => {
  it("a save of version 2 (the fixture) loads with the card lock's code and the switch numbers as typed facts", () => {
    const game = deserialize(fixture('endless-save-v2.json'));
    const plates = game.floor.notes.filter((n) => n.fixture !== undefined);
    for (const n of game.floor.notes) expect(n.text ?? '').not.toMatch(/VAULT-|stamped/);
    const lock = plates.find((n) => n.fixture?.kind === 'card-lock');
    expect(lock?.fixture).toEqual({ kind: 'card-lock', code: '8Z' });
    // Its key card lies in the same world, bearing the same code.
    expect(game.floor.items.filter((it) => it.kind === 'key-card').map((it) => it.code)).toContain('8Z');
    const orders = plates.map((n) => (n.fixture?.kind === 'switch' ? n.fixture.order : 0));
    expect(orders.filter((o) => o > 0).sort()).toEqual([1, 2, 3]);
    // Saved again, the facts are what the save holds (no prose), and they load as they were.
    const text = serialize(game);
    expect(text.startsWith(`{"save":${SAVE_VERSION},`)).toBe(true);
    expect(text).not.toContain('VAULT-8Z');
    expect(deserialize(text).floor.notes).toEqual(game.floor.notes);
  });

  it("the state hash reads plates as the words older states held, so runs recorded before still reach their hash; it still sees a plate's facts", () => {
    const game = deserialize(fixture('endless-save-v2.json'));
    expect(game.floor.notes.some((n) => n.fixture !== undefined)).toBe(true);
    // The same state with its plates in words, as the state held them before (no migration runs on it).
    const raw = JSON.parse(serialize(game)) as { floor: { notes: Note[] } };
    raw.floor.notes = raw.floor.notes.map((n) => ({ x: n.x, y: n.y, text: noteText(n), seen: n.seen }));
    const inWords = deserialize(JSON.stringify(raw));
    expect(inWords.floor.notes.every((n) => n.fixture === undefined)).toBe(true);
    expect(stateHash(inWords)).toBe(stateHash(game));
    // Another code on the card lock is another state.
    const lock = game.floor.notes.find((n) => n.fixture?.kind === 'card-lock');
    const before = stateHash(game);
    if (lock !== undefined) lock.fixture = { kind: 'card-lock', code: '1A' };
    expect(stateHash(game)).not.toBe(before);
  });

  it('a save of version 4 with prose plates is brought up by the migration; prose notes stay prose', () => {
    const game = deserialize(fixture('campaign-save-v2.json'));
    game.floor.notes.push(
      { x: 0, y: 1, text: 'A switch plate, they said. Stamped 2? No: DO NOT OPEN.', seen: true },
      { x: 1, y: 1, fixture: { kind: 'card-lock', code: '4Q' }, seen: true },
      { x: 2, y: 1, fixture: { kind: 'switch', order: 2 }, seen: false },
    );
    const raw = JSON.parse(serialize(game)) as { save: number; floor: { notes: Note[] } };
    raw.save = 4;
    raw.floor.notes = raw.floor.notes.map((n) => ({ x: n.x, y: n.y, text: noteText(n), seen: n.seen }));
    const back = deserialize(JSON.stringify(raw));
    expect(back.floor.notes).toEqual(game.floor.notes);
    expect(back.floor.notes[back.floor.notes.length - 3].fixture).toBeUndefined();
  });
});
