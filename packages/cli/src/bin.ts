#!/usr/bin/env node
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as game from '@hullbreach/game';
import { autoplay } from '@hullbreach/game';
import { RuntimeFailure, type AppFactory } from './commands/play.js';
import type { CommandIo } from './io.js';
import { main } from './main.js';

async function readText(path: string): Promise<string> {
  if (path !== '-') return readFile(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

// Transitional: the game defines createApp (ui/app.ts) but does not export it from its index
// yet; look it up until it does, then import it like autoplay.
function fromGame<T>(name: string): T {
  const found = (game as Record<string, unknown>)[name];
  if (typeof found === 'function') return found as T;
  return (() => {
    throw new RuntimeFailure(`this build of the game does not export ${name} yet`);
  }) as T;
}
const createApp = fromGame<AppFactory>('createApp');

const io: CommandIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  readText,
};

process.exitCode = await main(process.argv.slice(2), {
  io,
  bot: autoplay,
  play: {
    createApp,
    stdin: process.stdin,
    stdout: process.stdout,
    env: process.env,
    entropy: () => randomInt(0, 2 ** 32 - 1),
    process,
    exit: (code) => process.exit(code),
  },
});
