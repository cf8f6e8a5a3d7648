/**
 * One benchmark comparison. Each file in `src/cases/` exports `cases: BenchCase[]`; the runner
 * (`run.ts`) finds them at run time and times every side of every case in a fresh Node process.
 */
export interface BenchSide {
  /** Label shown in the table, e.g. "computeFov recursive" or "ROT.FOV.RecursiveShadowcasting". */
  readonly label: string;
  /**
   * Builds whatever the timed function needs (maps, objects) outside the timing, and returns the
   * timed function. One call of the timed function is one operation; it returns a checksum
   * (visible cells, path length…) that the runner prints so both sides can be cross-checked.
   */
  setup(): () => number;
}

export interface BenchCase {
  /** Group heading, e.g. "fov", "path", "gen", "game". */
  readonly group: string;
  /** Unique name within the group, e.g. "recursive r20 room200". */
  readonly name: string;
  readonly ours: BenchSide;
  /** The rot-js baseline doing the same work; absent for cases without one (e.g. game turn time). */
  readonly rot?: BenchSide;
  /**
   * Time both sides in one process, alternated, each at its best batch (see `measurePair`) instead
   * of each in a process of its own: for twins of ours (a plain call in "ours", its held twin in
   * "rot") whose ratio should be near 1, so that load and JIT luck between processes cannot decide it.
   */
  readonly together?: boolean;
}
