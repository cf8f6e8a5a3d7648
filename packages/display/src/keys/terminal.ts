import type { KeyName } from './names.js';

/** A decoded key press, or `ctrl-c` (a raw-mode interrupt the front end treats as quit). */
export type InputKey = KeyName | 'ctrl-c';

const ESC = '\x1b';

/** Final bytes of `ESC [ final` and `ESC O final` (optionally with modifier parameters, which are ignored). */
const FINALS: Readonly<Record<string, KeyName>> = {
  A: 'up',
  B: 'down',
  C: 'right',
  D: 'left',
  H: 'home',
  F: 'end',
  E: 'begin', // keypad 5 with Num Lock off (xterm)
  G: 'begin', // keypad 5 (some terminals)
  Z: 'backtab',
};

/** `ESC [ n ~` forms. */
const TILDE: Readonly<Record<string, KeyName>> = {
  '1': 'home',
  '3': 'delete',
  '4': 'end',
  '5': 'pageup',
  '6': 'pagedown',
  '7': 'home',
  '8': 'end',
};

/** `ESC O x` keypad forms in application keypad mode (Num Lock on). */
const SS3_KEYPAD: Readonly<Record<string, KeyName>> = {
  u: 'begin', // keypad 5 with Num Lock off in application mode
  M: 'enter',
  j: '*',
  k: '+',
  m: '-',
  n: '.',
  o: '/',
  p: '0',
  q: '1',
  r: '2',
  s: '3',
  t: '4',
  v: '6',
  w: '7',
  x: '8',
  y: '9',
};

/** What one escape sequence at the start of `text` means. */
type Match =
  | { readonly length: number; readonly key: KeyName | null } // a whole sequence (key null: recognised but ignored)
  | 'incomplete'; // could still become a sequence when more bytes arrive

function matchEscape(text: string): Match | null {
  if (text.length === 1) return 'incomplete';
  const intro = text[1];
  if (intro === 'O') {
    if (text.length === 2) return 'incomplete';
    const final = text[2];
    const key = FINALS[final] ?? SS3_KEYPAD[final];
    return { length: 3, key: key ?? null };
  }
  if (intro !== '[') return null;
  // CSI: parameter bytes 0x30-0x3f, intermediate bytes 0x20-0x2f, one final byte 0x40-0x7e.
  let i = 2;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x3f) i++;
  while (i < text.length && text.charCodeAt(i) >= 0x20 && text.charCodeAt(i) <= 0x2f) i++;
  if (i >= text.length) return 'incomplete';
  const code = text.charCodeAt(i);
  if (code < 0x40 || code > 0x7e) return { length: i, key: null }; // malformed: drop the broken prefix
  const params = text.slice(2, i);
  const final = text[i];
  const length = i + 1;
  if (final === '~') return { length, key: TILDE[params.split(';')[0]] ?? null };
  return { length, key: FINALS[final] ?? null };
}

function plainKey(ch: string): InputKey | null {
  switch (ch) {
    case '\r':
    case '\n':
      return 'enter';
    case '\t':
      return 'tab';
    case '\x7f':
    case '\b':
      return 'backspace';
    case ' ':
      return 'space';
    case '\x03':
      return 'ctrl-c';
  }
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x20 || (code >= 0x80 && code < 0xa0)) return null; // other control characters
  return ch;
}

/**
 * Turns terminal input text into key presses. A sequence cut off at the end of a chunk is kept
 * until the next chunk; a lone Escape is only reported by `flush()`, which the front end calls
 * when no more input arrives within a short timeout.
 */
export class KeyDecoder {
  private pending = '';

  /** Decodes one chunk of input (already UTF-8 decoded) and returns the complete keys in it. */
  feed(chunk: string): InputKey[] {
    const text = this.pending + chunk;
    this.pending = '';
    return this.decode(text, false);
  }

  /** True when input that may be the start of an escape sequence is waiting for more bytes. */
  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** Gives up waiting: whatever is pending is read as Escape followed by plain keys. */
  flush(): InputKey[] {
    const text = this.pending;
    this.pending = '';
    return this.decode(text, true);
  }

  private decode(text: string, final: boolean): InputKey[] {
    const keys: InputKey[] = [];
    let i = 0;
    while (i < text.length) {
      if (text[i] === ESC) {
        const rest = text.slice(i);
        const match = matchEscape(rest);
        if (match === 'incomplete') {
          if (!final) {
            this.pending = rest;
            return keys;
          }
          keys.push('escape');
          i += 1;
          continue;
        }
        if (match === null) {
          // ESC followed by something that starts no sequence (another ESC, a letter): a lone Escape.
          keys.push('escape');
          i += 1;
          continue;
        }
        if (match.key !== null) keys.push(match.key);
        i += match.length;
        continue;
      }
      const ch = String.fromCodePoint(text.codePointAt(i) ?? 0);
      const key = plainKey(ch);
      if (key !== null) keys.push(key);
      i += ch.length;
    }
    return keys;
  }
}
