import type { Task } from './compute.js';
import type { FromLabWorker, LabeledTiming, ToLabWorker } from './protocol.js';
import { describeTiming } from './timing.js';

/** A request without its id (the channel numbers it). */
export type LabRequest = ToLabWorker extends infer T
  ? T extends ToLabWorker
    ? Omit<T, 'id'>
    : never
  : never;

/** Something that answers lab requests: a pane's own worker, or its place in the timing queue. */
export interface Requester {
  /** Sends `request`; `onMessage` gets each answer to it (never answers to an earlier one). */
  request(request: LabRequest, onMessage: (message: FromLabWorker) => void): void;
}

/** Starts a lab worker. */
function startWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}

/**
 * One lab worker for one pane (the generator's). A new request while the last is still running
 * ends the worker (a generation cannot be interrupted from outside) and starts a fresh one, so
 * the page only ever waits for what it shows.
 */
export class WorkerChannel implements Requester {
  private worker: Worker | undefined;
  private current: { id: number; onMessage: (message: FromLabWorker) => void } | undefined;
  private nextId = 1;

  /** Sends `request`; `onMessage` gets each answer to it (never answers to an earlier one). */
  request(request: LabRequest, onMessage: (message: FromLabWorker) => void): void {
    if (this.current !== undefined && this.worker !== undefined) {
      this.worker.terminate();
      this.worker = undefined;
    }
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    this.current = { id, onMessage };
    worker.postMessage({ ...request, id } as ToLabWorker);
  }

  private start(): Worker {
    const worker = startWorker();
    worker.onmessage = (event: MessageEvent<FromLabWorker>) => {
      const message = event.data;
      const current = this.current;
      if (current === undefined || message.id !== current.id) return;
      this.current = undefined;
      current.onMessage(message);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const current = this.current;
      this.current = undefined;
      this.worker?.terminate();
      this.worker = undefined;
      current?.onMessage({
        id: current.id,
        type: 'error',
        message: `the lab worker failed: ${event.message}`,
      });
    };
    return worker;
  }
}

interface Queued {
  readonly key: string;
  readonly request: LabRequest;
  readonly onMessage: (message: FromLabWorker) => void;
}

/**
 * The one worker every pane's timing runs in, one request at a time, so timings never compete
 * with each other for the machine's cores. Each pane has a key: a newer request of a pane
 * replaces its waiting one, and one that is running is stopped (its worker ended, a fresh one
 * started for the rest of the queue).
 */
export class TimingQueue {
  private worker: Worker | undefined;
  private running: (Queued & { readonly id: number }) | undefined;
  private waiting: Queued[] = [];
  private nextId = 1;

  /** The requester of one pane. */
  channel(key: string): Requester {
    return { request: (request, onMessage) => this.enqueue({ key, request, onMessage }) };
  }

  private enqueue(entry: Queued): void {
    this.waiting = this.waiting.filter((e) => e.key !== entry.key);
    if (this.running?.key === entry.key) {
      this.worker?.terminate();
      this.worker = undefined;
      this.running = undefined;
      this.waiting.unshift(entry);
    } else {
      this.waiting.push(entry);
    }
    this.pump();
  }

  private pump(): void {
    if (this.running !== undefined) return;
    const next = this.waiting.shift();
    if (next === undefined) return;
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    this.running = { ...next, id };
    worker.postMessage({ ...next.request, id } as ToLabWorker);
  }

  private finish(message: FromLabWorker): void {
    const running = this.running;
    this.running = undefined;
    running?.onMessage(message);
    this.pump();
  }

  private start(): Worker {
    const worker = startWorker();
    worker.onmessage = (event: MessageEvent<FromLabWorker>) => {
      if (this.running !== undefined && event.data.id === this.running.id) this.finish(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      if (this.worker === worker) this.worker = undefined;
      const id = this.running?.id ?? 0;
      this.finish({ id, type: 'error', message: `the lab worker failed: ${event.message}` });
    };
    return worker;
  }
}

/** The timings as one line of text, in the order asked. */
export function timingsText(timings: readonly LabeledTiming[]): string {
  return timings.map((t) => describeTiming(t.label, t.timing)).join('. ') + '.';
}

/** Timings asked for but not yet sent, by output: a burst of changes (a dragged slider) sends one. */
const pending = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * Times `jobs` in the channel's worker and writes the outcome into `output` (its `data-state` is
 * `timing` until then, `done` after). The request leaves after 150 ms without another for `output`.
 */
export function timeInto(
  channel: Requester,
  output: HTMLElement,
  jobs: readonly { label: string; task: Task }[],
): void {
  if (jobs.length === 0) {
    clearTimeout(pending.get(output));
    output.textContent = '';
    output.dataset.state = 'done';
    return;
  }
  output.textContent = 'Timing in a worker…';
  output.dataset.state = 'timing';
  channel.request({ type: 'time', jobs }, (message) => {
    if (message.type === 'level') return;
    output.textContent =
      message.type === 'error'
        ? `Timing failed: ${message.message}`
        : `Time: ${timingsText(message.timings)}`;
    output.dataset.state = 'done';
  });
}
