/**
 * The A/B turn table (issue 18.8): today's game core against the core as it was at commit 1bcd4ab
 * (bench/baseline/game-1bcd4ab.js, a single-file bundle made by bench/scripts/make-baseline.mjs),
 * in one process, on the same seeded floors with the same commands. Each scenario is set up on
 * both sides, both are warmed up, then slices of turns are timed with the sides alternating (which
 * goes first swaps each slice); a side's time per turn is its best slice, the speed-up is the best
 * old slice over the best new one (a loaded machine only ever slows a slice down), and the median
 * over slices of old time / new time for the same turns is shown beside it. Both sides must end in the same
 * state (a checksum of the turn, the player, every monster, the air, the fire and the terrain), so
 * a speed-up cannot come from changed rules.
 *
 * `node bench/dist/turn-ab.js [--quick]` prints the table; `npm run bench` appends it to its report.
 */
import * as Game from '@hullbreach/game';
import { pathToFileURL } from 'node:url';
import { createRng, DIRS8 } from '@hullbreach/toolkit';
import { formatTime } from './report.js';

/** The part of the game's public API the scenarios use, the same on both sides. */
type Core = typeof Game;
type State = Game.GameState;

/** The commit the baseline bundle was made from. */
export const BASELINE_COMMIT = '1bcd4ab';

/** Monsters on the floor during a timed turn. */
const MONSTER_COUNT = 60;

/** One row of the table: a scenario set up on a given core, and its per-turn step. */
export interface Scenario {
  readonly name: string;
  /** Builds the game (outside the timing) and returns one timed turn. */
  setup(core: Core): { game: State; turn: () => void };
}

/**
 * The engine deck with its population topped up to 60 monsters, and a player and monsters who
 * cannot die: the issue times turns with 60 monsters, and without this the fires, the vacuum and
 * the player's blows thinned them out during the timed turns (the vent row was down to a handful).
 */
function crowded(core: Core, seed: string, kinds: Game.MonsterKind[]): State {
  const bare = core.buildFloor(seed, core.LAST_FLOOR);
  const f = bare.floor;
  const rng = createRng(`${seed} crowd`);
  let id = 900_000;
  while (core.monsterList(f).length < MONSTER_COUNT) {
    const x = rng.int(0, f.width - 1);
    const y = rng.int(0, f.height - 1);
    const i = y * f.width + x;
    if (f.terrain[i] !== core.Ter.Floor || f.occupant[i] !== 0 || (x === bare.start.x && y === bare.start.y))
      continue;
    core.addMonster(f, core.makeMonster(id++, rng.pick(kinds), x, y));
  }
  const game = core.createGame(seed, { floor: bare });
  game.player.hp = 1e9;
  game.player.maxHp = 1e9;
  for (const m of core.monsterList(game.floor)) m.hp = 1e9;
  return game;
}

/** A walker: keeps a heading, turns at random one time in five or when blocked (then waits). */
function walker(core: Core, game: State, seed: string): () => void {
  const rng = createRng(seed);
  let heading = 0;
  return () => {
    if (rng.chance(0.2)) heading = rng.int(0, 7);
    const [dx, dy] = DIRS8[heading];
    if (!core.perform(game, { kind: 'move', dx, dy }).tookTurn) {
      heading = rng.int(0, 7);
      core.perform(game, { kind: 'wait' });
    }
  };
}

/** Opens every closed door (bumping the layout only when one was closed). */
function openDoors(core: Core, game: State): void {
  const g = game.floor;
  let opened = false;
  for (let i = 0; i < g.terrain.length; i++)
    if (g.terrain[i] === core.Ter.DoorClosed) {
      g.terrain[i] = core.Ter.DoorOpen;
      opened = true;
    }
  if (opened) g.layout++;
}

/**
 * The vent-and-burn row's refresh before each turn: every closed door opened (the layout bumped
 * once when one was) and every deck or open door cell with less than 6 air given 6, as a pass over
 * every cell would do, but visiting only the cells that are deck or a door (about half the floor).
 */
export function ventRefresh(core: Core, game: State): () => void {
  let terrain: Uint8Array | undefined;
  let refresh: (air: Uint8Array) => boolean = () => false;
  return () => {
    const g = game.floor;
    if (g.terrain !== terrain) {
      terrain = g.terrain;
      refresh = deckRefresh(core, terrain);
    }
    if (refresh(g.air)) g.layout++;
  };
}

