import { computeFov, line, type Point } from '@hullbreach/toolkit';
import {
  BLAST_BREAK_CHANCE,
  BLAST_DAMAGE,
  BLAST_FLASH,
  MUZZLE_FLASH,
  BULLET_BREAK_CHANCE,
  LOW_HP,
  ROCKET_BLAST,
  SKELETON_REFORM_TURNS,
  WEAPONS,
  type WeaponDef,
  type WeaponKind,
} from './content.js';
import { isPressureWall, rubbleOf } from './atmosphere.js';
import { cached, moveActor, removeMonster, setTerrain } from './cells.js';
import { ignite } from './fire.js';
import {
  armourLine,
  blastHitLine,
  blastLine,
  bonesBlastedLine,
  bonesShotLine,
  breakLine,
  downLine,
  flamesDieLine,
  knockLine,
  lowHpLine,
  pullLines,
  rocketLine,
  searLine,
  slipsAsideLine,
  soakLine,
  youDieLine,
  type Line,
  type Named,
  type RoundHit,
  type RoundReport,
} from './combat-text.js';
import { emit, holdMessages, say, type Turn } from './log.js';
import { TERRAINS, type Cell, type LineOfFire } from './api.js';
import { modeOf } from './modes.js';
import { knowledgeOf, Ter, type GameState, type Item, type Monster } from './state.js';
import { BREAKABLE, FLOORLESS, STOPS_SHOTS, WALKABLE } from './terrain.js';
import { aimChance, guardOf } from './character.js';
import { monsterDef } from './variants.js';
import { contentOf, monsterRecord } from '../content/registry.js';
import { noteKill } from './run-rules.js';
import { actorOf, bonesAt, inBounds, monsterIn } from './world.js';

/** The wielded item (undefined for fists). */
export function wieldedItem(game: GameState): Item | undefined {
  const id = game.player.wielded;
  return id === 0 ? undefined : game.player.inventory.find((i) => i.id === id);
}

/** The kind of weapon in the player's hands. */
export function wieldedKind(game: GameState): WeaponKind {
  const item = wieldedItem(game);
  return item === undefined ? 'fists' : (item.kind as WeaponKind);
}

/** Says a combat line (worded in combat-text.ts) in the log. */
export function tell(turn: Turn, l: Line): void {
  say(turn, l.text, l.tone);
}

/** The monster's name when the player sees its cell now, else undefined (never name the unseen). */
export function nameIfSeen(game: GameState, m: Monster): Named {
  return knowledgeOf(game).seen[m.y * game.floor.width + m.x] !== 0
    ? monsterDef(m, contentOf(game)).name
    : undefined;
}

/**
 * Deals damage to a monster; at 0 HP it dies (a kill), a kind that `reforms` (the skeleton)
 * collapses into bones (not yet a kill), and one with a blast (the bloat) has its fuse lit. `how` names what did it, for the log.
 */
export function hurtMonster(turn: Turn, m: Monster, damage: number, how: string): void {
  const { game } = turn;
  const def = monsterDef(m, contentOf(game));
  if (def.soak > 0 && damage > 0) {
    // A shielded variant takes a little off every hit.
    const soaked = Math.min(def.soak, damage);
    damage -= soaked;
    if (nameIfSeen(game, m) !== undefined) tell(turn, soakLine(def.name, soaked));
  }
  m.hp -= damage;
  if (m.hp > 0) return;
  const floor = game.floor;
  const i = m.y * floor.width + m.x;
  const seen = knowledgeOf(game).seen[i] !== 0;
  if (floor.occupant[i] === m.id) floor.occupant[i] = 0;
  if (monsterRecord(contentOf(game), m.kind).traits.reforms && how !== 'fire' && how !== 'blast') {
    m.mode = 'bones';
    m.hp = 0;
    m.burning = 0;
    m.reformAt = game.turn + SKELETON_REFORM_TURNS;
    m.lastKnown = -1;
    if (seen) tell(turn, downLine(def.name, 'bones'));
    return;
  }
  removeMonster(floor, m);
  game.stats.kills++;
  noteKill(game, m);
  emit(turn, { type: 'died', actor: m.id, cause: how });
  if (def.blast > 0) {
    if (seen) tell(turn, downLine(def.name, 'ruptured'));
    lightFuse(game, m.x, m.y, def.blast, def.name);
  } else if (seen) {
    tell(turn, downLine(def.name, 'dead'));
  }
}

