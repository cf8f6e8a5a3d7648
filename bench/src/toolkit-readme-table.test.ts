import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as gen from '@hullbreach/toolkit/gen';
import {
  GENERATOR_DEFAULT_SIZES,
  GENERATOR_KINDS,
  generate,
  type GeneratorKind,
} from '@hullbreach/toolkit/gen';

// The toolkit README's table of generator kinds is built here from the sources: the options from
// the GeneratorOptionsMap type (read with the TypeScript compiler), the sizes from what each
// generator accepts, the fields from levels it makes. The test fails when the README's copy is
// stale; `HULLBREACH_WRITE_README=1 npx vitest run bench/src/toolkit-readme-table.test.ts`
// rewrites it.
const README = fileURLToPath(new URL('../../packages/toolkit/README.md', import.meta.url));
const KINDS_TS = fileURLToPath(new URL('../../packages/toolkit/src/gen/kinds.ts', import.meta.url));
const START =
  '<!-- generator-table: generated from GeneratorOptionsMap by bench/src/toolkit-readme-table.test.ts -->';
const END = '<!-- /generator-table -->';
const BASE = new Set(['width', 'height', 'seed']);

interface KindOptions {
  readonly names: string[];
  /** Whether width and height may be left out (the generator has its own default size). */
  readonly sizedByDefault: boolean;
}

/** Each kind's option names, in declaration order, read from the GeneratorOptionsMap interface. */
function optionsFromTypes(): Map<string, KindOptions> {
  const program = ts.createProgram([KINDS_TS], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(KINDS_TS);
  if (source === undefined) throw new Error('kinds.ts not found');
  const map = source.statements.find(
    (s): s is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(s) && s.name.text === 'GeneratorOptionsMap',
  );
  if (map === undefined) throw new Error('GeneratorOptionsMap not found in kinds.ts');
  const result = new Map<string, KindOptions>();
  for (const kind of checker.getPropertiesOfType(checker.getTypeAtLocation(map))) {
    const type = checker.getTypeOfSymbolAtLocation(kind, map);
    const props = checker.getPropertiesOfType(type);
    const width = props.find((p) => p.name === 'width');
    result.set(kind.name, {
      names: props.map((p) => p.name).filter((n) => !BASE.has(n)),
      sizedByDefault: width !== undefined && (width.flags & ts.SymbolFlags.Optional) !== 0,
    });
  }
  return result;
}

/** The range a generator accepts for one side, read from the RangeError it gives for a side of 0. */
function sideRange(kind: GeneratorKind, side: 'width' | 'height', other: number): [number, number] {
  const options = { width: other, height: other, seed: 1, [side]: 0 };
  try {
    generate(kind, options as never);
  } catch (error) {
    const m = /"(width|height)" must be between (\d+) and (\d+)/.exec((error as Error).message);
    if (m !== null && m[1] === side) return [Number(m[2]), Number(m[3])];
    throw error;
  }
  throw new Error(`${kind} took ${side} 0`);
}

/** The sizes of least width + height that make a level with the default options (not always the bounds' minimum). */
function smallestSizes(kind: GeneratorKind, minW: number, minH: number): string[] {
  for (let sum = minW + minH; sum <= minW + minH + 40; sum++) {
    const fits: string[] = [];
    for (let w = minW; w <= sum - minH; w++) {
      try {
        generate(kind, { width: w, height: sum - w, seed: 1 } as never);
        fits.push(`${w}x${sum - w}`);
      } catch {
        // too small for this kind's defaults
      }
    }
    if (fits.length > 0) return fits;
  }
  throw new Error(`${kind}: no size near ${minW}x${minH} works`);
}

function sizesOf(kind: GeneratorKind, sizedByDefault: boolean): string {
  const [minW, maxW] = sideRange(kind, 'width', GENERATOR_DEFAULT_SIZES[kind].height);
  const [minH, maxH] = sideRange(kind, 'height', GENERATOR_DEFAULT_SIZES[kind].width);
  let text: string;
  if (minW === maxW && minH === maxH) text = `${minW}x${minH}`;
  else {
    text = `${smallestSizes(kind, minW, minH).join(' or ')} to ${maxW}x${maxH}`;
  }
  const { width, height } = GENERATOR_DEFAULT_SIZES[kind];
  return sizedByDefault ? `${text} (${width}x${height})` : text;
}

/** The fields besides width, height and tiles that hold something in levels of the default size. */
function filledFields(kind: GeneratorKind): string[] {
  const filled: string[] = [];
  for (const seed of [1, 2, 3]) {
    const level = generate(kind, { ...GENERATOR_DEFAULT_SIZES[kind], seed } as never) as object;
    for (const [key, value] of Object.entries(level)) {
      if (key === 'width' || key === 'height' || key === 'tiles' || filled.includes(key)) continue;
      const empty =
        value === undefined ||
        (Array.isArray(value) && value.length === 0) ||
        (ArrayBuffer.isView(value) && (value as Uint8Array).length === 0);
      if (!empty) filled.push(key);
    }
  }
  return filled;
}

function functionName(kind: string): string {
  return 'generate' + kind.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase());
}

