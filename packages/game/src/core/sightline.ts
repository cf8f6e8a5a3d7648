/**
 * Whether one cell is in a symmetric-shadowcasting field of view, without computing the whole
 * view (issue 18.8): a monster that must re-see a few changed cells tests just those.
 *
 * The toolkit's symmetric shadowcasting (Albert Ford's) scans each quadrant row by row; a cell of
 * row d, column c spans the slopes [(2c-1)/2d, (2c+1)/2d] (its diamond's side vertices). A wall
 * hides the closed span of its slopes from every deeper row, so the slopes still open at row d
 * are O_d = (-1, 1) minus the closed spans of the walls of rows 1 to d-1 (cells beyond the radius
 * or off the map count as walls). A floor of row d is marked when its centre's slope c/d lies in
 * the closure of O_d: open just to its left or just to its right. A wall is marked when some
 * slope inside its span is open. Cells on a diagonal belong to two quadrants and are seen when
 * either sees them. The property test holds this to the toolkit's own view cell for cell.
 *
 * For whole radii up to 16 the same answer is read from tables of lines of sight (a cell's lines
 * laid out once, when first asked for): a line of sight is the cells one slope meets in rows 1 to
 * d-1, and every slope between two neighbouring vertices of those rows meets the same cells, so a
 * cell is seen when all the cells of one of its lines are open (a floor: the lines just left and
 * just right of its centre's slope; a wall: one line per stretch of its span between vertices). A
 * test is then a few cell reads, the lines kept as a tree so that a closed cell closes every line
 * through it at once; the rows are walked only for other radii. The trees are kept again by the
 * cell's place from the eye, as offsets on the map of the width at hand, so that a test goes
 * straight to its cell's lines (no quadrants to pick, one tree for a diagonal cell) and reads their
 * cells without working out where they are.
 */

/** Primary and lateral steps of the four quadrants, as the toolkit orders them: N, S, E, W. */
const NORTH = 0;
const SOUTH = 1;
const EAST = 2;
const WEST = 3;

/**
 * Open slope intervals still unblocked while a wall is tested, as (numerator, denominator)
 * pairs: start n, start d, end n, end d per interval; two halves (this row's and the next's).
 * Module-private working memory: `wallSeen` writes every slot it reads during the same call,
 * never returns it and calls nothing outside this module, so no call depends on an earlier one.
 */
let pieces = new Int32Array(64);

/**
 * A test of one cell: true when the symmetric shadowcasting field of view from (ox, oy) with this
 * radius (cells with dx² + dy² <= radius²), over `opaque` (width x height, nonzero = blocks
 * sight), marks cell (tx, ty): the same answer as the toolkit's `computeFov(..., { algorithm:
 * 'symmetric' })` at that cell.
 */
export type CellTest = (
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  radius: number,
  tx: number,
  ty: number,
) => boolean;

/**
 * The monsters' sight test (a CellTest): for whole radii up to 16 it reads the lines of sight from
 * tables, a few cell reads; past them it is seesCellByRows.
 */
export const seesCell: CellTest = (opaque, width, height, ox, oy, radius, tx, ty) =>
  testCell(opaque, width, height, ox, oy, radius, tx, ty, radius <= LINES_RADIUS && (radius | 0) === radius);

/**
 * seesCell's plain version (a CellTest) for any radius: the answer worked out row by row from the
 * slopes between the eye and the cell, about one step per row for a floor, a few for a wall. The
 * bench keeps a row of the tables against it (bench/src/cases/sight-lines.ts).
 */
export const seesCellByRows: CellTest = (opaque, width, height, ox, oy, radius, tx, ty) =>
  testCell(opaque, width, height, ox, oy, radius, tx, ty, false);

/** seesCell, from the tables when `tables` (a whole radius up to LINES_RADIUS), else by the rows. */
function testCell(
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  radius: number,
  tx: number,
  ty: number,
  tables: boolean,
): boolean {
  const dx = tx - ox;
  const dy = ty - oy;
  if (dx === 0 && dy === 0) return true;
  if (dx * dx + dy * dy > radius * radius) return false;
  if (tables) {
    // The lines of sight of this radius, laid out once: no slopes to work out, only cells to read.
    const wall = opaque[ty * width + tx] !== 0 ? 1 : 0;
    return anyLineOpen(opaque, oy * width + ox, offsetsOf(radius, width), dx, dy, wall);
  }
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  if (ay >= ax && inQuadrant(opaque, width, height, ox, oy, radius, dy < 0 ? NORTH : SOUTH, ay, dx))
    return true;
  return ax >= ay && inQuadrant(opaque, width, height, ox, oy, radius, dx < 0 ? WEST : EAST, ax, dy);
}

