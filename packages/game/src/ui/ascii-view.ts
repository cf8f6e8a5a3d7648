import { line } from '@hullbreach/toolkit';
import { TERRAINS } from '../core/api.js';
import { BUILTIN_CONTENT } from '../content/registry.js';
import { CAMPAIGN, ENDLESS } from '../core/modes.js';
import type {
  AirState,
  ActorView,
  Cell,
  GameView,
  ItemView,
  LineOfFire,
  LogMessage,
  NoteView,
  Outcome,
  PlayerView,
  RunStats,
  Terrain,
  WorldView,
} from '../core/api.js';

/** The terrain a map character stands for in the shared legend (content/legend.ts); the player and monster letters stand on floor. */
function terrainOf(ch: string): Terrain {
  const meaning = BUILTIN_CONTENT.legend.byChar.get(ch)?.meaning;
  return meaning !== undefined && (meaning.role === 'terrain' || meaning.role === 'fixture')
    ? TERRAINS[meaning.terrain]
    : 'floor';
}

/** What `asciiView` builds a view from. Every field but `map` is optional. */
export interface AsciiViewSpec {
  /** Terrain rows: `#` wall, `.` floor, `@` the player (on floor), `+`/`'` closed/open door, `%` window, `>` stairs, `&` console, space void, `*` breach. */
  readonly map: readonly string[];
  /** Knowledge rows: `v` in view, `r` remembered, anything else never seen. Default: all in view. */
  readonly knowledge?: readonly string[];
  readonly actors?: readonly ActorView[];
  readonly items?: readonly ItemView[];
  readonly notes?: readonly NoteView[];
  readonly log?: readonly LogMessage[];
  readonly player?: Partial<PlayerView>;
  readonly seed?: number | string;
  readonly depth?: number;
  readonly turn?: number;
  readonly outcome?: Outcome;
  readonly causeOfDeath?: string;
  readonly stats?: Partial<RunStats>;
  /** An Endless run's place in the world (the view's mode is then 'endless'). Default: the campaign. */
  readonly world?: WorldView;
  /** Air rows: `v` no air (vacuum), `f` air flowing toward a breach, anything else air (space is always vacuum). Default: air. */
  readonly air?: readonly string[];
  /** Fire rows: `^` marks a burning cell. Default: nothing burns. */
  readonly fire?: readonly string[];
  /** The light on each seen cell (linear RGB). Default: full white everywhere. */
  readonly light?: (x: number, y: number) => readonly [number, number, number];
}

/** Terrain that holds no air of its own (airAt is undefined there, as in the core). */
const SOLID: ReadonlySet<Terrain> = new Set<Terrain>(['wall', 'door-closed', 'window', 'console']);
const WHITE: readonly [number, number, number] = [1, 1, 1];

/** An item as the core's view gives it: with its description from the built-in content unless the spec gave one. */
function described(item: ItemView): ItemView {
  const description = item.description ?? BUILTIN_CONTENT.itemById.get(item.kind)?.description;
  return description === undefined ? item : { ...item, description };
}

/**
 * A GameView built from ASCII art: for tests, documentation and UI previews without a running
 * game. Actors only show where the knowledge row says `v`, as a real view would; air, fire and
 * light are whatever the spec says (no rules run), and are reported only for seen cells.
 */