/** Sets a blast to go off a moment from now (within this turn), on the schedule. */
export function lightFuse(game: GameState, x: number, y: number, radius: number, source: string): void {
  const id = game.nextId++;
  game.fuses[id] = { x, y, radius, source };
}

/**
 * Deals damage to the player; armour soaks up to half of each hit and wears down by what it soaks.
 * `source` names the attacker ("zombie"); `cause` overrides the cause of death. The caller has
 * said the hit ("The zombie bites you for 5."); this says what the armour took, a death, and the
 * low-HP warning when the hit takes HP across its threshold. Harm from within (`inward`: lungs
 * without air) goes past armour and suit alike.
 */
export function hurtPlayer(turn: Turn, damage: number, source: string, cause?: string, inward = false): void {
  const { game } = turn;
  const p = game.player;
  const before = p.hp;
  // A plated suit takes a little off every hit that lands (never below 1).
  const guard = inward ? 0 : guardOf(game);
  if (guard > 0 && damage > 1) damage = Math.max(1, damage - guard);
  const absorbed = inward ? 0 : Math.min(p.armour, Math.ceil(damage / 2));
  p.armour -= absorbed;
  if (absorbed > 0) tell(turn, armourLine(absorbed, p.armour === 0));
  const taken = damage - absorbed;
  p.hp -= taken;
  game.stats.damageTaken += taken;
  if (p.hp <= 0 && game.outcome === 'playing') {
    p.hp = 0;
    game.outcome = 'died';
    game.causeOfDeath = cause ?? `killed by a ${source}`;
    tell(turn, youDieLine());
    emit(turn, { type: 'died', actor: turn.game.player.id, cause: game.causeOfDeath });
  } else if (game.outcome === 'playing' && before > LOW_HP && p.hp <= LOW_HP) {
    tell(turn, lowHpLine(p.hp));
  }
}

/** Hurts an actor by id, the player or a monster, through its own damage rules (armour, soak, death). */
export function hurtActor(turn: Turn, id: number, damage: number, how: string, cause?: string): void {
  const { game } = turn;
  if (id === game.player.id) hurtPlayer(turn, damage, how, cause);
  else hurtMonster(turn, actorOf(game, id) as Monster, damage, how);
}

/**
 * The cells a projectile from `from` aimed through `to` passes, in order, not counting `from`,
 * up to `range` cells: the line to the target, continued in the same direction beyond it.
 */
export function projectilePath(from: Point, to: Point, range: number): Point[] {
  const out: Point[] = [];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return out;
  let a = from;
  let b = to;
  while (out.length < range) {
    const seg = line(a, b);
    for (let k = 1; k < seg.length && out.length < range; k++) out.push(seg[k]);
    a = b;
    b = { x: b.x + dx, y: b.y + dy };
  }
  return out;
}

/** Why a shot cannot be fired now, or undefined when it can. */
export function cannotFire(game: GameState, x: number, y: number): string | undefined {
  const item = wieldedItem(game);
  if (item === undefined || WEAPONS[item.kind as WeaponKind].melee) return 'You have no gun in your hands.';
  const w = WEAPONS[item.kind as WeaponKind];
  if (item.loaded <= 0) return `The ${w.name} is empty. Reload it (r).`;
  if (x === game.player.x && y === game.player.y) return 'You cannot shoot yourself.';
  const { floor, player } = game;
  if (w.shot === 'flame' && floor.air[player.y * floor.width + player.x] === 0)
    return 'The flamethrower only sprays cold fuel: nothing burns in vacuum.';
  return undefined;
}

