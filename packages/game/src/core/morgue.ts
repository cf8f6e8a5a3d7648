/**
 * The morgue: a plain-text record of a run at its end, as roguelike players keep them (seed,
 * mode, difficulty, turns, how it ended in words, the character and their gear, kills by kind,
 * the last lines of the log and the floor as the player remembered it). Pure text from the
 * state; the front ends save it with the run's history and show it.
 */
import { TERRAINS, type GameView, type Terrain } from './api.js';
import { PLAIN_CHARS } from '../content/legend.js';
import { formatEntry } from './log.js';
import { CLASSIC_RULES, RULES_VERSION, dailyDateOf } from './run-rules.js';
import { modeOf } from './modes.js';
import type { GameState } from './state.js';
import { view } from './view.js';

/** How a run ended, as the history records it. */
export type MorgueEnd = 'won' | 'died' | 'adrift' | 'abandoned' | 'turn-limit';

/** What the morgue needs besides the state. */
export interface MorgueOptions {
  /** How the run ended ('abandoned' and 'turn-limit' come from the front end; else the state's outcome). */
  readonly end?: MorgueEnd;
  /** The UTC date (YYYY-MM-DD) of a seed-of-the-day run. */
  readonly daily?: string;
  /** Log lines to keep (20). */
  readonly lines?: number;
}

/** The glyph of each remembered terrain on the morgue's map: the shared legend's plain map (vault doors as doors, switch plates as wall). */
const MAP_GLYPHS: Readonly<Record<Terrain, string>> = Object.fromEntries(
  TERRAINS.map((t, code) => [t, PLAIN_CHARS[code]]),
) as Record<Terrain, string>;

/** Where the run was: "floor 3", or in Endless "chunk 2,-1". */
function placeOf(v: GameView): string {
  return v.world !== undefined ? `chunk ${v.world.chunkX},${v.world.chunkY}` : `floor ${v.depth}`;
}

/** How the run ended, in words ("Pulled out through the window you shot on floor 3."). */
export function causeInWords(game: GameState, end?: MorgueEnd): string {
  const v = view(game);
  const ended = end ?? (game.outcome === 'playing' ? 'abandoned' : game.outcome);
  const where = placeOf(v);
  switch (ended) {
    case 'won':
      return modeOf(game).wonText(v);
    case 'adrift':
      return game.lostThrough !== undefined
        ? `Pulled out through ${game.lostThrough} on ${where}.`
        : `Pulled out into space on ${where}.`;
    case 'died': {
      const cause = game.causeOfDeath ?? 'died';
      return `${cause.charAt(0).toUpperCase()}${cause.slice(1)} on ${where}.`;
    }
    case 'turn-limit':
      return `Still going on ${where} when the turns ran out.`;
    default:
      return `Abandoned on ${where}.`;
  }
}

/** The floor as remembered: known terrain, remembered items and the player, cropped to what is known. */
function rememberedMap(v: GameView): string[] {
  let left = v.width;
  let right = -1;
  let top = v.height;
  let bottom = -1;
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) {
      const t = v.knownTerrain(x, y);
      if (t === undefined || t === 'void') continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  if (right < 0) return ['(nothing remembered)'];
  const items = new Map<number, string>();
  for (const it of v.knownItems()) items.set(it.y * v.width + it.x, it.glyph);
  const rows: string[] = [];
  for (let y = top; y <= bottom; y++) {
    let row = '';
    for (let x = left; x <= right; x++) {
      const t = v.knownTerrain(x, y);
      row +=
        x === v.player.x && y === v.player.y
          ? '@'
          : (items.get(y * v.width + x) ?? (t === undefined ? ' ' : MAP_GLYPHS[t]));
    }
    rows.push(row.trimEnd());
  }
  return rows;
}

/** The morgue of a run, as text (lines joined by '\n', ending with one). */
export function morgueText(game: GameState, options: MorgueOptions = {}): string {
  const v = view(game);
  const rules = game.rules ?? CLASSIC_RULES;
  const p = v.player;
  const ch = p.character;
  const daily = options.daily ?? dailyDateOf(game.seed);
  const out: string[] = [];
  out.push(`Hullbreach morgue (rules version ${RULES_VERSION})`);
  out.push('');
  out.push(`Seed:       ${String(game.seed)}${daily !== undefined ? ` (seed of the day ${daily})` : ''}`);
  out.push(`Mode:       ${modeOf(game).title}`);
  out.push(
    `Difficulty: ${rules.difficulty} (${rules.lamp} lamp, autopickup ${rules.autopickup ? 'on' : 'off'})`,
  );
  out.push(`Turns:      ${game.turn}`);
  out.push(`Reached:    ${modeOf(game).reached(game, v)}`);
  out.push(`End:        ${causeInWords(game, options.end)}`);
  out.push('');
  out.push('Character');
  if (ch !== undefined) {
    out.push(
      `  Level ${ch.level} (${ch.xp} xp) · ${ch.stats.map((s) => `${s.stat} ${s.value}`).join(' · ')}`,
    );
  }
  out.push(
    `  HP ${p.hp}/${p.maxHp} · oxygen ${p.oxygen}/${p.maxOxygen} · armour ${p.armour}` +
      (ch !== undefined ? ` · energy ${ch.energy}/${ch.maxEnergy}` : ''),
  );
  const w = p.weapon;
  out.push(`  Wielding:   ${w.name}${w.melee ? '' : ` (${w.loaded}/${w.capacity})`}`);
  if (ch !== undefined) {
    const worn = ch.gear.filter((g) => g.item !== undefined).map((g) => `${g.slot}: ${g.item?.name ?? ''}`);
    out.push(`  Worn:       ${worn.length > 0 ? worn.join(', ') : 'nothing'}`);
  }
  out.push(`  Pack:       ${p.inventory.length > 0 ? p.inventory.map((i) => i.name).join(', ') : 'empty'}`);
  const ammo = p.ammo.filter((a) => a.count > 0).map((a) => `${a.count} ${a.name}`);
  out.push(`  Ammunition: ${ammo.length > 0 ? ammo.join(', ') : 'none'}`);
  out.push(`  Shots fired ${game.stats.shotsFired} · damage taken ${game.stats.damageTaken}`);
  out.push('');
  const killed = Object.entries(game.stats.killed ?? {}).sort(
    (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
  );
  out.push(`Kills: ${game.stats.kills}`);
  if (killed.length > 0)
    out.push(`  ${killed.map(([kind, n]) => `${n} ${kind}${n > 1 ? 's' : ''}`).join(', ')}`);
  out.push('');
  const lines = options.lines ?? 20;
  out.push(`Last messages`);
  for (const entry of v.log.slice(-lines))
    out.push(`  ${String(entry.turn).padStart(5)}  ${formatEntry(entry)}`);
  out.push('');
  out.push(`${placeOf(v).charAt(0).toUpperCase()}${placeOf(v).slice(1)} as remembered`);
  for (const row of rememberedMap(v)) out.push(`  ${row}`.trimEnd());
  return out.join('\n') + '\n';
}
