/**
 * rot.js's colour markup and word wrap: `%c{colour}` sets the foreground of the text after it,
 * `%b{colour}` the background, and an empty `%c{}` / `%b{}` goes back to the default.
 */

/** A piece of marked-up text: plain text, or a colour change (`color` '' means the default). */
export type MarkupToken =
  { readonly type: 'text'; readonly text: string } | { readonly type: 'fg' | 'bg'; readonly color: string };

/** One character of laid-out text with the colours in force there (undefined: the default). */
export interface MarkupCell {
  readonly code: number;
  readonly fg: string | undefined;
  readonly bg: string | undefined;
}

/** Splits marked-up text into text and colour changes; a `%` not starting `%c{..}` or `%b{..}` is text. */
export function parseMarkup(text: string): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  const re = /%([cb])\{([^}]*)\}/g;
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m.index > last) tokens.push({ type: 'text', text: text.slice(last, m.index) });
    tokens.push({ type: m[1] === 'c' ? 'fg' : 'bg', color: m[2].trim() });
    last = m.index + m[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', text: text.slice(last) });
  return tokens;
}

/**
 * Wraps plain text at `maxWidth` columns (one column a code point): lines break at newlines and
 * between words, a word longer than a line is cut, the spaces where a line breaks are dropped.
 */
export function wrapText(text: string, maxWidth: number): string[] {
  const cells = [...text].map((ch) => ({ code: ch.codePointAt(0) ?? 32, fg: undefined, bg: undefined }));
  return layout(cells, maxWidth).map((line) => String.fromCodePoint(...line.map((c) => c.code)));
}

/**
 * Lays marked-up text out in lines of at most `maxWidth` cells (see `wrapText`), each cell a code
 * point with the colours the markup set there.
 */
export function markupLines(text: string, maxWidth: number): MarkupCell[][] {
  const cells: MarkupCell[] = [];
  let fg: string | undefined;
  let bg: string | undefined;
  for (const token of parseMarkup(text)) {
    if (token.type === 'fg') fg = token.color === '' ? undefined : token.color;
    else if (token.type === 'bg') bg = token.color === '' ? undefined : token.color;
    else if (token.type === 'text')
      for (const ch of token.text) cells.push({ code: ch.codePointAt(0) ?? 32, fg, bg });
  }
  return layout(cells, maxWidth);
}

/** Greedy word wrap of cells (newlines as code 10) into lines of at most `maxWidth`. */
function layout(cells: readonly MarkupCell[], maxWidth: number): MarkupCell[][] {
  if (!Number.isInteger(maxWidth) || maxWidth < 1) {
    throw new RangeError(`maxWidth must be a whole number of at least 1, not ${maxWidth}.`);
  }
  const lines: MarkupCell[][] = [];
  let line: MarkupCell[] = [];
  // True when the current line began because the one before it was full (not at a newline).
  let wrapped = false;
  const flush = (byWrap: boolean): void => {
    lines.push(line);
    line = [];
    wrapped = byWrap;
  };
  let i = 0;
  while (i < cells.length) {
    const code = cells[i].code;
    if (code === 10) {
      flush(false);
      i++;
    } else if (code === 32) {
      if (line.length === 0 && wrapped) {
        // spaces where a line broke are dropped
      } else if (line.length < maxWidth) line.push(cells[i]);
      else flush(true);
      i++;
    } else {
      let end = i;
      while (end < cells.length && cells[end].code !== 32 && cells[end].code !== 10) end++;
      if (line.length > 0 && line.length + (end - i) > maxWidth) {
        while (line.length > 0 && line[line.length - 1].code === 32) line.pop();
        flush(true);
      }
      for (; i < end; i++) {
        if (line.length === maxWidth) flush(true);
        line.push(cells[i]);
      }
    }
  }
  lines.push(line);
  return lines;
}
