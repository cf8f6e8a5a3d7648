/** Every word of Hullbreach's own prose: the title, premise, help and endings. */

import type { KeyScheme } from './game-keys.js';
import {
  BINDABLE_ACTIONS,
  DEFAULT_KEYS,
  keyLabel,
  keysLabel,
  type BindableAction,
  type KeyMap,
} from './key-map.js';

/** The game's name as the title screen shows it. */
export const TITLE = 'H U L L B R E A C H';

/** The premise under the title. */
export const PREMISE =
  'Nobody on the relay station Kestrel has answered a hail in eleven days, and its orbit is ' +
  'sagging toward the atmosphere. You are the salvage engineer sent aboard with a fresh ' +
  'reactor core. Haul it down to the engine deck on floor 5 and seat it, and the Kestrel ' +
  'climbs back to a safe height. Take too long and you both burn. The crew never left; ' +
  'they just stopped being people.';

/** One row of the help screen: a key (or keys) and what it does; a row without keys is a heading. */
export interface HelpRow {
  readonly keys?: string;
  readonly text: string;
}

/** The help screen's key rows for a key map and movement scheme: exactly what each key does, as bound. */
export function helpKeyRows(keys: KeyMap = DEFAULT_KEYS, scheme: KeyScheme = 'all'): HelpRow[] {
  const k = (action: BindableAction): string => keysLabel(keys[action]);
  const does = (action: BindableAction): HelpRow => ({
    keys: k(action),
    text: BINDABLE_ACTIONS.find((a) => a.action === action)?.does ?? action,
  });
  const fire = keys.fire.map(keyLabel).join(' or ');
  return [
    { text: 'Moving' },
    { keys: 'arrows, numpad', text: 'move in 8 directions (Num Lock on or off)' },
    ...(scheme === 'all'
      ? [{ keys: 'h j k l y u b n', text: 'the same, vi-style (unless a letter is bound to an action)' }]
      : []),
    {
      keys: '(walk into it)',
      text: 'attack a creature, open a door (one whose gauge shows vacuum asks first), use the console',
    },
    does('explore'),
    does('descend'),
    { keys: '  any key', text: 'stops a walk (exploring or travelling); that key does nothing else' },
    does('wait'),
    { text: 'Acting' },
    does('close'),
    does('pickup'),
    does('inventory'),
    does('fire'),
    { keys: '  Tab / Shift-Tab', text: 'next / previous target' },
    { keys: '  direction keys', text: 'move the aim by hand' },
    {
      keys: `  Enter or ${fire}`,
      text: `fire; when glass, a wall or a door is in the way it asks first (${fire} or y fires anyway)`,
    },
    { keys: '  Escape', text: 'put the gun down (only that: it never opens the pause menu)' },
    does('reload'),
    does('examine'),
    { keys: '  Tab / Shift-Tab', text: 'jump to the next / previous thing seen' },
    { keys: '  Enter', text: 'walk to the spot under the cursor' },
    { keys: '  Escape', text: 'stop examining' },
    does('look'),
    { text: 'Screens' },
    does('history'),
    does('character'),
    does('abilities'),
    does('help'),
    does('pause'),
  ];
}

/** The help screen: every key (as bound), then a few words on how the station kills you. */
export function helpRows(keys: KeyMap = DEFAULT_KEYS, scheme: KeyScheme = 'all'): HelpRow[] {
  return [...helpKeyRows(keys, scheme), ...STAYING_ALIVE];
}

const STAYING_ALIVE: readonly HelpRow[] = [
  { text: 'Staying alive' },
  {
    text: 'Bullets that hit a wall with air on one side and space on the other can punch through it; blasts break any wall, window or door. Through a breach the air rushes out: the floor turns red where it is moving and blue where it is gone, and the rush drags you, creatures and loose gear toward the hole. Drift through it and you are lost.',
  },
  {
    text: 'Without air your oxygen falls every turn, and at zero you lose health instead. Close a door between you and the breach and the sealed side fills with air again at once. An oxygen canister (use it from the inventory) refills your tank anywhere.',
  },
  {
    text: 'The machine gun fires a burst of rounds per pull. A rocket explodes on whatever it hits, hull included. The flamethrower sprays fire through every body in its reach.',
  },
  {
    text: 'Bloats burst when they die and the blast tears walls open: kill them from a distance. Fire spreads across the deck and hurts whoever stands in it, but dies where there is no air. The flamethrower will not light without air.',
  },
  {
    text: 'Skeletons pull themselves back together unless their bones are shot, burned or blown apart. Tanks shrug off ordinary bullets.',
  },
  {
    text: 'The station is dark: you see by your lamp and what else shines. A creature standing in the dark is not shown.',
  },
  { text: 'No time passes while a menu or this screen is open.' },
];

/** The title of the victory epilogue. */
export const EPILOGUE_TITLE = 'The Kestrel climbs';

/** The victory epilogue: the station saved, then the twist. */
export const EPILOGUE =
  'The core drops into its cradle with a sound like a held breath let go. Far below your ' +
  'boots the engines stammer, catch, and settle into a roar. The deck tilts, the long fall ' +
  'flattens out, and for the first time in days the Kestrel is climbing.\n\n' +
  'By the time the burn ends the station hangs steady in high orbit, quiet and dim. You sit ' +
  'with your back against the console and let the hum of the reactor fill the room.\n\n' +
  'Then the comms board lights up. With power restored, the relay has started transmitting ' +
  'again: a calm, friendly voice inviting every ship in range to dock and take on supplies. ' +
  'It is your voice. You have not said a word.';

/** The headline of each ending. */
export const ENDING_HEADLINE: Readonly<Record<'won' | 'died' | 'adrift', string>> = {
  won: 'The Kestrel holds its orbit',
  died: 'You are dead',
  adrift: 'You drift away from the Kestrel',
};

/** The headline of a losing ending in Endless, where there is no Kestrel to save, only the hulk. */
export const ENDLESS_HEADLINE: Readonly<Record<'died' | 'adrift', string>> = {
  died: 'You are dead',
  adrift: 'You drift away from the hulk',
};

/**
 * The line under the headline of a losing ending, from the cause of death if the core gave one;
 * `endless` words it for the Endless hulk instead of the falling station.
 */
export function endingLine(outcome: 'died' | 'adrift', cause: string | undefined, endless = false): string {
  const known = cause !== undefined && cause.length > 0;
  if (outcome === 'adrift') {
    if (endless)
      return known
        ? `${capitalise(cause)}. The hulk turns away beneath you while you keep on going.`
        : 'Pulled out through the breach, you tumble into the dark. The hulk goes on without you.';
    return known
      ? `${capitalise(cause)}. The station turns away beneath you, falling, while you keep on going.`
      : 'Pulled out through the breach, you tumble into the dark. The station keeps falling without you.';
  }
  if (known) return `${capitalise(cause)}.`;
  return endless
    ? 'The hulk goes on, one more body aboard.'
    : 'The Kestrel keeps falling, one more body aboard.';
}

function capitalise(s: string): string {
  const t = s.replace(/\.$/, '');
  return t.charAt(0).toUpperCase() + t.slice(1);
}