/** Largest whole radius whose lines of sight are laid out in tables (larger or fractional ones walk the rows). */
const LINES_RADIUS = 16;
const LINES_SIDE = 2 * LINES_RADIUS + 1;

/**
 * Lines of sight by radius: for a quadrant's cell at depth d, column c, the lines to it as a floor
 * and as a wall. Each line is its cells (row, column) in rows 1 to d - 1, and the cell is seen
 * when every cell of some line is open; the lines are encoded as a tree (see {@link encodeLines}).
 * A cell's lines are laid out the first time they are asked for (about 10-30 µs), not the whole
 * radius at once (tens of milliseconds). A table of a pure function of the radius and the cell:
 * entries are only ever added, each once and always the same, so no call depends on an earlier one.
 */
const LINES: (LineTable | undefined)[] = [];

/**
 * One radius's lines of sight: cell (d, c)'s lines as a floor start at `code[at[e]]` for
 * e = 2 * (d * LINES_SIDE + c + LINES_RADIUS), as a wall at `code[at[e + 1]]` (-1: not laid out
 * yet); `code` is filled up to `length`.
 */
interface LineTable {
  readonly r2: number;
  readonly at: Int32Array;
  code: Int16Array;
  length: number;
}

/** The table of lines of sight of this whole radius (see {@link LINES}). */
function linesOf(radius: number): LineTable {
  let table = LINES[radius];
  if (table === undefined) {
    const at = new Int32Array(2 * (radius + 1) * LINES_SIDE).fill(-1);
    table = { r2: radius * radius, at, code: new Int16Array(1024), length: 0 };
    LINES[radius] = table;
  }
  return table;
}

/**
 * One radius's lines of sight on maps of one width, by the cell's place (dx, dy) from the eye: the
 * cells of {@link LINES}' trees, of both quadrants for a cell on a diagonal, as offsets from the
 * eye's index, so that reading a cell is one addition. The lines to cell (dx, dy) as a floor start
 * at `code[at[k]]` for k = 2 * ((dy + LINES_RADIUS) * LINES_SIDE + dx + LINES_RADIUS), as a wall
 * at `code[at[k + 1]]` (-1: not laid out yet). There `code` holds where the lines end (-1: always
 * seen), then per tree cell in depth-first order: its offset, and how far its subtree reaches (2
 * for a line's last cell, which has none).
 */
interface LineOffsets {
  readonly radius: number;
  readonly width: number;
  readonly at: Int32Array;
  code: Int32Array;
  length: number;
}

/**
 * Line offsets by radius, for the width last asked for with it (a game plays one map width at a
 * time; another width starts the radius's offsets over, the same answers at the cost of laying
 * them out again). Like {@link LINES} a table of a pure function of its keys, the radius and the
 * width: which width is kept changes how long a call takes, never what it answers.
 */
const OFFSETS: (LineOffsets | undefined)[] = [];

/** The offsets of this whole radius's lines of sight on maps of this width (see {@link OFFSETS}). */
function offsetsOf(radius: number, width: number): LineOffsets {
  let lines = OFFSETS[radius];
  if (lines === undefined || lines.width !== width) {
    const at = new Int32Array(2 * LINES_SIDE * LINES_SIDE).fill(-1);
    lines = { radius, width, at, code: new Int32Array(1024), length: 0 };
    OFFSETS[radius] = lines;
  }
  return lines;
}

/**
 * True when every cell of some line to the cell at (dx, dy) from the eye (within the radius), as a
 * floor or a `wall` (1), is open, the eye at index `origin`.
 */
