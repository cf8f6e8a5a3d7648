import { installBenchHook } from './bench-hook.js';
import { LabContext } from './context.js';
import { createFovPane } from './fov-pane.js';
import { createGenPane } from './gen-pane.js';
import { createPathPane } from './path-pane.js';
import { readLabSettings } from './settings.js';
import { createWfcPane } from './wfc-pane.js';

const root = document.getElementById('lab');
if (root === null) throw new Error('lab.html lacks its #lab element');
const ctx = new LabContext(readLabSettings(window.location.search), (query) => {
  window.history.replaceState(null, '', `${window.location.pathname}?${query}${window.location.hash}`);
});
const gen = createGenPane(ctx);
const fov = createFovPane(ctx);
const path = createPathPane(ctx);
root.replaceChildren(gen, fov, path, createWfcPane());
// The generator pane made its level before the other panes listened: show it to them now.
ctx.showLevel(ctx.level);
// The field of view and pathfinding canvases follow the window's width (the generator pane redraws itself).
window.addEventListener('resize', () => ctx.mapEdited());
installBenchHook();
root.dataset.ready = 'true';
// Write the settings in full, so the address can be shared as it is.
ctx.setView({});
