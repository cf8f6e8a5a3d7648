import {
  TERRAINS,
  type ActorView,
  type GameView,
  type ItemView,
  type NoteView,
  type Terrain,
  type WeaponView,
} from './api.js';
import { wieldedItem } from './combat.js';
import { AMMO_NAMES, ITEMS, MONSTERS, WEAPONS, type ItemKind, type WeaponKind } from './content.js';
import type { GameState, Item, Monster } from './state.js';
import { chebyshev } from './world.js';

const AMMO_KINDS = ['bullets', 'shells', 'slugs'] as const;
const AMMO_WEAPON = { bullets: 'pistol', shells: 'shotgun', slugs: 'rifle' } as const;

function itemDetail(kind: ItemKind, loaded: number): string | undefined {
  if (kind === 'chainsaw') return `fuel ${loaded}/${WEAPONS.chainsaw.capacity}`;
  if (kind === 'pistol' || kind === 'shotgun' || kind === 'rifle')
    return `${loaded}/${WEAPONS[kind].capacity}`;
  return undefined;
}

function itemView(id: number, kind: ItemKind, x: number, y: number, loaded: number): ItemView {
  const def = ITEMS[kind];
  const detail = itemDetail(kind, loaded);
  return {
    id,
    kind,
    name: def.name,
    glyph: def.glyph,
    colour: def.colour,
    x,
    y,
    ...(detail === undefined ? {} : { detail }),
  };
}

function actorView(game: GameState, m: Monster): ActorView {
  const def = MONSTERS[m.kind];
  const bones = m.mode === 'bones';
  const status = bones ? `bones (re-forms in ${Math.max(0, m.reformAt - game.turn)})` : m.mode;
  return {
    id: m.id,
    kind: bones ? 'bones' : m.kind,
    name: bones ? 'pile of bones' : def.name,
    glyph: bones ? '%' : def.glyph,
    colour: def.colour,
    x: m.x,
    y: m.y,
    hp: m.hp,
    maxHp: def.hp,
    status,
    description: bones
      ? 'A heap of bones that will not stay still. Shoot them apart, or stand on them.'
      : def.description,
  };
}

function weaponView(game: GameState, item: Item | undefined): WeaponView {
  const kind: WeaponKind = item === undefined ? 'fists' : (item.kind as WeaponKind);
  const w = WEAPONS[kind];
  return {
    name: w.name,
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
  const { width, height } = floor;
  const inside = (x: number, y: number): boolean =>
    Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height;
  const visibleActors = (): ActorView[] =>
    floor.monsters.filter((m) => floor.visible[m.y * width + m.x] !== 0).map((m) => actorView(game, m));
  return {
    seed: game.seed,
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
      armour: player.armour,
      weapon: weaponView(game, wieldedItem(game)),
      inventory: player.inventory.map((it) => itemView(it.id, it.kind, player.x, player.y, it.loaded)),
      ammo: AMMO_KINDS.map((kind) => ({
        kind,
        name: AMMO_NAMES[kind],
        weapon: AMMO_WEAPON[kind],
        count: player.ammo[kind],
      })),
    },
    knownTerrain(x: number, y: number): Terrain | undefined {
      if (!inside(x, y)) return undefined;
      const code = floor.memory[y * width + x];
      return code === 0 ? undefined : TERRAINS[code - 1];
    },
    isVisible(x: number, y: number): boolean {
      return inside(x, y) && floor.visible[y * width + x] !== 0;
    },
    visibleActors,
    knownItems(): ItemView[] {
      return floor.itemMemory.map((m) => itemView(m.id, m.kind, m.x, m.y, m.loaded));
    },
    targets(): ActorView[] {
      return floor.monsters
        .filter((m) => m.mode !== 'bones' && floor.visible[m.y * width + m.x] !== 0)
        .sort(
          (a, b) =>
            chebyshev(a.x, a.y, player.x, player.y) - chebyshev(b.x, b.y, player.x, player.y) ||
            (a.x - player.x) ** 2 + (a.y - player.y) ** 2 - ((b.x - player.x) ** 2 + (b.y - player.y) ** 2) ||
            a.id - b.id,
        )
        .map((m) => actorView(game, m));
    },
    knownNotes(): NoteView[] {
      return floor.notes.filter((n) => n.seen).map((n) => ({ x: n.x, y: n.y, text: n.text }));
    },
    log: game.log.map((e) => ({ text: e.text, turn: e.turn, count: e.count, tone: e.tone })),
    stats: {
      seed: game.seed,
      turns: game.stats.turns,
      kills: game.stats.kills,
      deepestFloor: game.stats.deepestFloor,
      damageTaken: game.stats.damageTaken,
      shotsFired: game.stats.shotsFired,
    },
  };
}
