import { computeFov, line, type Point } from '@hullbreach/toolkit';
import {
  BLAST_BREAK_CHANCE,
  BLAST_DAMAGE,
  BLAST_FLASH,
  MUZZLE_FLASH,
  BULLET_BREAK_CHANCE,
  MONSTERS,
  ROCKET_BLAST,
  SKELETON_REFORM_TURNS,
  WEAPONS,
  type WeaponDef,
  type WeaponKind,
} from './content.js';
import { isPressureWall, rubbleOf } from './atmosphere.js';
import { cached, moveMonster, movePlayer, removeMonster, setTerrain } from './cells.js';
import { ignite } from './fire.js';
import { emit, say, type Turn } from './log.js';
import { TERRAINS } from './api.js';
import { Ter, type GameState, type Item, type Monster } from './state.js';
import { BREAKABLE, FLOORLESS, STOPS_SHOTS, WALKABLE } from './terrain.js';
import { bonesAt, inBounds } from './world.js';

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

/**
 * Deals damage to a monster; at 0 HP it dies (a kill), a skeleton collapses into bones (not yet
 * a kill), and a bloat's fuse is lit. `how` names what did it, for the log.
 */
export function hurtMonster(turn: Turn, m: Monster, damage: number, how: string): void {
  const { game } = turn;
  const def = MONSTERS[m.kind];
  m.hp -= damage;
  if (m.hp > 0) return;
  const floor = game.floor;
  const i = m.y * floor.width + m.x;
  const seen = floor.seen[i] !== 0;
  if (floor.occupant[i] === m.id) floor.occupant[i] = 0;
  if (m.kind === 'skeleton' && how !== 'fire' && how !== 'blast') {
    m.mode = 'bones';
    m.hp = 0;
    m.burning = 0;
    m.reformAt = game.turn + SKELETON_REFORM_TURNS;
    m.lastKnown = -1;
    if (seen) say(turn, 'The skeleton clatters apart into a heap of bones.', 'good');
    return;
  }
  removeMonster(floor, m);
  game.stats.kills++;
  emit(turn, { type: 'died', actor: m.id, cause: how });
  if (def.blast > 0) {
    if (seen) say(turn, `The ${def.name} ruptures and its gases catch: it is about to blow!`, 'warn');
    lightFuse(game, m.x, m.y, def.blast, def.name);
  } else if (seen) {
    say(turn, `The ${def.name} goes down for good.`, 'good');
  }
}

/** Sets a blast to go off a moment from now (within this turn), on the schedule. */
export function lightFuse(game: GameState, x: number, y: number, radius: number, source: string): void {
  const id = game.nextId++;
  game.fuses[id] = { x, y, radius, source };
}

/**
 * Deals damage to the player; armour soaks up to half of each hit and wears down by what it soaks.
 * `source` names the attacker ("zombie"); `cause` overrides the cause of death.
 */
export function hurtPlayer(turn: Turn, damage: number, source: string, cause?: string): void {
  const { game } = turn;
  const p = game.player;
  const absorbed = Math.min(p.armour, Math.ceil(damage / 2));
  p.armour -= absorbed;
  const taken = damage - absorbed;
  p.hp -= taken;
  game.stats.damageTaken += taken;
  if (p.hp <= 0 && game.outcome === 'playing') {
    p.hp = 0;
    game.outcome = 'died';
    game.causeOfDeath = cause ?? `killed by a ${source}`;
    say(turn, 'You die.', 'bad');
    emit(turn, { type: 'died', actor: -1, cause: game.causeOfDeath });
  }
}

/** The player strikes a monster with the wielded melee weapon (a gun is swung like a fist). */
export function playerMelee(turn: Turn, m: Monster): void {
  const { game, rng } = turn;
  const item = wieldedItem(game);
  let kind: WeaponKind = 'fists';
  if (item !== undefined && item.kind === 'chainsaw') {
    if (item.loaded > 0) {
      kind = 'chainsaw';
      item.loaded--;
    } else {
      say(turn, 'The chainsaw coughs: no fuel. You swing it like a club.', 'warn');
    }
  }
  const w = WEAPONS[kind];
  const def = MONSTERS[m.kind];
  if (w.pen < def.armour) {
    emit(turn, { type: 'attack', actor: -1, target: m.id, damage: 0, hit: false });
    say(turn, `Your blow glances off the ${def.name}.`, 'warn');
    return;
  }
  const damage = rng.dice(w.damage);
  emit(turn, { type: 'attack', actor: -1, target: m.id, damage, hit: true });
  say(
    turn,
    kind === 'chainsaw'
      ? `The chainsaw bites into the ${def.name} for ${damage}.`
      : `You hit the ${def.name} for ${damage}.`,
  );
  hurtMonster(turn, m, damage, kind);
}

