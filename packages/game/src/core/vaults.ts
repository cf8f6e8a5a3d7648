/**
 * Treasure vaults: small walled rooms of loot whose way in is a puzzle made of the game's own
 * rules.
 *
 * - Card vault: a card lock that opens for the key card bearing its code, which lies elsewhere.
 * - Pressure vault: the vault has a hole to space, so it is vacuum; its pressure door opens only
 *   when the air on both sides matches. An airlock in front of it has a window onto a pocket of
 *   space: close the airlock, shoot the window out, and the door gives (mind the pull).
 * - Switch vault: switch plates set in its walls, stamped 1, 2, 3, must be pressed in that order;
 *   a wrong one resets them all.
 *
 * `placeVault` builds one into a rectangle of open floor of any floor-like grid (a chunk of the
 * Endless world, a test floor); `vaultBump` is what bumping a vault door or a switch plate does.
 * Each fixture's plate is a note on its cell holding the fixture's typed facts (a card lock's code,
 * a switch plate's number), which the rules read and the words the player reads (examine) are
 * derived from (notes.ts); so all of a vault's state is terrain, items and notes: it stores with
 * the chunk.
 */
import type { Point, Rng } from '@hullbreach/toolkit';
import { setTerrain } from './cells.js';
import { FULL_AIR, type ItemKind } from './content.js';
import { emit, say, type Turn } from './log.js';
import { vaultLabel } from './notes.js';
import { Ter, type FixtureNote, type FloorState, type Item, type Note } from './state.js';
import { AIRTIGHT, FLOORLESS } from './terrain.js';
import { BUILTIN_CONTENT } from '../content/registry.js';
import type { VaultFixture, VaultFixtureKind } from '../content/records.js';

/** Kinds of vault puzzle. */
export type VaultKind = 'card' | 'pressure' | 'switches';

/** Every vault kind, in a fixed order. */
export const VAULT_KINDS: readonly VaultKind[] = ['card', 'pressure', 'switches'];

/** A rectangle of cells. */
export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Size of the region a vault needs: its 7x6 structure plus a ring of open floor one cell wide,
 * which keeps every cell around it reachable and its switch plates pressable.
 */
export const VAULT_REGION = { width: 9, height: 8 } as const;

/** What {@link placeVault} builds into: a grid with its items and notes. */
export interface VaultSite {
  readonly width: number;
  readonly height: number;
  /** Terrain codes, written in place. */
  readonly terrain: Uint8Array;
  /** The layout monsters are born knowing: written in place too when given. */
  readonly familiar?: Uint8Array;
  /** Air per cell: the vacuum of a pressure vault is written in place when given. */
  readonly air?: Uint8Array;
  readonly items: Item[];
  readonly notes: Note[];
  /** A fresh item id. */
  nextId(): number;
  /** A free floor cell (index) that `ok` accepts, taken; -1 when none. Used for the key card. */
  takeCell(ok: (i: number) => boolean): number;
}

/** What {@link placeVault} built. */
export interface VaultPlan {
  readonly kind: VaultKind;
  /** The vault door. */
  readonly door: Point;
  /** Loot inside. */
  readonly loot: readonly Item[];
  /** Card vaults: the key card, placed outside. */
  readonly card?: Item;
  /** Switch vaults: the plates, in the order they must be pressed. */
  readonly switches: readonly Point[];
  /** Pressure vaults: the airlock's window onto space, and the airlock's outer door. */
  readonly window?: Point;
  readonly airlockDoor?: Point;
}

/** What vault loot is drawn from: one piece of gear or a device, then supplies. */
const PRIZES: readonly ItemKind[] = [
  'pressure-helmet',
  'plated-suit',
  'grip-gloves',
  'power-gloves',
  'multitool',
  'power-cell',
  'blink-pack',
  'stun-pulser',
  'patch-kit',
];
const SUPPLIES: readonly ItemKind[] = ['medkit', 'medkit', 'armour', 'oxygen-canister'];

