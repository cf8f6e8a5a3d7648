/**
 * Auto-explore and travel: one step at a time, each an ordinary `move` (so bumping a closed door
 * opens it, and that is the step), planned over what the player knows only. A journey is a run of
 * such steps; it stops, saying why, the moment something needs the player: a monster in view, an
 * item found, damage, falling oxygen, a breach venting nearby, the goal reached or nothing left.
 *
 * Everything a step compares is taken just before it and checked just after the station has
 * answered it, so nothing has to persist between steps; the working memory of the distance maps
 * is kept with the floor (`cached`).
 */
import { createPathfinder, type Pathfinder, type Point } from '@hullbreach/toolkit';
import type { Cell, Command, CommandResult } from './api.js';
import { isPressureWall } from './atmosphere.js';
import { cached } from './cells.js';
import { LAST_FLOOR } from './content.js';
import { contentOf, itemName, monsterRecord } from '../content/registry.js';
import { say, type Turn } from './log.js';
import {
  knowledgeOf,
  Ter,
  type FloorState,
  type GameState,
  type Monster,
  type WindowKnowledge,
} from './state.js';
import { AIRTIGHT, WALKABLE } from './terrain.js';

/** The two journey commands. */
export type JourneyCommand = Extract<Command, { kind: 'explore' } | { kind: 'travel' }>;

/** True for the commands that walk a journey (explore, travel). */
export function isJourney(command: Command): command is JourneyCommand {
  return command.kind === 'explore' || command.kind === 'travel';
}

/** A breach, blast or drag this close (Chebyshev) stops a journey even when it is out of sight. */
export const VENT_NOTICE = 6;

/** What a step of a journey saw just before it was taken, and the step itself (or why there is none). */
export interface JourneyStart {
  /** The step to take, or undefined when none can be taken (then `stop` says why). */
  readonly step?: { readonly dx: number; readonly dy: number };
  readonly stop?: string;
  readonly hp: number;
  readonly oxygen: number;
  readonly x: number;
  readonly y: number;
  /** Ids of the items the player knew of. */
  readonly items: ReadonlySet<number>;
  /** Ids of the monsters the player had already seen once. */
  readonly noticed: ReadonlySet<number>;
  /** Seen cells near the player whose air was moving. */
  readonly flowing: number;
  /** Whether the player stood in bad air (inBadAir): their oxygen falling then is no news. */
  readonly badAir: boolean;
}

/** Working memory for planning, kept with the floor. */
interface JourneyScratch {
  readonly finder: Pathfinder;
  /** 1 where the player may plan a step: known walkable or a known closed door. */
  readonly walk: Uint8Array;
  /** Cost of entering each cell: 1, or 2 for a closed door (opening it is a step of its own). */
  readonly cost: Uint8Array;
  readonly dist: Float64Array;
  /** 1 where the player knows the deck is open to space, or a door holds vacuum back (see knownVented). */
  readonly vented: Uint8Array;
  /** The flood's queue for knownVented. */
  readonly queue: Int32Array;
}

function scratchOf(floor: FloorState): JourneyScratch {
  const n = floor.width * floor.height;
  const make = (): JourneyScratch => ({
    finder: createPathfinder(),
    walk: new Uint8Array(n),
    cost: new Uint8Array(n),
    dist: new Float64Array(n),
    vented: new Uint8Array(n),
    queue: new Int32Array(n),
  });
  const holder = cached(floor, 'journey', () => ({ scratch: make() }));
  if (holder.scratch.walk.length !== n) holder.scratch = make();
  return holder.scratch;
}

/** True when the player remembers cell `i` as a place to walk (closed doors included: they open). */
function knownPassable(known: WindowKnowledge, i: number): boolean {
  const m = known.memory[i];
  if (m === 0) return false;
  const code = m - 1;
  return WALKABLE[code] !== 0 || code === Ter.DoorClosed;
}

/** True when the player sees cell `i` to be airless, venting or burning. */
function seenBad(floor: FloorState, known: WindowKnowledge, i: number): boolean {
  if (known.seen[i] === 0) return false;
  if (floor.fire[i] !== 0 || floor.flow[i] > 0) return true;
  return AIRTIGHT[floor.terrain[i]] === 0 && floor.air[i] === 0;
}

