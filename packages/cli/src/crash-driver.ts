#!/usr/bin/env node
// A small real program for the crash test: the bot plays runs one after another in a data folder,
// autosaving every few turns through the same persistence as `hullbreach play`, and continuing
// the live save it finds when it starts (as "play --continue" does). After every committed save it
// prints "saved RUN TURN INPUTS", after every other turn (appended to the live save's log, as the
// game makes every turn durable) "played RUN TURN INPUTS", after every finished run "finished
// RUN"; it runs until killed.
//
// Usage: node crash-driver.js DATA_DIR SEED SAVE_EVERY [MAX_TURNS]
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import { botCommand, type RecordedSession } from '@hullbreach/game';
import { playBotRun } from './bot-run.js';
import { openPersistence } from './saves.js';

const [dir, seedText, everyText, maxText] = process.argv.slice(2);
if (dir === undefined || seedText === undefined || everyText === undefined) {
  process.stderr.write('usage: crash-driver DATA_DIR SEED SAVE_EVERY [MAX_TURNS]\n');
  process.exit(2);
}
const every = Number(everyText);
const maxTurns = Number(maxText ?? 1500);
const saves = openPersistence(dir, {}, { home: dir, now: () => new Date(), newId: () => randomUUID() });
const say = (line: string): void => void writeSync(1, `${line}\n`);
const told = (s: RecordedSession): void => say(`saved ${s.runId} ${s.view().turn} ${s.inputs.length}`);
const played = (s: RecordedSession): void => say(`played ${s.runId} ${s.view().turn} ${s.inputs.length}`);

/** Plays on from a live save with the bot until the run ends or reaches the turn limit. */
function continueLive(): void {
  if (saves.persistence.liveSave() === undefined) return;
  const session = saves.persistence.resume();
  say(`resumed ${session.runId} ${session.view().turn} ${session.inputs.length}`);
  const memory = { depth: -1, floorTurns: 0 };
  let last = session.view().turn;
  for (;;) {
    const v = session.view();
    if (v.outcome !== 'playing' || v.turn >= maxTurns) break;
    if (!session.perform(botCommand(v, memory)).tookTurn) session.perform({ kind: 'wait' });
    if (session.view().outcome === 'playing' && session.view().turn - last >= every) {
      saves.persistence.save(session);
      told(session);
      last = session.view().turn;
    } else if (session.view().outcome === 'playing') {
      saves.persistence.record(session);
      played(session);
    }
  }
  const end = session.view().outcome;
  saves.persistence.finish(session, end === 'playing' ? 'turn-limit' : end);
  say(`finished ${session.runId}`);
}

continueLive();
for (let n = 0; ; n++) {
  const seed = `${seedText}-${n}`;
  const result = playBotRun({
    seed,
    maxTurns,
    persistence: saves.persistence,
    saveEvery: every,
    onSave: told,
    onTurn: played,
  });
  say(`finished ${result.session.runId}`);
}
