/**
 * What each observer knows (techniques.md 1.16). Every cell carries a stamp of the floor's change
 * clock (cells.ts). The player keeps, per cell, the clock at which it last re-saw that cell; on
 * observation a visible cell is copied into the player's memory only when it is dirty (its stamp
 * is newer than the copy), so a quiet turn re-sees nothing. Monsters know terrain only, and are
 * born knowing the floor's layout as generated ("familiar"): a monster looks again only at a
 * changed cell it believes wrongly, since seeing a cell it believes rightly changes nothing it
 * knows. With `eagerKnowledge` every visible cell is copied every time instead: the knowledge is
 * the same either way (K1), only the work differs (K5).
 *
 * The player starts knowing nothing and learns terrain and items from what it sees; monsters learn
 * only what changed.
 */
import { PLAYER } from './content.js';
import { contentOf, monsterRecord } from '../content/registry.js';
import { cached } from './cells.js';
import { say, type Turn } from './log.js';
import { noteText } from './notes.js';
import { knowledgeOf, Ter, type FloorState, type GameState, type Monster } from './state.js';
import { PLANNABLE } from './terrain.js';
import { seesCell } from './sightline.js';
import { computeLight, lampOf } from './light-view.js';
import {
  changedBuckets,
  fovOf,
  monsterSight,
  nearBeliefs,
  noteBelief,
  opacityChangeSeen,
  opacityOf,
  opacityTrack,
  playerSightMemo,
  type ChangedIndex,
  type MonsterSight,
  type PlayerSightMemo,
} from './incremental.js';

/** A light sum (r + g + b) above this counts as lit: the cell is seen. */
export const SEEN_THRESHOLD = 0.12;

function wordsOf(grid: Uint8Array): Uint32Array {
  return grid.byteOffset % 4 === 0
    ? new Uint32Array(grid.buffer, grid.byteOffset, grid.length >> 2)
    : new Uint32Array(0);
}

/** The player's view and seen masks read four cells to a word (kept with the floor; none when unaligned). */
interface SightWords {
  visible: Uint8Array;
  seen: Uint8Array;
  visibleWords: Uint32Array;
  seenWords: Uint32Array;
}

function newSightWords(): SightWords {
  const none = new Uint8Array(0);
  return { visible: none, seen: none, visibleWords: wordsOf(none), seenWords: wordsOf(none) };
}

/** The word views of `visible` and `seen`, made again only when the masks are new arrays. */
function sightWords(floor: FloorState, visible: Uint8Array, seen: Uint8Array): SightWords {
  const holder = cached(floor, 'sight-words', newSightWords);
  if (holder.visible !== visible) {
    holder.visible = visible;
    holder.visibleWords = wordsOf(visible);
  }
  if (holder.seen !== seen) {
    holder.seen = seen;
    holder.seenWords = wordsOf(seen);
  }
  return holder;
}

/**
 * The player looks around: field of view (symmetric shadowcasting, so a monster sees the player
 * exactly when the player has it in view), then light: a cell in view is seen only when lit, or
 * when it is open space, whose stars need no light (L3). Seen cells that changed since the player
 * last saw them are copied into memory (terrain and items). Announces monsters seen for the first
 * time and notes.
 */
export function observe(turn: Turn): void {
  const { game } = turn;
  const { floor, player } = game;
  const { width, terrain, stamp } = floor;
  const known = knowledgeOf(game);
  const { memory, seenAt } = known;
  updateView(game);
  const light = computeLight(game, player.x, player.y, lampOf(game));
  const { visible, seen } = known;
  const eager = game.eagerKnowledge;
  let itemsByCell: Map<number, number> | undefined;
  const { occupant } = floor;
  let spotted: Monster[] | undefined;
  // Only cells within sight now, or at the last observation, can be (or have been) in view.
  const box = viewBox(playerSightMemo(floor), floor, seen, player.x, player.y);
  const { visibleWords, seenWords } = sightWords(floor, visible, seen);
  for (let y = box.y0; y <= box.y1; y++) {
    const end = y * width + box.x1;
    for (let i = y * width + box.x0; i <= end; i++) {
      // Four cells neither in view now nor seen before: nothing to clear, nothing to see.
      if ((i & 3) === 0 && i + 3 <= end && visibleWords[i >> 2] === 0 && seenWords[i >> 2] === 0) {
        i += 3;
        continue;
      }
      if (visible[i] === 0) {
        seen[i] = 0;
        continue;
      }
      const lit = light[3 * i] + light[3 * i + 1] + light[3 * i + 2] > SEEN_THRESHOLD;
      seen[i] = lit || terrain[i] === Ter.Void ? 1 : 0;
      if (seen[i] === 0) continue;
      // A living monster stands in the cell its id holds in `occupant`: one seen for the first time?
      const who = occupant[i];
      if (who !== 0 && who !== player.id) {
        const m = floor.monsters[who];
        if (m !== undefined && !m.noticed && m.mode !== 'bones' && m.y * width + m.x === i)
          (spotted ??= []).push(m);
      }
      if (!eager && seenAt[i] >= 0 && stamp[i] <= seenAt[i]) continue;
      // Dirty (or never seen): copy the cell's terrain and items into memory.
      memory[i] = terrain[i] + 1;
      seenAt[i] = floor.clock;
      turn.reobserved++;
      itemsByCell ??= countItems(floor);
      if (itemsByCell.has(i) || known.itemMemory.some((m) => m.y * width + m.x === i)) {
        known.itemMemory = known.itemMemory.filter((m) => m.y * width + m.x !== i);
        for (const item of floor.items) {
          if (item.y * width + item.x === i) known.itemMemory.push({ ...item });
        }
        known.itemMemory.sort((a, b) => a.id - b.id);
      }
    }
  }
  // Announced by ascending id, the order of the floor's record of monsters.
  if (spotted !== undefined)
    for (const m of spotted.sort((a, b) => a.id - b.id)) {
      m.noticed = true;
      turn.reobserved++;
      say(turn, monsterRecord(contentOf(turn.game), m.kind).sighting, 'warn');
    }
  for (const note of floor.notes) {
    if (!note.seen && seen[note.y * width + note.x] !== 0) {
      note.seen = true;
      say(turn, noteText(note), 'warn');
    }
  }
}

