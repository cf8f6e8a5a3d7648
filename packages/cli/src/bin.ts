#!/usr/bin/env node
import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { autoplay, createApp } from '@hullbreach/game';
import type { CommandIo } from './io.js';
import { endlessGames } from './endless-world.js';
import { main } from './main.js';

async function readText(path: string): Promise<string> {
  if (path !== '-') return readFile(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

// Output that cannot be written ends the program without a stack trace: a reader that closed the
// pipe (`hullbreach gen caves | head`) has all it wanted, so quietly; anything else (a full disk)
// with one line and exit status 1.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  process.stderr.write(`hullbreach: cannot write the output: ${error.message}\n`);
  process.exit(1);
});

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
    saves: { home: homedir(), now: () => new Date(), newId: () => randomUUID(), endless: endlessGames },
  },
});
