import { line, type Point, type Rng } from '@hullbreach/toolkit';
import { MONSTERS, SKELETON_REFORM_TURNS, WEAPONS, type WeaponKind } from './content.js';
import { say } from './log.js';
import type { GameState, Item, Monster } from './state.js';
import { bonesAt, inBounds, stopsBullets } from './world.js';

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

/** Deals damage to a monster; at 0 HP it dies (a kill), or a skeleton collapses into bones (not yet a kill). */
export function hurtMonster(game: GameState, m: Monster, damage: number): void {
  const def = MONSTERS[m.kind];
  m.hp -= damage;
  if (m.hp > 0) return;
  const floor = game.floor;
  const i = m.y * floor.width + m.x;
  if (floor.occupant[i] === m.id) floor.occupant[i] = 0;
  if (m.kind === 'skeleton') {
    m.mode = 'bones';
    m.hp = 0;
    m.reformAt = game.turn + SKELETON_REFORM_TURNS;
    m.lastKnown = -1;
    say(game, 'The skeleton clatters apart into a heap of bones.', 'good');
  } else {
    floor.monsters.splice(floor.monsters.indexOf(m), 1);
    game.stats.kills++;
    say(game, `The ${def.name} goes down for good.`, 'good');
  }
}

/** Deals damage to the player; armour soaks up to half of each hit and wears down by what it soaks. */
export function hurtPlayer(game: GameState, damage: number, cause: string): void {
  const p = game.player;
  const absorbed = Math.min(p.armour, Math.ceil(damage / 2));
  p.armour -= absorbed;
  const taken = damage - absorbed;
  p.hp -= taken;
  game.stats.damageTaken += taken;
  if (p.hp <= 0 && game.outcome === 'playing') {
    p.hp = 0;
    game.outcome = 'died';
    game.causeOfDeath = `killed by a ${cause}`;
    say(game, 'You die.', 'bad');
  }
}

/** The player strikes a monster with the wielded melee weapon (a gun is swung like a fist). */
export function playerMelee(game: GameState, rng: Rng, m: Monster): void {
  const item = wieldedItem(game);
  let kind: WeaponKind = 'fists';
  if (item !== undefined && item.kind === 'chainsaw') {
    if (item.loaded > 0) {
      kind = 'chainsaw';
      item.loaded--;
    } else {
      say(game, 'The chainsaw coughs: no fuel. You swing it like a club.', 'warn');
    }
  }
  const w = WEAPONS[kind];
  const def = MONSTERS[m.kind];
  if (w.pen < def.armour) {
    say(game, `Your blow glances off the ${def.name}.`, 'warn');
    return;
  }
  say(game, kind === 'chainsaw' ? `The chainsaw bites into the ${def.name}.` : `You hit the ${def.name}.`);
  hurtMonster(game, m, rng.dice(w.damage));
}

/** A monster swings at the player. */
export function monsterMelee(game: GameState, rng: Rng, m: Monster): void {
  const def = MONSTERS[m.kind];
  if (!rng.chance(def.accuracy)) {
    say(game, `The ${def.name} misses you.`);
    return;
  }
  say(game, `The ${def.name} hits you.`, 'bad');
  hurtPlayer(game, rng.dice(def.damage), def.name);
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
  if (item.loaded <= 0) return `The ${WEAPONS[item.kind as WeaponKind].name} is empty. Reload it (r).`;
  if (x === game.player.x && y === game.player.y) return 'You cannot shoot yourself.';
  return undefined;
}

/**
 * Fires the wielded gun at (x, y). Each bullet or pellet flies until it leaves its range or meets
 * something solid (walls do nothing to it yet). Creatures on its way: if its penetration is at
 * least their armour it hurts them; a piercing round then flies on with its penetration less their
 * armour (stopping at 0), any other round stops. A round weaker than the armour stops harmlessly.
 * A round that ends on bones it was aimed at scatters them for good.
 */
export function fireAt(game: GameState, rng: Rng, x: number, y: number): void {
  const item = wieldedItem(game);
  if (item === undefined) return;
  const w = WEAPONS[item.kind as WeaponKind];
  item.loaded--;
  game.stats.shotsFired++;
  const { player, floor } = game;
  const from = { x: player.x, y: player.y };
  const dx = x - from.x;
  const dy = y - from.y;
  const len = Math.max(Math.abs(dx), Math.abs(dy));
  say(game, `You fire the ${w.name}.`);
  for (let p = 0; p < w.pellets; p++) {
    let aim: Point = { x, y };
    if (w.pellets > 1) {
      const ox = rng.int(-w.spread, w.spread);
      const oy = rng.int(-w.spread, w.spread);
      aim = {
        x: from.x + Math.round((dx * w.range) / len) + ox,
        y: from.y + Math.round((dy * w.range) / len) + oy,
      };
      if (aim.x === from.x && aim.y === from.y) aim = { x, y };
    }
    let pen = w.pen;
    for (const c of projectilePath(from, aim, w.range)) {
      if (!inBounds(floor, c.x, c.y) || stopsBullets(floor.terrain[c.y * floor.width + c.x])) break;
      const id = floor.occupant[c.y * floor.width + c.x];
      if (id > 0) {
        const m = floor.monsters.find((mm) => mm.id === id) as Monster;
        const armour = MONSTERS[m.kind].armour;
        if (pen < armour) {
          say(game, `The shot glances off the ${MONSTERS[m.kind].name}.`, 'warn');
          break;
        }
        say(game, `The shot hits the ${MONSTERS[m.kind].name}.`);
        hurtMonster(game, m, rng.dice(w.damage));
        if (!w.pierces) break;
        pen -= armour;
        if (pen <= 0) break;
        continue;
      }
      if (c.x === x && c.y === y) {
        const bones = bonesAt(floor, c.x, c.y);
        if (bones !== undefined) {
          floor.monsters.splice(floor.monsters.indexOf(bones), 1);
          game.stats.kills++;
          say(game, 'The bones burst into splinters. That one stays down.', 'good');
          break;
        }
      }
    }
  }
}