/**
 * True when the player sees cell `i` airless, venting or burning, or knows it is open to space
 * (marked in `vented`, when given: see knownVented).
 */
function knownBad(
  floor: FloorState,
  known: WindowKnowledge,
  vented: Uint8Array | undefined,
  i: number,
): boolean {
  return (vented !== undefined && vented[i] !== 0) || seenBad(floor, known, i);
}

/**
 * True for a cell a journey never enters on purpose: a known bad one (knownBad), or a closed door
 * beside one (opening it would let the vacuum in).
 */
function unsafe(
  floor: FloorState,
  known: WindowKnowledge,
  vented: Uint8Array | undefined,
  i: number,
): boolean {
  if (knownBad(floor, known, vented, i)) return true;
  return (
    known.memory[i] - 1 === Ter.DoorClosed &&
    someNeighbour(floor, i, (j) => knownBad(floor, known, vented, j))
  );
}

/** True when one of the (up to) eight cells around cell `i` passes `test`. */
function someNeighbour(floor: FloorState, i: number, test: (j: number) => boolean): boolean {
  const { width, height } = floor;
  const x = i % width;
  const y = (i - x) / width;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx !== 0 || dy !== 0) && nx >= 0 && ny >= 0 && nx < width && ny < height && test(ny * width + nx))
        return true;
    }
  return false;
}

/**
 * Marks in `s.vented` the cells the player knows are open to space: each remembered hole in the
 * hull and every remembered cell air could flow to from one (through deck, open doors and space,
 * not through walls, glass, closed doors or cells never seen); and, while the player stands in
 * still air, each door they remember closed that holds vacuum back (a pressure wall,
 * isPressureWall: its gauge shows it), the room behind it seen or not. The gauges are read whether
 * the door is in view or not: a plan that changed with what is in view could send the player back
 * and forth. Returns false when it marks nothing, or when the player stands in that space: then
 * its doors are the way out.
 */
function knownVented(game: GameState, s: JourneyScratch): boolean {
  const { floor, player } = game;
  const { memory } = knowledgeOf(game);
  const { vented, queue } = s;
  const here = player.y * floor.width + player.x;
  // In vacuum or moving air any door may be the way out; the gauges count only from still air.
  const gauges = floor.air[here] > 0 && floor.flow[here] === 0;
  vented.fill(0);
  let tail = 0;
  let doors = 0;
  for (let i = 0; i < memory.length; i++) {
    const known = memory[i] - 1;
    if (known === Ter.Breach) {
      vented[i] = 1;
      queue[tail++] = i;
    } else if (
      gauges &&
      known === Ter.DoorClosed &&
      floor.terrain[i] === Ter.DoorClosed &&
      isPressureWall(floor, i)
    ) {
      // Airtight, so the flood below never passes it.
      vented[i] = 1;
      doors++;
    }
  }
  // Each cell taken from the queue visits all its neighbours (the test never stops the visit).
  for (let head = 0; head < tail; head++)
    someNeighbour(floor, queue[head], (j) => {
      if (vented[j] === 0 && memory[j] !== 0 && AIRTIGHT[memory[j] - 1] === 0) {
        vented[j] = 1;
        queue[tail++] = j;
      }
      return false;
    });
  return tail + doors > 0 && vented[here] === 0;
}

/**
 * How a plan treats unsafe cells (those the player sees airless, venting or burning or knows are
 * open to the void: a room whose hull they saw breached, a door whose gauge shows vacuum; and
 * closed doors beside them): `safe` leaves them out, `wary` lets a plan cross them at
 * UNSAFE_COST a step (the way out for a player who already stands in bad air), `any` treats them
 * as any other cell.
 */
type Care = 'safe' | 'wary' | 'any';

/** What a step through an unsafe cell costs a wary plan: a long way round in good air is better. */
const UNSAFE_COST = 8;

/**
 * Fills the scratch walk and cost grids from the player's memory, unsafe cells as `care` says
 * (see Care). The player's own cell is always walkable.
 */
