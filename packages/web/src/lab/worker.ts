/**
 * The lab's worker: generates levels and times the panes' work off the page's thread, so a long
 * generation (cellular 1024x1024 takes seconds) never freezes the page.
 */
import { createLevelGenerator, type GeneratorKind } from '@hullbreach/toolkit';
import { describeOutcome, stagesWithFinal, taskRunner } from './compute.js';
import { measure } from './timing.js';
import type { FromLabWorker, ToLabWorker } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function send(message: FromLabWorker): void {
  scope.postMessage(message);
}

function handle(message: ToLabWorker): void {
  const { id } = message;
  try {
    if (message.type === 'generate') {
      const generator = createLevelGenerator();
      const kind = message.kind as GeneratorKind;
      const options = message.options as never;
      // The plain generation is the one timed (the stage snapshots cost extra); its first run is cold.
      const t0 = performance.now();
      generator.generate(kind, options);
      const coldMs = performance.now() - t0;
      const result = generator.generateWithStages(kind, options);
      send({ id, type: 'level', stages: stagesWithFinal(result.level, result.stages), coldMs });
      return;
    }
    const timings = message.jobs.map((job) => {
      const runner = taskRunner(job.task);
      let first: { value: unknown } | undefined;
      const timing = measure(() => {
        const value = runner();
        first ??= { value };
        return value;
      });
      const outcome = describeOutcome(job.task, first?.value);
      return { label: job.label, timing, ...(outcome === undefined ? {} : { outcome }) };
    });
    send({ id, type: 'timings', timings });
  } catch (caught) {
    send({ id, type: 'error', message: caught instanceof Error ? caught.message : String(caught) });
  }
}

scope.onmessage = (event: MessageEvent<ToLabWorker>) => handle(event.data);