/**
 * Destroys the breakable solid at `i`: it becomes a hole to space (if it bordered space) or bare
 * deck. `by` says who broke it, for the morgue's cause of death ('you shot', 'your rocket blew
 * open'); a run with rules remembers it for each hole.
 */
export function breakCell(turn: Turn, i: number, by?: string): void {
  const floor = turn.game.floor;
  const was = floor.terrain[i];
  const becomes = rubbleOf(floor, i) === 'breach' ? Ter.Breach : Ter.Floor;
  setTerrain(floor, i, becomes);
  if (
    becomes === Ter.Breach &&
    by !== undefined &&
    turn.game.rules !== undefined &&
    modeOf(turn.game).remembersHoles
  ) {
    const what = was === Ter.Window ? 'window' : was === Ter.Wall ? 'wall' : 'door';
    (floor.holes ??= {})[i] = `the ${what} ${by}`;
  }
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  emit(turn, { type: 'breach', at: { x, y }, was: TERRAINS[was] });
  const known = knowledgeOf(turn.game);
  if (known.seen[i] !== 0 || known.visible[i] !== 0) {
    const what = was === Ter.Window ? 'window' : was === Ter.Wall ? 'wall' : 'door';
    tell(turn, breakLine(what, becomes === Ter.Breach));
  }
}

/** Where a shot aimed at (x, y) heads: the target itself, or for scattered shots a cell near the line. */
function aimOf(turn: Turn, w: WeaponDef, from: Point, x: number, y: number): Point {
  if (w.spread === 0) return { x, y };
  const dx = x - from.x;
  const dy = y - from.y;
  const len = Math.max(Math.abs(dx), Math.abs(dy));
  const scale = w.pellets > 1 ? w.range / len : 1;
  const aim = {
    x: from.x + Math.round(dx * scale) + turn.rng.int(-w.spread, w.spread),
    y: from.y + Math.round(dy * scale) + turn.rng.int(-w.spread, w.spread),
  };
  return aim.x === from.x && aim.y === from.y ? { x, y } : aim;
}

/**
 * What a projectile of weapon `w` with penetration `pen` left does on meeting a creature with
 * `armour`: whether it hurts it, whether it flies on, and the penetration it keeps. The one rule
 * every shot and the aim line ({@link lineOfFire}) share: a bullet weaker than the plating stops
 * harmlessly, one that hurts stops unless it pierces (then it keeps its penetration less the
 * armour, stopping at 0); a rocket bursts on the first creature; flames roll through (R3).
 */
export function meetCreature(
  w: WeaponDef,
  pen: number,
  armour: number,
): { readonly hurts: boolean; readonly goesOn: boolean; readonly pen: number } {
  if (w.shot === 'flame') return { hurts: true, goesOn: true, pen };
  if (w.shot === 'rocket') return { hurts: true, goesOn: false, pen };
  if (pen < armour) return { hurts: false, goesOn: false, pen };
  const left = pen - armour;
  return { hurts: true, goesOn: w.pierces && left > 0, pen: left };
}

/** The name a solid goes by in the log and the aim line ('window', 'wall', 'door', 'console'). */
function solidName(code: number): string {
  const name = TERRAINS[code];
  return name.startsWith('door-') ? 'door' : name.startsWith('switch') ? 'switch plate' : name;
}

/** The solid at `i` as the player knows it (seen now or remembered), or undefined when unknown. */
function knownSolid(game: GameState, i: number): string | undefined {
  const known = knowledgeOf(game);
  if (known.seen[i] !== 0 || known.visible[i] !== 0) return solidName(game.floor.terrain[i]);
  const code = known.memory[i] - 1;
  return code >= 0 && STOPS_SHOTS[code] !== 0 ? solidName(code) : undefined;
}

/**
 * Fires the wielded gun at (x, y): one trigger pull (a burst for the machine gun), each round, pellet,
 * rocket or tongue of flame flying as its kind does. The log tells what the pull did as a whole
 * (hits with their damage, a miss, glass that held), then the deaths and breakages it caused.
 */
