import { installBenchHook } from './bench-hook.js';
import { LabContext } from './context.js';
import { el } from './draw.js';
import { createFovPane } from './fov-pane.js';
import { createGenPane } from './gen-pane.js';
import { createLightPane } from './light-pane.js';
import { createLinePane } from './line-pane.js';
import { createNamesPane } from './names-pane.js';
import { createNoisePane } from './noise-pane.js';
import { createPathPane } from './path-pane.js';
import { createRngPane } from './rng-pane.js';
import { createSchedulePane } from './schedule-pane.js';
import { readLabSettings } from './settings.js';
import { createWfcPane } from './wfc-pane.js';

const root = document.getElementById('lab');
if (root === null) throw new Error('lab.html lacks its #lab element');
const problems: string[] = [];
const ctx = new LabContext(readLabSettings(window.location.search, problems), (query) => {
  window.history.replaceState(null, '', `${window.location.pathname}?${query}${window.location.hash}`);
});
// What the address asked for but the lab could not show, said once at the top.
const notes = el('ul', { className: 'error', testId: 'lab-notes' });
notes.setAttribute('role', 'status');
notes.hidden = problems.length === 0;
for (const problem of problems) notes.append(el('li', { text: problem }));
// The other panes listen for levels before the generator pane asks its worker for the first one.
const panes = [
  createFovPane(ctx),
  createPathPane(ctx),
  createLightPane(ctx),
  createLinePane(ctx),
  createWfcPane(ctx),
  createNoisePane(ctx),
  createNamesPane(ctx),
  createSchedulePane(ctx),
  createRngPane(ctx),
];
const gen = createGenPane(ctx);
root.replaceChildren(notes, gen, ...panes);
// The field of view and pathfinding canvases follow the window's width (the generator pane redraws itself).
window.addEventListener('resize', () => ctx.mapEdited());
installBenchHook();
let first = true;
ctx.onLevel(() => {
  if (!first) return;
  first = false;
  root.dataset.ready = 'true';
});
// Write the settings in full, so the address can be shared as it is.
ctx.setView({});