function fillWalk(game: GameState, s: JourneyScratch, care: Care): Uint8Array | undefined {
  const { floor, player } = game;
  const { walk, cost } = s;
  const known = knowledgeOf(game);
  const { memory } = known;
  const vented = care !== 'any' && knownVented(game, s) ? s.vented : undefined;
  for (let i = 0; i < memory.length; i++) {
    const door = memory[i] - 1 === Ter.DoorClosed ? 2 : 1;
    const passable = knownPassable(known, i);
    const bad = passable && care !== 'any' && unsafe(floor, known, vented, i);
    walk[i] = passable && !(bad && care === 'safe') ? 1 : 0;
    cost[i] = bad ? door * UNSAFE_COST : door;
  }
  walk[player.y * floor.width + player.x] = 1;
  return vented;
}

/** True when the player stands where the air is bad: none, moving, or on fire. */
function inBadAir(game: GameState): boolean {
  const { floor, player } = game;
  const here = player.y * floor.width + player.x;
  return floor.air[here] === 0 || floor.flow[here] > 0 || floor.fire[here] !== 0;
}

/** Known walkable cells next to a cell the player has never seen (the edge of the known map). */
function frontier(floor: FloorState, known: WindowKnowledge, px: number, py: number): Point[] {
  const { width, height } = floor;
  const { memory } = known;
  const unseen = (j: number): boolean => memory[j] === 0;
  const out: Point[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if ((x === px && y === py) || !knownPassable(known, i)) continue;
      if (someNeighbour(floor, i, unseen)) out.push({ x, y });
    }
  }
  return out;
}

/**
 * The cells of remembered items the player has not yet stood on (explore walks to each once, as a
 * player would to see what it is); items underfoot count as visited from now on.
 */
function unvisitedItems(floor: FloorState, known: WindowKnowledge, px: number, py: number): Point[] {
  const visited = (floor.visitedItems ??= []);
  for (const it of floor.items)
    if (it.x === px && it.y === py && !visited.includes(it.id)) visited.push(it.id);
  const out: Point[] = [];
  for (const m of known.itemMemory)
    if (
      !(m.x === px && m.y === py) &&
      !visited.includes(m.id) &&
      knownPassable(known, m.y * floor.width + m.x)
    )
      out.push({ x: m.x, y: m.y });
  return out;
}

/** The downhill step from the player on the distance map, or undefined when there is none. */
function downhill(game: GameState, s: JourneyScratch): { dx: number; dy: number } | undefined {
  const { floor, player } = game;
  const { width, height } = floor;
  let best = s.dist[player.y * width + player.x];
  let step: { dx: number; dy: number } | undefined;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x = player.x + dx;
      const y = player.y + dy;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const i = y * width + x;
      if (s.walk[i] === 0) continue;
      if (s.dist[i] < best) {
        best = s.dist[i];
        step = { dx, dy };
      }
    }
  }
  return step;
}

/** The distance map to the goals over the walk grid (unsafe cells as `care` says), in the scratch. */
function mapTo(game: GameState, s: JourneyScratch, goals: readonly Point[], care: Care): void {
  const { width, height } = game.floor;
  const vented = fillWalk(game, s, care);
  const known = knowledgeOf(game);
  for (const g of goals) {
    const i = g.y * width + g.x;
    s.walk[i] = care === 'safe' && unsafe(game.floor, known, vented, i) ? 0 : 1;
  }
  s.finder.dijkstraMap({ width, height, walkable: s.walk }, goals, { cost: s.cost, out: s.dist });
}

/** "a zombie", "an oxygen canister". */
function withArticle(name: string): string {
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Living monsters the player sees now, nearest first. */
function monstersInView(game: GameState): Monster[] {
  const { floor, player } = game;
  const out: Monster[] = [];
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode !== 'bones' && knowledgeOf(game).seen[m.y * floor.width + m.x] !== 0) out.push(m);
  }
  const d = (m: Monster): number => Math.max(Math.abs(m.x - player.x), Math.abs(m.y - player.y));
  return out.sort((a, b) => d(a) - d(b) || a.id - b.id);
}

/** Why a journey stops that is no warning: the rest are said as warnings. */
const CALM_STOPS: ReadonlySet<string> = new Set([
  'Explored everything you can reach.',
  'You are already there.',
]);

