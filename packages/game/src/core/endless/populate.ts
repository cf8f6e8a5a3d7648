/**
 * What a chunk of the Endless world holds when it is first made: monsters, loot and a lamp or
 * two, more and stronger the farther the chunk lies from (0, 0). Everything is drawn from the
 * chunk's own stream, so a chunk is the same whatever order the world was walked in.
 *
 * This is the one place chunk contents are decided: monster variants and treasure vaults hook in
 * here (after the base monsters and items are placed).
 */
import type { Rng } from '@hullbreach/toolkit';
import { LIGHT_COLOURS, type ItemKind } from '../content.js';
import { BUILTIN_CONTENT, weaponRecord, type Content } from '../../content/registry.js';
import type { EndlessWeight } from '../../content/records.js';
import { makeItem, makeMonster } from '../floor.js';
import { Ter } from '../state.js';
import { applyChunkVariants } from '../variants.js';
import { chunkVault } from '../vaults.js';
import { CHUNK, type ChunkContent } from './chunk.js';

/** What {@link populateChunk} needs besides the chunk. */
export interface PopulateContext {
  /** The world seed. */
  readonly seed: number | string;
  readonly cx: number;
  readonly cy: number;
  /** Chebyshev distance of the chunk from (0, 0), in chunks: the danger level. */
  readonly distance: number;
  /** The content whose records say what spawns (absent: the built-in content). */
  readonly content?: Content;
  /** The chunk's population stream (a pure function of the world seed and the chunk). */
  readonly rng: Rng;
  /** A fresh id for a monster or item, unique in the whole world. */
  nextId(): number;
  /**
   * A free floor cell (chunk-local index) that `ok` accepts, taken so nothing else is put there;
   * -1 when none is left. Cells next to the side doors and the player's start are never offered.
   */
  takeCell(ok?: (i: number) => boolean): number;
}

/** Most monsters a chunk starts with. */
const MAX_MONSTERS = 10;

/** Weapons a chunk may hold, by distance band (farther bands add heavier guns). */
const WEAPON_BANDS: readonly (readonly Exclude<ItemKind, `ammo-${string}`>[])[] = [
  ['shotgun', 'rifle', 'chainsaw'],
  ['shotgun', 'rifle', 'machine-gun', 'flamethrower'],
  ['rifle', 'machine-gun', 'flamethrower', 'rocket-launcher'],
];

/** A kind's Endless weight at distance d, from its record (0 before its `from` distance). */
function endlessWeight(w: EndlessWeight, d: number): number {
  if (d < w.from) return 0;
  const weight = w.divisor === undefined ? w.base : w.base + d / w.divisor;
  return w.cap === undefined ? weight : Math.min(w.cap, weight);
}

/** A monster kind drawn with its record's Endless weight, which shifts toward the dangerous ones as distance grows. */
function monsterKind(rng: Rng, d: number, content: Content): string {
  const weights = content.monsters.map((m): [string, number] => [m.id, endlessWeight(m.spawn.endless, d)]);
  let total = 0;
  for (const [, w] of weights) total += w;
  let roll = rng.next() * total;
  for (const [kind, w] of weights) {
    roll -= w;
    if (roll < 0) return kind;
  }
  return content.monsters[0].id;
}

/**
 * Fills a freshly generated chunk (terrain set, nothing on it): monsters (none in the starting
 * chunk; up to one near it, one more every three chunks out, at most ten; skeletons, bloats and tanks joining farther out), then
 * loot (ammunition always, medkits, oxygen, plating and guns likelier and heavier with distance),
 * then an emergency lamp in some chunks. Monsters keep two cells clear of the side doors.
 */
export function populateChunk(chunk: ChunkContent, ctx: PopulateContext): void {
  const { rng, distance: d } = ctx;
  const content = ctx.content ?? BUILTIN_CONTENT;
  const at = (i: number): { x: number; y: number } => ({ x: i % CHUNK, y: Math.floor(i / CHUNK) });

  const count = d === 0 ? 0 : Math.min(MAX_MONSTERS, Math.floor(d / 3) + rng.int(0, 1));
  for (let k = 0; k < count; k++) {
    const i = ctx.takeCell();
    if (i < 0) break;
    const { x, y } = at(i);
    // First actions spread over one player action (10 time units), as on a campaign floor.
    const monster = makeMonster(ctx.nextId(), monsterKind(rng, d, content), x, y, content);
    chunk.monsters.push({ monster, delay: 1 + rng.int(0, 8) });
  }

  const band = WEAPON_BANDS[Math.min(WEAPON_BANDS.length - 1, Math.floor(d / 4))];
  const put = (kind: ItemKind, loaded = 0): void => {
    const i = ctx.takeCell();
    if (i < 0) return;
    const { x, y } = at(i);
    chunk.items.push(makeItem(ctx.nextId(), kind, x, y, loaded));
  };
  const ammoKinds: ItemKind[] = ['ammo-bullets', 'ammo-bullets', 'ammo-shells', 'ammo-slugs'];
  if (d >= 4) ammoKinds.push('ammo-belts', 'ammo-fuel');
  if (d >= 8) ammoKinds.push('ammo-rockets');
  const boxes = 1 + (rng.chance(Math.min(0.8, 0.3 + d * 0.05)) ? 1 : 0);
  for (let k = 0; k < boxes; k++) put(rng.pick(ammoKinds));
  if (d === 0 || rng.chance(0.45 + Math.min(0.3, d * 0.03))) put('medkit');
  if (rng.chance(0.25)) put('oxygen-canister');
  if (rng.chance(Math.min(0.4, 0.08 + d * 0.03))) put('armour');
  if (d > 0 && rng.chance(Math.min(0.5, 0.08 + d * 0.04))) {
    const kind = rng.pick(band);
    const cap = weaponRecord(content, kind).capacity;
    put(kind, kind === 'chainsaw' ? cap : rng.int(Math.ceil(cap / 2), cap));
  }

  if (rng.chance(0.5)) {
    const i = ctx.takeCell((j) => chunk.terrain[j] === Ter.Floor);
    if (i >= 0) {
      const { x, y } = at(i);
      chunk.lights.push({ x, y, colour: LIGHT_COLOURS.emergency, radius: 6 });
    }
  }

  // Monster variants (a stream of their own) and, last, perhaps a treasure vault (vaults.ts).
  applyChunkVariants(
    chunk.monsters.map((s) => s.monster),
    ctx.seed,
    ctx.cx,
    ctx.cy,
    content,
  );
  const occupied = new Set<number>();
  for (const s of chunk.monsters) occupied.add(s.monster.y * CHUNK + s.monster.x);
  for (const it of chunk.items) occupied.add(it.y * CHUNK + it.x);
  for (const l of chunk.lights) occupied.add(l.y * CHUNK + l.x);
  const site = { width: CHUNK, height: CHUNK, ...chunk, nextId: ctx.nextId, takeCell: ctx.takeCell };
  chunkVault(site, occupied, d, rng);
}
