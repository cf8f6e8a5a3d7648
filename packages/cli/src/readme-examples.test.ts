import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The TypeScript examples in the package READMEs run as they are, against the built packages.
const ROOT = new URL('../../../', import.meta.url);
const SCRATCH = new URL('node_modules/.cache/readme-examples/', ROOT);

/** The ```ts blocks of a markdown file. */
function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
}

function run(name: string, source: string): { status: number | null; stdout: string; stderr: string } {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  mkdirSync(SCRATCH, { recursive: true });
  const file = fileURLToPath(new URL(`${name}.mjs`, SCRATCH));
  writeFileSync(file, js);
  return spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 60_000 });
}

describe('README examples', () => {
  for (const pkg of ['toolkit', 'game']) {
    it(`@hullbreach/${pkg}: every example runs and prints`, () => {
      const blocks = tsBlocks(readFileSync(new URL(`packages/${pkg}/README.md`, ROOT), 'utf8'));
      expect(blocks.length).toBeGreaterThan(0);
      blocks.forEach((block, i) => {
        const result = run(`${pkg}-${i}`, block);
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        expect(result.stdout.trim().length).toBeGreaterThan(0);
      });
    });
  }
});
