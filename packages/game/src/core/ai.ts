import { moveMonster, setTerrain } from './cells.js';
import { monsterMelee } from './melee.js';
import { monsterObserve } from './knowledge.js';
import { emit, say, type Turn } from './log.js';
import { approachNear, fleeFramed, framedCell, walkMapsOf, waypointsOf, type Dist } from './maps.js';
import { knowledgeOf, Ter, type GameState, type Monster } from './state.js';
import { WALKABLE } from './terrain.js';
import { monsterDef, type VariantMonsterDef } from './variants.js';
import { contentOf, monsterRecord } from '../content/registry.js';
import { DIFFICULTY } from './run-rules.js';
import { chebyshev } from './world.js';

/**
 * How far a monster sees the player: its own sight, and for `heavy` kinds (tanks) moved by as much
 * as the run's difficulty moves `tankSight` from normal's (variants keep their change).
 */
function sightOf(game: GameState, m: Monster, def: VariantMonsterDef): number {
  const own = def.sight;
  if (game.rules === undefined || !monsterRecord(contentOf(game), m.kind).traits.heavy) return own;
  return own + DIFFICULTY[game.rules.difficulty].tankSight - DIFFICULTY.normal.tankSight;
}

/** True when the monster sees the player now: within its sight radius and in the player's (symmetric) view. */
export function monsterSeesPlayer(game: GameState, m: Monster): boolean {
  return seesPlayer(game, m, monsterDef(m, contentOf(game)));
}

/** {@link monsterSeesPlayer} for a monster whose numbers (`def`) are at hand. */
function seesPlayer(game: GameState, m: Monster, def: VariantMonsterDef): boolean {
  const { player, floor } = game;
  const dx = m.x - player.x;
  const dy = m.y - player.y;
  const r = sightOf(game, m, def);
  return dx * dx + dy * dy <= r * r && knowledgeOf(game).visible[m.y * floor.width + m.x] !== 0;
}

/**
 * Moves the monster one step downhill on `map` (framed, see maps.ts: to the lowest strictly lower
 * neighbour it believes walkable, ties broken by the gameplay stream), opening a closed door
 * instead of stepping when the door is the way. It never steps where it knows there is fire,
 * unless it already burns. Returns false when no step was possible.
 */
function stepDownhill(turn: Turn, m: Monster, map: Dist): boolean {
  const { game, rng } = turn;
  const floor = game.floor;
  const { width, terrain, occupant, fire } = floor;
  const pw = width + 2;
  const at = framedCell(width, m.x, m.y);
  const here = map[at];
  let best = here;
  let count = 0;
  const candidates = stepCandidates;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const v = map[at + dy * pw + dx];
      // The cheap tests first: which cells pass does not depend on the order of the tests. A cell
      // no lower than here is never taken and never lowers `best` (which starts at here), so it is
      // passed over at once; so is the frame (never reached), and every cell this leaves is on the floor.
      if (!(v <= best && v < here)) continue;
      const j = (m.y + dy) * width + m.x + dx;
      const t = terrain[j];
      // Cells occupied by others, burning, or not really passable are skipped: the next best is taken.
      if (t !== Ter.DoorClosed && (WALKABLE[t] === 0 || occupant[j] !== 0)) continue;
      // Locked doors (Endless) are for the player to force; monsters go round.
      if (t === Ter.DoorClosed && floor.lock !== undefined && floor.lock[j] > 0) continue;
      if (fire[j] !== 0 && m.burning === 0) continue;
      // No test of the monster's belief is needed: a cell lower than here on its maps is one its
      // walk key plans through (searches and flee maps give a value to those cells alone), and the
      // key is what it believes plannable (walkKeyOf; maps.test.ts holds every monster to it).
      if (v < best) {
        best = v;
        count = 0;
      }
      candidates[count++] = j;
    }
  }
  if (count === 0) return false;
  const j = count === 1 ? candidates[0] : candidates[rng.int(0, count - 1)];
  const x = j % width;
  const y = (j - x) / width;
  if (terrain[j] === Ter.DoorClosed) {
    setTerrain(floor, j, Ter.DoorOpen);
    emit(turn, { type: 'door', actor: m.id, at: { x, y }, open: true });
    const { seen } = knowledgeOf(game);
    if (seen[j] !== 0)
      say(
        turn,
        seen[m.y * width + m.x] !== 0
          ? `The ${monsterDef(m, contentOf(turn.game)).name} opens a door.`
          : 'A door opens.',
        'warn',
      );
    return true;
  }
  const from = { x: m.x, y: m.y };
  moveMonster(floor, m, x, y);
  emit(turn, { type: 'moved', actor: m.id, from, to: { x, y } });
  return true;
}