/**
 * The rows and columns an observation from (px, py) must visit: the square within the player's
 * sight now, joined with the last observation's (whose seen cells it clears); the whole floor
 * when there was none. Notes the square of now for the next observation.
 */
function viewBox(
  memo: PlayerSightMemo,
  floor: FloorState,
  seen: Uint8Array,
  px: number,
  py: number,
): { x0: number; y0: number; x1: number; y1: number } {
  const { width, height } = floor;
  const r = PLAYER.sight;
  const now = {
    x0: Math.max(0, px - r),
    y0: Math.max(0, py - r),
    x1: Math.min(width - 1, px + r),
    y1: Math.min(height - 1, py + r),
    seen,
  };
  const last = memo.box;
  memo.box = now;
  if (last === undefined || last.seen !== seen) return { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  return {
    x0: Math.min(now.x0, last.x0),
    y0: Math.min(now.y0, last.y0),
    x1: Math.max(now.x1, last.x1),
    y1: Math.max(now.y1, last.y1),
  };
}

/**
 * The player's field of view only (symmetric shadowcasting), without light or memory: what monsters
 * need after the player moves, to know whether they see the player. Kept from the last call when
 * the player stands where they did and no opacity change since reaches the view (changeReachesView).
 */
export function updateView(game: GameState): void {
  const { floor, player } = game;
  const { visible } = knowledgeOf(game);
  const { width, height } = floor;
  const track = opacityTrack(floor);
  const memo = playerSightMemo(floor);
  const last = memo.view;
  if (
    last !== undefined &&
    last.out === visible &&
    last.x === player.x &&
    last.y === player.y &&
    !opacityChangeSeen(floor, track, last.opacity, player.x, player.y, PLAYER.sight, visible)
  ) {
    last.opacity = track.log.length;
    return;
  }
  memo.view = {
    x: player.x,
    y: player.y,
    out: visible,
    opacity: track.log.length,
    version: (last?.version ?? 0) + 1,
  };
  fovOf(floor).computeFov(
    { width, height, opaque: opacityOf(floor) },
    { x: player.x, y: player.y },
    PLAYER.sight,
    {
      algorithm: 'symmetric',
      out: visible,
    },
  );
}

function countItems(floor: FloorState): Map<number, number> {
  const map = new Map<number, number>();
  for (const it of floor.items) {
    const i = it.y * floor.width + it.x;
    map.set(i, (map.get(i) ?? 0) + 1);
  }
  return map;
}

/** True when the player sees cell (x, y) this turn. */
export function playerSees(game: GameState, x: number, y: number): boolean {
  return knowledgeOf(game).seen[y * game.floor.width + x] !== 0;
}

/** What a monster believes is at cell `i`: what it last saw there, or the layout it was born knowing. */
export function monsterBelief(floor: FloorState, m: Monster, i: number): number {
  const known = m.known[i];
  return known === undefined ? floor.familiar[i] : known;
}

/** Monster m (whose sight is `sight`) re-sees cell `i`: its knowledge of the cell and walk key. */
function reSee(turn: Turn, floor: FloorState, m: Monster, sight: MonsterSight, i: number): void {
  const real = floor.terrain[i];
  const familiar = floor.familiar[i];
  const known = m.known[i];
  const before = PLANNABLE[known === undefined ? familiar : known];
  // Only a belief that changes is written (the record is a dictionary: a write costs a lookup).
  if (real === familiar) {
    if (known !== undefined) delete m.known[i];
  } else if (known !== real) m.known[i] = real;
  noteBelief(sight, i, real);
  if (PLANNABLE[real] !== before) m.walkKey = walkKeyOf(floor, m);
  turn.reobserved++;
}

/**
 * A monster looks around at the start of its turn. Lazily, it looks only at cells it believes
 * wrongly: seeing a cell it believes rightly would change nothing it knows. Only cells that
 * changed (the floor's list of changed cells) can be believed wrongly, so it tests those within
 * its sight radius whose terrain is not what it believes, or runs its field of view when there
 * are many.
 */
export function monsterObserve(turn: Turn, m: Monster): void {
  const floor = turn.game.floor;
  const { width, height } = floor;
  const r = monsterRecord(contentOf(turn.game), m.kind).sight;
  const eager = turn.game.eagerKnowledge;
  if (dirtyCells.length < floor.terrain.length) dirtyCells = new Int32Array(floor.terrain.length);
  // The cells it believes wrongly, as their places in the changed-cell index (cell, column and row are read there).
  const dirty = dirtyCells;
  // Undefined exactly when the knowledge is eager (every cell in view is re-seen).
  let index: Readonly<ChangedIndex> | undefined;
  let count = 0;
  const track = opacityTrack(floor);
  const sight = monsterSight(m, track);
  if (!eager) {
    // A cell believed wrongly that changed after this monster's last field of view could be seen now.
    let fresh = !sight.seen;
    index = changedBuckets(floor);
    const { size, columns, start, cells, xs, ys } = index;
    // beliefs[k] is what the monster believes is at cells[k].
    const beliefs = nearBeliefs(floor, sight, index);
    const { terrain, stamp } = floor;
    const since = sight.clock;
    const { x: mx, y: my } = m;
    const r2 = r * r;
    // The buckets of the square around the circle: per row of buckets, one run of the index.
    const bx0 = (Math.max(0, mx - r) / size) | 0;
    const bx1 = ((Math.min(width - 1, mx + r) / size) | 0) + 1;
    const last = ((Math.min(height - 1, my + r) / size) | 0) * columns;
    for (let row = ((Math.max(0, my - r) / size) | 0) * columns; row <= last; row += columns) {
      const end = start[row + bx1];
      for (let k = start[row + bx0]; k < end; k++) {
        if (terrain[cells[k]] === beliefs[k]) continue;
        const dx = xs[k] - mx;
        const dy = ys[k] - my;
        if (dx * dx + dy * dy > r2) continue;
        dirty[count++] = k;
        if (stamp[cells[k]] > since) fresh = true;
      }
    }
    if (count === 0) return;
    // Every cell believed wrongly was so at the last field of view (its terrain has not changed
    // since, and only a look changes a belief), from this very cell, and was not in view then (else
    // it would have been re-seen); with no opacity change since that reaches the view
    // (changeReachesView), the view is the same and it is not in view now either.
    if (
      !fresh &&
      sight.x === m.x &&
      sight.y === m.y &&
      !opacityChangeSeen(floor, track, sight.opacity, m.x, m.y, r)
    ) {
      sight.opacity = track.log.length;
      return;
    }
  }
  sight.seen = true;
  sight.x = m.x;
  sight.y = m.y;
  sight.clock = floor.clock;
  sight.opacity = track.log.length;
  if (index !== undefined && count <= PER_CELL_LIMIT) {
    // A few such cells: test each against the view (the same answer as the whole view, cell for cell).
    const { cells, xs, ys } = index;
    for (let k = 0; k < count; k++) {
      const at = dirty[k];
      if (seesCell(track.mask, width, height, m.x, m.y, r, xs[at], ys[at]))
        reSee(turn, floor, m, sight, cells[at]);
    }
    return;
  }
  const view = fovOf(floor).computeFov({ width, height, opaque: track.mask }, { x: m.x, y: m.y }, r, {
    algorithm: 'symmetric',
    out: cached(floor, 'monster-fov', () => new Uint8Array(floor.terrain.length)),
  });
  if (index === undefined) {
    for (let i = 0; i < view.length; i++) if (view[i] !== 0) reSee(turn, floor, m, sight, i);
  } else {
    const { cells } = index;
    for (let k = 0; k < count; k++) {
      const i = cells[dirty[k]];
      if (view[i] !== 0) reSee(turn, floor, m, sight, i);
    }
  }
}

/**
 * Most cells believed wrongly a monster tests one by one (seesCell) rather than by computing its whole view:
 * on the engine deck one test costs about a tenth of a view of radius 9 (65 ns against 640 ns).
 */
const PER_CELL_LIMIT = 10;

/**
 * The cells the monster observing now believes wrongly, as their places in the floor's changed-cell index.
 * Module-private working memory: monsterObserve fills it from index 0 on every call, reads only
 * what it filled, never returns it and calls no user code while it holds it.
 */
let dirtyCells = new Int32Array(0);

/**
 * The cells a monster would plan through, as a key naming how its knowledge differs from the
 * familiar layout ('' when it does not), for sharing walk maps among monsters that know the same.
 * Kept on the monster (`walkKey`) and recomputed only when a re-seen cell changes it.
 */
export function walkKeyOf(floor: FloorState, m: Monster): string {
  let key = '';
  for (const k in m.known) {
    const i = Number(k);
    if (PLANNABLE[m.known[i]] !== PLANNABLE[floor.familiar[i]]) key += `${i}:${PLANNABLE[m.known[i]]},`;
  }
  return key;
}
