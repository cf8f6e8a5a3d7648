/**
 * Plays a parsed scenario with the game's own rules and reports, after every command (and every
 * turn of `wait N`), the real state of the floor: a test view, not the player's knowledge.
 */
import type { CommandResult } from '../core/api.js';
import { monsterList } from '../core/cells.js';
import { AMMO_BOX, WEAPONS, ammoOfItem, isWeaponItem, type ItemKind } from '../core/content.js';
import { makeItem } from '../core/floor.js';
import { createGame, perform } from '../core/game.js';
import { playerSees } from '../core/knowledge.js';
import { CLASSIC_RULES } from '../core/run-rules.js';
import type { GameState } from '../core/state.js';
import { AIRTIGHT, FLOORLESS } from '../core/terrain.js';
import { scenarioFloor, type Scenario, type ScriptStep } from './parse.js';
import { contentOf, itemName, monsterRecord } from '../content/registry.js';
import { PLAIN_CHARS } from '../content/legend.js';

/** The seed a scenario runs with when none is given. */
export const DEFAULT_SCENARIO_SEED = 1;

/** Most steps one `explore` or `travel` line takes before the script moves on. */
export const MAX_JOURNEY = 1000;

/** Output formats of {@link runScenario}. */
export type ScenarioFormat = 'json' | 'text';

/** Options of {@link runScenario}. */
export interface RunScenarioOptions {
  readonly seed?: number | string;
  readonly format?: ScenarioFormat;
}

/** A monster (or a skeleton's bones, kind `bones`) as a line reports it. */
export interface MonsterRecord {
  readonly id: number;
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly hp: number;
}

/** What one command (or one turn of `wait N`) left behind. */
export interface TurnRecord {
  readonly turn: number;
  readonly command: string;
  readonly tookTurn: boolean;
  readonly player: {
    readonly x: number;
    readonly y: number;
    readonly hp: number;
    readonly oxygen: number;
    readonly armour: number;
  };
  readonly outcome: string;
  readonly monsters: readonly MonsterRecord[];
  readonly items: readonly { readonly kind: string; readonly x: number; readonly y: number }[];
  /** Cells with a deck and no wall (not solid, not open space) whose air is gone. */
  readonly airless: number;
  /** Cells whose air moved toward a breach at the last update. */
  readonly flowing: number;
  /** Cells on fire. */
  readonly burning: number;
  /** Messages of this turn, in order. */
  readonly log: readonly string[];
  /** Scenarios with a `lamp` setting only: the ids of the monsters the player sees (in view and lit). */
  readonly sees?: readonly number[];
  /** `explore` and `travel` only, on their last line: why the journey stopped. */
  readonly stop?: string;
}

/** The last line: the floor as the run left it. */
export interface FinalRecord {
  readonly final: true;
  readonly turn: number;
  readonly outcome: string;
  /** The terrain in the map legend, monsters and the player (while on a deck) drawn over it. */
  readonly map: readonly string[];
  /** One character a cell: `#` solid, space open space, `.` air, `~` no air. */
  readonly air: readonly string[];
}

/** A whole run: every line's record, the final one, and the game as it ended. */
export interface ScenarioRun {
  readonly records: readonly TurnRecord[];
  readonly final: FinalRecord;
  readonly game: GameState;
}

function loadedFull(kind: ItemKind): number {
  return isWeaponItem(kind) ? WEAPONS[kind].capacity : 0;
}

/** A new game on the scenario's floor, with the player set up as its settings say. */
export function startScenario(scenario: Scenario, seed: number | string = DEFAULT_SCENARIO_SEED): GameState {
  const s = scenario.settings;
  const bare = scenarioFloor(scenario);
  let nextId = 1;
  for (const m of monsterList(bare.floor)) nextId = Math.max(nextId, m.id);
  nextId++;
  for (const stack of s.items) {
    for (let k = 0; k < stack.count; k++)
      bare.floor.items.push(makeItem(nextId++, stack.kind, stack.x, stack.y, loadedFull(stack.kind)));
  }
  const game = createGame(seed, {
    floor: bare,
    content: scenario.content,
    ...(s.lamp === undefined ? {} : { rules: { ...CLASSIC_RULES, lamp: s.lamp } }),
  });
  const p = game.player;
  if (s.facing !== undefined && game.rules !== undefined) p.facing = s.facing;
  if (s.hp !== undefined) {
    p.hp = s.hp;
    p.maxHp = Math.max(p.maxHp, s.hp);
  }
  if (s.oxygen !== undefined) {
    p.oxygen = s.oxygen;
    p.maxOxygen = Math.max(p.maxOxygen, s.oxygen);
  }
  if (s.armour !== undefined) p.armour = s.armour;
  p.inventory = [];
  p.wielded = 0;
  if (s.wield !== 'fists') {
    const held = makeItem(nextId++, s.wield, -1, -1, loadedFull(s.wield));
    p.inventory.push(held);
    p.wielded = held.id;
  }
  for (const [type, count] of Object.entries(s.ammo)) p.ammo[type as keyof typeof p.ammo] = count;
  for (const stack of s.carry) {
    const ammo = ammoOfItem(stack.kind);
    if (ammo !== undefined) {
      p.ammo[ammo] += AMMO_BOX[ammo] * stack.count;
      continue;
    }
    for (let k = 0; k < stack.count; k++)
      p.inventory.push(makeItem(nextId++, stack.kind, -1, -1, loadedFull(stack.kind)));
  }
  game.nextId = Math.max(game.nextId, nextId);
  return game;
}

