/**
 * The test page of the store's persistence scenarios (not linked from the game or the lab): starts
 * the worker that runs them on OPFS and lists how each went; `body[data-results]` holds them as JSON.
 */
import type { ScenarioResult } from './persist-protocol.js';

const worker = new Worker(new URL('./persist-worker.ts', import.meta.url), { type: 'module' });
const list = document.getElementById('results');
const done = (results: readonly ScenarioResult[]): void => {
  for (const r of results) {
    const item = document.createElement('li');
    item.textContent = `${r.ok ? 'pass' : 'FAIL'}: ${r.name}${r.error === undefined ? '' : ` (${r.error})`}`;
    list?.append(item);
  }
  document.body.dataset.results = JSON.stringify(results);
};
worker.onmessage = (event: MessageEvent<ScenarioResult[]>) => done(event.data);
worker.onerror = (event) => done([{ name: 'the worker', ok: false, error: event.message }]);
