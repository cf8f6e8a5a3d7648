/**
 * The character screen: level, experience, the three stats with what a point does, the gear worn
 * in each slot, energy and the devices' abilities; its choices raise a stat (when a level-up is
 * waiting) or work a device (as the ability list does). Pure: it builds the dialog from the view and hands each choice to the
 * caller, which sends the core command.
 */
import type { CharacterView, GameView } from '../core/api.js';
import { abilityChoices, abilityLines, type AbilityWhich } from './abilities.js';
import { gearEffects } from './describe.js';
import type { DialogLine } from './dialog.js';
import { menuLayer, type Choice, type Layer } from './layers.js';
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
    // What the gear does, without the slot (named here already).
    const does = g.item === undefined ? undefined : gearEffects(g.item.kind);
    lines.push({
      text: `${g.slot}: ${g.item?.name ?? '(nothing)'}${does !== undefined ? ` (${does})` : ''}`,
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

/** What the character and device boxes need of the app: its stack of boxes and what a choice does. */
export interface CharacterHost {
  push(layer: Layer): void;
  pop(): void;
  /** Spends a level-up point on `stat` (a core command). */
  raise(stat: 'might' | 'agility' | 'endurance'): void;
  /** Works a carried device (or says why it cannot). */
  useAbility(which: AbilityWhich): void;
  /** The game as it is now (after a raise), or undefined once no run is up. */
  view(): GameView | undefined;
  /** Tells the player something under the map. */
  notify(text: string): void;
}

/** Opens the character screen over `v`; raising a stat reopens it on the new sheet. */
export function openCharacter(host: CharacterHost, v: GameView): void {
  const c = v.player.character;
  if (c === undefined) {
    host.notify('This run has no character sheet.');
    return;
  }
  const choose = (choice: CharacterChoice): void => {
    host.pop();
    if (choice.kind === 'raise') {
      host.raise(choice.stat);
      openCharacter(host, host.view() ?? v);
    } else host.useAbility(choice.which);
  };
  host.push(
    menuLayer({
      title: 'Character',
      lines: characterLines(c),
      items: characterChoices(c, choose),
      minWidth: 60,
      footer: 'A hotkey or Enter chooses, Esc goes back',
      onCancel: () => host.pop(),
    }),
  );
}

/** Opens the device list (the ability key): each carried device with its energy cost. */
export function openDevices(host: CharacterHost, v: GameView): void {
  const c = v.player.character;
  if (c === undefined) return;
  host.push(
    menuLayer({
      title: 'Devices',
      lines: abilityLines(c),
      items: abilityChoices(c, (which) => {
        host.pop();
        host.useAbility(which);
      }),
      minWidth: 56,
      footer: 'A hotkey or Enter uses it, Esc goes back',
      onCancel: () => host.pop(),
    }),
  );
}