/**
 * The structures, door facing down (region row 6 of 8), in the shared legend (content/legend.ts):
 * `#` wall, `.` floor, blank open space, `%` window, `+` door, and the fixtures `C` card lock, `P`
 * pressure door, `D` sealed door, `=` switch plate.
 */
const LAYOUTS: Readonly<Record<VaultKind, readonly string[]>> = {
  card: ['#######', '#.....#', '#.....#', '#.....#', '#.....#', '###C###'],
  pressure: ['#######', '# ....#', '#.....#', '####P##', '# %...#', '####+##'],
  switches: ['##=####', '#.....#', '#.....=', '=.....#', '#.....#', '###D###'],
};

/** The terrain of a layout character and, for a fixture, its kind: read from the shared legend. */
function cellOf(ch: string): { readonly terrain: number; readonly fixture?: VaultFixtureKind } {
  const meaning = BUILTIN_CONTENT.legend.byChar.get(ch)?.meaning;
  if (meaning?.role === 'terrain') return { terrain: meaning.terrain };
  if (meaning?.role === 'fixture') return { terrain: meaning.terrain, fixture: meaning.fixture };
  throw new RangeError(`vault layout: "${ch}" is not terrain or a fixture in the legend`);
}

/** The plate of a fixture at `p`, not yet seen. */
function plate(p: Point, fixture: VaultFixture): FixtureNote {
  return { x: p.x, y: p.y, fixture, seen: false };
}

/** True when every cell of the region is inside the grid and plain floor. */
export function regionIsOpen(site: Pick<VaultSite, 'width' | 'height' | 'terrain'>, r: Region): boolean {
  if (r.x < 0 || r.y < 0 || r.x + r.width > site.width || r.y + r.height > site.height) return false;
  for (let y = r.y; y < r.y + r.height; y++)
    for (let x = r.x; x < r.x + r.width; x++)
      if (site.terrain[y * site.width + x] !== Ter.Floor) return false;
  return true;
}

/**
 * Every region of {@link VAULT_REGION}'s size that is all open floor and that `ok` accepts, in
 * row-major order of their top-left corners.
 */
export function openRegions(
  site: Pick<VaultSite, 'width' | 'height' | 'terrain'>,
  ok: (r: Region) => boolean = () => true,
): Region[] {
  const out: Region[] = [];
  const { width, height } = VAULT_REGION;
  for (let y = 0; y + height <= site.height; y++) {
    for (let x = 0; x + width <= site.width; x++) {
      const r = { x, y, width, height };
      if (regionIsOpen(site, r) && ok(r)) out.push(r);
    }
  }
  return out;
}

function inRegion(r: Region, x: number, y: number): boolean {
  return x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height;
}

/**
 * Builds a vault into `region` (which must be {@link VAULT_REGION}'s size and all open floor):
 * walls, its door, its puzzle pieces and their notes, and three items of loot inside; for a card
 * vault, the key card on a free cell outside the region (via `site.takeCell`). Draws only from
 * `rng`. Returns undefined, changing nothing, when the region does not fit or a card vault finds
 * no cell for its card.
 */
