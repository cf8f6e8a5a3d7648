import type { GameView, WeaponView, WorldView } from '../core/api.js';
import { LOW_HP, LOW_OXYGEN } from '../core/content.js';
import type { Frame, Rgb } from './frame.js';
import type { Rect } from './draw.js';
import { putText } from './draw.js';
import { ACCENT, TEXT, TEXT_DIM, TONE_COLOUR } from './palette.js';
import { distanceLabel, floorLabel, LAST_FLOOR } from './places.js';

export { distanceLabel, floorLabel, LAST_FLOOR };

/** Width of the HUD panel in cells. */
export const HUD_WIDTH = 22;
/**
 * Where an Endless run stands, in rows of at most `width` cells: "Endless · chunk 3,-1" (just
 * "Chunk 3,-1" when that does not fit) and "Distance 3", with the best distance when it is farther.
 */
export function endlessLabels(world: WorldView, width: number): [string, string] {
  const chunk = `${world.chunkX},${world.chunkY}`;
  const long = `Endless · chunk ${chunk}`;
  const where = long.length <= width ? long : `Chunk ${chunk}`;
  const now = `Distance ${world.distance}`;
  const best = `${now} · best ${world.farthest}`;
  return [where, world.farthest > world.distance && best.length <= width ? best : now];
}

/** Play time as m:ss (or h:mm:ss). */
export function formatTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A bar of `width` cells, filled in proportion to value/max. */
export function bar(value: number, max: number, width: number): string {
  const filled = max <= 0 ? 0 : Math.max(0, Math.min(width, Math.round((value / max) * width)));
  return '█'.repeat(filled) + '░'.repeat(width - filled);
}

/** The colour of a gauge: fine, low, critical. */
function gauge(value: number, max: number): Rgb {
  const f = max <= 0 ? 0 : value / max;
  return f > 0.5 ? TONE_COLOUR.good : f > 0.25 ? TONE_COLOUR.warn : TONE_COLOUR.bad;
}

/** One HUD row. */
interface HudRow {
  readonly text: string;
  readonly fg: Rgb;
  /** The row for a reader of the page text, where `text` draws a bar the words must say. */
  readonly spoken?: string;
}

/** What the wielded weapon has left: rounds, rockets or fuel, or nothing for bare melee. */
export function weaponRow(w: WeaponView): { text: string; empty: boolean } | undefined {
  if (w.melee)
    return w.capacity > 0 ? { text: `Fuel ${w.loaded}/${w.capacity}`, empty: w.loaded <= 0 } : undefined;
  const label = w.kind === 'flamethrower' ? 'Fuel' : w.kind === 'rocket-launcher' ? 'Rockets' : 'Ammo';
  return { text: `${label} ${w.loaded}/${w.capacity} +${w.reserve}`, empty: w.loaded <= 0 };
}

/**
 * The warnings under the gauges, worst first: no air (oxygen draining), oxygen low, on fire, HP
 * low. Oxygen warns at LOW_OXYGEN and HP at LOW_HP, the thresholds at which the log warns too.
 */
export function warnings(view: GameView): HudRow[] {
  const p = view.player;
  const rows: HudRow[] = [];
  if (!p.breathing)
    rows.push({ text: p.oxygen > 0 ? '! VACUUM: O2 falling' : '! SUFFOCATING', fg: TONE_COLOUR.bad });
  else if (p.oxygen <= LOW_OXYGEN) rows.push({ text: '! LOW OXYGEN', fg: TONE_COLOUR.warn });
  if (p.burning) rows.push({ text: '! BURNING', fg: TONE_COLOUR.bad });
  if (p.hp <= LOW_HP) rows.push({ text: '! LOW HP', fg: TONE_COLOUR.bad });
  if (!p.breathing && p.weapon.kind === 'flamethrower') rows.push({ text: 'No air: no flame', fg: TEXT_DIM });
  return rows;
}

/** The energy the carried devices' abilities run on (their charges), when the player carries one. */
function energyRow(view: GameView): HudRow[] {
  const c = view.player.character;
  if (c === undefined || c.abilities.length === 0) return [];
  const ready = c.abilities.some((a) => a.ready);
  return [{ text: `Energy ${c.energy}/${c.maxEnergy}`, fg: ready ? TEXT : TEXT_DIM }];
}

