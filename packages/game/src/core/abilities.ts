/**
 * Abilities: what carried devices do for a price in energy. A blink pack jumps the player to a
 * floor cell in sight, a stun pulser makes everything adjacent lose a few turns, and a patch kit
 * seals a breach next to the player into solid wall (through `setTerrain`, so the air and every
 * cache keyed on the layout follow).
 */
import { ABILITIES, type AbilityKind } from './content.js';
import { movePlayer, setTerrain } from './cells.js';
import { emit, say, type Turn } from './log.js';
import { knowledgeOf, Ter, type GameState, type Monster } from './state.js';
import { FLOORLESS, WALKABLE } from './terrain.js';
import { monsterDef } from './variants.js';
import { contentOf, itemName } from '../content/registry.js';
import { chebyshev, inBounds, monsterIn } from './world.js';

/** True for an ability name. */
export function isAbility(name: unknown): name is AbilityKind {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(ABILITIES, name);
}

/** True when the monster is stunned now (it loses its actions). */
export function isStunned(game: GameState, m: Monster): boolean {
  return m.stunnedUntil !== undefined && game.turn < m.stunnedUntil;
}

/**
 * Whether a stunned monster loses this action: true while the stun lasts; once it has worn off the
 * mark is cleared and it acts again.
 */
export function loseStunnedAction(game: GameState, m: Monster): boolean {
  if (m.stunnedUntil === undefined) return false;
  if (game.turn < m.stunnedUntil) return true;
  delete m.stunnedUntil;
  return false;
}

function refuse(turn: Turn, text: string): false {
  say(turn, text, 'warn');
  return false;
}

/**
 * Uses an ability. Refused (false, nothing spent) without the device, without the energy, or
 * without a fitting target; otherwise spends the energy and takes the turn.
 */
export function useAbility(turn: Turn, which: unknown, x?: number, y?: number): boolean {
  const { game } = turn;
  if (!isAbility(which)) return refuse(turn, 'There is no such ability.');
  const def = ABILITIES[which];
  const c = game.player.character;
  if (!game.player.inventory.some((it) => it.kind === def.device))
    return refuse(turn, `You carry no ${itemName(contentOf(turn.game), def.device)}.`);
  if (c.energy < def.cost)
    return refuse(turn, `Not enough energy for the ${def.name} (${c.energy}/${def.cost}).`);
  const done = which === 'blink' ? blink(turn, x, y) : which === 'stun' ? stun(turn) : patch(turn, x, y);
  if (done) c.energy -= def.cost;
  return done;
}

/** The cell a blink to (x, y) may land on, or why not. */
export function blinkRefusal(
  game: GameState,
  x: number | undefined,
  y: number | undefined,
): string | undefined {
  const { floor, player } = game;
  if (x === undefined || y === undefined || !Number.isInteger(x) || !Number.isInteger(y))
    return 'Blink where? Pick a floor cell you can see.';
  if (!inBounds(floor, x, y)) return 'That is off the map.';
  if (x === player.x && y === player.y) return 'You are already there.';
  if (chebyshev(x, y, player.x, player.y) > ABILITIES.blink.power)
    return `Too far: the blink pack reaches ${ABILITIES.blink.power} cells.`;
  const i = y * floor.width + x;
  if (knowledgeOf(game).seen[i] === 0) return 'You can only blink to a place you can see.';
  const t = floor.terrain[i];
  if (WALKABLE[t] === 0 || FLOORLESS[t] !== 0) return 'There is no floor to land on there.';
  if (floor.occupant[i] !== 0) return 'Something is standing there.';
  return undefined;
}

function blink(turn: Turn, x: number | undefined, y: number | undefined): boolean {
  const { game } = turn;
  const why = blinkRefusal(game, x, y);
  if (why !== undefined) return refuse(turn, why);
  const to = { x: x as number, y: y as number };
  const from = { x: game.player.x, y: game.player.y };
  movePlayer(game, to.x, to.y);
  emit(turn, { type: 'moved', actor: turn.game.player.id, from, to });
  say(turn, 'The blink pack whines, and the world jumps: you are somewhere else.', 'good');
  const floor = game.floor;
  const here = floor.items.filter((it) => it.x === to.x && it.y === to.y);
  if (here.length > 0)
    say(turn, `You see here: ${here.map((it) => itemName(contentOf(turn.game), it.kind)).join(', ')}.`);
  if (floor.fire[to.y * floor.width + to.x] !== 0) say(turn, 'You land in the flames!', 'bad');
  return true;
}

function stun(turn: Turn): boolean {
  const { game } = turn;
  const { floor, player } = game;
  const hit: Monster[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x = player.x + dx;
      const y = player.y + dy;
      if (!inBounds(floor, x, y)) continue;
      const m = monsterIn(floor, y * floor.width + x);
      if (m !== undefined) hit.push(m);
    }
  }
  if (hit.length === 0) return refuse(turn, 'There is nothing next to you to jolt.');
  for (const m of hit) m.stunnedUntil = game.turn + 1 + ABILITIES.stun.power;
  const names = hit.map((m) => monsterDef(m, contentOf(game)).name);
  say(
    turn,
    hit.length === 1
      ? `The pulse cracks: the ${names[0]} twitches and stands stunned.`
      : `The pulse cracks: ${hit.length} of them stand stunned.`,
    'good',
  );
  return true;
}

function patch(turn: Turn, x: number | undefined, y: number | undefined): boolean {
  const { game } = turn;
  const { floor, player } = game;
  let target = -1;
  if (x !== undefined && y !== undefined) {
    if (!Number.isInteger(x) || !Number.isInteger(y) || !inBounds(floor, x, y))
      return refuse(turn, 'That is off the map.');
    if (chebyshev(x, y, player.x, player.y) !== 1)
      return refuse(turn, 'The patch kit reaches only next to you.');
    if (floor.terrain[y * floor.width + x] !== Ter.Breach) return refuse(turn, 'There is no breach there.');
    target = y * floor.width + x;
  } else {
    for (let dy = -1; dy <= 1 && target < 0; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = player.x + dx;
        const ny = player.y + dy;
        if ((dx === 0 && dy === 0) || !inBounds(floor, nx, ny)) continue;
        if (floor.terrain[ny * floor.width + nx] === Ter.Breach) {
          target = ny * floor.width + nx;
          break;
        }
      }
    }
    if (target < 0) return refuse(turn, 'There is no breach next to you to seal.');
  }
  setTerrain(floor, target, Ter.Wall);
  say(turn, 'Foam hisses into the hole and sets hard: the breach is sealed.', 'good');
  return true;
}