/**
 * The tone a journey's stop is said in, the same whether the journey ended on it or a new one was
 * refused with it (so pressing the key again repeats the line, condensed, instead of adding one).
 */
function stopTone(text: string): 'info' | 'warn' {
  return CALM_STOPS.has(text) ? 'info' : 'warn';
}

/** The next step of a journey as things stand, or why there is none. */
export function planJourney(
  game: GameState,
  command: JourneyCommand,
): { step?: { dx: number; dy: number }; stop?: string } {
  const { floor, player } = game;
  const known = knowledgeOf(game);
  const { width, height } = floor;
  if (command.kind === 'travel') {
    const { x, y } = command;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height)
      return { stop: 'That is off the map.' };
    if (x === player.x && y === player.y) return { stop: 'You are already there.' };
    const i = y * width + x;
    if (known.memory[i] === 0) return { stop: 'You do not know that place.' };
    if (!knownPassable(known, i) && known.memory[i] - 1 !== Ter.Console)
      return { stop: 'You cannot stand there.' };
  }
  const seen = monstersInView(game);
  if (seen.length > 0)
    return { stop: `Not with ${withArticle(monsterRecord(contentOf(game), seen[0].kind).name)} in view.` };
  const s = scratchOf(floor);
  const goals =
    command.kind === 'travel'
      ? [{ x: command.x, y: command.y }]
      : [...frontier(floor, known, player.x, player.y), ...unvisitedItems(floor, known, player.x, player.y)];
  if (goals.length === 0) return { stop: 'Explored everything you can reach.' };
  mapTo(game, s, goals, 'safe');
  const step = downhill(game, s);
  if (step !== undefined) return { step };
  if (inBadAir(game)) {
    // Standing in vacuum, moving air or fire: staying is worse, so the plan may cross bad cells,
    // as few as it can, to get where it is going (and out).
    mapTo(game, s, goals, 'wary');
    const out = downhill(game, s);
    if (out !== undefined) return { step: out };
  }
  mapTo(game, s, goals, 'any');
  const risky = downhill(game, s) !== undefined;
  if (command.kind === 'travel')
    return { stop: risky ? 'The only way there is through vacuum or fire.' : 'You know no way there.' };
  return {
    stop: risky ? 'The only way on is through vacuum or fire.' : 'Explored everything you can reach.',
  };
}

function flowingNear(floor: FloorState, known: WindowKnowledge, px: number, py: number): number {
  let n = 0;
  const { width, height } = floor;
  for (let y = Math.max(0, py - VENT_NOTICE); y <= Math.min(height - 1, py + VENT_NOTICE); y++)
    for (let x = Math.max(0, px - VENT_NOTICE); x <= Math.min(width - 1, px + VENT_NOTICE); x++) {
      const i = y * width + x;
      if (known.seen[i] !== 0 && floor.flow[i] > 0) n++;
    }
  return n;
}

/** Plans a step of a journey and notes what the player knows before taking it. */
export function startJourneyStep(game: GameState, command: JourneyCommand): JourneyStart {
  const { floor, player } = game;
  const plan = planJourney(game, command);
  const noticed = new Set<number>();
  for (const key in floor.monsters) if (floor.monsters[key].noticed) noticed.add(floor.monsters[key].id);
  return {
    ...plan,
    hp: player.hp,
    oxygen: player.oxygen,
    x: player.x,
    y: player.y,
    items: new Set(knowledgeOf(game).itemMemory.map((m) => m.id)),
    noticed,
    flowing: flowingNear(floor, knowledgeOf(game), player.x, player.y),
    badAir: inBadAir(game),
  };
}

function nearPlayer(game: GameState, at: Cell): boolean {
  const { floor, player } = game;
  const { x, y } = at;
  if (x < 0 || y < 0 || x >= floor.width || y >= floor.height) return false;
  return (
    knowledgeOf(game).seen[y * floor.width + x] !== 0 ||
    Math.max(Math.abs(x - player.x), Math.abs(y - player.y)) <= VENT_NOTICE
  );
}

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, 3).map(withArticle);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length <= 1
    ? shown.join('')
    : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/**
 * After a step (and the station's answer): the reason the journey stops, or undefined when it may go
 * on. The reason is also written to the log, unless the turn already said it (a first sighting, the
 * items underfoot).
 */
