import { median } from './measure.js';

/** The outcome of one side of one case (a worker's report, or the error it died with). */
export interface SideResult {
  readonly label: string;
  readonly opsPerSec?: number;
  readonly checksum?: number;
  readonly error?: string;
}

/** Both sides of one case. */
export interface CaseResult {
  readonly group: string;
  readonly name: string;
  readonly ours: SideResult;
  readonly rot?: SideResult;
}

/** Median ours/rot ratio over the cases of a group that share a tag (the first word of the name). */
export interface RatioSummary {
  readonly group: string;
  /** First word of the case names, or "all" for the whole group. */
  readonly tag: string;
  readonly cases: number;
  readonly median: number;
}

/** Formats a rate with three significant digits and thousands separators, e.g. "12,300". */
export function formatOps(opsPerSec: number): string {
  if (!Number.isFinite(opsPerSec) || opsPerSec <= 0) return '-';
  const digits = Math.max(0, 2 - Math.floor(Math.log10(opsPerSec)));
  const rounded = Number(opsPerSec.toPrecision(3));
  return rounded.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Formats a duration given in seconds with a readable unit, e.g. "41.2 µs". */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '-';
  const units: Array<[number, string]> = [
    [1, 's'],
    [1e-3, 'ms'],
    [1e-6, 'µs'],
    [1e-9, 'ns'],
  ];
  for (const [scale, unit] of units) {
    if (seconds >= scale || unit === 'ns') return `${Number((seconds / scale).toPrecision(3))} ${unit}`;
  }
  return '-';
}

/** ours/rot speed ratio of a case, or undefined when it has no rot side or a side failed. */
export function ratioOf(result: CaseResult): number | undefined {
  const ours = result.ours.opsPerSec;
  const rot = result.rot?.opsPerSec;
  return ours !== undefined && rot !== undefined && rot > 0 ? ours / rot : undefined;
}

/** Per group: the median ratio of each tag with at least one ratio, then of the whole group. */
export function summariseRatios(results: readonly CaseResult[]): RatioSummary[] {
  const out: RatioSummary[] = [];
  for (const group of groupsOf(results)) {
    const byTag = new Map<string, number[]>();
    const all: number[] = [];
    for (const r of results) {
      if (r.group !== group) continue;
      const ratio = ratioOf(r);
      if (ratio === undefined) continue;
      const tag = r.name.split(/\s+/)[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), ratio]);
      all.push(ratio);
    }
    for (const [tag, ratios] of byTag) out.push({ group, tag, cases: ratios.length, median: median(ratios) });
    if (all.length > 0) out.push({ group, tag: 'all', cases: all.length, median: median(all) });
  }
  return out;
}

/** Groups in order of first appearance. */
export function groupsOf(results: readonly CaseResult[]): string[] {
  return [...new Set(results.map((r) => r.group))];
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function escape(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function speed(side: SideResult | undefined): string {
  if (side === undefined) return '';
  if (side.error !== undefined) return 'failed';
  return formatOps(side.opsPerSec ?? NaN);
}

function checksums(result: CaseResult): string {
  const show = (side: SideResult): string => (side.checksum === undefined ? '?' : String(side.checksum));
  if (result.rot === undefined) return show(result.ours);
  const same = result.ours.checksum !== undefined && result.ours.checksum === result.rot.checksum;
  return `${show(result.ours)} / ${show(result.rot)}${same ? ' (same)' : ''}`;
}

/** A Markdown table of one group's cases. */
export function renderGroup(group: string, results: readonly CaseResult[]): string {
  const rows = results
    .filter((r) => r.group === group)
    .map((r) => {
      const ratio = ratioOf(r);
      const ours = r.ours.opsPerSec;
      return [
        escape(r.name),
        escape(r.ours.label),
        speed(r.ours),
        ours === undefined ? '-' : formatTime(1 / ours),
        r.rot === undefined ? '-' : escape(r.rot.label),
        r.rot === undefined ? '-' : speed(r.rot),
        ratio === undefined ? '-' : `${ratio.toFixed(1)}x`,
        escape(checksums(r)),
      ];
    });
  return table(
    ['case', 'ours', 'ops/s', 'time/op', 'rot', 'rot ops/s', 'ours/rot', 'checksum ours / rot'],
    rows,
  );
}

/** Every group's table followed by its median ratios, and a list of failures if any. */
export function renderReport(results: readonly CaseResult[]): string {
  const summary = summariseRatios(results);
  const parts: string[] = [];
  for (const group of groupsOf(results)) {
    parts.push(`### ${group}`, '', renderGroup(group, results), '');
    const lines = summary
      .filter((s) => s.group === group)
      .map(
        (s) =>
          `- median ours/rot, ${s.tag === 'all' ? 'all cases' : `"${s.tag}" cases`} (${s.cases}): ${s.median.toFixed(1)}x`,
      );
    if (lines.length > 0) parts.push(...lines, '');
  }
  const failures = results.flatMap((r) =>
    [r.ours, r.rot].flatMap((side) =>
      side?.error === undefined ? [] : [`- ${r.group} / ${r.name} / ${side.label}: ${side.error}`],
    ),
  );
  if (failures.length > 0) parts.push('Failures:', '', ...failures, '');
  return parts.join('\n').trimEnd() + '\n';
}

/** Marker lines around the generated part of bench/README.md. */
export const START_MARKER = '<!-- results:start -->';
/** See {@link START_MARKER}. */
export const END_MARKER = '<!-- results:end -->';

/** Replaces whatever lies between the two markers with `block`; throws if the markers are missing. */
export function replaceBetweenMarkers(text: string, block: string): string {
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER, start + START_MARKER.length);
  if (start < 0 || end < 0) throw new Error(`the README needs ${START_MARKER} and ${END_MARKER} lines`);
  return `${text.slice(0, start + START_MARKER.length)}\n\n${block.trim()}\n\n${text.slice(end)}`;
}