/** The character's level once past the first, marked while a level-up waits to be spent. */
function levelRow(view: GameView, width: number): HudRow[] {
  const c = view.player.character;
  if (c === undefined || (c.level <= 1 && c.points === 0)) return [];
  if (c.points === 0) return [{ text: `Level ${c.level}`, fg: TEXT }];
  const long = `Level ${c.level} · level-up!`;
  return [{ text: long.length <= width ? long : `Lv ${c.level} · level-up!`, fg: TONE_COLOUR.good }];
}

/** The HUD's rows for a view: floor (or chunk and distance in Endless), HP, oxygen, armour, warnings, weapon and ammo, seed, turn, time, creatures in view. */
export function hudRows(view: GameView, playMs: number, width: number = HUD_WIDTH): HudRow[] {
  const p = view.player;
  const w = p.weapon;
  const inner = width - 2;
  const gaugeRow = (label: string, v: number, max: number, low: number, danger = false): HudRow => {
    const head = `${label.padEnd(3)}${`${v}/${max}`.padStart(6)} `;
    const fg = v <= low ? TONE_COLOUR.bad : danger ? TONE_COLOUR.warn : gauge(v, max);
    return { text: head + bar(v, max, Math.max(0, inner - head.length)), fg };
  };
  const ammo = weaponRow(w);
  const place: HudRow[] =
    view.world === undefined
      ? [{ text: floorLabel(view.depth), fg: TEXT }]
      : endlessLabels(view.world, inner).map((text) => ({ text, fg: TEXT }));
  const rows: HudRow[] = [
    { text: 'KESTREL', fg: ACCENT },
    ...place,
    { text: '', fg: TEXT },
    gaugeRow('HP', p.hp, p.maxHp, LOW_HP),
    gaugeRow('O2', p.oxygen, p.maxOxygen, LOW_OXYGEN, !p.breathing),
    { text: `Armour ${p.armour}`, fg: p.armour > 0 ? TEXT : TEXT_DIM },
    ...energyRow(view),
    ...levelRow(view, inner),
    ...warnings(view),
    { text: '', fg: TEXT },
    { text: w.name.charAt(0).toUpperCase() + w.name.slice(1), fg: ACCENT },
    ammo === undefined
      ? { text: 'melee', fg: TEXT_DIM }
      : { text: ammo.text, fg: ammo.empty ? TONE_COLOUR.bad : TEXT },
    { text: '', fg: TEXT },
    // A seed too long to share its row with the label (a seed of the day, a word) gets its own.
    ...(`Seed ${String(view.seed)}`.length <= inner
      ? [{ text: `Seed ${String(view.seed)}`, fg: TEXT_DIM }]
      : [
          { text: 'Seed', fg: TEXT_DIM },
          { text: String(view.seed), fg: TEXT_DIM },
        ]),
    { text: `Turn ${view.turn}`, fg: TEXT_DIM },
    { text: `Time ${formatTime(playMs)}`, fg: TEXT_DIM },
  ];
  const actors = view.visibleActors().filter((a) => view.isVisible(a.x, a.y));
  if (actors.length > 0) {
    rows.push({ text: '', fg: TEXT }, { text: 'In sight', fg: ACCENT });
    for (const a of actors) {
      const head = `${a.glyph} ${a.name}`;
      const room = inner - head.length - 1;
      rows.push({
        text: room >= 3 ? `${head} ${bar(a.hp, a.maxHp, Math.min(6, room))}` : head,
        fg: a.colour,
        spoken: a.hp > 0 ? `${head}, health ${a.hp} of ${a.maxHp}` : head,
      });
    }
  }
  return rows;
}

/** Draws the HUD panel in `rect` (rows that do not fit are left out). */
export function drawHud(frame: Frame, rect: Rect, view: GameView, playMs: number): void {
  const rows = hudRows(view, playMs, rect.width);
  rows
    .slice(0, rect.height)
    .forEach((r, i) => putText(frame, rect.x + 1, rect.y + i, r.text, r.fg, undefined, rect.width - 2));
}
