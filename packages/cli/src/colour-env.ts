import type { ColourMode } from '@hullbreach/game';

/** Picks a colour mode from the environment: COLORTERM truecolor/24bit, else TERM with 256color, else 16. */
export function detectColourMode(env: Readonly<Record<string, string | undefined>>): ColourMode {
  const colorterm = (env.COLORTERM ?? '').toLowerCase();
  if (colorterm === 'truecolor' || colorterm === '24bit') return 'truecolor';
  if ((env.TERM ?? '').includes('256color')) return '256';
  return '16';
}
