import type { DialogLine } from './dialog.js';
import { textWidth } from './draw.js';
import type { KeyScheme } from './game-keys.js';
import type { KeyMap } from './key-map.js';
import { pagerLayer, type Layer } from './layers.js';
import { ACCENT, TEXT } from './palette.js';
import { helpRows } from './text.js';
import { wrapText } from './wrap.js';

/** Width of the keys column of the help page. */
const KEY_COLUMN = 18;

/** The help rows, keys in a column, wrapped to `width`. */
export function helpLines(width: number, keys: KeyMap, scheme: KeyScheme): DialogLine[] {
  const out: DialogLine[] = [];
  for (const row of helpRows(keys, scheme)) {
    if (row.keys === undefined) {
      if (out.length > 0) out.push({ text: '' });
      const heading = ['Moving', 'Acting', 'Screens', 'Staying alive'].includes(row.text);
      for (const text of wrapText(row.text, width)) out.push({ text, fg: heading ? ACCENT : TEXT });
      continue;
    }
    const wrapped = wrapText(row.text, Math.max(10, width - KEY_COLUMN));
    // Keys too wide for their column (". or 5 or numpad 5") get a row of their own, so they never run into the text.
    const label = row.keys;
    const ownRow = textWidth(label) >= KEY_COLUMN - 1;
    if (ownRow) out.push({ text: label, fg: TEXT });
    wrapped.forEach((text, i) =>
      out.push({ text: (i === 0 && !ownRow ? label : '').padEnd(KEY_COLUMN) + text, fg: TEXT }),
    );
  }
  return out;
}

/** The help screen: a scrolling page of the keys as bound, closed by `onClose`. */
export function helpLayer(keys: KeyMap, scheme: KeyScheme, onClose: () => void): Layer {
  return pagerLayer({
    title: 'Help',
    minWidth: 66,
    lines: (width) => helpLines(width, keys, scheme),
    onClose,
  });
}
