/**
 * A key press as the core understands it. Printable keys are their character (`'a'`, `'A'`,
 * `'>'`, `'?'`, `'5'`); the rest are named. Front ends turn raw input into these.
 */
export type Key =
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
  // Numeric keypad with Num Lock off arrives as arrows/home/end/pageup/pagedown and 'begin' for 5.
  | 'begin'
  | (string & {});
