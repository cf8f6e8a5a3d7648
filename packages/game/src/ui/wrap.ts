import { textWidth } from './draw.js';

/** Splits text into lines of at most `width` cells, breaking at spaces (hard-breaking longer words); '\n' forces a break. */
export function wrapText(text: string, width: number): string[] {
  const w = Math.max(1, Math.floor(width));
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ').filter((s) => s.length > 0);
    let line = '';
    if (words.length === 0) {
      out.push('');
      continue;
    }
    for (let word of words) {
      while (textWidth(word) > w) {
        if (line.length > 0) {
          out.push(line);
          line = '';
        }
        const chars = [...word];
        out.push(chars.slice(0, w).join(''));
        word = chars.slice(w).join('');
      }
      if (word.length === 0) continue;
      if (line.length === 0) line = word;
      else if (textWidth(line) + 1 + textWidth(word) <= w) line += ' ' + word;
      else {
        out.push(line);
        line = word;
      }
    }
    if (line.length > 0) out.push(line);
  }
  return out;
}