/**
 * The cells stepDownhill may step to. Module-private working memory: stepDownhill fills it from
 * index 0 on every call before reading it, never returns it and calls no user code meanwhile.
 */
const stepCandidates = new Int32Array(8);

/** Bones lying still: stand up when the time has come and nobody stands on them. */
function bonesTurn(turn: Turn, m: Monster): void {
  const { game } = turn;
  const floor = game.floor;
  const i = m.y * floor.width + m.x;
  if (game.turn < m.reformAt || floor.occupant[i] !== 0) return;
  const content = contentOf(game);
  m.mode = 'wandering';
  m.hp = monsterDef(m, content).hp;
  floor.occupant[i] = m.id;
  if (knowledgeOf(game).seen[i] !== 0)
    say(
      turn,
      `The bones rattle and pull themselves back into a ${monsterRecord(content, m.kind).name}.`,
      'warn',
    );
}

/**
 * One action of one monster: attack, flee, hunt the player's last known place, or wander. `def` is
 * its numbers when the caller has them at hand (the same as `monsterDef(m, contentOf(game))`).
 */
export function monsterTurn(turn: Turn, m: Monster, def?: VariantMonsterDef): void {
  if (m.mode === 'bones') {
    bonesTurn(turn, m);
    return;
  }
  const { game, rng } = turn;
  const { player, floor } = game;
  monsterObserve(turn, m);
  const w = floor.width;
  def ??= monsterDef(m, contentOf(game));
  const maps = walkMapsOf(floor, m.walkKey);
  const playerCell = player.y * w + player.x;
  const sees = seesPlayer(game, m, def);
  if (sees) m.lastKnown = playerCell;
  const hurt = def.flee > 0 && m.hp < def.flee * def.hp;
  // Badly hurt, it keeps away from the player, or out of sight from where it last saw them (going
  // back to look would only bring it into sight again, to flee again, back and forth); cornered
  // beside the player, it fights.
  if (hurt && (sees || m.lastKnown >= 0)) {
    m.mode = 'fleeing';
    if (
      !stepDownhill(turn, m, fleeFramed(floor, maps, sees ? playerCell : m.lastKnown)) &&
      sees &&
      chebyshev(m.x, m.y, player.x, player.y) === 1
    ) {
      monsterMelee(turn, m);
    }
    return;
  }
  if (sees && chebyshev(m.x, m.y, player.x, player.y) === 1) {
    m.mode = 'hunting';
    monsterMelee(turn, m);
    return;
  }
  if (m.lastKnown >= 0) {
    if (m.lastKnown === m.y * w + m.x) {
      m.lastKnown = -1;
    } else {
      m.mode = 'hunting';
      const map = approachNear(floor, maps, m.lastKnown, m.x, m.y);
      if (!stepDownhill(turn, m, map) && !sees) m.lastKnown = -1;
      return;
    }
  }
  m.mode = 'wandering';
  const points = waypointsOf(floor, maps);
  if (points.length === 0) return;
  if (m.wander < 0 || m.wander === m.y * w + m.x) m.wander = rng.pick(points);
  if (!stepDownhill(turn, m, approachNear(floor, maps, m.wander, m.x, m.y)) && rng.chance(0.3)) m.wander = -1;
}
