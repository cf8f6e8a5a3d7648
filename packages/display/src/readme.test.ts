/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate, levelToAscii } from '@hullbreach/toolkit/gen';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The README's TypeScript examples run as they are, against the built packages (`tsc -b` first).
const ROOT = new URL('../../../', import.meta.url);
const SCRATCH = new URL('node_modules/.cache/readme-examples/', ROOT);
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...README.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

function run(name: string, source: string, input = '', env: Record<string, string> = {}) {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  mkdirSync(SCRATCH, { recursive: true });
  const file = fileURLToPath(new URL(`${name}.mjs`, SCRATCH));
  writeFileSync(file, js);
  return spawnSync(process.execPath, [file], {
    encoding: 'utf8',
    timeout: 60_000,
    input,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
}

const ESC = '\x1b';

/** The comment lines right under each console.log, without their `// `. */
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

/** The characters a terminal shows after `output` (cursor moves and SGR followed; nothing else is sent). */
function screenAfter(output: string, width: number, height: number): string[] {
  const rows = Array.from({ length: height }, () => new Array<string>(width).fill(' '));
  let x = 0;
  let y = 0;
  const re = new RegExp(`${ESC}\\[([0-9;]*)([A-Za-z])|([^${ESC}])`, 'gsu');
  for (const m of output.matchAll(re)) {
    if (m[3] !== undefined) {
      if (y < height && x < width) rows[y][x] = m[3];
      x++;
    } else if (m[2] === 'H') {
      const [r, c] = m[1].split(';').map(Number);
      y = r - 1;
      x = c - 1;
    } else if (m[2] !== 'm' && m[2] !== 'J') throw new Error(`unexpected sequence ${JSON.stringify(m[0])}`);
  }
  return rows.map((r) => r.join(''));
}

describe('README examples', () => {
  const printing = blocks.filter((b) => b.includes('console.log('));
  it('the examples that print print exactly what their comments promise', () => {
    expect(printing.length).toBeGreaterThanOrEqual(3);
    printing.forEach((block, i) => {
      const result = run(`display-${i}`, block);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout.replace(/\n$/, '').split('\n')).toEqual(promisedOutput(block));
    });
  });

  it('the terminal example draws the seeded cave and moves the @ with the arrow keys', () => {
    const block = blocks.find((b) => b.includes('TerminalPainter.fromEnv'));
    expect(block).toBeDefined();
    expect(block!.trim().split('\n').length).toBeLessThanOrEqual(25);
    const level = generate('caves', { width: 60, height: 20, seed: 'demo' });
    const map = levelToAscii(level).replace('@', '.').split('\n');
    // Three steps left, stopping at a wall, the way the example's rules go.
    const { x, y } = level.start;
    let to = x;
    for (let k = 0; k < 3 && map[y][to - 1] === '.'; k++) to--;
    expect(to).toBeLessThan(x);
    const envs: Record<string, string>[] = [
      { COLORTERM: 'truecolor' },
      { NO_COLOR: '1' },
      { TERM: 'xterm-256color' },
    ];
    for (const env of envs) {
      const result = run('display-terminal', block!, '\x1b[D\x1b[D\x1b[D', env);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const want = map.map((row, ry) => (ry === y ? row.slice(0, to) + '@' + row.slice(to + 1) : row));
      expect(screenAfter(result.stdout, 60, 20)).toEqual(want);
      if (env.NO_COLOR !== undefined)
        expect(result.stdout).not.toMatch(new RegExp(`${ESC}\\[[0-9;]*3[0-9];`));
    }
  });
});
