import { levelToAscii, type GenerationStage, type Level } from '@hullbreach/toolkit';

/** The `--format json` object of cli.md, with the fields in the documented order. */
export interface LevelJson {
  readonly kind: string;
  readonly seed: number | string;
  readonly width: number;
  readonly height: number;
  readonly rows: string[];
  readonly rooms: { id: number; x: number; y: number; width: number; height: number; cells: number }[];
  readonly doors: { x: number; y: number }[];
  readonly windows: { x: number; y: number }[];
  readonly start: { x: number; y: number } | null;
  readonly exit: { x: number; y: number } | null;
}

function point(p: { x: number; y: number } | undefined): { x: number; y: number } | null {
  return p === undefined ? null : { x: p.x, y: p.y };
}

/** Builds the `--format json` object for a generated level (only plain data, stable key order). */
export function levelJson(kind: string, seed: number | string, level: Level): LevelJson {
  return {
    kind,
    seed,
    width: level.width,
    height: level.height,
    rows: levelToAscii(level).split('\n'),
    rooms: level.rooms.map((r) => ({
      id: r.id,
      x: r.x,
      y: r.y,
      width: r.width,
      height: r.height,
      cells: r.cells,
    })),
    doors: level.doors.map((p) => ({ x: p.x, y: p.y })),
    windows: level.windows.map((p) => ({ x: p.x, y: p.y })),
    start: point(level.start),
    exit: point(level.exit),
  };
}

/** Prefixes each row with its number, right-aligned to the widest number, then `: ` (seed 001's layout). */
export function numberRows(ascii: string): string {
  const rows = ascii.split('\n');
  const digits = String(rows.length - 1).length;
  return rows.map((row, y) => `${String(y).padStart(digits)}: ${row}`).join('\n');
}

/** Renders stages for `--stages`: each stage's name on its own line, then its numbered rows; blank line between. */
export function formatStages(stages: readonly GenerationStage[]): string {
  return stages.map((stage) => `${stage.name}\n${numberRows(levelToAscii(stage.level))}`).join('\n\n');
}
