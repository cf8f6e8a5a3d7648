import type { Level } from './level.js';

/** Called by a generator with a snapshot of each named stage, in order (hull, walls, doors, …). */
export type StageRecorder = (name: string, snapshot: Level) => void;

/** A generator function: pure in (options), optionally reporting its stages. */
export type Generator = (options: import('./options.js').GenerateOptions, stages?: StageRecorder) => Level;
