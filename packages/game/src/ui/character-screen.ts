/**
 * The character screen: level, experience, the three stats with what a point does, the gear worn
 * in each slot, energy and the devices' abilities; its choices raise a stat (when a level-up is
 * waiting) or work a device (as the ability list does). Pure: it builds the dialog from the view and hands each choice to the
 * caller, which sends the core command.
 */
import type { CharacterView } from '../core/api.js';
import { abilityChoices, type AbilityWhich } from './abilities.js';
import { itemFacts } from './describe.js';
import type { DialogLine } from './dialog.js';
import type { Choice } from './layers.js';
import { TEXT_DIM } from './palette.js';

/** What a choice on the character screen asks the app to do. */
export type CharacterChoice =
  | { readonly kind: 'raise'; readonly stat: 'might' | 'agility' | 'endurance' }
  | { readonly kind: 'ability'; readonly which: AbilityWhich };

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
  for (const g of c.gear) {
    // itemFacts says "Worn on the head: +10 maximum oxygen."; the slot is already named here.
    const does = g.item === undefined ? undefined : itemFacts(g.item.kind)?.replace(/^Worn on the \w+: /, '');
    lines.push({
      text: `${g.slot}: ${g.item?.name ?? '(nothing)'}${does !== undefined ? ` (${does.replace(/\.$/, '')})` : ''}`,
      fg: g.item ? undefined : TEXT_DIM,
    });
  }
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
  items.push(...abilityChoices(c, (which) => choose({ kind: 'ability', which })));
  return items;
}
