/**
 * The run rules the player chose last time (difficulty, lamp, autopickup), kept in the data folder
 * beside keys.json as `rules.json`, so the next `play` starts with them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RULES, isDifficulty, type RunRules } from '@hullbreach/game';

/** The name of the kept rules in the data folder. */
export const RULES_FILE = 'rules.json';

/** Reads a file as UTF-8 text (injected so tests need no disk). */
export type ReadText = (file: string) => string;

/** Writes UTF-8 text to a file in the data folder (injected so tests need no disk). */
export type WriteText = (dir: string, file: string, text: string) => void;

const readText: ReadText = (file) => readFileSync(file, 'utf8');
const writeText: WriteText = (dir, file, text) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, text);
};

/**
 * The rules kept in `dir`, or undefined when there are none. A file that cannot be read or is not
 * JSON counts as none; an entry that is not a known value keeps its default. Never throws.
 */
export function loadRules(dir: string, read: ReadText = readText): RunRules | undefined {
  let kept: unknown;
  try {
    kept = JSON.parse(read(join(dir, RULES_FILE)));
  } catch {
    return undefined;
  }
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return undefined;
  const { difficulty, lamp, autopickup } = kept as Record<string, unknown>;
  return {
    difficulty:
      typeof difficulty === 'string' && isDifficulty(difficulty) ? difficulty : DEFAULT_RULES.difficulty,
    lamp: lamp === 'cone' || lamp === 'round' ? lamp : DEFAULT_RULES.lamp,
    autopickup: typeof autopickup === 'boolean' ? autopickup : DEFAULT_RULES.autopickup,
  };
}

/**
 * Keeps `rules` in `dir` for the next session; returns a one-line problem when the file cannot be
 * written (the game goes on: the choice is just not remembered), else undefined.
 */
export function saveRules(dir: string, rules: RunRules, write: WriteText = writeText): string | undefined {
  const file = join(dir, RULES_FILE);
  const { difficulty, lamp, autopickup } = rules;
  try {
    write(dir, file, `${JSON.stringify({ difficulty, lamp, autopickup }, null, 2)}\n`);
    return undefined;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const why = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
    return `cannot write ${file} (${why}); the rules you chose are not remembered.`;
  }
}