export function fireAt(turn: Turn, x: number, y: number): void {
  const { game } = turn;
  const item = wieldedItem(game);
  if (item === undefined) return;
  const kind = item.kind as WeaponKind;
  const w = WEAPONS[kind];
  const floor = game.floor;
  game.stats.shotsFired++;
  const from = { x: game.player.x, y: game.player.y };
  floor.flashes.push({ x: from.x, y: from.y, ...MUZZLE_FLASH });
  const aimed = inBounds(floor, x, y) ? monsterIn(floor, y * floor.width + x) : undefined;
  const aimedId = aimed?.id ?? 0;
  const aimedName = aimed === undefined ? undefined : nameIfSeen(turn.game, aimed);
  const rounds: RoundReport[] = [];
  const flames: FlameReport = { seared: new Map(), died: false };
  const release = holdMessages(turn);
  try {
    for (let b = 0; b < w.burst && item.loaded > 0; b++) {
      item.loaded--;
      for (let p = 0; p < w.pellets; p++) {
        const aim = aimOf(turn, w, from, x, y);
        if (w.shot === 'flame') flame(turn, w, from, aim, flames);
        else if (w.shot === 'rocket') rocket(turn, w, from, aim);
        else rounds.push(bullet(turn, w, from, aim, { x, y }));
        if (game.outcome !== 'playing') return;
      }
    }
  } finally {
    const first: Line[] = [];
    if (rounds.length > 0)
      first.push(
        ...pullLines({
          weapon: kind,
          rounds,
          ...(aimedName === undefined ? {} : { aimedAt: { id: aimedId, name: aimedName } }),
        }),
      );
    for (const s of flames.seared.values()) first.push(searLine(s.name, s.damage));
    if (flames.died) first.push(flamesDieLine());
    release(first);
  }
}

/**
 * A bullet or pellet. It flies until its range runs out or it meets a solid; a breakable solid
 * gives way (1 in 3) only when it is a pressure wall at that moment (R1). Creatures on its way
 * meet it as {@link meetCreature} says. A round that ends on bones it was aimed at scatters them
 * for good. Returns what it did, for the pull's log lines.
 */
function bullet(turn: Turn, w: WeaponDef, from: Point, aim: Point, target: Point): RoundReport {
  const { game, rng } = turn;
  const floor = game.floor;
  let pen = w.pen;
  const path: Point[] = [];
  const hits: RoundHit[] = [];
  let glanced: RoundReport['glanced'];
  let solid: RoundReport['solid'];
  let bones = false;
  let stoppedBy = 'range';
  for (const c of projectilePath(from, aim, w.range)) {
    if (!inBounds(floor, c.x, c.y)) break;
    const i = c.y * floor.width + c.x;
    path.push(c);
    const t = floor.terrain[i];
    if (STOPS_SHOTS[t] !== 0) {
      stoppedBy = TERRAINS[t];
      const name = knownSolid(game, i);
      let broke = false;
      if (BREAKABLE[t] !== 0 && isPressureWall(floor, i) && rng.chance(BULLET_BREAK_CHANCE)) {
        breakCell(turn, i, 'you shot');
        broke = true;
      }
      solid = { name, broke };
      break;
    }
    const m = monsterIn(floor, i);
    if (m !== undefined) {
      const name = nameIfSeen(turn.game, m);
      stoppedBy = name ?? 'something';
      const meet = meetCreature(w, pen, monsterDef(m, contentOf(game)).armour);
      if (!meet.hurts) {
        emit(turn, { type: 'attack', actor: turn.game.player.id, target: m.id, damage: 0, hit: false });
        glanced = { id: m.id, name };
        break;
      }
      const evasion = monsterDef(m, contentOf(game)).evasion;
      if (evasion > 0 && !rng.chance(aimChance(game, evasion))) {
        // A swift variant slips aside: the round flies on past it.
        emit(turn, { type: 'attack', actor: turn.game.player.id, target: m.id, damage: 0, hit: false });
        if (name !== undefined) tell(turn, slipsAsideLine(name, 'shot'));
        continue;
      }
      const damage = rng.dice(w.damage);
      emit(turn, { type: 'attack', actor: turn.game.player.id, target: m.id, damage, hit: true });
      hits.push({ id: m.id, name, damage });
      hurtMonster(turn, m, damage, 'bullet');
      if (!meet.goesOn) break;
      pen = meet.pen;
      continue;
    }
    if (c.x === target.x && c.y === target.y && scatterBones(turn, c.x, c.y)) {
      stoppedBy = 'bones';
      bones = true;
      break;
    }
  }
  emit(turn, { type: 'shot', weapon: w.name, path, stoppedBy });
  return {
    hits,
    ...(glanced === undefined ? {} : { glanced }),
    ...(solid === undefined ? {} : { solid }),
    ...(bones ? { bones } : {}),
  };
}