function anyLineOpen(
  opaque: Uint8Array,
  origin: number,
  lines: LineOffsets,
  dx: number,
  dy: number,
  wall: number,
): boolean {
  const k = 2 * ((dy + LINES_RADIUS) * LINES_SIDE + dx + LINES_RADIUS);
  if (lines.at[k] < 0) layOutOffsets(lines, dx, dy, k);
  const code = lines.code;
  const from = lines.at[k + wall];
  const end = code[from];
  if (end < 0) return true;
  let p = from + 1;
  while (p < end) {
    const reach = code[p + 1];
    // A closed cell closes every line through it: skip its subtree.
    if (opaque[origin + code[p]] !== 0) p += reach;
    else if (reach === 2) return true;
    else p += 2;
  }
  return false;
}

/** Lays out the line offsets to cell (dx, dy) as a floor and as a wall: entries k and k + 1. */
function layOutOffsets(lines: LineOffsets, dx: number, dy: number, k: number): void {
  const { radius, width } = lines;
  const table = linesOf(radius);
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  // The quadrants holding the cell, as [row step, lateral step, depth, column]: two on a diagonal.
  const quadrants: number[][] = [];
  if (ay >= ax) quadrants.push([dy < 0 ? -width : width, 1, ay, dx]);
  if (ax >= ay) quadrants.push([dx < 0 ? -1 : 1, width, ax, dy]);
  for (let w = 0; w < 2; w++) {
    // Seen when a line of either quadrant is open: their trees one after the other.
    let always = false;
    const cells: number[] = [];
    for (const [rowStep, lateralStep, d, c] of quadrants) {
      const e = 2 * (d * LINES_SIDE + c + LINES_RADIUS);
      if (table.at[e] < 0) layOutLines(table, d, c, e);
      const from = table.at[e + w];
      const size = table.code[from];
      if (size < 0) always = true;
      // Three numbers a tree cell there (row, column, reach), two here (offset, reach).
      for (let p = from + 1; p < from + 1 + size; p += 3)
        cells.push(table.code[p] * rowStep + table.code[p + 1] * lateralStep, (table.code[p + 2] / 3) * 2);
    }
    const start = lines.length;
    const need = 1 + cells.length;
    if (start + need > lines.code.length) {
      const grown = new Int32Array(2 * (start + need));
      grown.set(lines.code.subarray(0, start));
      lines.code = grown;
    }
    lines.code[start] = always ? -1 : start + need;
    lines.code.set(cells, start + 1);
    lines.at[k + w] = start;
    lines.length += need;
  }
}

/** Lays out cell (d, c)'s lines as a floor and as a wall: entries e and e + 1 of the table. */
function layOutLines(table: LineTable, d: number, c: number, e: number): void {
  const { r2 } = table;
  const floor: (number[] | undefined)[] = [];
  const wall: (number[] | undefined)[] = [];
  // A floor: the line just left, and just right, of the slope through its centre.
  if (c > -d) floor.push(lineAlong(d, r2, (j) => Math.ceil((2 * c * j - d) / (2 * d))));
  if (c < d) floor.push(lineAlong(d, r2, (j) => Math.floor((2 * c * j + d) / (2 * d))));
  // A wall: one line per stretch of its span between the vertices of the shallower rows.
  const lo = c > -d ? (2 * c - 1) / (2 * d) : -1;
  const hi = c < d ? (2 * c + 1) / (2 * d) : 1;
  const cuts = [lo, hi];
  for (let j = 1; j < d; j++)
    for (let k = -j - 1; k <= j; k++) {
      const v = (2 * k + 1) / (2 * j);
      if (v > lo && v < hi) cuts.push(v);
    }
  cuts.sort((a, b) => a - b);
  for (let q = 0; q + 1 < cuts.length; q++) {
    if (cuts[q + 1] - cuts[q] < 1e-9) continue;
    const mid = (cuts[q] + cuts[q + 1]) / 2;
    wall.push(lineAlong(d, r2, (j) => Math.floor(mid * j + 0.5)));
  }
  const both = [encodeLines(floor), encodeLines(wall)];
  for (let w = 0; w < 2; w++) {
    const lines = both[w];
    if (table.length + lines.length > table.code.length) {
      const grown = new Int16Array(2 * (table.length + lines.length));
      grown.set(table.code.subarray(0, table.length));
      table.code = grown;
    }
    table.code.set(lines, table.length);
    table.at[e + w] = table.length;
    table.length += lines.length;
  }
}

