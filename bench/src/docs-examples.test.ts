import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every TypeScript block in docs/*.md runs as it is, against the built packages (`npm test` runs
// `tsc -b` first), and prints exactly what the comment lines under each console.log promise.
const ROOT = new URL('../../', import.meta.url);
const DOCS = new URL('docs/', ROOT);
const SCRATCH = new URL('node_modules/.cache/docs-examples/', ROOT);

/** The ```ts blocks of a markdown file. */
function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/**
 * The output a block promises: the comment lines right under each `console.log(...)`, without
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

function run(name: string, source: string): { status: number | null; stdout: string; stderr: string } {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  mkdirSync(SCRATCH, { recursive: true });
  const file = fileURLToPath(new URL(`${name}.mjs`, SCRATCH));
  writeFileSync(file, js);
  return spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 60_000 });
}

const pages = readdirSync(DOCS)
  .filter((f) => f.endsWith('.md'))
  .map((f) => [f, tsBlocks(readFileSync(new URL(f, DOCS), 'utf8'))] as const)
  .filter(([, blocks]) => blocks.length > 0);

describe('docs examples', () => {
  it('there are some', () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  for (const [page, blocks] of pages) {
    blocks.forEach((block, i) => {
      it(`${page} #${i + 1} runs and prints exactly what its comments promise`, () => {
        const promised = promisedOutput(block);
        expect(promised.length, 'an example prints something and says what').toBeGreaterThan(0);
        const result = run(`${page.replace(/\.md$/, '')}-${i}`, block);
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        expect(result.stdout.replace(/\n$/, '').split('\n')).toEqual(promised);
      });
    });
  }
});