function countCells(game: GameState): { airless: number; flowing: number; burning: number } {
  const { terrain, air, flow, fire } = game.floor;
  let airless = 0;
  let flowing = 0;
  let burning = 0;
  for (let i = 0; i < terrain.length; i++) {
    if (AIRTIGHT[terrain[i]] === 0 && FLOORLESS[terrain[i]] === 0 && air[i] === 0) airless++;
    if (flow[i] > 0) flowing++;
    if (fire[i] > 0) burning++;
  }
  return { airless, flowing, burning };
}

function record(
  game: GameState,
  command: string,
  result: CommandResult,
  extraLog: readonly string[] = [],
): TurnRecord {
  const { player, floor } = game;
  const log: string[] = [...extraLog];
  for (const e of result.events) if (e.type === 'message') log.push(e.text);
  return {
    turn: game.turn,
    command,
    tookTurn: result.tookTurn,
    player: { x: player.x, y: player.y, hp: player.hp, oxygen: player.oxygen, armour: player.armour },
    outcome: game.outcome,
    monsters: monsterList(floor).map((m) => ({
      id: m.id,
      kind: m.mode === 'bones' ? 'bones' : m.kind,
      x: m.x,
      y: m.y,
      hp: m.hp,
    })),
    items: floor.items.map((it) => ({ kind: it.kind, x: it.x, y: it.y })),
    ...countCells(game),
    log,
    ...(game.rules === undefined
      ? {}
      : {
          sees: monsterList(floor)
            .filter((m) => m.mode !== 'bones' && playerSees(game, m.x, m.y))
            .map((m) => m.id),
        }),
    ...(result.stop === undefined ? {} : { stop: result.stop }),
  };
}

function finalRecord(game: GameState): FinalRecord {
  const { floor, player } = game;
  const { width, height, terrain, air } = floor;
  const map: string[][] = [];
  const airRows: string[] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    let airRow = '';
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const t = terrain[i];
      row.push(PLAIN_CHARS[t] ?? '?');
      airRow += AIRTIGHT[t] !== 0 ? '#' : FLOORLESS[t] !== 0 ? ' ' : air[i] > 0 ? '.' : '~';
    }
    map.push(row);
    airRows.push(airRow);
  }
  const content = contentOf(game);
  for (const m of monsterList(floor))
    if (m.mode !== 'bones') map[m.y][m.x] = monsterRecord(content, m.kind).glyph;
  if (FLOORLESS[terrain[player.y * width + player.x]] === 0) map[player.y][player.x] = '@';
  return {
    final: true,
    turn: game.turn,
    outcome: game.outcome,
    map: map.map((r) => r.join('')),
    air: airRows,
  };
}

function runStep(game: GameState, step: ScriptStep, out: TurnRecord[]): void {
  const { action } = step;
  switch (action.kind) {
    case 'command':
      out.push(record(game, step.text, perform(game, action.command)));
      return;
    case 'wait':
      for (let k = 0; k < action.turns && game.outcome === 'playing'; k++)
        out.push(record(game, step.text, perform(game, { kind: 'wait' })));
      return;
    case 'item': {
      const slot = game.player.inventory.findIndex((it) => it.kind === action.item);
      if (slot < 0) {
        const refused: CommandResult = { tookTurn: false, events: [], reobserved: 0 };
        out.push(
          record(game, step.text, refused, [`You carry no ${itemName(contentOf(game), action.item)}.`]),
        );
        return;
      }
      out.push(record(game, step.text, perform(game, { kind: action.verb, slot })));
      return;
    }
    case 'journey':
      for (let k = 0; k < MAX_JOURNEY && game.outcome === 'playing'; k++) {
        const result = perform(game, action.command);
        out.push(record(game, step.text, result));
        if (result.stop !== undefined || !result.tookTurn) return;
      }
      return;
  }
}

/** Plays the scenario's script on a fresh game from `seed` until it ends or the run does. */
export function playScenario(scenario: Scenario, seed: number | string = DEFAULT_SCENARIO_SEED): ScenarioRun {
  const game = startScenario(scenario, seed);
  const records: TurnRecord[] = [];
  for (const step of scenario.script) {
    if (game.outcome !== 'playing') break;
    runStep(game, step, records);
  }
  return { records, final: finalRecord(game), game };
}

function textReport(scenario: Scenario, seed: number | string, run: ScenarioRun): string[] {
  const { final, game } = run;
  const p = game.player;
  const counts = countCells(game);
  const living = monsterList(game.floor);
  const monsters =
    living.length === 0
      ? 'none'
      : living
          .map((m) => `${m.mode === 'bones' ? 'bones' : m.kind} ${m.id} at ${m.x},${m.y} (hp ${m.hp})`)
          .join(', ');
  return [
    `${scenario.fileName}, seed ${String(seed)}: ${run.records.length} lines, turn ${final.turn}, ${final.outcome}`,
    '',
    'Map:',
    ...final.map,
    '',
    'Air (. air, ~ none, # solid, blank: open space):',
    ...final.air,
    '',
    `Player: ${p.x},${p.y}, hp ${p.hp}/${p.maxHp}, oxygen ${p.oxygen}/${p.maxOxygen}, armour ${p.armour}`,
    `Monsters: ${monsters}`,
    `Cells: ${counts.airless} airless, ${counts.flowing} flowing, ${counts.burning} burning`,
  ];
}

/**
 * Plays the scenario and returns its output lines (no line ends): in `json` format one JSON object
 * per command (per turn for `wait N`) and a last one with the map and air rows; in `text` format
 * the final map, the air map and a short summary. Same scenario and seed, same lines.
 */
export function runScenario(scenario: Scenario, options: RunScenarioOptions = {}): string[] {
  const seed = options.seed ?? DEFAULT_SCENARIO_SEED;
  const run = playScenario(scenario, seed);
  if (options.format === 'text') return textReport(scenario, seed, run);
  return [...run.records.map((r) => JSON.stringify(r)), JSON.stringify(run.final)];
}
