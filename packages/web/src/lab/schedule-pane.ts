import { scheduleTurns } from './compute.js';
import type { LabContext } from './context.js';
import { el, labelled, numberInput, readNumber } from './draw.js';
import { LIMITS, type ScheduledActor } from './settings.js';
import { timeInto } from './workers.js';

/** Reads "name speed" lines into actors, or says which line is wrong. */
export function parseActors(text: string): ScheduledActor[] | string {
  const actors: ScheduledActor[] = [];
  const [lo, hi] = LIMITS.speed;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const match = /^([A-Za-z0-9_-]{1,16})\s+([0-9.]+)$/.exec(line);
    const speed = match === null ? NaN : Number(match[2]);
    if (match === null || !(speed >= lo && speed <= hi)) {
      return `"${line}" is not a name and a speed from ${lo} to ${hi}.`;
    }
    actors.push({ name: match[1], speed });
  }
  if (actors.length < LIMITS.actors[0] || actors.length > LIMITS.actors[1]) {
    return `Give ${LIMITS.actors[0]} to ${LIMITS.actors[1]} actors, one a line.`;
  }
  return actors;
}

/** Builds the scheduler pane: actors with speeds, and the order in which `createScheduler` gives them turns. */
export function createSchedulePane(ctx: LabContext): HTMLElement {
  const section = el('section', { className: 'pane' });
  section.id = 'schedule';
  section.append(el('h2', { text: 'Scheduler' }));
  const s = ctx.settings.schedule;
  const actors = el('textarea', { testId: 'schedule-actors' });
  actors.rows = 5;
  actors.cols = 20;
  actors.value = s.actors.map((a) => `${a.name} ${a.speed}`).join('\n');
  const turns = numberInput('schedule-turns', s.turns, LIMITS.turns, '1');
  const controls = el('div', { className: 'controls' });
  controls.append(labelled('Actors, "name speed" a line', actors), labelled('Turns', turns));
  const error = el('p', { className: 'error', testId: 'schedule-error' });
  const info = el('p', { testId: 'schedule-info' });
  const time = el('output', { className: 'time', testId: 'schedule-time' });
  const list = el('ol', { className: 'names', testId: 'schedule-list' });
  section.append(controls, error, info, time, list);
  const channel = ctx.timing.channel('schedule');

  function compute(): void {
    const settings = ctx.settings.schedule;
    const order = scheduleTurns(settings);
    const counts = settings.actors.map((a) => `${a.name} ${order.filter((t) => t.name === a.name).length}`);
    info.textContent = `${order.length} turns, to time ${order.length > 0 ? order[order.length - 1].time.toFixed(3) : 0}: ${counts.join(', ')}.`;
    list.replaceChildren(...order.map((t) => el('li', { text: `${t.time.toFixed(3)} ${t.name}` })));
    timeInto(channel, time, [{ label: `${settings.turns} turns`, task: { task: 'schedule', settings } }]);
  }

  function applyForm(): void {
    const parsed = parseActors(actors.value);
    const n = readNumber(turns, 'Turns', LIMITS.turns, true);
    const problem = typeof parsed === 'string' ? parsed : typeof n === 'string' ? n : undefined;
    error.textContent = problem ?? '';
    if (problem !== undefined) return;
    ctx.set('schedule', { actors: parsed as ScheduledActor[], turns: n as number });
    compute();
  }
  actors.addEventListener('change', applyForm);
  turns.addEventListener('change', applyForm);
  compute();
  return section;
}
