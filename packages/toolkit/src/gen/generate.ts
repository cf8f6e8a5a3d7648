import type { Exact, GeneratorKind, GeneratorOptionsMap, LevelMap } from './kinds.js';
export type { GeneratorKind } from './kinds.js';
import type { Level } from './level.js';
import { generatorFunctionName, optionsObject, runNamed, type GenerateOptions } from './options.js';
import type { Generator, StageRecorder } from './stages.js';
import { GenWorkspace } from './workspace.js';
import { generateStation } from './station/station.js';
import { generateShip } from './ship/ship.js';
import { generateCellular } from './cellular/cellular.js';
import { generateCaves } from './caves/caves.js';
import { generateFeatures } from './features/features.js';
import { generateRooms } from './rooms/rooms.js';
import { generateBsp } from './bsp/bsp.js';
import { generateChunk } from './chunk/chunk.js';
import { generateEllerMaze } from './maze/eller.js';
import { generateDividedMaze } from './maze/divided.js';
import { generateIceyMaze } from './maze/icey.js';
import { generateRogue } from './rogue/rogue.js';
import { generateArena } from './arena/arena.js';

const GENERATORS: Record<GeneratorKind, Generator> = {
  station: generateStation,
  ship: generateShip,
  cellular: generateCellular,
  caves: generateCaves,
  features: generateFeatures,
  rooms: generateRooms,
  bsp: generateBsp,
  chunk: generateChunk,
  'maze-eller': generateEllerMaze,
  'maze-divided': generateDividedMaze,
  'maze-icey': generateIceyMaze,
  rogue: generateRogue,
  arena: generateArena,
};

/** Every generator kind, in a stable order. */
export const GENERATOR_KINDS: readonly GeneratorKind[] = Object.keys(GENERATORS) as GeneratorKind[];

function lookup(kind: string, fn = 'generate'): Generator {
  if (!Object.prototype.hasOwnProperty.call(GENERATORS, kind)) {
    throw new RangeError(
      `${fn}: unknown generator kind "${kind}"; expected one of ${GENERATOR_KINDS.join(', ')}`,
    );
  }
  return GENERATORS[kind as GeneratorKind];
}

/**
 * Generates a level of the given kind; the same kind and options always give byte-identical tiles.
 * Each kind takes its own options (`GeneratorOptionsMap`) and returns its own level type
 * (`LevelMap`); an unknown kind, an option the kind does not take or a bad value is a RangeError
 * naming it.
 */
export function generate<K extends GeneratorKind, O extends GeneratorOptionsMap[K]>(
  kind: K,
  options: Exact<O, GeneratorOptionsMap[K]>,
): LevelMap[K] {
  const run = lookup(kind);
  const checked = checkOptionsObject(options);
  return runNamed(
    () => generatorFunctionName(kind),
    () => run(checked),
  ) as LevelMap[K];
}

/**
 * `generate` and `generateWithStages` with working memory kept from one level to the next (the
 * station's hull solvers and the furnishing buffers of station and bsp): hold one when generating
 * many levels. Same levels as the plain functions.
 */
export interface LevelGenerator {
  /** As {@link generate}. */
  generate<K extends GeneratorKind, O extends GeneratorOptionsMap[K]>(
    kind: K,
    options: Exact<O, GeneratorOptionsMap[K]>,
  ): LevelMap[K];
  /** As {@link generateWithStages}. */
  generateWithStages<K extends GeneratorKind, O extends GeneratorOptionsMap[K]>(
    kind: K,
    options: Exact<O, GeneratorOptionsMap[K]>,
  ): { level: LevelMap[K]; stages: GenerationStage[] };
}

/** A new {@link LevelGenerator} with its own working memory. */
export function createLevelGenerator(): LevelGenerator {
  const workspace = new GenWorkspace();
  return {
    generate: (kind, options) => {
      const run = lookup(kind);
      const checked = checkOptionsObject(options);
      return runNamed(
        () => generatorFunctionName(kind),
        () => run(checked, undefined, workspace),
      ) as never;
    },
    generateWithStages: (kind, options) => withStages(kind, options, workspace) as never,
  };
}

/** The options as the generators read them, after checking that they are an object at all. */
function checkOptionsObject(options: object): GenerateOptions {
  return optionsObject('generate', options);
}

/** One named stage of a generation, as a level snapshot. */
export interface GenerationStage {
  readonly name: string;
  readonly level: Level;
}

/** Generates a level and also returns the snapshots of its stages (empty for single-stage generators). */
export function generateWithStages<K extends GeneratorKind, O extends GeneratorOptionsMap[K]>(
  kind: K,
  options: Exact<O, GeneratorOptionsMap[K]>,
): { level: LevelMap[K]; stages: GenerationStage[] } {
  return withStages(kind, options, undefined) as { level: LevelMap[K]; stages: GenerationStage[] };
}

function withStages(
  kind: GeneratorKind,
  options: object,
  workspace: GenWorkspace | undefined,
): { level: Level; stages: GenerationStage[] } {
  const stages: GenerationStage[] = [];
  const record: StageRecorder = (name, level) => stages.push({ name, level });
  const run = lookup(kind, 'generateWithStages');
  const checked = checkOptionsObject(options);
  const level = runNamed(
    () => generatorFunctionName(kind),
    () => run(checked, record, workspace),
  );
  return { level, stages };
}
