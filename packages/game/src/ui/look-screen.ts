/**
 * The look and message-history screens: two scrolling boxes over the playing screen. Look says
 * where the player is, the ways out, and everything known with its distance and direction; the
 * history is the whole message log, newest at the bottom.
 */
import type { GameView } from '../core/api.js';
import { pagerLayer, type Layer } from './layers.js';
import { logLines } from './log-view.js';
import { lookLines } from './look.js';
import { TEXT, TEXT_DIM } from './palette.js';
import { wrapText } from './wrap.js';

/** The look box for view `v`: its lines wrapped to the box, an indented line keeping its indent. */
export function lookLayer(v: GameView, onClose: () => void): Layer {
  return pagerLayer({
    title: 'Look',
    minWidth: 66,
    lines: (width) =>
      lookLines(v).flatMap((line) => {
        const indent = line.startsWith('  ') ? '    ' : '';
        return wrapText(line.trimStart(), width - indent.length).map((text, i) => ({
          text: (i === 0 && indent !== '' ? '  ' : indent) + text,
          fg: TEXT,
        }));
      }),
    onClose,
  });
}

/** The message history box for view `v`, opened at its newest line. */
export function historyLayer(v: GameView, onClose: () => void): Layer {
  return pagerLayer({
    title: 'Message history',
    atEnd: true,
    minWidth: 66,
    lines: (width) => {
      const lines = logLines(v.log, width, v.turn);
      return lines.length === 0 ? [{ text: 'Nothing has happened yet.', fg: TEXT_DIM }] : lines;
    },
    onClose,
  });
}
