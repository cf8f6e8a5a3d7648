/**
 * Fire: cells burn for a few turns, hurt and ignite whoever stands in them, may spread to open
 * neighbours with air, and go out at once without air. Creatures that catch fire burn for a few
 * turns wherever they go. The fire acts once per player turn, on the one schedule.
 */
import { BURN_DAMAGE, BURN_TURNS, FIRE_SPREAD, FIRE_TURNS } from './content.js';
import { contentOf, monsterRecord } from '../content/registry.js';
import { burningCells, monsterRoster, removeMonster, setFire } from './cells.js';
import { hurtActor } from './combat.js';
import { emit, say, type Turn } from './log.js';
import { knowledgeOf, type FloorState, type Monster, type PlayerState } from './state.js';
import { FLAMMABLE } from './terrain.js';
import { noteKill } from './run-rules.js';

/** True when cell `i` can catch fire now: flammable ground with air. */
export function canBurn(floor: FloorState, i: number): boolean {
  return FLAMMABLE[floor.terrain[i]] !== 0 && floor.air[i] > 0;
}

/**
 * Sets cell `i` alight for `turns` (if it can burn and is not burning longer already), and
 * sets alight whoever stands there; bones in it burn away for good. Returns true when it caught.
 */
export function ignite(turn: Turn, i: number, turns = FIRE_TURNS): boolean {
  return igniteCell(turn, i, turns, undefined);
}

/**
 * {@link ignite}, told where bones lie (`bones`: every cell holding a heap, and maybe some that no
 * longer do) so a cell without any skips the search through the floor's monsters.
 */
function igniteCell(turn: Turn, i: number, turns: number, bones: Set<number> | undefined): boolean {
  const { game } = turn;
  const floor = game.floor;
  if (!canBurn(floor, i)) return false;
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  if (floor.fire[i] < turns) {
    if (floor.fire[i] === 0) emit(turn, { type: 'ignite', at: { x, y } });
    setFire(floor, i, turns);
  }
  const who = floor.occupant[i];
  if (who === game.player.id) {
    if (game.player.burning === 0) say(turn, 'You are on fire!', 'bad');
    game.player.burning = Math.max(game.player.burning, BURN_TURNS);
  } else if (who !== 0) {
    const m = floor.monsters[who];
    if (m.burning === 0 && knowledgeOf(game).seen[i] !== 0)
      say(turn, `The ${monsterRecord(contentOf(game), m.kind).name} catches fire.`);
    m.burning = Math.max(m.burning, BURN_TURNS);
  }
  if (bones !== undefined && !bones.has(i)) return true;
  const roster = monsterRoster(floor);
  const { list } = roster;
  for (let k = 0; k < list.length; k++) {
    const m = list[k];
    if (!roster.live && floor.monsters[m.id] !== m) continue;
    if (m.mode === 'bones' && m.x === x && m.y === y) {
      removeMonster(floor, m);
      game.stats.kills++;
      noteKill(game, m);
      if (knowledgeOf(game).seen[i] !== 0)
        say(turn, 'The bones blacken and crumble to ash. That one stays down.', 'good');
    }
  }
  return true;
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** One turn of fire: burning cells hurt, spread and burn down; burning creatures hurt. */
export function updateFire(turn: Turn): void {
  const { game, rng } = turn;
  const floor = game.floor;
  const { width, height, fire, air } = floor;
  const burning = burningCells(floor);
  if (burning.length === 0) {
    burnCreatures(turn);
    return;
  }
  // Where bones lie, found once: nothing below makes new bones (only burning creatures can die,
  // after the cells), and bones burned away leave a stale entry that costs one search.
  const bones = new Set<number>();
  const { list } = monsterRoster(floor);
  for (let k = 0; k < list.length; k++) {
    const m = list[k];
    if (m.mode === 'bones') bones.add(m.y * width + m.x);
  }
  for (const i of burning) {
    if (air[i] === 0) {
      setFire(floor, i, 0);
      continue;
    }
    igniteCell(turn, i, fire[i], bones);
    const left = fire[i] - 1;
    if (left > 0) {
      const x = i % width;
      const y = (i - x) / width;
      for (let k = 0; k < 4; k++) {
        const nx = x + DX[k];
        const ny = y + DY[k];
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (fire[j] === 0 && canBurn(floor, j) && rng.chance(FIRE_SPREAD)) igniteCell(turn, j, left, bones);
      }
    }
    setFire(floor, i, Math.max(0, fire[i] - 1));
  }
  burnCreatures(turn);
}

function burnCreatures(turn: Turn): void {
  const { game } = turn;
  if (game.outcome === 'playing') burn(turn, game.player);
  const floor = game.floor;
  // Burning may kill: a monster removed meanwhile is skipped, as a loop over the record would.
  const roster = monsterRoster(floor);
  const { list } = roster;
  for (let k = 0; k < list.length; k++) {
    const m = list[k];
    if (!roster.live && floor.monsters[m.id] !== m) continue;
    if (m.mode !== 'bones') burn(turn, m);
  }
}

/**
 * One turn of burning for an actor, the player or a monster, the same way: vacuum puts the flames
 * out, else they hurt it (through {@link hurtActor}) and burn one turn lower.
 */
function burn(turn: Turn, a: PlayerState | Monster): void {
  if (a.burning <= 0) return;
  const { game, rng } = turn;
  const floor = game.floor;
  const isPlayer = a.id === game.player.id;
  if (floor.air[a.y * floor.width + a.x] === 0) {
    a.burning = 0;
    if (isPlayer) say(turn, 'The flames on you gutter out in the vacuum.', 'good');
    return;
  }
  const damage = rng.dice(BURN_DAMAGE);
  a.burning--;
  if (isPlayer) say(turn, `You burn for ${damage}.`, 'bad');
  hurtActor(turn, a.id, damage, 'fire', 'burned to death');
}