export function asciiView(spec: AsciiViewSpec): GameView {
  const height = spec.map.length;
  const width = Math.max(0, ...spec.map.map((r) => r.length));
  let px = 0;
  let py = 0;
  spec.map.forEach((row, y) => {
    const x = row.indexOf('@');
    if (x >= 0) {
      px = x;
      py = y;
    }
  });
  const know = (x: number, y: number): string =>
    spec.knowledge === undefined ? 'v' : (spec.knowledge[y]?.[x] ?? ' ');
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < width && y < height;
  const isVisible = (x: number, y: number): boolean => inside(x, y) && know(x, y) === 'v';
  const knownTerrain = (x: number, y: number): Terrain | undefined => {
    if (!inside(x, y)) return undefined;
    const k = know(x, y);
    if (k !== 'v' && k !== 'r') return undefined;
    return terrainOf(spec.map[y][x] ?? ' ');
  };
  const given: PlayerView = {
    x: px,
    y: py,
    hp: 20,
    maxHp: 20,
    oxygen: 20,
    maxOxygen: 20,
    breathing: true,
    burning: false,
    armour: 0,
    weapon: { name: 'pistol', melee: false, loaded: 6, capacity: 6, reserve: 16, kind: 'pistol', range: 10 },
    inventory: [],
    ammo: [],
    ...spec.player,
  };
  const player: PlayerView = { ...given, inventory: given.inventory.map(described) };
  const items = (spec.items ?? []).map(described);
  const visibleActors = (): readonly ActorView[] => (spec.actors ?? []).filter((a) => isVisible(a.x, a.y));
  const seed = spec.seed ?? 1;
  const depth = spec.depth ?? 1;
  const turn = spec.turn ?? 0;
  return {
    seed,
    // A view with a place in a world is Endless's; the mode object names it.
    mode: (spec.world === undefined ? CAMPAIGN : ENDLESS).id,
    ...(spec.world === undefined ? {} : { world: spec.world }),
    depth,
    turn,
    width,
    height,
    outcome: spec.outcome ?? 'playing',
    causeOfDeath: spec.causeOfDeath,
    player,
    knownTerrain,
    isVisible,
    airAt: (x, y): AirState | undefined => {
      if (!isVisible(x, y)) return undefined;
      const t = terrainOf(spec.map[y][x] ?? ' ');
      if (SOLID.has(t)) return undefined;
      const a = spec.air?.[y]?.[x];
      if (a === 'v') return 'vacuum';
      if (a === 'f') return 'flowing';
      return t === 'void' || t === 'breach' ? 'vacuum' : 'air';
    },
    isBurning: (x, y) => isVisible(x, y) && spec.fire?.[y]?.[x] === '^',
    holdsVacuumBack: (x, y) => {
      if (!isVisible(x, y) || terrainOf(spec.map[y][x] ?? ' ') !== 'door-closed') return false;
      // The core's rule on the spec's air: vacuum on one side (4-way), still air on another.
      const sides = [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ].map(([sx, sy]) => {
        const ch = spec.map[sy]?.[sx];
        if (ch === undefined) return '#';
        const t = terrainOf(ch);
        if (t === 'void' || t === 'breach') return 'v';
        if (SOLID.has(t)) return '#';
        const a = spec.air?.[sy]?.[sx];
        return a === 'v' || a === 'f' ? a : '.';
      });
      return sides.includes('v') && sides.includes('.');
    },
    lightAt: (x, y) => (isVisible(x, y) ? (spec.light?.(x, y) ?? WHITE) : undefined),
    visibleActors,
    kindRecord: (kind: string) => BUILTIN_CONTENT.monsterById.get(kind),
    knownItems: () => items.filter((i) => knownTerrain(i.x, i.y) !== undefined),
    targets: () =>
      [...visibleActors()].sort(
        (a, b) =>
          Math.max(Math.abs(a.x - px), Math.abs(a.y - py)) - Math.max(Math.abs(b.x - px), Math.abs(b.y - py)),
      ),
    knownNotes: () => spec.notes ?? [],
    knownExit: (): Cell | undefined => {
      // The nearest known stairs or console (the core's rule, in plain form, for hand-made views).
      let best: Cell | undefined;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const t = knownTerrain(x, y);
          if (t !== 'stairs-down' && t !== 'console') continue;
          const d = Math.max(Math.abs(x - px), Math.abs(y - py));
          if (best === undefined || d < Math.max(Math.abs(best.x - px), Math.abs(best.y - py)))
            best = { x, y };
        }
      return best;
    },
    lineOfFire: (x, y): LineOfFire => {
      // A plain stand-in for the core's rule: the straight line, stopped by the first known solid.
      const path: Cell[] = [];
      if (x === px && y === py) return { path, clear: false, stopsAt: null, stopsBy: null };
      for (const c of line({ x: px, y: py }, { x, y }).slice(1)) {
        path.push(c);
        const t = knownTerrain(c.x, c.y);
        if (t !== undefined && SOLID.has(t))
          return { path, clear: false, stopsAt: c, stopsBy: t === 'door-closed' ? 'door' : t };
      }
      return { path, clear: true, stopsAt: null, stopsBy: null };
    },
    log: spec.log ?? [],
    stats: { seed, turns: turn, kills: 0, deepestFloor: depth, damageTaken: 0, shotsFired: 0, ...spec.stats },
  };
}

/** A creature for `asciiView` specs, with plain defaults. */
export function asciiActor(x: number, y: number, kind = 'zombie', glyph = 'z', colour = 0x7fae5a): ActorView {
  return {
    id: x * 1000 + y,
    kind,
    name: kind,
    glyph,
    colour,
    x,
    y,
    hp: 5,
    maxHp: 9,
    status: 'hunting',
    description: `A ${kind}.`,
  };
}