/**
 * {@link ventRefresh} for one terrain grid: returns the refresh of the air given, true when it
 * opened a door. The list of deck and door cells is made here and grows by the cells that became
 * deck or a door since the last call (a blast breaks a wall into deck), found by comparing the
 * terrain with a copy four cells to a word; a cell that left is still visited and skipped by its
 * terrain, so the end state is the whole pass's.
 */
function deckRefresh(core: Core, terrain: Uint8Array): (air: Uint8Array) => boolean {
  const { Floor, DoorOpen, DoorClosed } = core.Ter;
  const n = terrain.length;
  const last = terrain.slice();
  const now =
    terrain.byteOffset % 4 === 0
      ? new Uint32Array(terrain.buffer, terrain.byteOffset, n >> 2)
      : new Uint32Array(0);
  const before = new Uint32Array(last.buffer, 0, now.length);
  const listed = new Uint8Array(n);
  const cells = new Int32Array(n);
  let count = 0;
  const note = (i: number): void => {
    const t = terrain[i];
    if (listed[i] === 0 && (t === Floor || t === DoorOpen || t === DoorClosed)) {
      listed[i] = 1;
      cells[count++] = i;
    }
  };
  for (let i = 0; i < n; i++) note(i);
  return (air) => {
    // Everything read into locals: with one of these per side, V8 would read each from the
    // closure's context at every cell.
    const grid = terrain;
    const copy = last;
    const words = now;
    const was = before;
    const floor = Floor;
    const open = DoorOpen;
    const closed = DoorClosed;
    for (let w = 0; w < words.length; w++)
      if (words[w] !== was[w])
        for (let i = w << 2; i < (w << 2) + 4; i++) {
          note(i);
          copy[i] = grid[i];
        }
    for (let i = words.length << 2; i < n; i++)
      if (grid[i] !== copy[i]) {
        note(i);
        copy[i] = grid[i];
      }
    const list = cells;
    const listLength = count;
    let opened = false;
    for (let k = 0; k < listLength; k++) {
      const i = list[k];
      let t = grid[i];
      if (t === closed) {
        grid[i] = copy[i] = t = open;
        opened = true;
      }
      if ((t === floor || t === open) && air[i] < 6) air[i] = 6;
    }
    return opened;
  };
}

/** The hull wall beside open space farthest from the player: where the vent scenario breaches. */
function farHullWall(core: Core, game: State): number {
  const g = game.floor;
  const p = game.player;
  let far = -1;
  let farD = -1;
  for (let i = 0; i < g.terrain.length; i++) {
    if (g.terrain[i] !== core.Ter.Wall) continue;
    const x = i % g.width;
    const y = (i - x) / g.width;
    const nearVoid = [-1, 1].some(
      (d) => g.terrain[i + d] === core.Ter.Void || g.terrain[i + d * g.width] === core.Ter.Void,
    );
    const d = (x - p.x) ** 2 + (y - p.y) ** 2;
    if (nearVoid && d > farD) {
      farD = d;
      far = i;
    }
  }
  return far;
}

/**
 * The hull wall with open space on one side and deck on the other (a hole there vents the room
 * behind it) farthest from the player: where the breach scenario opens and patches a hole.
 */
