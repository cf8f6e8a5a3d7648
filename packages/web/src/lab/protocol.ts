import type { GenerationStage } from '@hullbreach/toolkit';
import type { Task } from './compute.js';
import type { Timing } from './timing.js';

/** A timing with what it timed. */
export interface LabeledTiming {
  readonly label: string;
  readonly timing: Timing;
  /** What the first run gave, in words, for tasks whose result matters (see `describeOutcome`). */
  readonly outcome?: string;
}

/** What the page asks the lab worker: a level with its stages (and its first run's time), or timings of tasks. */
export type ToLabWorker =
  | {
      readonly id: number;
      readonly type: 'generate';
      readonly kind: string;
      readonly options: Record<string, unknown>;
    }
  | { readonly id: number; readonly type: 'time'; readonly jobs: readonly { label: string; task: Task }[] };

/** What the lab worker answers, once per request. */
export type FromLabWorker =
  | {
      readonly id: number;
      readonly type: 'level';
      readonly stages: GenerationStage[];
      readonly coldMs: number;
    }
  | { readonly id: number; readonly type: 'timings'; readonly timings: readonly LabeledTiming[] }
  | { readonly id: number; readonly type: 'error'; readonly message: string };
