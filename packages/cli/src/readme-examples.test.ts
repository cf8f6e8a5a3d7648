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

/**
 * The output an example promises: the comment lines right under each `console.log(...)`, without
 * their `// `. Throws when a `console.log` has no such comment, so nothing prints unchecked.
 */
function promisedOutput(block: string): string[] {
  const lines = block.split('\n');
  const promised: string[] = [];
  lines.forEach((line, i) => {
    if (!line.includes('console.log(')) return;
    let j = i + 1;
    for (; j < lines.length && /^\s*\/\//.test(lines[j]); j++)
      promised.push(lines[j].replace(/^\s*\/\/ ?/, ''));
    if (j === i + 1) throw new Error(`no output comment under: ${line.trim()}`);
  });
  return promised;
}

describe('README examples', () => {
  it('@hullbreach/toolkit: every example prints exactly what its comments promise', () => {
    const blocks = tsBlocks(readFileSync(new URL('packages/toolkit/README.md', ROOT), 'utf8'));
    expect(blocks.length).toBeGreaterThan(0);
    blocks.forEach((block, i) => {
      const result = run(`toolkit-${i}`, block);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout.replace(/\n$/, '').split('\n')).toEqual(promisedOutput(block));
    });
  });

  it('@hullbreach/store: every example prints exactly what its comments promise', () => {
    const blocks = tsBlocks(readFileSync(new URL('packages/store/README.md', ROOT), 'utf8'));
    expect(blocks.length).toBeGreaterThan(0);
    blocks.forEach((block, i) => {
      const result = run(`store-${i}`, block);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout.replace(/\n$/, '').split('\n')).toEqual(promisedOutput(block));
    });
  });

  for (const pkg of ['game']) {
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