/**
 * The line through rows 1 to d - 1 at columns `column(row)`, as (row, column) pairs (none for
 * d = 1: nothing lies between); undefined when one of its cells lies past the radius (closed).
 */
function lineAlong(d: number, r2: number, column: (row: number) => number): number[] | undefined {
  const cells: number[] = [];
  for (let j = 1; j < d; j++) {
    const k = column(j);
    if (k * k > r2 - j * j) return undefined;
    cells.push(j, k);
  }
  return cells;
}

/** A cell of lines of sight shared by every line through it, and the cells after it. */
interface LineNode {
  readonly row: number;
  readonly column: number;
  readonly next: Map<number, LineNode>;
}

/**
 * Encodes lines for {@link layOutOffsets}, leaving out the closed ones, as a tree of their cells
 * (lines that start alike share their first cells): [size, then per cell in depth-first order:
 * row, column, how far its subtree reaches]; a size of -1 when some line has no cells (nothing lies
 * between: always seen).
 */
function encodeLines(lines: (number[] | undefined)[]): number[] {
  const root = new Map<number, LineNode>();
  for (const line of lines) {
    if (line === undefined) continue;
    if (line.length === 0) return [-1];
    let level = root;
    for (let q = 0; q < line.length; q += 2) {
      const key = line[q] * 256 + line[q + 1];
      let node = level.get(key);
      if (node === undefined) {
        node = { row: line[q], column: line[q + 1], next: new Map() };
        level.set(key, node);
      }
      level = node.next;
    }
  }
  const out: number[] = [0];
  const write = (node: LineNode): void => {
    const at = out.length;
    out.push(node.row, node.column, 0);
    for (const child of node.next.values()) write(child);
    out[at + 2] = out.length - at;
  };
  for (const node of root.values()) write(node);
  out[0] = out.length - 1;
  return out;
}

/**
 * True when a change of opacity at (tx, ty) could change the view from (ox, oy) with this radius
 * over `opaque` (the map after the change): the cell lies within the radius, is not the origin,
 * and some slope inside its span is open, so that it would be marked were it a wall. When this is
 * false for every changed cell the view is the same as before (the open slopes of each row, and so
 * every mark, are untouched row after row), so a view kept from before the changes still holds.
 */
export function changeReachesView(
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  radius: number,
  tx: number,
  ty: number,
): boolean {
  const dx = tx - ox;
  const dy = ty - oy;
  if ((dx === 0 && dy === 0) || dx * dx + dy * dy > radius * radius) return false;
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  if (radius <= LINES_RADIUS && (radius | 0) === radius) {
    // Marked were it a wall: a wall's lines of sight (see seesCell).
    return anyLineOpen(opaque, oy * width + ox, offsetsOf(radius, width), dx, dy, 1);
  }
  if (ay >= ax && spanInQuadrant(opaque, width, height, ox, oy, radius, dy < 0 ? NORTH : SOUTH, ay, dx))
    return true;
  return ax >= ay && spanInQuadrant(opaque, width, height, ox, oy, radius, dx < 0 ? WEST : EAST, ax, dy);
}

/** Whether quadrant `q` from (ox, oy) has an open slope inside the span of its cell at depth d, column c. */
function spanInQuadrant(
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  radius: number,
  q: number,
  d: number,
  c: number,
): boolean {
  const vertical = q === NORTH || q === SOUTH;
  const rowStep = q === NORTH ? -width : q === SOUTH ? width : q === EAST ? 1 : -1;
  return wallSeen(
    opaque,
    oy * width + ox,
    rowStep,
    vertical ? 1 : width,
    vertical ? ox : oy,
    vertical ? width - 1 - ox : height - 1 - oy,
    radius * radius,
    d,
    c,
  );
}

