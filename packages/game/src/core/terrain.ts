/**
 * The one table of terrain properties. Every rule asks this table (or the lookup arrays derived
 * from it) what a cell is like, instead of listing terrain codes by hand.
 */
import { Ter } from './state.js';

/** What a kind of terrain does. */
export interface TerrainProps {
  /** A creature can stand here and walk in (closed doors must be opened first). */
  readonly walkable: boolean;
  /** Blocks sight (and light). */
  readonly opaque: boolean;
  /** Blocks air: a solid. Air flows only through cells that are not airtight. */
  readonly airtight: boolean;
  /** Stops bullets, pellets and flames. */
  readonly stopsShots: boolean;
  /** No deck underfoot: anything left here at the end of a turn drifts away into space. */
  readonly floorless: boolean;
  /** Bullets (on a pressure wall) and blasts can destroy it. */
  readonly breakable: boolean;
  /** Flames can burn here. */
  readonly flammable: boolean;
  /** Monsters that know the layout plan through it (known doors count, even closed). */
  readonly plannable: boolean;
}

const T = true;
const F = false;

function props(
  walkable: boolean,
  opaque: boolean,
  airtight: boolean,
  stopsShots: boolean,
  floorless: boolean,
  breakable: boolean,
  flammable: boolean,
  plannable: boolean,
): TerrainProps {
  return { walkable, opaque, airtight, stopsShots, floorless, breakable, flammable, plannable };
}

/** The properties of each terrain code (index = `Ter` code). */
export const TERRAIN: readonly TerrainProps[] = (() => {
  const table: TerrainProps[] = [];
  //                                walk opaq airt stop flrl brk  flam plan
  table[Ter.Void] = props(F, F, F, F, T, F, F, F);
  table[Ter.Floor] = props(T, F, F, F, F, F, T, T);
  table[Ter.Wall] = props(F, T, T, T, F, T, F, F);
  table[Ter.DoorClosed] = props(F, T, T, T, F, T, F, T);
  table[Ter.DoorOpen] = props(T, F, F, F, F, T, T, T);
  table[Ter.Window] = props(F, F, T, T, F, T, F, F);
  table[Ter.Stairs] = props(T, F, F, F, F, F, T, T);
  table[Ter.Console] = props(F, F, T, T, F, F, F, F);
  table[Ter.Breach] = props(F, F, F, F, T, F, F, F);
  // Vault doors and switch plates: solid, reinforced (blasts do not break them), and monsters
  // never plan through them.
  table[Ter.CardDoor] = props(F, T, T, T, F, F, F, F);
  table[Ter.PressureDoor] = props(F, T, T, T, F, F, F, F);
  table[Ter.SealedDoor] = props(F, T, T, T, F, F, F, F);
  table[Ter.Switch] = props(F, T, T, T, F, F, F, F);
  table[Ter.SwitchOn] = props(F, T, T, T, F, F, F, F);
  return table;
})();

function lookup(key: keyof TerrainProps): Uint8Array {
  const out = new Uint8Array(256);
  TERRAIN.forEach((p, code) => {
    out[code] = p[key] ? 1 : 0;
  });
  return out;
}

/** 1 where the terrain code is walkable (index = code); for hot loops. */
export const WALKABLE: Readonly<Uint8Array> = lookup('walkable');
/** 1 where the terrain code blocks sight. */
export const OPAQUE: Readonly<Uint8Array> = lookup('opaque');
/** 1 where the terrain code blocks air. */
export const AIRTIGHT: Readonly<Uint8Array> = lookup('airtight');
/** 1 where the terrain code stops projectiles. */
export const STOPS_SHOTS: Readonly<Uint8Array> = lookup('stopsShots');
/** 1 where the terrain code has no floor. */
export const FLOORLESS: Readonly<Uint8Array> = lookup('floorless');
/** 1 where the terrain code can be destroyed. */
export const BREAKABLE: Readonly<Uint8Array> = lookup('breakable');
/** 1 where the terrain code can burn. */
export const FLAMMABLE: Readonly<Uint8Array> = lookup('flammable');
/** 1 where monsters that know the layout plan through the terrain code. */
export const PLANNABLE: Readonly<Uint8Array> = lookup('plannable');

/** True for terrain a creature can stand on (closed doors are not: they must be opened first). */
export function isStandable(code: number): boolean {
  return WALKABLE[code] !== 0;
}

/** True for terrain that blocks sight. */
export function isOpaque(code: number): boolean {
  return OPAQUE[code] !== 0;
}

/** True for terrain that stops bullets (everything solid: walls, closed doors, windows, the console). */
export function stopsBullets(code: number): boolean {
  return STOPS_SHOTS[code] !== 0;
}

/** True for terrain with no floor underfoot (open space and breaches). */
export function isFloorless(code: number): boolean {
  return FLOORLESS[code] !== 0;
}

/** Fills `out` (one byte per cell) from the terrain with one of the lookup arrays above. */
export function maskOf(terrain: Uint8Array, table: Readonly<Uint8Array>, out: Uint8Array): Uint8Array {
  for (let i = 0; i < terrain.length; i++) out[i] = table[terrain[i]];
  return out;
}
