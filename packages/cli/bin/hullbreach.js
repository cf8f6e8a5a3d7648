#!/usr/bin/env node
// The `hullbreach` command's launcher. It is a tracked, executable file (not a build output) so
// that npm can link it into node_modules/.bin at install time, before `tsc -b` has built dist/.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const built = new URL('../dist/bin.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  process.stderr.write(
    'hullbreach: the command is not built yet; run "npm run build" in the repository root\n',
  );
  process.exitCode = 1;
}
