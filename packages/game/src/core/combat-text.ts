/**
 * Every line the log says about a fight, in one place: what a blow, shot, blast or bite did, with
 * its damage. The rules decide what happened and report it here; this module only words it.
 *
 * A creature the player does not see when it happens is never named: it is "something", and what
 * a hit did to it is not told either (the player did not see it).
 */
import type { LogEntry } from './state.js';
import type { WeaponKind } from './content.js';

/** A log line: its text and tone. */
export interface Line {
  readonly text: string;
  readonly tone: LogEntry['tone'];
}

/** A creature as a line names it: its name ("zombie") when the player sees it, undefined when not. */
export type Named = string | undefined;

/** One creature a round hit, and for how much. */
export interface RoundHit {
  readonly id: number;
  readonly name: Named;
  readonly damage: number;
}

/** What one bullet or pellet did. */
export interface RoundReport {
  /** Creatures it hurt, in the order it met them. */
  readonly hits: readonly RoundHit[];
  /** The creature whose plating it glanced off (it stopped there), if any. */
  readonly glanced?: { readonly id: number; readonly name: Named };
  /**
   * The solid it stopped in: its terrain name ('window', 'wall', 'door', 'console') when the player
   * sees or remembers that cell, undefined when not; and whether it broke.
   */
  readonly solid?: { readonly name: string | undefined; readonly broke: boolean };
  /** True when it ended on the bones it was aimed at and scattered them. */
  readonly bones?: boolean;
}