function farVentingWall(core: Core, game: State): number {
  const g = game.floor;
  const p = game.player;
  const { Void, Floor, Wall } = core.Ter;
  let far = -1;
  let farD = -1;
  for (let i = g.width; i < g.terrain.length - g.width; i++) {
    if (g.terrain[i] !== Wall) continue;
    const x = i % g.width;
    const y = (i - x) / g.width;
    const faces = [1, g.width].some(
      (d) =>
        (g.terrain[i + d] === Void && g.terrain[i - d] === Floor) ||
        (g.terrain[i - d] === Void && g.terrain[i + d] === Floor),
    );
    const d = (x - p.x) ** 2 + (y - p.y) ** 2;
    if (faces && d > farD) {
      farD = d;
      far = i;
    }
  }
  return far;
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'walk',
    setup(core) {
      const game = crowded(core, 'bench turn', ['zombie', 'zombie', 'skeleton', 'tank']);
      for (let k = 0; k < 30; k++) core.perform(game, { kind: 'wait' });
      return { game, turn: walker(core, game, 'bench walk') };
    },
  },
  {
    name: 'wait',
    setup(core) {
      const game = crowded(core, 'bench wait', ['zombie', 'zombie', 'skeleton', 'tank']);
      for (let k = 0; k < 30; k++) core.perform(game, { kind: 'wait' });
      return { game, turn: () => void core.perform(game, { kind: 'wait' }) };
    },
  },
  {
    name: 'vent and burn',
    setup(core) {
      const game = crowded(core, 'bench breach', ['zombie', 'zombie', 'skeleton', 'tank', 'bloat']);
      openDoors(core, game);
      const g = game.floor;
      g.terrain[farHullWall(core, game)] = core.Ter.Breach;
      g.layout++;
      core.perform(game, { kind: 'wait' });
      const walk = walker(core, game, 'bench vent walk');
      const refresh = ventRefresh(core, game);
      return {
        game,
        turn() {
          // Keep it venting and burning: doors open, the air back, fire two steps around the player.
          refresh();
          const p = game.player;
          for (const [dx, dy] of DIRS8) {
            const i = (p.y + 2 * dy) * g.width + p.x + 2 * dx;
            if (g.terrain[i] === core.Ter.Floor && g.fire[i] === 0) g.fire[i] = 4;
          }
          walk();
        },
      };
    },
  },
  {
    // The vent-and-burn row's hole is in a corner of the hull that no air reaches; here the air
    // really flows: a hole opens in the hull one turn and is patched the next, so the room behind
    // it vents, then holds its air again, and the air map changes beside a venting room every turn.
    name: 'breach',
    setup(core) {
      const game = crowded(core, 'bench breach', ['zombie', 'zombie', 'skeleton', 'tank', 'bloat']);
      const g = game.floor;
      const wall = farVentingWall(core, game);
      const walk = walker(core, game, 'bench breach walk');
      return {
        game,
        turn() {
          g.terrain[wall] = g.terrain[wall] === core.Ter.Wall ? core.Ter.Breach : core.Ter.Wall;
          g.layout++;
          walk();
        },
      };
    },
  },
];

/** FNV-1a over the state a rule change would show in: turn, player, monsters, air, fire, terrain. */
export function stateChecksum(core: Core, game: State): number {
  let h = 0x811c9dc5;
  const mix = (v: number): void => {
    h = Math.imul(h ^ (v | 0), 0x01000193) >>> 0;
  };
  const p = game.player;
  mix(game.turn);
  mix(p.x);
  mix(p.y);
  mix(p.hp);
  mix(p.oxygen);
  for (const m of core.monsterList(game.floor)) {
    mix(m.id);
    mix(m.x);
    mix(m.y);
    mix(m.hp);
    mix(m.mode.length);
  }
  const g = game.floor;
  for (let i = 0; i < g.air.length; i++) mix((g.air[i] << 16) | (g.fire[i] << 8) | g.terrain[i]);
  return h;
}

/** How much to time: warm-up turns, then slices of turns per side. */
interface Plan {
  readonly warmup: number;
  readonly slices: number;
  readonly perSlice: number;
}

const FULL_PLAN: Plan = { warmup: 150, slices: 100, perSlice: 20 };
const QUICK_PLAN: Plan = { warmup: 60, slices: 16, perSlice: 20 };