function scatterBones(turn: Turn, x: number, y: number): boolean {
  const floor = turn.game.floor;
  const bones = bonesAt(floor, x, y);
  if (bones === undefined) return false;
  removeMonster(floor, bones);
  turn.game.stats.kills++;
  noteKill(turn.game, bones);
  tell(turn, bonesShotLine());
  return true;
}

/** A rocket: it bursts on the first creature or solid it meets, or at the end of its range. */
function rocket(turn: Turn, w: WeaponDef, from: Point, aim: Point): void {
  const { game, rng } = turn;
  const floor = game.floor;
  const path: Point[] = [];
  let burst: Point = from;
  let stoppedBy = 'range';
  let solid: Named | null = null;
  let struck = false;
  for (const c of projectilePath(from, aim, w.range)) {
    if (!inBounds(floor, c.x, c.y)) break;
    const i = c.y * floor.width + c.x;
    if (STOPS_SHOTS[floor.terrain[i]] !== 0) {
      stoppedBy = TERRAINS[floor.terrain[i]];
      solid = knownSolid(game, i);
      break;
    }
    path.push(c);
    burst = c;
    const m = monsterIn(floor, i);
    if (m !== undefined) {
      const name = nameIfSeen(turn.game, m);
      stoppedBy = name ?? 'something';
      const damage = rng.dice(w.damage);
      emit(turn, { type: 'attack', actor: turn.game.player.id, target: m.id, damage, hit: true });
      tell(turn, rocketLine({ id: m.id, name, damage }, null));
      struck = true;
      hurtMonster(turn, m, damage, 'blast');
      break;
    }
  }
  if (!struck) tell(turn, rocketLine(undefined, solid));
  emit(turn, { type: 'shot', weapon: w.name, path, stoppedBy });
  // Fired point-blank into a wall, `burst` is still the player's own cell: it bursts in their face.
  explode(turn, burst.x, burst.y, ROCKET_BLAST, 'rocket');
}

/** What the tongues of one flamethrower pull did: damage to each creature seen, and whether any died in vacuum. */
interface FlameReport {
  readonly seared: Map<number, { name: string; damage: number }>;
  died: boolean;
}

/**
 * A tongue of flame: it rolls through creatures (R3) to its range or the first solid, setting
 * alight every cell and creature it passes. It dies where there is no air.
 */
function flame(turn: Turn, w: WeaponDef, from: Point, aim: Point, report: FlameReport): void {
  const { game, rng } = turn;
  const floor = game.floor;
  const path: Point[] = [];
  let stoppedBy = 'range';
  for (const c of projectilePath(from, aim, w.range)) {
    if (!inBounds(floor, c.x, c.y)) break;
    const i = c.y * floor.width + c.x;
    if (STOPS_SHOTS[floor.terrain[i]] !== 0) {
      stoppedBy = TERRAINS[floor.terrain[i]];
      break;
    }
    if (floor.air[i] === 0) {
      stoppedBy = 'vacuum';
      if (knowledgeOf(game).seen[i] !== 0) report.died = true;
      break;
    }
    path.push(c);
    const m = monsterIn(floor, i);
    if (m !== undefined) {
      const damage = rng.dice(w.damage);
      emit(turn, { type: 'attack', actor: turn.game.player.id, target: m.id, damage, hit: true });
      const name = nameIfSeen(turn.game, m);
      if (name !== undefined) {
        const s = report.seared.get(m.id) ?? { name, damage: 0 };
        s.damage += damage;
        report.seared.set(m.id, s);
      }
      hurtMonster(turn, m, damage, 'fire');
    }
    ignite(turn, i);
  }
  emit(turn, { type: 'shot', weapon: w.name, path, stoppedBy });
}

