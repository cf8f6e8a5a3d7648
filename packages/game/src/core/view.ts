import {
  TERRAINS,
  type AirState,
  type ActorView,
  type GameView,
  type ItemView,
  type NoteView,
  type Terrain,
  type WeaponView,
  type WorldView,
} from './api.js';
import { lineOfFire, wieldedItem } from './combat.js';
import {
  AMMO_KINDS,
  AMMO_NAMES,
  BONES_GLYPH,
  ITEMS,
  WEAPONS,
  isWeaponItem,
  type AmmoKind,
  type ItemKind,
  type WeaponKind,
} from './content.js';
import { monsterList } from './cells.js';
import { knownExit } from './explore.js';
import { lightOf } from './light-view.js';
import { isPressureWall } from './atmosphere.js';
import { knowledgeOf, Ter, type GameState, type Item, type Monster } from './state.js';
import { AIRTIGHT } from './terrain.js';
import { characterView } from './character.js';
import { monsterDef } from './variants.js';
import { contentOf, type Content } from '../content/registry.js';
import { chebyshev } from './world.js';
import { modeOf } from './modes.js';
import { noteText, vaultLabel } from './notes.js';

/** Where the player stands in the Endless world, or undefined in the campaign (the mode says). */
function worldView(game: GameState): WorldView | undefined {
  return modeOf(game).worldView(game);
}

/** The weapon that fires each ammunition type. */
const AMMO_WEAPON: Readonly<Record<AmmoKind, WeaponKind>> = {
  bullets: 'pistol',
  shells: 'shotgun',
  slugs: 'rifle',
  belts: 'machine-gun',
  rockets: 'rocket-launcher',
  fuel: 'flamethrower',
};

function itemDetail(kind: ItemKind, loaded: number): string | undefined {
  if (!isWeaponItem(kind)) return undefined;
  const w = WEAPONS[kind];
  return w.ammo === 'fuel' || kind === 'chainsaw'
    ? `fuel ${loaded}/${w.capacity}`
    : `${loaded}/${w.capacity}`;
}

function itemView(
  content: Content,
  id: number,
  kind: ItemKind,
  x: number,
  y: number,
  loaded: number,
  code?: string,
): ItemView {
  const def = content.itemById.get(kind) ?? ITEMS[kind];
  const detail = code !== undefined ? vaultLabel(code) : itemDetail(kind, loaded);
  return {
    id,
    kind,
    name: def.name,
    glyph: def.glyph,
    colour: def.colour,
    x,
    y,
    ...(detail === undefined ? {} : { detail }),
    ...(isWeaponItem(kind) ? { loaded } : {}),
    ...(code === undefined ? {} : { code }),
    description: def.description,
  };
}

function actorView(game: GameState, m: Monster): ActorView {
  const def = monsterDef(m, contentOf(game));
  const bones = m.mode === 'bones';
  const status = bones ? `bones (re-forms in ${Math.max(0, m.reformAt - game.turn)})` : m.mode;
  return {
    id: m.id,
    kind: bones ? 'bones' : m.kind,
    name: bones ? 'pile of bones' : def.name,
    glyph: bones ? BONES_GLYPH : def.glyph,
    colour: def.colour,
    x: m.x,
    y: m.y,
    hp: m.hp,
    maxHp: def.hp,
    status,
    ...(def.variant === undefined ? {} : { variant: def.variant }),
    description: bones
      ? 'A heap of bones that will not stay still. Shoot them apart, or stand on them.'
      : def.description,
  };
}

function weaponView(game: GameState, item: Item | undefined): WeaponView {
  const kind: WeaponKind = item === undefined ? 'fists' : (item.kind as WeaponKind);
  const w = WEAPONS[kind];
  return {
    // A weapon item's name is the game's content's (a pack may rename it); fists are no item.
    name: contentOf(game).itemById.get(kind)?.name ?? w.name,
    kind,
    melee: w.melee,
    loaded: item === undefined ? 0 : item.loaded,
    capacity: w.capacity,
    reserve: w.ammo === undefined ? 0 : game.player.ammo[w.ammo],
    range: w.range,
  };
}

/**
 * A read-only view of the game drawn only from the player's knowledge: remembered terrain and
 * items, and creatures on cells the player sees now. Building or reading it changes nothing and
 * draws nothing from any random stream. It reads the live state, so read it before the next
 * `perform` (or build a new one).
 */
