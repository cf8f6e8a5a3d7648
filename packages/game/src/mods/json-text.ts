/**
 * Where a JSON text first goes wrong, as a line and column a modder can find in their editor.
 * JSON.parse says only "Unexpected token" (and, depending on the engine, maybe an offset); this
 * scanner walks the same grammar and stops at the first character that does not fit it.
 */

/** The first syntax error of a JSON text: 1-based line and column, and what should have been there. */
export interface JsonSyntaxError {
  readonly line: number;
  readonly column: number;
  readonly expected: string;
}

class Stop {
  constructor(
    readonly at: number,
    readonly expected: string,
  ) {}
}

const VALUE = 'a value (an object, a list, a "string", a number, true, false or null)';

function scan(s: string): void {
  let i = 0;
  const ws = (): void => {
    while (i < s.length && (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r')) i++;
  };
  const digits = (): void => {
    if (!(s[i] >= '0' && s[i] <= '9')) throw new Stop(i, 'a digit');
    while (s[i] >= '0' && s[i] <= '9') i++;
  };
  const word = (w: string): void => {
    for (let k = 0; k < w.length; k++, i++)
      if (s[i] !== w[k]) throw new Stop(i, `${w} (JSON words are lower-case)`);
  };
  const string = (): void => {
    i++;
    for (;;) {
      if (i >= s.length) throw new Stop(i, 'a closing " of the string');
      const c = s.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) throw new Stop(i, 'no line break or control character inside a string (write \\n)');
      if (c === 0x5c) {
        const e = s[i + 1];
        if (e === 'u') {
          for (let k = 2; k < 6; k++)
            if (!/[0-9a-fA-F]/.test(s[i + k] ?? '')) throw new Stop(i + k, 'four hex digits after \\u');
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else throw new Stop(i + 1, 'an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX');
      } else i++;
    }
  };
  const value = (): void => {
    ws();
    const c = s[i];
    if (c === '{') {
      i++;
      ws();
      if (s[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (s[i] !== '"') throw new Stop(i, 'a key in double quotes');
        string();
        ws();
        if (s[i] !== ':') throw new Stop(i, "':' after the key");
        i++;
        value();
        ws();
        if (s[i] === ',') {
          i++;
          continue;
        }
        if (s[i] === '}') {
          i++;
          return;
        }
        throw new Stop(i, "',' or '}'");
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (s[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (s[i] === ',') {
          i++;
          continue;
        }
        if (s[i] === ']') {
          i++;
          return;
        }
        throw new Stop(i, "',' or ']'");
      }
    }
    if (c === '"') return string();
    if (c === 't') return word('true');
    if (c === 'f') return word('false');
    if (c === 'n') return word('null');
    if (c === '-' || (c >= '0' && c <= '9')) {
      if (c === '-') i++;
      if (s[i] === '0') i++;
      else digits();
      if (s[i] === '.') {
        i++;
        digits();
      }
      if (s[i] === 'e' || s[i] === 'E') {
        i++;
        if (s[i] === '+' || s[i] === '-') i++;
        digits();
      }
      return;
    }
    throw new Stop(i, VALUE);
  };
  value();
  ws();
  if (i < s.length) throw new Stop(i, 'the end of the file after the value');
}

/** The first syntax error of `text` as JSON, or undefined when it is valid JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    scan(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.at);
    const lastBreak = before.lastIndexOf('\n');
    return {
      line: before.split('\n').length,
      column: error.at - lastBreak,
      expected: error.expected,
    };
  }
}