/**
 * The line a shot from the player aimed at (x, y) would fly, judged only from what the player
 * knows: remembered terrain and the creatures they see now (unknown cells count as open). It
 * follows the real shot's own cells ({@link projectilePath}) and meets creatures by the same rule
 * ({@link meetCreature}), for the wielded weapon (its range; 1 for melee). Scattering weapons
 * (shotgun, flamethrower) aim along this line and spread around it.
 */
export function lineOfFire(game: GameState, x: number, y: number): LineOfFire {
  const { floor, player } = game;
  const known = knowledgeOf(game);
  const w = WEAPONS[wieldedKind(game)];
  const path: Cell[] = [];
  const stop = (at: Cell | null, by: string): LineOfFire => ({
    path,
    clear: false,
    stopsAt: at,
    stopsBy: by,
  });
  if (!Number.isInteger(x) || !Number.isInteger(y) || (x === player.x && y === player.y))
    return { path, clear: false, stopsAt: null, stopsBy: null };
  let pen = w.pen;
  for (const c of projectilePath(player, { x, y }, w.range)) {
    if (!inBounds(floor, c.x, c.y)) return stop(path.length > 0 ? path[path.length - 1] : null, 'range');
    const i = c.y * floor.width + c.x;
    path.push(c);
    const code = known.memory[i] - 1;
    if (code >= 0 && STOPS_SHOTS[code] !== 0) return stop(c, solidName(code));
    if (w.shot === 'flame' && known.seen[i] !== 0 && floor.air[i] === 0) return stop(c, 'vacuum');
    if (c.x === x && c.y === y) return { path, clear: true, stopsAt: null, stopsBy: null };
    const m = monsterIn(floor, i);
    if (m !== undefined && known.seen[i] !== 0) {
      const def = monsterDef(m, contentOf(game));
      const meet = meetCreature(w, pen, def.armour);
      if (!meet.goesOn) return stop(c, `a ${def.name}`);
      pen = meet.pen;
    }
  }
  return stop(path.length > 0 ? path[path.length - 1] : null, 'range');
}

/** Cells that stop a blast's spread (the same solids that stop shots), cached per layout. */
function blastMask(turn: Turn): Uint8Array {
  const floor = turn.game.floor;
  const holder = cached(floor, 'blastMask', () => ({
    layout: -1,
    mask: new Uint8Array(floor.terrain.length),
  }));
  if (holder.layout !== floor.layout) {
    for (let i = 0; i < floor.terrain.length; i++) holder.mask[i] = STOPS_SHOTS[floor.terrain[i]];
    holder.layout = floor.layout;
  }
  return holder.mask;
}

/**
 * A blast at (x, y): everything it reaches within `radius` (the cells in sight of the centre,
 * solids included) takes damage and is thrown a step outward; each breakable wall, window or door
 * it reaches gives way with probability 2/3 whatever the air on either side (R2); bones in it are
 * gone for good.
 */