/** Whether quadrant `q` of the view from (ox, oy) marks its cell at depth d, column c (|c| <= d). */
function inQuadrant(
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  radius: number,
  q: number,
  d: number,
  c: number,
): boolean {
  const vertical = q === NORTH || q === SOUTH;
  const rowStep = q === NORTH ? -width : q === SOUTH ? width : q === EAST ? 1 : -1;
  const lateralStep = vertical ? 1 : width;
  const negLateral = vertical ? ox : oy;
  const posLateral = vertical ? width - 1 - ox : height - 1 - oy;
  const origin = oy * width + ox;
  const r2 = radius * radius;
  const target = origin + d * rowStep + c * lateralStep;
  if (opaque[target] === 0) {
    // A floor: is the slope just left (just right) of its centre open at every shallower row?
    let left = c > -d;
    let right = c < d;
    for (let row = 1; row < d && (left || right); row++) {
      // The centre's slope meets this row at x = c * row / d; the columns holding x - ε and x + ε.
      const twice = 2 * c * row;
      const kl = Math.ceil((twice - d) / (2 * d));
      const kr = Math.floor((twice + d) / (2 * d));
      const base = origin + row * rowStep;
      const rowR2 = r2 - row * row;
      if (
        left &&
        (kl < -negLateral || kl > posLateral || kl * kl > rowR2 || opaque[base + kl * lateralStep] !== 0)
      )
        left = false;
      if (
        right &&
        (kr < -negLateral || kr > posLateral || kr * kr > rowR2 || opaque[base + kr * lateralStep] !== 0)
      )
        right = false;
    }
    return left || right;
  }
  return wallSeen(opaque, origin, rowStep, lateralStep, negLateral, posLateral, r2, d, c);
}

/**
 * Whether some slope strictly inside the span of the wall at depth d, column c is open: the span
 * (cut to (-1, 1)) is narrowed row by row to the pieces no shallower wall covers.
 */
function wallSeen(
  opaque: Uint8Array,
  origin: number,
  rowStep: number,
  lateralStep: number,
  negLateral: number,
  posLateral: number,
  r2: number,
  d: number,
  c: number,
): boolean {
  // Row 1 spans (-1, 1): slopes -1 and 1 as fractions over 2.
  const need = 16 * (d + 2);
  if (pieces.length < 2 * need) pieces = new Int32Array(2 * need);
  const buf = pieces;
  let cur = 0;
  let next = need;
  // The wall's span, (2c-1)/2d to (2c+1)/2d, cut to (-1, 1).
  if (c > -d) {
    buf[0] = 2 * c - 1;
    buf[1] = 2 * d;
  } else {
    buf[0] = -1;
    buf[1] = 1;
  }
  if (c < d) {
    buf[2] = 2 * c + 1;
    buf[3] = 2 * d;
  } else {
    buf[2] = 1;
    buf[3] = 1;
  }
  let count = 1;
  for (let row = 1; row < d; row++) {
    const base = origin + row * rowStep;
    const rowR2 = r2 - row * row;
    let made = 0;
    for (let p = 0; p < count; p++) {
      const at = cur + 4 * p;
      const an = buf[at];
      const ad = buf[at + 1];
      const bn = buf[at + 2];
      const bd = buf[at + 3];
      // Columns whose closed span meets the open piece: from the one holding a + ε to the one holding b - ε.
      const first = Math.floor((2 * an * row + ad) / (2 * ad));
      const last = Math.ceil((2 * bn * row - bd) / (2 * bd));
      // A run of open columns from `runStart` (or none, -Infinity-like sentinel below).
      let runStart = first - 1;
      let open = false;
      for (let k = first; k <= last + 1; k++) {
        const wall =
          k > last ||
          k < -negLateral ||
          k > posLateral ||
          k * k > rowR2 ||
          opaque[base + k * lateralStep] !== 0;
        if (!wall) {
          if (!open) {
            open = true;
            runStart = k;
          }
          continue;
        }
        if (!open) continue;
        open = false;
        // Columns runStart..k-1 are open: the piece's part over them, cut at the walls' vertices.
        const out = next + 4 * made++;
        if (runStart === first) {
          buf[out] = an;
          buf[out + 1] = ad;
        } else {
          buf[out] = 2 * runStart - 1;
          buf[out + 1] = 2 * row;
        }
        if (k - 1 === last) {
          buf[out + 2] = bn;
          buf[out + 3] = bd;
        } else {
          buf[out + 2] = 2 * (k - 1) + 1;
          buf[out + 3] = 2 * row;
        }
      }
    }
    if (made === 0) return false;
    count = made;
    const t = cur;
    cur = next;
    next = t;
  }
  return true;
}
