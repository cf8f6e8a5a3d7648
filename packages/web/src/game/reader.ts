/**
 * What the page's text regions do for screen readers: paragraphs kept in place (only changed
 * lines are rewritten, so a reader is not sent the whole dialog again) and the news to announce.
 */

/**
 * The lines a screen reader should hear when a region's text goes from `before` to `after`: all
 * of it when it appears or another dialog opens (`whole` and a new first line), else only the
 * lines it did not have before (a scrolled pager reads the lines that came into view), leaving
 * out an item that merely lost the selection mark.
 */
export function newsOf(before: readonly string[], after: readonly string[], whole: boolean): string[] {
  if (after.length === 0) return [];
  if (before.length === 0 || (whole && before[0] !== after[0])) return [...after];
  const had = new Set(before);
  return after.filter((line) => !had.has(line) && !had.has(`${line} (selected)`));
}

/** Sets a region's paragraphs to `lines`, rewriting only those that changed (unchanged nodes stay). */
export function syncParagraphs(region: HTMLElement, lines: readonly string[]): void {
  while (region.children.length > lines.length) region.lastElementChild?.remove();
  lines.forEach((line, i) => {
    const p = region.children.item(i) ?? region.appendChild(document.createElement('p'));
    if (p.textContent !== line) p.textContent = line;
  });
}
