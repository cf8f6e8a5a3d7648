import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { summariseRun, type Content, type RunRules } from '@hullbreach/game';
import { DATABASE_NAME, openStore, StoreError } from '@hullbreach/store';
import { playBotRun } from '../bot-run.js';
import { ensureDataDir } from '../data-dir.js';
import { recordFinishedRun } from '../saves.js';
import type { BotResult } from './autoplay.js';
import { RuntimeFailure } from './play.js';

/**
 * `autoplay --data-dir DIR` in the campaign: the bot plays exactly the game of plain `autoplay`
 * (same line), and the finished run goes into DIR's history, input log and all, so `runs` lists
 * it and `replay RUN --verify` checks it.
 */
export function recordedCampaignAutoplay(
  seed: number | string,
  turns: number,
  dataDir: string,
  rules?: RunRules,
  content?: Content,
): BotResult {
  const run = playBotRun({
    seed,
    maxTurns: turns,
    ...(rules === undefined ? {} : { rules }),
    ...(content === undefined ? {} : { content }),
  });
  const v = run.session.view();
  const summary = summariseRun(run.session, run.outcome);
  const file = join(dataDir, DATABASE_NAME);
  try {
    ensureDataDir(dataDir);
    const store = openStore(file);
    try {
      recordFinishedRun(
        store,
        { ...summary, inputs: run.session.inputs },
        { now: () => new Date(), newId: () => randomUUID() },
      );
    } finally {
      store.close();
    }
  } catch (error) {
    if (error instanceof StoreError) throw new RuntimeFailure(error.message);
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new RuntimeFailure(`the run could not be recorded in ${file} (${text})`);
  }
  return {
    outcome: run.outcome,
    depth: v.depth,
    turns: v.turn,
    kills: v.stats.kills,
    stateHash: summary.stateHash,
  };
}