export function placeVault(
  site: VaultSite,
  region: Region,
  rng: Rng,
  kind?: VaultKind,
): VaultPlan | undefined {
  if (region.width !== VAULT_REGION.width || region.height !== VAULT_REGION.height)
    throw new RangeError(
      `placeVault: the region must be ${VAULT_REGION.width}x${VAULT_REGION.height}, got ${region.width}x${region.height}`,
    );
  if (!regionIsOpen(site, region)) return undefined;
  const k = kind ?? rng.pick(VAULT_KINDS);
  const w = site.width;
  let card: Item | undefined;
  if (k === 'card') {
    const at = site.takeCell((i) => !inRegion(region, i % w, Math.floor(i / w)));
    if (at < 0) return undefined;
    const code = `${rng.int(1, 9)}${'ABCDEFGHJKLMNPRSTUVWXYZ'[rng.int(0, 22)]}`;
    card = { id: site.nextId(), kind: 'key-card', x: at % w, y: Math.floor(at / w), loaded: 0, code };
    site.items.push(card);
  }
  const layout = LAYOUTS[k];
  const ox = region.x + 1;
  const oy = region.y + 1;
  let door: Point = { x: 0, y: 0 };
  let window: Point | undefined;
  let airlockDoor: Point | undefined;
  const switches: Point[] = [];
  const inside: Point[] = [];
  // Rows of the vault proper (the pressure vault's airlock below its door is not).
  const vaultRows = k === 'pressure' ? 3 : 5;
  layout.forEach((row, dy) => {
    for (let dx = 0; dx < row.length; dx++) {
      const x = ox + dx;
      const y = oy + dy;
      const cell = cellOf(row[dx]);
      const i = y * w + x;
      site.terrain[i] = cell.terrain;
      if (site.familiar !== undefined) site.familiar[i] = cell.terrain;
      if (cell.fixture === 'switch') switches.push({ x, y });
      else if (cell.fixture !== undefined) door = { x, y };
      else if (cell.terrain === Ter.Window) window = { x, y };
      else if (cell.terrain === Ter.DoorClosed) airlockDoor = { x, y };
      else if (cell.terrain === Ter.Floor && dy < vaultRows) inside.push({ x, y });
    }
  });
  if (k === 'card' && card !== undefined)
    site.notes.push(plate(door, { kind: 'card-lock', code: card.code ?? '' }));
  if (k === 'pressure') site.notes.push(plate(door, { kind: 'pressure-door' }));
  if (k === 'switches') {
    site.notes.push(plate(door, { kind: 'sealed-door' }));
    rng.shuffle(switches);
    switches.forEach((p, n) => site.notes.push(plate(p, { kind: 'switch', order: n + 1 })));
  }
  if (site.air !== undefined) fillVaultAir(site, region);
  rng.shuffle(inside);
  const loot: Item[] = [];
  const kinds: ItemKind[] = [rng.pick(PRIZES), rng.pick(SUPPLIES), rng.pick([...PRIZES, ...SUPPLIES])];
  kinds.forEach((kindOf, n) => {
    const p = inside[n];
    const item: Item = { id: site.nextId(), kind: kindOf, x: p.x, y: p.y, loaded: 0 };
    loot.push(item);
    site.items.push(item);
  });
  return {
    kind: k,
    door,
    loot,
    ...(card === undefined ? {} : { card }),
    switches,
    ...(window === undefined ? {} : { window }),
    ...(airlockDoor === undefined ? {} : { airlockDoor }),
  };
}

/**
 * Sets the air of the region: solids and space hold none, open cells joined to space through the
 * region (8-way, not squeezing between two solids) are vacuum, the rest full.
 */
function fillVaultAir(site: VaultSite, r: Region): void {
  const air = site.air;
  if (air === undefined) return;
  const { width, terrain } = site;
  const joined = new Uint8Array(r.width * r.height);
  const stack: number[] = [];
  const local = (x: number, y: number): number => (y - r.y) * r.width + (x - r.x);
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      if (FLOORLESS[terrain[y * width + x]] !== 0) {
        joined[local(x, y)] = 1;
        stack.push(x, y);
      }
    }
  }
  while (stack.length > 0) {
    const y = stack.pop() as number;
    const x = stack.pop() as number;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (!inRegion(r, nx, ny) || joined[local(nx, ny)] !== 0) continue;
        if (AIRTIGHT[terrain[ny * width + nx]] !== 0) continue;
        if (
          dx !== 0 &&
          dy !== 0 &&
          AIRTIGHT[terrain[y * width + nx]] !== 0 &&
          AIRTIGHT[terrain[ny * width + x]] !== 0
        )
          continue;
        joined[local(nx, ny)] = 1;
        stack.push(nx, ny);
      }
    }
  }
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * width + x;
      air[i] = AIRTIGHT[terrain[i]] !== 0 || joined[local(x, y)] !== 0 ? 0 : FULL_AIR;
    }
  }
}

/** The vault fixture whose plate is on cell (x, y), if any. */
export function fixtureAt(floor: FloorState, x: number, y: number): VaultFixture | undefined {
  const note: Note | undefined = floor.notes.find((n) => n.x === x && n.y === y && n.fixture !== undefined);
  return note?.fixture;
}