/** What one trigger pull of a bullet gun did. */
export interface PullReport {
  readonly weapon: WeaponKind;
  readonly rounds: readonly RoundReport[];
  /** The creature the player aimed at, when they saw one in the aimed cell; undefined when none. */
  readonly aimedAt?: { readonly id: number; readonly name: string };
}

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "two", or digits past ten. */
function count(n: number): string {
  return n < NUMBERS.length ? NUMBERS[n] : String(n);
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "the zombie", or "something" when unseen. */
function the(name: Named): string {
  return name === undefined ? 'something' : `the ${name}`;
}

/** "a, b and c". */
function list(parts: readonly string[]): string {
  return parts.length <= 1
    ? parts.join('')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "the zombie for 4", or "something" (no number: the player did not see it land). */
function hitOn(name: Named, damage: number): string {
  return name === undefined ? 'something' : `the ${name} for ${damage}`;
}

/** The player's melee blow landed: "You hit the zombie for 4." (the chainsaw has its own line). */
export function strikeLine(weapon: WeaponKind, target: Named, damage: number): Line {
  if (target === undefined) return { text: 'You hit something in the dark.', tone: 'info' };
  return weapon === 'chainsaw'
    ? { text: `Your chainsaw bites into the ${target} for ${damage}.`, tone: 'info' }
    : { text: `You hit the ${target} for ${damage}.`, tone: 'info' };
}

/** The player's melee blow was too weak for the creature's plating. */
export function glanceLine(target: Named): Line {
  return { text: `Your blow glances off ${the(target)}.`, tone: 'warn' };
}

/** A creature's shield (a shielded variant) took part of a hit on it. */
export function soakLine(name: string, soaked: number): Line {
  return { text: `The ${name}'s shield soaks ${soaked} of it.`, tone: 'info' };
}

/** A nimble creature (a swift variant) dodged the player's blow or shot. */
export function slipsAsideLine(name: Named, from: 'blow' | 'shot'): Line {
  return {
    text: `${name === undefined ? 'Something' : `The ${name}`} slips aside from your ${from}.`,
    tone: 'info',
  };
}

/**
 * A monster's blow landed on the player (before armour): "The zombie bites you for 3.", with the
 * verb of its kind's record ("bites").
 */
export function blowLine(verb: string, name: Named, damage: number): Line {
  const who = name === undefined ? 'Something' : `The ${name}`;
  return { text: `${who} ${name === undefined ? 'hits' : verb} you for ${damage}.`, tone: 'bad' };
}

/** A monster's blow missed the player. */
export function missedYouLine(name: Named): Line {
  return {
    text: name === undefined ? 'Something lunges at you and misses.' : `The ${name} misses you.`,
    tone: 'info',
  };
}

/** Armour took part of a hit on the player. */
export function armourLine(absorbed: number, wornThrough: boolean): Line {
  return wornThrough
    ? { text: `Your armour absorbs ${absorbed} and is worn through.`, tone: 'warn' }
    : { text: `Your armour absorbs ${absorbed}.`, tone: 'info' };
}

/** The player's HP has just fallen to the warning level or below. */
export function lowHpLine(hp: number): Line {
  return { text: `HP low: ${hp} left.`, tone: 'warn' };
}

/** The player died. */
export function youDieLine(): Line {
  return { text: 'You die.', tone: 'bad' };
}

/** A creature the player sees went down: killed, fallen into bones, or ruptured (a bloat). */
export function downLine(name: string, how: 'dead' | 'bones' | 'ruptured'): Line {
  if (how === 'bones') return { text: `The ${name} clatters apart into a heap of bones.`, tone: 'good' };
  if (how === 'ruptured')
    return { text: `The ${name} ruptures and its gases catch: it is about to blow!`, tone: 'warn' };
  return { text: `The ${name} goes down for good.`, tone: 'good' };
}

/** The noun of one projectile of a gun: "pellet", "round". */
function roundNoun(weapon: WeaponKind): string {
  return weapon === 'shotgun' ? 'pellet' : weapon === 'rifle' ? 'rifle round' : 'round';
}

/** What one trigger pull of a bullet gun did, as log lines (possibly none: see `bones`). */
export function pullLines(report: PullReport): Line[] {
  return report.rounds.length === 1 ? singleRound(report, report.rounds[0]) : manyRounds(report);
}

function singleRound(report: PullReport, r: RoundReport): Line[] {
  const out: Line[] = [];
  if (r.hits.length === 1) {
    const h = r.hits[0];
    out.push({
      text: h.name === undefined ? 'Your shot hits something.' : `You hit the ${h.name} for ${h.damage}.`,
      tone: 'info',
    });
  } else if (r.hits.length > 1) {
    out.push({
      text: `The ${roundNoun(report.weapon)} pierces ${count(r.hits.length)}: ${list(r.hits.map((h) => hitOn(h.name, h.damage)))}.`,
      tone: 'info',
    });
  }
  if (r.glanced !== undefined)
    out.push({ text: `The shot glances off ${the(r.glanced.name)}.`, tone: 'warn' });
  if (r.hits.length > 0 || r.glanced !== undefined || r.bones === true) return out;
  const aimed = report.aimedAt?.name;
  if (r.solid === undefined) {
    out.push(aimed === undefined ? { text: 'The shot hits nothing.', tone: 'info' } : missLine(aimed));
  } else if (r.solid.name === 'window') {
    // A shattered window has its own line (the breakage); one that holds stops the shot.
    if (!r.solid.broke)
      out.push({ text: 'The shot is stopped by the window; the glass holds.', tone: 'warn' });
  } else if (!r.solid.broke) {
    const what = r.solid.name === undefined ? 'something solid' : `the ${r.solid.name}`;
    out.push({
      text: aimed === undefined ? `The shot hits ${what}.` : `The shot hits ${what} short of the ${aimed}.`,
      tone: aimed === undefined ? 'info' : 'warn',
    });
  }
  return out;
}

function missLine(name: string): Line {
  return { text: `You miss the ${name}.`, tone: 'info' };
}

function manyRounds(report: PullReport): Line[] {
  const out: Line[] = [];
  const noun = roundNoun(report.weapon);
  const plural = (n: number): string => (n === 1 ? `A ${noun}` : `${capital(count(n))} ${noun}s`);
  // Hits and glances by creature, in the order each was first met; unseen ones are "something".
  const hits = new Map<number, { name: Named; n: number; damage: number }>();
  const glances = new Map<number, { name: Named; n: number }>();
  let windows = 0;
  let bones = false;
  let solid: string | undefined;
  for (const r of report.rounds) {
    for (const h of r.hits) {
      const key = h.name === undefined ? 0 : h.id;
      const g = hits.get(key) ?? { name: h.name, n: 0, damage: 0 };
      g.n++;
      g.damage += h.damage;
      hits.set(key, g);
    }
    if (r.glanced !== undefined) {
      const key = r.glanced.name === undefined ? 0 : r.glanced.id;
      const g = glances.get(key) ?? { name: r.glanced.name, n: 0 };
      g.n++;
      glances.set(key, g);
    }
    if (r.solid?.name === 'window' && !r.solid.broke) windows++;
    if (r.solid !== undefined && solid === undefined) solid = r.solid.name ?? 'something solid';
    if (r.bones === true) bones = true;
  }
  for (const g of hits.values()) {
    const verb = g.n === 1 ? 'hits' : 'hit';
    out.push({
      text:
        g.name === undefined
          ? `${plural(g.n)} ${verb} something.`
          : `${plural(g.n)} ${verb} the ${g.name} for ${g.damage}.`,
      tone: 'info',
    });
  }
  for (const g of glances.values())
    out.push({ text: `${plural(g.n)} glance${g.n === 1 ? 's' : ''} off ${the(g.name)}.`, tone: 'warn' });
  if (windows > 0)
    out.push({
      text: `The window stops ${windows === 1 ? `a ${noun}` : `${count(windows)} ${noun}s`}; the glass holds.`,
      tone: 'warn',
    });
  const aimed = report.aimedAt;
  if (aimed !== undefined && !hits.has(aimed.id) && !glances.has(aimed.id)) out.push(missLine(aimed.name));
  if (hits.size > 0 || glances.size > 0 || windows > 0 || bones || aimed !== undefined) return out;
  if (solid !== undefined)
    out.push({
      text: `The ${noun}s hit ${solid === 'something solid' ? solid : `the ${solid}`}.`,
      tone: 'info',
    });
  else out.push({ text: `The ${noun}s hit nothing.`, tone: 'info' });
  return out;
}

/** A rocket's flight ended: in a creature, against a solid, or at the end of its range. */
export function rocketLine(target: RoundHit | undefined, solid: Named | null): Line {
  if (target !== undefined)
    return {
      text:
        target.name === undefined
          ? 'The rocket slams into something.'
          : `The rocket slams into the ${target.name} for ${target.damage}.`,
      tone: 'info',
    };
  if (solid === null) return { text: 'The rocket bursts at the end of its flight.', tone: 'info' };
  return {
    text: `The rocket bursts against ${solid === undefined ? 'something solid' : `the ${solid}`}.`,
    tone: 'info',
  };
}

/** Flames of one pull hurt a creature the player sees (all tongues together). */
export function searLine(name: string, damage: number): Line {
  return { text: `The flames sear the ${name} for ${damage}.`, tone: 'info' };
}

/** Some of the flames died where the air ran out. */
export function flamesDieLine(): Line {
  return { text: 'The flames die where the air runs out.', tone: 'warn' };
}

/** A blast went off; `seen` when the player sees or remembers its centre. */
export function blastLine(seen: boolean): Line {
  return seen
    ? { text: 'BOOM! A blast tears through the deck.', tone: 'bad' }
    : { text: 'A blast shakes the deck somewhere nearby.', tone: 'warn' };
}

/** A blast hit the player (`name` null) or a creature the player sees. */
export function blastHitLine(name: string | null, damage: number): Line {
  return name === null
    ? { text: `The blast hits you for ${damage}.`, tone: 'bad' }
    : { text: `The blast hits the ${name} for ${damage}.`, tone: 'info' };
}

/** A blast threw the player (`name` null) or a creature the player sees a step back. */
export function knockLine(name: string | null): Line {
  return name === null
    ? { text: 'The blast throws you back.', tone: 'warn' }
    : { text: `The blast knocks the ${name} back.`, tone: 'info' };
}

/** Bones the player sees were blown apart by a blast (for good). */
export function bonesBlastedLine(): Line {
  return { text: 'The bones are blasted to splinters. That one stays down.', tone: 'good' };
}

/** Bones the player shot at burst apart (for good). */
export function bonesShotLine(): Line {
  return { text: 'The bones burst into splinters. That one stays down.', tone: 'good' };
}

/** A breakable solid the player sees gave way; `breach` when it opened onto space. */
export function breakLine(what: 'window' | 'wall' | 'door', breach: boolean): Line {
  const how = what === 'window' ? 'shatters' : 'gives way';
  return breach
    ? { text: `The ${what} ${how}: a hole opens onto space!`, tone: 'bad' }
    : {
        text: what === 'window' ? 'The window shatters.' : `The ${what} is blown to scrap.`,
        tone: 'warn',
      };
}