/** One row's measurement. */
export interface AbRow {
  readonly name: string;
  /** Best slice, microseconds per turn. */
  readonly oldUs: number;
  readonly newUs: number;
  /** Best old slice / best new slice (the speed-up). */
  readonly speedup: number;
  /** Median over slices of old time / new time for the same turns. */
  readonly medianSpeedup: number;
  readonly oldChecksum: number;
  readonly newChecksum: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * CPU time (user + system, microseconds) of `n` turns: on a loaded machine the wall clock also
 * counts the time the process waits for a core, which the CPU time leaves out.
 */
function timeSlice(turn: () => void, n: number): number {
  const t0 = process.cpuUsage();
  for (let k = 0; k < n; k++) turn();
  const t = process.cpuUsage(t0);
  return t.user + t.system;
}

/** Runs one scenario on both cores, alternating slices, and checks they end in the same state. */
export function measureRow(scenario: Scenario, oldCore: Core, newCore: Core, plan: Plan): AbRow {
  const a = scenario.setup(oldCore);
  const b = scenario.setup(newCore);
  for (let k = 0; k < plan.warmup; k++) {
    a.turn();
    b.turn();
  }
  const oldTimes: number[] = [];
  const newTimes: number[] = [];
  const ratios: number[] = [];
  for (let s = 0; s < plan.slices; s++) {
    let ta: number;
    let tb: number;
    if (s % 2 === 0) {
      ta = timeSlice(a.turn, plan.perSlice);
      tb = timeSlice(b.turn, plan.perSlice);
    } else {
      tb = timeSlice(b.turn, plan.perSlice);
      ta = timeSlice(a.turn, plan.perSlice);
    }
    oldTimes.push(ta / plan.perSlice);
    newTimes.push(tb / plan.perSlice);
    ratios.push(ta / tb);
  }
  return {
    name: scenario.name,
    oldUs: Math.min(...oldTimes),
    newUs: Math.min(...newTimes),
    speedup: Math.min(...oldTimes) / Math.min(...newTimes),
    medianSpeedup: median(ratios),
    oldChecksum: stateChecksum(oldCore, a.game),
    newChecksum: stateChecksum(newCore, b.game),
  };
}

/** The baseline core, loaded from its bundle. */
export async function loadBaseline(): Promise<Core> {
  const url = new URL(`../baseline/game-${BASELINE_COMMIT}.js`, import.meta.url);
  return (await import(url.href)) as Core;
}

/**
 * Measures every row and renders the markdown table (with a line per checksum mismatch). `now`
 * is the core to set against the baseline: today's build, or another bundle (`--now FILE`).
 */
export async function turnAbReport(
  quick: boolean,
  now: Core = Game,
  old?: { core: Core; label: string },
): Promise<{ table: string; same: boolean }> {
  const oldCore = old?.core ?? (await loadBaseline());
  const oldLabel = old?.label ?? BASELINE_COMMIT;
  const plan = quick ? QUICK_PLAN : FULL_PLAN;
  const rows = SCENARIOS.map((s) => measureRow(s, oldCore, now, plan));
  const fmt = (us: number): string => formatTime(us / 1e6);
  const lines = [
    `### game turn A/B (60 monsters, floor 5; ${oldLabel} against now, in one process)`,
    '',
    `| turn | ${oldLabel} | now | speed-up (old/new) | median of slices | same end state |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.oldUs)} | ${fmt(r.newUs)} | ${r.speedup.toFixed(1)}x | ${r.medianSpeedup.toFixed(1)}x | ${
          r.oldChecksum === r.newChecksum ? `yes (${r.newChecksum.toString(16)})` : 'NO'
        } |`,
    ),
    '',
    `${quick ? 'Quick timing: ' : ''}${plan.warmup} warm-up turns, then ${plan.slices} slices of ${plan.perSlice} turns a side, alternating, timed in CPU time; time per turn = best slice; speed-up = best old slice / best new slice, and the median over slices of old / new for the same turns.`,
  ];
  return { table: lines.join('\n'), same: rows.every((r) => r.oldChecksum === r.newChecksum) };
}

const entry = process.argv[1] === undefined ? '' : pathToFileURL(process.argv[1]).href;
if (entry === import.meta.url) {
  // `--now FILE`: a bundle made by make-baseline.mjs (say of HEAD) instead of today's build;
  // `--old FILE`: such a bundle instead of the baseline (to time one change: HEAD against the tree).
  const bundle = (flag: string): Promise<Core | undefined> => {
    const at = process.argv.indexOf(flag);
    const file = at > 0 ? process.argv[at + 1] : undefined;
    return file === undefined
      ? Promise.resolve(undefined)
      : import(pathToFileURL(file).href).then((m) => m as Core);
  };
  Promise.all([bundle('--now'), bundle('--old')])
    .then(([now, old]) =>
      turnAbReport(
        process.argv.includes('--quick'),
        now ?? Game,
        old === undefined ? undefined : { core: old, label: 'old' },
      ),
    )
    .then(
      ({ table, same }) => {
        process.stdout.write(`${table}\n`);
        if (!same) process.exitCode = 1;
      },
      (error: unknown) => {
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
      },
    );
}
