/// <reference lib="webworker" />
/**
 * The game worker's entry. The title screen is painted first, from the game's title preview (a
 * few kilobytes, where the whole game is some 330): the worker then loads the game and its saves
 * (worker-app.ts), which answer every message, those that came meanwhile first. A start message
 * that asks for a run (`?seed=`, `?mode=`) waits for the game, which paints that run.
 */
import { createTitlePreview } from '@hullbreach/game/title';
import { frameMessage } from './frame-message.js';
import type { FromWorker, ToWorker } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []): void =>
  scope.postMessage(message, transfer);

/** Messages that came before the game was loaded, in order. */
const early: ToWorker[] = [];
/** The game's handler, once it is loaded. */
let receive: ((message: ToWorker) => void) | undefined;

/** Paints the title the game's app will show first for this start message; false when it asks for a run. */
function paintTitle(message: Extract<ToWorker, { type: 'start' }>): boolean {
  if (message.seed !== undefined || message.mode !== undefined) return false;
  const preview = createTitlePreview({
    entropy: message.entropy,
    ...(message.today !== undefined ? { today: message.today } : {}),
    ...(message.rules !== undefined ? { rules: message.rules } : {}),
    // The app is always given an Endless world (in the saves, or in memory without them).
    endless: true,
  });
  const frame = preview.render(message.cols, message.rows);
  const { message: out, transfer } = frameMessage(frame, preview.pageText(), 0, message.mapView);
  post(out, transfer);
  return true;
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (receive !== undefined) return receive(message);
  early.push(message);
  if (message.type !== 'start' || early.some((m) => m !== message && m.type === 'start')) return;
  let titleShown = false;
  try {
    titleShown = paintTitle(message);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
  import('./worker-app.js').then(
    (app) => {
      receive = app.handOver(early.splice(0), titleShown);
    },
    (error: unknown) => post({ type: 'error', message: `The game did not load: ${String(error)}` }),
  );
};