/** A monster swings at the player. */
export function monsterMelee(turn: Turn, m: Monster): void {
  const { rng } = turn;
  const def = MONSTERS[m.kind];
  if (!rng.chance(def.accuracy)) {
    emit(turn, { type: 'attack', actor: m.id, target: -1, damage: 0, hit: false });
    say(turn, `The ${def.name} misses you.`);
    return;
  }
  const damage = rng.dice(def.damage);
  emit(turn, { type: 'attack', actor: m.id, target: -1, damage, hit: true });
  say(turn, `The ${def.name} hits you for ${damage}.`, 'bad');
  hurtPlayer(turn, damage, def.name);
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

/** Destroys the breakable solid at `i`: it becomes a hole to space (if it bordered space) or bare deck. */
export function breakCell(turn: Turn, i: number): void {
  const floor = turn.game.floor;
  const was = floor.terrain[i];
  const becomes = rubbleOf(floor, i) === 'breach' ? Ter.Breach : Ter.Floor;
  setTerrain(floor, i, becomes);
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  emit(turn, { type: 'breach', at: { x, y }, was: TERRAINS[was] });
  if (floor.seen[i] !== 0 || floor.visible[i] !== 0) {
    const what = was === Ter.Window ? 'window' : was === Ter.Wall ? 'wall' : 'door';
    say(
      turn,
      becomes === Ter.Breach
        ? `The ${what} gives way: a hole opens onto space!`
        : `The ${what} is blown to scrap.`,
      becomes === Ter.Breach ? 'bad' : 'warn',
    );
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
 * Fires the wielded gun at (x, y): one trigger pull (a burst for the machine gun), each round, pellet,
 * rocket or tongue of flame flying as its kind does.
 */
export function fireAt(turn: Turn, x: number, y: number): void {
  const { game } = turn;
  const item = wieldedItem(game);
  if (item === undefined) return;
  const w = WEAPONS[item.kind as WeaponKind];
  game.stats.shotsFired++;
  const from = { x: game.player.x, y: game.player.y };
  game.floor.flashes.push({ x: from.x, y: from.y, ...MUZZLE_FLASH });
  say(turn, `You fire the ${w.name}.`);
  for (let b = 0; b < w.burst && item.loaded > 0; b++) {
    item.loaded--;
    for (let p = 0; p < w.pellets; p++) {
      const aim = aimOf(turn, w, from, x, y);
      if (w.shot === 'flame') flame(turn, w, from, aim);
      else if (w.shot === 'rocket') rocket(turn, w, from, aim);
      else bullet(turn, w, from, aim, { x, y });
      if (game.outcome !== 'playing') return;
    }
  }
}

/**
 * A bullet or pellet. It flies until its range runs out or it meets a solid; a breakable solid
 * gives way (1 in 3) only when it is a pressure wall at that moment (R1). Creatures on its way:
 * if its penetration is at least their armour it hurts them; a piercing round then flies on with
 * its penetration less their armour (stopping at 0), any other stops. A round weaker than the
 * armour stops harmlessly. A round that ends on bones it was aimed at scatters them for good.
 */
function bullet(turn: Turn, w: WeaponDef, from: Point, aim: Point, target: Point): void {
  const { game, rng } = turn;
  const floor = game.floor;
  let pen = w.pen;
  const path: Point[] = [];
  let stoppedBy = 'range';
  for (const c of projectilePath(from, aim, w.range)) {
    if (!inBounds(floor, c.x, c.y)) break;
    const i = c.y * floor.width + c.x;
    path.push(c);
    if (STOPS_SHOTS[floor.terrain[i]] !== 0) {
      stoppedBy = TERRAINS[floor.terrain[i]];
      if (BREAKABLE[floor.terrain[i]] !== 0 && isPressureWall(floor, i) && rng.chance(BULLET_BREAK_CHANCE))
        breakCell(turn, i);
      break;
    }
    const id = floor.occupant[i];
    if (id > 0) {
      const m = floor.monsters[id];
      const armour = MONSTERS[m.kind].armour;
      const name = MONSTERS[m.kind].name;
      if (pen < armour) {
        stoppedBy = name;
        say(turn, `The shot glances off the ${name}.`, 'warn');
        break;
      }
      const damage = rng.dice(w.damage);
      say(turn, `The shot hits the ${name} for ${damage}.`);
      hurtMonster(turn, m, damage, 'bullet');
      stoppedBy = name;
      if (!w.pierces) break;
      pen -= armour;
      if (pen <= 0) break;
      continue;
    }
    if (c.x === target.x && c.y === target.y && scatterBones(turn, c.x, c.y)) {
      stoppedBy = 'bones';
      break;
    }
  }
  emit(turn, { type: 'shot', weapon: w.name, path, stoppedBy });
}

function scatterBones(turn: Turn, x: number, y: number): boolean {
  const floor = turn.game.floor;
  const bones = bonesAt(floor, x, y);
  if (bones === undefined) return false;
  removeMonster(floor, bones);
  turn.game.stats.kills++;
  say(turn, 'The bones burst into splinters. That one stays down.', 'good');
  return true;
}

/** A rocket: it bursts on the first creature or solid it meets, or at the end of its range. */
function rocket(turn: Turn, w: WeaponDef, from: Point, aim: Point): void {
  const { game, rng } = turn;
  const floor = game.floor;
  const path: Point[] = [];
  let burst: Point = from;
  let stoppedBy = 'range';
  for (const c of projectilePath(from, aim, w.range)) {
    if (!inBounds(floor, c.x, c.y)) break;
    const i = c.y * floor.width + c.x;
    if (STOPS_SHOTS[floor.terrain[i]] !== 0) {
      stoppedBy = TERRAINS[floor.terrain[i]];
      break;
    }
    path.push(c);
    burst = c;
    const id = floor.occupant[i];
    if (id > 0) {
      const m = floor.monsters[id];
      stoppedBy = MONSTERS[m.kind].name;
      const damage = rng.dice(w.damage);
      say(turn, `The rocket slams into the ${MONSTERS[m.kind].name} for ${damage}.`);
      hurtMonster(turn, m, damage, 'blast');
      break;
    }
  }
  emit(turn, { type: 'shot', weapon: w.name, path, stoppedBy });
  // Fired point-blank into a wall, `burst` is still the player's own cell: it bursts in their face.
  explode(turn, burst.x, burst.y, ROCKET_BLAST, 'rocket');
}

/**
 * A tongue of flame: it rolls through creatures (R3) to its range or the first solid, setting
 * alight every cell and creature it passes. It dies where there is no air.
 */
function flame(turn: Turn, w: WeaponDef, from: Point, aim: Point): void {
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
      break;
    }
    path.push(c);
    const id = floor.occupant[i];
    if (id > 0) {
      const m = floor.monsters[id];
      hurtMonster(turn, m, rng.dice(w.damage), 'fire');
    }
    ignite(turn, i);
  }
  emit(turn, { type: 'shot', weapon: w.name, path, stoppedBy });
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
  if (floor.seen[centre] !== 0 || floor.visible[centre] !== 0)
    say(turn, 'BOOM! A blast tears through the deck.', 'bad');
  else say(turn, 'A blast shakes the deck somewhere nearby.', 'warn');
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
      }
    }
    const who = floor.occupant[i];
    if (who === 0) continue;
    const damage = rng.dice(BLAST_DAMAGE);
    if (who === -1) {
      say(turn, `The blast hits you for ${damage}.`, 'bad');
      hurtPlayer(
        turn,
        damage,
        source,
        source === 'rocket' ? 'killed by your own rocket' : `blown apart by a ${source}`,
      );
    } else {
      const m = floor.monsters[who];
      if (floor.seen[i] !== 0) say(turn, `The blast hits the ${MONSTERS[m.kind].name} for ${damage}.`);
      hurtMonster(turn, m, damage, 'blast');
    }
    knockBack(turn, i, x, y);
  }
  for (const i of cells) {
    if (BREAKABLE[floor.terrain[i]] !== 0 && rng.chance(BLAST_BREAK_CHANCE)) breakCell(turn, i);
  }
}

function dist2(a: number, b: number, width: number): number {
  const dx = (a % width) - (b % width);
  const dy = Math.floor(a / width) - Math.floor(b / width);
  return dx * dx + dy * dy;
}

/** Throws whoever stands at `i` one step directly away from (x, y), if that cell is open. */
function knockBack(turn: Turn, i: number, x: number, y: number): void {
  const { game } = turn;
  const floor = game.floor;
  const who = floor.occupant[i];
  if (who === 0) return;
  const cx = i % floor.width;
  const cy = (i - cx) / floor.width;
  const nx = cx + Math.sign(cx - x);
  const ny = cy + Math.sign(cy - y);
  if ((nx === cx && ny === cy) || !inBounds(floor, nx, ny)) return;
  const j = ny * floor.width + nx;
  const t = floor.terrain[j];
  if (floor.occupant[j] !== 0 || (WALKABLE[t] === 0 && FLOORLESS[t] === 0)) return;
  if (who === -1) movePlayer(game, nx, ny);
  else moveMonster(floor, floor.monsters[who], nx, ny);
  emit(turn, { type: 'pulled', actor: who, from: { x: cx, y: cy }, to: { x: nx, y: ny } });
}
