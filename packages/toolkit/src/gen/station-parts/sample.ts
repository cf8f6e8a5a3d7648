/**
 * The hull sample the station's WFC learns from: a thin closed outline on open ground. Ours, drawn
 * for this project: an L-shaped station (a 7x3 body with a 3-wide arm running down). A second
 * shape (an annex) doubled the pattern count and more than halved how often a 64x32 hull passed
 * the size filter, so the sample keeps one outline. Wraps cleanly: open rows and columns at the
 * edges.
 */
export const STATION_SAMPLE: readonly string[] = [
  '................',
  '................',
  '..#########.....',
  '..#.......#.....',
  '..#.......#.....',
  '..#.......#.....',
  '..#...#####.....',
  '..#...#.........',
  '..#...#.........',
  '..#...#.........',
  '..#...#.........',
  '..#####.........',
  '................',
  '................',
  '................',
];

/** The character of open ground in `STATION_SAMPLE`. */
export const SAMPLE_OPEN = '.';
