/**
 * Content packs (checked by validate.ts) into the content registry: each pack becomes the
 * registry's patches (colours from '#rrggbb', a floor's monster counts onto the kinds' spawn
 * counts, defaults for a new kind's behaviour) and is applied over the content before it, all or
 * nothing: one problem anywhere and the result is only the problems, with the built-in content
 * untouched.
 */
import {
  BUILTIN_CONTENT,
  buildContent,
  type Content,
  type ContentPack as RegistryPack,
  type ContentProblem as RegistryProblem,
  type FloorPatch,
  type MonsterPatch,
  type VariantPatch,
} from '../content/registry.js';
import type { ModPack, ModProblem, PackMonster } from './validate.js';

/** What {@link contentFromPacks} gives: the content, or every problem of every pack (and no content). */
export type ModContentResult =
  | { readonly ok: true; readonly content: Content }
  | { readonly ok: false; readonly problems: readonly ModProblem[] };

const colourOf = (hex: string): number => Number.parseInt(hex.slice(1), 16);

/** The registry patch of a pack's monster (its floor counts are added by the caller). */
function monsterPatch(m: PackMonster, isNew: boolean, floors: readonly number[] | undefined): MonsterPatch {
  const { colour, endless, reforms, heavy, difficulty, ...rest } = m;
  const traits = {
    ...(isNew ? { reforms: false, heavy: false, difficulty: 'none' as const } : {}),
    ...(reforms === undefined ? {} : { reforms }),
    ...(heavy === undefined ? {} : { heavy }),
    ...(difficulty === undefined ? {} : { difficulty }),
  };
  const spawn = {
    ...(isNew ? { endless: { from: 0, base: 0 } } : {}),
    ...(endless === undefined ? {} : { endless: { from: endless.from, base: endless.weight } }),
    ...(floors === undefined ? {} : { floors }),
  };
  return {
    ...rest,
    ...(colour === undefined ? {} : { colour: colourOf(colour) }),
    ...(Object.keys(spawn).length > 0 ? { spawn } : {}),
    ...(Object.keys(traits).length > 0 ? { traits } : {}),
  };
}

/** The registry pack of one checked pack, over `current`; problems it finds itself go to `report`. */
function toRegistry(
  pack: ModPack,
  current: Content,
  report: (path: string, expected: string, got?: string) => void,
): RegistryPack {
  const depthCount = current.floors.length;
  const known = new Set([...current.monsters.map((m) => m.id), ...pack.monsters.map((m) => m.id)]);
  // Each kind's count on every floor, where a floor table of this pack names it.
  const counts = new Map<string, number[]>();
  pack.floors.forEach((floor, f) => {
    for (const [id, n] of Object.entries(floor.monsters ?? {})) {
      if (!known.has(id)) {
        report(
          `$.floors[${f}].monsters${/^[a-z][a-z0-9]*$/.test(id) ? `.${id}` : `[${JSON.stringify(id)}]`}`,
          `a monster kind of the game or of a pack: ${[...known].join(', ')}`,
        );
        continue;
      }
      let row = counts.get(id);
      if (row === undefined) {
        const before = current.monsterById.get(id)?.spawn.floors ?? [];
        row = Array.from({ length: depthCount }, (_, d) => before[d] ?? 0);
        counts.set(id, row);
      }
      row[floor.depth] = n;
    }
  });
  const monsters: MonsterPatch[] = pack.monsters.map((m) => {
    const isNew = !current.monsterById.has(m.id);
    const floors = counts.get(m.id) ?? (isNew ? Array.from({ length: depthCount }, () => 0) : undefined);
    return monsterPatch(m, isNew, floors);
  });
  for (const [id, floors] of counts)
    if (!pack.monsters.some((m) => m.id === id)) monsters.push({ id, spawn: { floors } });
  const items = pack.items.map(({ colour, ...rest }) => ({
    ...rest,
    ...(colour === undefined ? {} : { colour: colourOf(colour) }),
  }));
  const variants: VariantPatch[] = pack.variants.map(({ colour, ...rest }) => ({
    ...rest,
    ...(colour === undefined ? {} : { colour: colourOf(colour) }),
  }));
  const floors: FloorPatch[] = pack.floors.map(({ monsters: _counts, ...rest }) => rest);
  return { source: pack.file, monsters, items, variants, floors };
}

/** A registry problem's path in the pack's own words (`spawn.endless.base` is `endless.weight`, and so on). */
function packPath(path: string, pack: ModPack): string {
  const byId = /^\$\.monsters\[id=([^\]]+)\](.*)$/.exec(path);
  if (byId !== null) {
    const at = pack.monsters.findIndex((m) => m.id === byId[1]);
    if (at >= 0) path = `$.monsters[${at}]${byId[2]}`;
  }
  const index = /^\$\.monsters\[(\d+)\]/.exec(path);
  if (index !== null && Number(index[1]) >= pack.monsters.length) return '$.floors';
  return path
    .replace(/\.spawn\.endless\.base$/, '.endless.weight')
    .replace(/\.spawn\.endless\./, '.endless.')
    .replace(/\.spawn\.floors.*$/, '')
    .replace(/\.traits\./, '.');
}

/**
 * Builds the content a run plays with from the packs, in order, over `base` (the built-in content):
 * a monster or variant with a new id is added, one with a known id changed (the fields given
 * replace its own); an item's look and words change; a floor table's fields replace the floor's.
 * Returns the content, or every problem of every pack and no content (a pack is never half applied).
 */
export function contentFromPacks(
  packs: readonly ModPack[],
  base: Content = BUILTIN_CONTENT,
): ModContentResult {
  const problems: ModProblem[] = [];
  let current = base;
  for (const pack of packs) {
    const own: ModProblem[] = [];
    const registryPack = toRegistry(pack, current, (path, expected, got) =>
      own.push({ file: pack.file, path, expected, ...(got === undefined ? {} : { got }) }),
    );
    if (own.length > 0) {
      problems.push(...own);
      continue;
    }
    const built = buildContent([registryPack], current);
    if (built.ok) current = built.content;
    else
      problems.push(
        ...built.problems.map((p: RegistryProblem) => ({
          file: pack.file,
          path: packPath(p.path, pack),
          expected: p.expected,
        })),
      );
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, content: current };
}
