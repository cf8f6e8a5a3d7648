/**
 * The character screen: level, experience, the three stats with what a point does, the gear worn
 * in each slot, energy and the devices' abilities; its choices raise a stat (when a level-up is
 * waiting) or work a device. Pure: it builds the dialog from the view and hands each choice to the
 * caller, which sends the core command.
 */
import type { CharacterView, GameView, Step } from '../core/api.js';
import type { DialogLine } from './dialog.js';
import type { Choice } from './layers.js';
import { TEXT_DIM } from './palette.js';

/** What a choice on the character screen asks the app to do. */
export type CharacterChoice =
  | { readonly kind: 'raise'; readonly stat: 'might' | 'agility' | 'endurance' }
  | { readonly kind: 'ability'; readonly which: 'stun' | 'patch' }
  | { readonly kind: 'blink' };

const STAT_KEYS = { might: 'm', agility: 'a', endurance: 'e' } as const;

/** The body lines of the character screen. */
export function characterLines(c: CharacterView): DialogLine[] {
  const lines: DialogLine[] = [
    { text: `Level ${c.level} · experience ${c.xp} (next level at ${c.nextXp})` },
    {
      text:
        c.points > 0
          ? `${c.points} level-up point${c.points === 1 ? '' : 's'} to spend: pick a stat below.`
          : 'No level-up points to spend.',
      fg: c.points > 0 ? undefined : TEXT_DIM,
    },
    { text: '' },
  ];
  for (const s of c.stats) lines.push({ text: `${s.stat} ${s.value}: ${s.effect}` });
  lines.push({ text: '' });
  for (const g of c.gear)
    lines.push({ text: `${g.slot}: ${g.item?.name ?? '(nothing)'}`, fg: g.item ? undefined : TEXT_DIM });
  lines.push({ text: '' }, { text: `Energy ${c.energy}/${c.maxEnergy}` });
  if (c.abilities.length === 0) lines.push({ text: 'No devices carried.', fg: TEXT_DIM });
  return lines;
}

/** The choices of the character screen, each handing its `CharacterChoice` to `choose`. */
export function characterChoices(c: CharacterView, choose: (choice: CharacterChoice) => void): Choice[] {
  const items: Choice[] = [];
  for (const s of c.stats)
    items.push({
      hotkey: STAT_KEYS[s.stat],
      label: `Raise ${s.stat}`,
      disabled: c.points === 0,
      value: () => choose({ kind: 'raise', stat: s.stat }),
    });
  for (const a of c.abilities) {
    const detail = `${a.cost} energy`;
    if (a.which === 'blink')
      items.push({
        hotkey: 'b',
        label: `${a.name}: jump`,
        detail,
        disabled: !a.ready,
        value: () => choose({ kind: 'blink' }),
      });
    else
      items.push({
        hotkey: a.which === 'stun' ? 's' : 'p',
        label:
          a.which === 'stun'
            ? `${a.name}: stun everything next to you`
            : `${a.name}: seal a breach next to you`,
        detail,
        disabled: !a.ready,
        value: () => choose({ kind: 'ability', which: a.which === 'stun' ? 'stun' : 'patch' }),
      });
  }
  return items;
}

/**
 * Where a blink in direction `step` lands: the farthest cell up to `range` steps that the player
 * sees and could stand on, or undefined when there is none.
 */
export function blinkTarget(v: GameView, step: Step, range: number): { x: number; y: number } | undefined {
  let best: { x: number; y: number } | undefined;
  for (let k = 1; k <= range; k++) {
    const x = v.player.x + step.dx * k;
    const y = v.player.y + step.dy * k;
    if (!v.isVisible(x, y)) break;
    const t = v.knownTerrain(x, y);
    if (t === 'floor' || t === 'door-open' || t === 'stairs-down') best = { x, y };
    else if (t !== 'window') break;
  }
  return best;
}