export function view(game: GameState): GameView {
  const { floor, player } = game;
  const known = knowledgeOf(game);
  const { width, height } = floor;
  const inside = (x: number, y: number): boolean =>
    Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height;
  const seen = (x: number, y: number): boolean => inside(x, y) && known.seen[y * width + x] !== 0;
  const visibleActors = (): ActorView[] =>
    monsterList(floor)
      .filter((m) => known.seen[m.y * width + m.x] !== 0)
      .map((m) => actorView(game, m));
  const world = worldView(game);
  return {
    seed: game.seed,
    mode: game.mode,
    ...(game.rules === undefined ? {} : { rules: game.rules }),
    ...(game.player.facing === undefined ? {} : { facing: game.player.facing }),
    ...(world === undefined ? {} : { world }),
    depth: floor.depth,
    turn: game.turn,
    width,
    height,
    outcome: game.outcome,
    ...(game.causeOfDeath === null ? {} : { causeOfDeath: game.causeOfDeath }),
    player: {
      x: player.x,
      y: player.y,
      hp: player.hp,
      maxHp: player.maxHp,
      oxygen: player.oxygen,
      maxOxygen: player.maxOxygen,
      breathing: floor.air[player.y * width + player.x] > 0,
      burning: player.burning > 0,
      armour: player.armour,
      weapon: weaponView(game, wieldedItem(game)),
      inventory: player.inventory.map((it) =>
        itemView(contentOf(game), it.id, it.kind, player.x, player.y, it.loaded, it.code),
      ),
      ammo: AMMO_KINDS.map((kind) => ({
        kind,
        name: AMMO_NAMES[kind],
        weapon: AMMO_WEAPON[kind],
        count: player.ammo[kind],
      })),
      character: characterView(game, (it) =>
        itemView(contentOf(game), it.id, it.kind, player.x, player.y, it.loaded, it.code),
      ),
    },
    knownTerrain(x: number, y: number): Terrain | undefined {
      if (!inside(x, y)) return undefined;
      const code = known.memory[y * width + x];
      return code === 0 ? undefined : TERRAINS[code - 1];
    },
    isVisible: seen,
    airAt(x: number, y: number): AirState | undefined {
      if (!seen(x, y)) return undefined;
      const i = y * width + x;
      if (AIRTIGHT[floor.terrain[i]] !== 0) return undefined;
      return floor.air[i] === 0 ? 'vacuum' : floor.flow[i] > 0 ? 'flowing' : 'air';
    },
    isBurning(x: number, y: number): boolean {
      return seen(x, y) && floor.fire[y * width + x] !== 0;
    },
    holdsVacuumBack(x: number, y: number): boolean {
      const i = y * width + x;
      return seen(x, y) && floor.terrain[i] === Ter.DoorClosed && isPressureWall(floor, i);
    },
    lightAt(x: number, y: number): readonly [number, number, number] | undefined {
      if (!seen(x, y)) return undefined;
      const light = lightOf(game);
      const k = 3 * (y * width + x);
      return [light[k], light[k + 1], light[k + 2]];
    },
    visibleActors,
    kindRecord: (kind: string) => contentOf(game).monsterById.get(kind),
    knownItems(): ItemView[] {
      return known.itemMemory.map((m) => itemView(contentOf(game), m.id, m.kind, m.x, m.y, m.loaded));
    },
    targets(): ActorView[] {
      return monsterList(floor)
        .filter((m) => m.mode !== 'bones' && known.seen[m.y * width + m.x] !== 0)
        .sort(
          (a, b) =>
            chebyshev(a.x, a.y, player.x, player.y) - chebyshev(b.x, b.y, player.x, player.y) ||
            (a.x - player.x) ** 2 + (a.y - player.y) ** 2 - ((b.x - player.x) ** 2 + (b.y - player.y) ** 2) ||
            a.id - b.id,
        )
        .map((m) => actorView(game, m));
    },
    knownNotes(): NoteView[] {
      return floor.notes
        .filter((n) => n.seen)
        .map((n) => ({
          x: n.x,
          y: n.y,
          text: noteText(n),
          ...(n.fixture === undefined ? {} : { fixture: n.fixture }),
        }));
    },
    knownExit: () => knownExit(game),
    lineOfFire: (x: number, y: number) => lineOfFire(game, x, y),
    log: game.log.map((e) => ({ text: e.text, turn: e.turn, count: e.count, tone: e.tone })),
    stats: {
      seed: game.seed,
      turns: game.stats.turns,
      kills: game.stats.kills,
      deepestFloor: game.stats.deepestFloor,
      damageTaken: game.stats.damageTaken,
      shotsFired: game.stats.shotsFired,
      ...(world === undefined ? {} : { farthest: world.farthest }),
    },
  };
}