/** The code of the card lock at (x, y), from its plate's typed facts. */
export function cardCodeAt(floor: FloorState, x: number, y: number): string | undefined {
  const f = fixtureAt(floor, x, y);
  return f?.kind === 'card-lock' ? f.code : undefined;
}

/** The number stamped on the switch plate at (x, y), from its plate's typed facts. */
export function switchNumberAt(floor: FloorState, x: number, y: number): number | undefined {
  const f = fixtureAt(floor, x, y);
  return f?.kind === 'switch' ? f.order : undefined;
}

/** Farthest a switch plate lies from the sealed door it works (Chebyshev). */
const SWITCH_REACH = 7;

/** The sealed door nearest (x, y) within reach, as a cell index, or -1. */
function sealedDoorNear(floor: FloorState, x: number, y: number): number {
  let best = -1;
  let bestD = Infinity;
  for (let ny = Math.max(0, y - SWITCH_REACH); ny <= Math.min(floor.height - 1, y + SWITCH_REACH); ny++) {
    for (let nx = Math.max(0, x - SWITCH_REACH); nx <= Math.min(floor.width - 1, x + SWITCH_REACH); nx++) {
      const i = ny * floor.width + nx;
      if (floor.terrain[i] !== Ter.SealedDoor) continue;
      const d = Math.max(Math.abs(nx - x), Math.abs(ny - y));
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
  }
  return best;
}

/** The switch plates (cell indices) that work the sealed door at `door`. */
function platesOf(floor: FloorState, door: number): number[] {
  const dx0 = door % floor.width;
  const dy0 = Math.floor(door / floor.width);
  const out: number[] = [];
  for (let y = Math.max(0, dy0 - SWITCH_REACH); y <= Math.min(floor.height - 1, dy0 + SWITCH_REACH); y++) {
    for (let x = Math.max(0, dx0 - SWITCH_REACH); x <= Math.min(floor.width - 1, dx0 + SWITCH_REACH); x++) {
      const i = y * floor.width + x;
      const t = floor.terrain[i];
      if ((t === Ter.Switch || t === Ter.SwitchOn) && sealedDoorNear(floor, x, y) === door) out.push(i);
    }
  }
  return out;
}

/**
 * True when a pressure door at cell `i` may open: the open cells on its two sides (4-way) all
 * hold air, or all hold none.
 */
export function pressureMatches(floor: FloorState, i: number): boolean {
  const { width, height, terrain, air } = floor;
  const x = i % width;
  const y = (i - x) / width;
  let withAir = 0;
  let without = 0;
  const sides: [number, number][] = [
    [x - 1, y],
    [x + 1, y],
    [x, y - 1],
    [x, y + 1],
  ];
  for (const [nx, ny] of sides) {
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    const j = ny * width + nx;
    if (AIRTIGHT[terrain[j]] !== 0) continue;
    if (FLOORLESS[terrain[j]] !== 0 || air[j] === 0) without++;
    else withAir++;
  }
  return withAir === 0 || without === 0;
}

/** True for the terrain codes {@link vaultBump} handles. */
export function isVaultCell(code: number): boolean {
  return (
    code === Ter.CardDoor ||
    code === Ter.PressureDoor ||
    code === Ter.SealedDoor ||
    code === Ter.Switch ||
    code === Ter.SwitchOn
  );
}

function openDoor(turn: Turn, i: number): void {
  const floor = turn.game.floor;
  setTerrain(floor, i, Ter.DoorOpen);
  const x = i % floor.width;
  emit(turn, { type: 'door', actor: turn.game.player.id, at: { x, y: (i - x) / floor.width }, open: true });
}

/**
 * The player bumps the vault door or switch plate at cell `i`: a card lock takes the matching card
 * and opens, a pressure door opens when the air matches, a switch plate is pressed (in order, it
 * stays down and the last one opens the door; out of order, they all reset). Returns whether it
 * took the turn (a refusal says why and takes none).
 */
export function vaultBump(turn: Turn, i: number): boolean {
  const { game } = turn;
  const floor = game.floor;
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  const t = floor.terrain[i];
  if (t === Ter.CardDoor) {
    const code = cardCodeAt(floor, x, y);
    const inv = game.player.inventory;
    const k = inv.findIndex((it) => it.kind === 'key-card' && it.code === code);
    if (k < 0) {
      const other = inv.some((it) => it.kind === 'key-card');
      say(
        turn,
        other
          ? `The card lock blinks red: your card is not for ${vaultLabel(code ?? '?')}.`
          : `A card lock marked ${vaultLabel(code ?? '?')}. You have no card for it.`,
        'warn',
      );
      return false;
    }
    inv.splice(k, 1);
    openDoor(turn, i);
    say(turn, 'The card lock swallows the card and blinks green. The vault door slides open.', 'good');
    return true;
  }
  if (t === Ter.PressureDoor) {
    if (!pressureMatches(floor, i)) {
      say(
        turn,
        'The pressure door will not budge: its interlock reads vacuum on one side and air on the other.',
        'warn',
      );
      return false;
    }
    openDoor(turn, i);
    say(turn, 'The interlock reads equal pressure. The door grinds open.', 'good');
    return true;
  }
  if (t === Ter.SealedDoor) {
    say(turn, 'The door is sealed. The switch plates around it work it.', 'warn');
    return false;
  }
  if (t === Ter.SwitchOn) {
    say(turn, 'That plate is already pressed in.', 'warn');
    return false;
  }
  if (t !== Ter.Switch) return false;
  const door = sealedDoorNear(floor, x, y);
  const n = switchNumberAt(floor, x, y);
  if (door < 0 || n === undefined) {
    say(turn, 'You press the plate. Nothing happens.', 'info');
    return true;
  }
  const plates = platesOf(floor, door);
  const pressed = plates.filter((j) => floor.terrain[j] === Ter.SwitchOn).length;
  if (n !== pressed + 1) {
    for (const j of plates) setTerrain(floor, j, Ter.Switch);
    say(turn, 'The plate sinks, a buzzer sounds, and every plate springs back out. Wrong order.', 'warn');
    return true;
  }
  setTerrain(floor, i, Ter.SwitchOn);
  if (pressed + 1 < plates.length) {
    say(turn, `The plate sinks with a click and stays down (${pressed + 1} of ${plates.length}).`, 'info');
    return true;
  }
  openDoor(turn, door);
  say(turn, 'The last plate clicks home. Somewhere close, a sealed door slides open.', 'good');
  return true;
}

/** Chance that a fresh Endless chunk at distance `d` (in chunks) holds a vault: none at the start. */
export function vaultChance(d: number): number {
  return d < 1 ? 0 : Math.min(0.5, 0.25 + d * 0.02);
}

/** Cells a vault keeps clear of a chunk's edges (the side doors and the cells kept free beside them). */
const EDGE_MARGIN = 3;

/**
 * Endless: perhaps builds a vault into a fresh chunk of side `size` (after its monsters, items and
 * lamps are placed): with {@link vaultChance}, in an open region clear of the chunk's edges and of
 * every cell in `occupied` (monsters, items, lamps), of a kind drawn from `rng`. Draws only from
 * `rng`, and nothing when the chance fails.
 */
export function chunkVault(
  site: VaultSite,
  occupied: ReadonlySet<number>,
  distance: number,
  rng: Rng,
): VaultPlan | undefined {
  if (!rng.chance(vaultChance(distance))) return undefined;
  const clear = (r: Region): boolean => {
    if (r.x < EDGE_MARGIN || r.y < EDGE_MARGIN) return false;
    if (r.x + r.width > site.width - EDGE_MARGIN || r.y + r.height > site.height - EDGE_MARGIN) return false;
    for (let y = r.y; y < r.y + r.height; y++)
      for (let x = r.x; x < r.x + r.width; x++) if (occupied.has(y * site.width + x)) return false;
    return true;
  };
  const regions = openRegions(site, clear);
  if (regions.length === 0) return undefined;
  return placeVault(site, rng.pick(regions), rng);
}
