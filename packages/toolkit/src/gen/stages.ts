import type { Level } from './level.js';
import type { GenerateOptions } from './options.js';
import type { GenWorkspace } from './workspace.js';

/** Called by a generator with a snapshot of each named stage, in order (hull, walls, doors, …). */
export type StageRecorder = (name: string, snapshot: Level) => void;

/**
 * A generator function: pure in (options), optionally reporting its stages, and optionally using
 * a workspace kept between levels (generators that need none ignore it).
 */
export type Generator = (options: GenerateOptions, stages?: StageRecorder, workspace?: GenWorkspace) => Level;
