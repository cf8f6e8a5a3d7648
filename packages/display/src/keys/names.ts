/**
 * A key press by name, the same from a browser and from a terminal. Printable keys are their
 * character (`'a'`, `'A'`, `'>'`, `'?'`, `'5'`); the rest are named. The numeric keypad with Num
 * Lock off gives the arrows, home, end, pageup, pagedown, and `begin` for 5.
 */
export type KeyName =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'home'
  | 'end'
  | 'pageup'
  | 'pagedown'
  | 'enter'
  | 'escape'
  | 'tab'
  | 'backtab'
  | 'backspace'
  | 'delete'
  | 'space'
  | 'begin'
  | (string & {});