export function explode(turn: Turn, x: number, y: number, radius: number, source: string): void {
  const { game, rng } = turn;
  const floor = game.floor;
  const { width, height } = floor;
  emit(turn, { type: 'explosion', at: { x, y }, radius });
  floor.flashes.push({ x, y, colour: BLAST_FLASH.colour, radius: radius + BLAST_FLASH.radius });
  const centre = y * width + x;
  const known = knowledgeOf(game);
  tell(turn, blastLine(known.seen[centre] !== 0 || known.visible[centre] !== 0));
  const reach = computeFov({ width, height, opaque: blastMask(turn) }, { x, y }, radius, {
    algorithm: 'symmetric',
  });
  const cells: number[] = [];
  for (let i = 0; i < reach.length; i++) if (reach[i] !== 0) cells.push(i);
  // Creatures first (nearest first, so those thrown outward do not block each other), then walls.
  cells.sort((a, b) => dist2(a, centre, width) - dist2(b, centre, width) || a - b);
  for (let k = cells.length - 1; k >= 0; k--) {
    const i = cells[k];
    const cx = i % width;
    const cy = (i - cx) / width;
    for (const key in floor.monsters) {
      const m = floor.monsters[key];
      if (m.mode === 'bones' && m.x === cx && m.y === cy) {
        removeMonster(floor, m);
        game.stats.kills++;
        noteKill(game, m);
        if (known.seen[i] !== 0) tell(turn, bonesBlastedLine());
      }
    }
    const who = floor.occupant[i];
    if (who !== 0) blastHit(turn, who, i, x, y, source);
  }
  for (const i of cells) {
    if (BREAKABLE[floor.terrain[i]] !== 0 && rng.chance(BLAST_BREAK_CHANCE))
      breakCell(turn, i, source === 'rocket' ? 'your rocket blew open' : `a bursting ${source} blew open`);
  }
}

/**
 * A blast from (x, y) reaches the actor `who` standing at cell `i`, the player or a monster: the
 * same path for both sides. One roll of the blast's dice is the damage, dealt through the actor's
 * own damage rules ({@link hurtActor}: armour for the player, soak for a monster; a skeleton does
 * not reform), then the blast throws it a step outward. Only the log differs: the player always
 * hears of the hit and of a throw they live through; a monster's only when the player sees it.
 */
function blastHit(turn: Turn, who: number, i: number, x: number, y: number, source: string): void {
  const { game, rng } = turn;
  const damage = rng.dice(BLAST_DAMAGE);
  const m = who === game.player.id ? undefined : (actorOf(game, who) as Monster);
  const name = m === undefined ? null : nameIfSeen(game, m);
  if (name !== undefined) tell(turn, blastHitLine(name, damage));
  const cause = source === 'rocket' ? 'killed by your own rocket' : `blown apart by a ${source}`;
  hurtActor(turn, who, damage, 'blast', cause);
  if (!knockBack(turn, i, x, y)) return;
  if (m === undefined ? game.outcome === 'playing' : name !== undefined || nameIfSeen(game, m) !== undefined)
    tell(turn, knockLine(m === undefined ? null : monsterDef(m, contentOf(game)).name));
}

function dist2(a: number, b: number, width: number): number {
  const dx = (a % width) - (b % width);
  const dy = Math.floor(a / width) - Math.floor(b / width);
  return dx * dx + dy * dy;
}

/** Throws whoever stands at `i` one step directly away from (x, y), if that cell is open; true when thrown. */
function knockBack(turn: Turn, i: number, x: number, y: number): boolean {
  const { game } = turn;
  const floor = game.floor;
  const who = floor.occupant[i];
  if (who === 0) return false;
  const cx = i % floor.width;
  const cy = (i - cx) / floor.width;
  const nx = cx + Math.sign(cx - x);
  const ny = cy + Math.sign(cy - y);
  if ((nx === cx && ny === cy) || !inBounds(floor, nx, ny)) return false;
  const j = ny * floor.width + nx;
  const t = floor.terrain[j];
  if (floor.occupant[j] !== 0 || (WALKABLE[t] === 0 && FLOORLESS[t] === 0)) return false;
  moveActor(floor, actorOf(game, who), nx, ny);
  emit(turn, { type: 'pulled', actor: who, from: { x: cx, y: cy }, to: { x: nx, y: ny } });
  return true;
}
