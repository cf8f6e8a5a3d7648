/// <reference lib="webworker" />
/**
 * The game worker's entry: it starts loading the game and its saves (worker-app.ts) at once, and
 * hands it every message once loaded, those that came meanwhile first. With no run asked for, the
 * page has already painted the title (the start message's `titleShown`); a start that asks for a
 * run (`?seed=`, `?mode=`) is painted by a stand-in app as soon as the game has loaded.
 */
import type { FromWorker, ToWorker } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Messages that came before the game was loaded, in order. */
const early: ToWorker[] = [];
/** The game's handler, once it is loaded. */
let receive: ((message: ToWorker) => void) | undefined;

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  if (receive !== undefined) receive(event.data);
  else early.push(event.data);
};

import('./worker-app.js').then(
  (app) => {
    receive = app.handOver(early.splice(0));
  },
  (error: unknown) => {
    const message: FromWorker = { type: 'error', message: `The game did not load: ${String(error)}` };
    scope.postMessage(message);
  },
);