function buildTable(): string {
  const options = optionsFromTypes();
  const rows = GENERATOR_KINDS.map((kind) => {
    const o = options.get(kind);
    if (o === undefined) throw new Error(`${kind} is missing from GeneratorOptionsMap`);
    const names = o.names.length === 0 ? 'none' : o.names.map((n) => `\`${n}\``).join(', ');
    const fields = filledFields(kind);
    return `| \`${kind}\` | \`${functionName(kind)}\` | ${sizesOf(kind, o.sizedByDefault)} | ${names} | ${fields.length === 0 ? 'none' : fields.join(', ')} |`;
  });
  return [
    START,
    '',
    '| kind | function in `/gen` | sizes (default) | options besides `width`, `height`, `seed` | fills besides `tiles` |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n');
}

describe('the toolkit README table of generator kinds', () => {
  it('is what GeneratorOptionsMap, the generators and their levels say', () => {
    const table = buildTable();
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'the README lost its generator-table markers').toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const current = readme.slice(start, end + END.length);
    if (process.env.HULLBREACH_WRITE_README === '1' && current !== table) {
      writeFileSync(README, readme.slice(0, start) + table + readme.slice(end + END.length));
      return;
    }
    expect(
      current,
      'stale: HULLBREACH_WRITE_README=1 npx vitest run bench/src/toolkit-readme-table.test.ts',
    ).toBe(table);
  }, 120_000);

  it('names a function that /gen exports for every kind', () => {
    for (const kind of GENERATOR_KINDS)
      expect(typeof (gen as Record<string, unknown>)[functionName(kind)]).toBe('function');
  });
});

describe('the toolkit README links', () => {
  const REPO = 'https://github.com/hullbreach/hullbreach/blob/main/';
  const ROOT = new URL('../../', import.meta.url);
  const TOOLKIT = new URL('packages/toolkit/', ROOT);
  const manifest = JSON.parse(readFileSync(new URL('package.json', TOOLKIT), 'utf8')) as { files: string[] };

  it('resolve from the installed package: a file the tarball ships, or a repository file by its web address', () => {
    const readme = readFileSync(README, 'utf8');
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1].replace(/#.*$/, ''));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      if (target.startsWith(REPO)) {
        expect(existsSync(new URL(target.slice(REPO.length), ROOT)), target).toBe(true);
      } else if (/^https?:/.test(target)) {
        continue; // another site
      } else {
        // Relative: it must stay inside the package and be one of the files it ships.
        expect(target.startsWith('..'), `${target} leaves the package`).toBe(false);
        expect(existsSync(new URL(target, TOOLKIT)), target).toBe(true);
        const top = target.replace(/^\.\//, '').split('/')[0];
        expect(
          manifest.files.some((f) => f === top || f.startsWith(`${top}/`)) || /^(README|LICENSE)/.test(top),
          `${target} is not in "files"`,
        ).toBe(true);
      }
    }
  });
});