export function endJourneyStep(
  turn: Turn,
  command: JourneyCommand,
  start: JourneyStart,
  result: Pick<CommandResult, 'tookTurn' | 'events'>,
): string | undefined {
  const { game } = turn;
  const { floor, player } = game;
  if (!result.tookTurn) {
    if (start.stop === undefined) return 'Something blocks the way.'; // the move said what
    say(turn, start.stop, stopTone(start.stop));
    return start.stop;
  }
  if (game.outcome !== 'playing') return 'The run is over.';
  const tell = (text: string, tone: 'info' | 'warn' = 'warn'): string => {
    say(turn, text, tone);
    return text;
  };
  if (player.hp < start.hp) return tell('You are hurt.');
  const seen = monstersInView(game);
  if (seen.length > 0) {
    const m = seen[0];
    const text = `${capitalise(withArticle(monsterRecord(contentOf(game), m.kind).name))} comes into view.`;
    // A first sighting has just been announced in the log; the stop need not repeat it.
    return start.noticed.has(m.id) ? tell(text) : text;
  }
  const vented = result.events.some(
    (e) =>
      ((e.type === 'breach' || e.type === 'explosion') && nearPlayer(game, e.at)) ||
      (e.type === 'pulled' && e.actor === game.player.id),
  );
  if (vented || (start.flowing === 0 && flowingNear(floor, knowledgeOf(game), player.x, player.y) > 0))
    return tell('A breach vents nearby.');
  // A step taken from bad air is a step out of it: its falling oxygen does not stop the way out.
  if (player.oxygen < start.oxygen && !start.badAir) return tell('Your oxygen is dropping.');
  const found = knowledgeOf(game).itemMemory.filter((m) => !start.items.has(m.id));
  if (found.length > 0)
    return tell(`You see ${listNames(found.map((m) => itemName(contentOf(game), m.kind)))}.`, 'info');
  const moved = player.x !== start.x || player.y !== start.y;
  if (moved) {
    const here = floor.items.filter((it) => it.x === player.x && it.y === player.y);
    // The step's own "You see here" line already named them.
    if (here.length > 0)
      return `Something here: ${listNames(here.map((it) => itemName(contentOf(game), it.kind)))}.`;
  }
  if (command.kind === 'travel' && player.x === command.x && player.y === command.y)
    return tell('You arrive.', 'info');
  const next = planJourney(game, command);
  if (next.step === undefined) {
    const stop = next.stop ?? 'You stop.';
    return tell(stop, stopTone(stop));
  }
  return undefined;
}

/**
 * The nearest stairs the player knows of (by known walkable steps, else straight-line distance), or
 * on the last floor the engine console; undefined when none is known.
 */
export function knownExit(game: GameState): Cell | undefined {
  const { floor, player } = game;
  const { width } = floor;
  const { memory } = knowledgeOf(game);
  const want = floor.depth >= LAST_FLOOR ? Ter.Console : Ter.Stairs;
  const exits: Point[] = [];
  for (let i = 0; i < memory.length; i++)
    if (memory[i] - 1 === want) exits.push({ x: i % width, y: (i - (i % width)) / width });
  if (exits.length <= 1) return exits[0];
  const s = scratchOf(floor);
  mapTo(game, s, [{ x: player.x, y: player.y }], 'any');
  const steps = (p: Point): number => {
    // The console is not walkable: count the steps to its nearest known neighbour.
    let best = s.dist[p.y * width + p.x];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = p.x + dx;
        const y = p.y + dy;
        if (x >= 0 && y >= 0 && x < width && y < floor.height)
          best = Math.min(best, s.dist[y * width + x] + 1);
      }
    return best;
  };
  const straight = (p: Point): number => Math.max(Math.abs(p.x - player.x), Math.abs(p.y - player.y));
  let best = exits[0];
  for (const e of exits) {
    const a = steps(e);
    const b = steps(best);
    if (a < b || (a === b && straight(e) < straight(best))) best = e;
  }
  return best;
}
