/**
 * The auto-explore and travel scenarios of the repository's `scenarios/` folder, played and
 * checked: each shows one rule of journeys (issue 9), asserted on the printed output.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from './parse.js';
import { runScenario, startScenario, type FinalRecord, type TurnRecord } from './run.js';
import { view } from '../core/view.js';

// The game package does no I/O and has no Node types; its tests reach Node's fs and path by name.
const { readFileSync } = (await import('node:fs' as string)) as {
  readFileSync(path: string, encoding: 'utf8'): string;
};
const { fileURLToPath } = (await import('node:url' as string)) as { fileURLToPath(url: string): string };
const { join } = (await import('node:path' as string)) as { join(...parts: string[]): string };
/** The repository's scenarios/ folder (this file is packages/game/src/scenario/journeys.test.ts). */
const DIR = join(fileURLToPath((import.meta as unknown as { url: string }).url), '../../../../../scenarios');

function load(name: string): Scenario {
  return parseScenario(readFileSync(join(DIR, name), 'utf8'), name);
}

interface Run {
  readonly lines: string[];
  readonly turns: TurnRecord[];
  readonly final: FinalRecord;
}

function play(scenario: Scenario, seed = 1): Run {
  const lines = runScenario(scenario, { seed });
  const out = lines.map((l) => JSON.parse(l) as TurnRecord | FinalRecord);
  const final = out.pop() as FinalRecord;
  return { lines, turns: out as TurnRecord[], final };
}

/** The map row as drawn in the file (the scenario's own rows). */
function at(s: Scenario, x: number, y: number): string {
  return s.map[y][x];
}

/** Checks every line's move: to a neighbouring cell that is no wall, or staying put to open a door. */
function stepsAreSteps(s: Scenario, run: Run): void {
  let prev = s.floor.start;
  for (const t of run.turns) {
    const d = Math.max(Math.abs(t.player.x - prev.x), Math.abs(t.player.y - prev.y));
    if (t.command === 'explore' || t.command.startsWith('travel')) {
      if (d === 0 && t.tookTurn) expect(t.log).toContain('You open the door.');
      else expect(d).toBeLessThanOrEqual(1);
      expect(".'+>@zsbT".includes(at(s, t.player.x, t.player.y))).toBe(true);
    }
    prev = t.player;
  }
}

describe('journey scenarios', () => {
  it('explore stops the moment a monster comes into view, before it is hurt', () => {
    const s = load('explore-stops-at-monster.scn');
    for (const seed of [1, 2, 3, 4, 5]) {
      const run = play(s, seed);
      stepsAreSteps(s, run);
      const last = run.turns[run.turns.length - 1];
      expect(last.stop).toBe('A zombie comes into view.');
      // Only the last line ends the journey; every earlier one went on.
      expect(run.turns.slice(0, -1).every((t) => t.stop === undefined && t.tookTurn)).toBe(true);
      expect(last.player.hp).toBe(20);
      // The first sighting is in the log; the stop is not said twice.
      expect(last.log).toContain('A zombie shuffles into view.');
      expect(last.log).not.toContain('A zombie comes into view.');
    }
  });

  it('explore walks to an item it has seen once, then never back to it', () => {
    const s = load('explore-visits-items.scn');
    for (const seed of [1, 2, 3]) {
      const run = play(s, seed);
      stepsAreSteps(s, run);
      const stops = run.turns.filter((t) => t.stop !== undefined);
      expect(stops.map((t) => t.stop)).toEqual([
        'Something here: a medkit.',
        'Explored everything you can reach.',
      ]);
      // The first journey ended on the medkit (reference: the scenario's item line).
      expect(stops[0].player).toMatchObject({ x: 5, y: 2 });
      // The second one never stood on it again.
      const after = run.turns.slice(run.turns.indexOf(stops[0]) + 1);
      expect(after.some((t) => t.player.x === 5 && t.player.y === 2)).toBe(false);
    }
  });

  it('explore opens every door on its way and stops when nothing is left', () => {
    const s = load('explore-opens-doors.scn');
    const run = play(s);
    stepsAreSteps(s, run);
    const opened = run.turns.filter((t) => t.log.includes('You open the door.')).length;
    // Reference: the closed doors drawn in the map.
    const doors = s.map.join('').split('+').length - 1;
    expect(opened).toBe(doors);
    expect(run.turns[run.turns.length - 1].stop).toBe('Explored everything you can reach.');
  });

  it('explore never walks into the airless room, nor opens its door', () => {
    const s = load('explore-avoids-vacuum.scn');
    for (const seed of [1, 2, 3]) {
      const run = play(s, seed);
      stepsAreSteps(s, run);
      // The airless room is columns 6-10 of rows 1-3 (reference: the map, right of the windows).
      for (const t of run.turns) {
        expect(t.player.oxygen).toBe(20);
        expect(t.player.x >= 6 && t.player.y >= 1 && t.player.y <= 3).toBe(false);
      }
      expect(run.final.map[2][5]).toBe('+');
      expect(run.final.map[4][8]).toBe('+');
      // It went the long way round, down the corridor and into the hall.
      expect(run.turns.some((t) => t.player.y === 7)).toBe(true);
      expect(run.turns[run.turns.length - 1].stop).toBe('The only way on is through vacuum or fire.');
    }
  });

  it('explore remembers a breach out of sight and never opens the door onto it', () => {
    const s = load('explore-remembers-breach.scn');
    for (const seed of [1, 2, 3]) {
      const run = play(s, seed);
      stepsAreSteps(s, run);
      // The breached room (columns 5-8 of rows 1-2) is out of sight from the corridor (row 4).
      expect(run.turns.some((t) => t.player.y === 4)).toBe(true);
      for (const t of run.turns) {
        expect(t.player.oxygen).toBe(20);
        expect(t.log).not.toContain('You open the door.');
      }
      expect(run.final.map[3][5]).toBe('+');
      expect(run.turns[run.turns.length - 1].stop).toBe('The only way on is through vacuum or fire.');
    }
  });

  it("explore reads a closed door's gauge and never opens a door holding vacuum back", () => {
    const s = load('explore-reads-door-gauge.scn');
    // The room behind the door (columns 5-6 of rows 1-2) starts airless; nobody has seen it.
    expect(at(s, 4, 1)).toBe('+');
    for (const seed of [1, 2, 3]) {
      const run = play(s, seed);
      stepsAreSteps(s, run);
      expect(run.turns.some((t) => t.player.y === 3)).toBe(true);
      for (const t of run.turns) {
        expect(t.player.oxygen).toBe(20);
        expect(t.log).not.toContain('You open the door.');
      }
      expect(run.final.map[1][4]).toBe('+');
      expect(run.turns[run.turns.length - 1].stop).toBe('The only way on is through vacuum or fire.');
    }
    // The gauge is on the map for the player too: the view says so for the door in sight only.
    const v = view(startScenario(s));
    expect(v.isVisible(4, 1)).toBe(true);
    expect(v.holdsVacuumBack(4, 1)).toBe(true);
    expect(v.holdsVacuumBack(3, 1)).toBe(false);
  });

  it('travel opens the door on the way and arrives on the stairs', () => {
    const s = load('travel-to-stairs.scn');
    const run = play(s);
    stepsAreSteps(s, run);
    const last = run.turns[run.turns.length - 1];
    expect(last.stop).toBe('You arrive.');
    expect(last.player).toMatchObject({ x: 7, y: 1 });
    expect(at(s, 7, 1)).toBe('>');
    expect(run.turns.filter((t) => t.log.includes('You open the door.'))).toHaveLength(1);
    // Never longer than the straight way plus the bump: 6 steps to the stairs, 1 to open.
    expect(run.turns).toHaveLength(7);
  });

  it('travel stops short when a monster comes into view', () => {
    const s = load('travel-interrupted.scn');
    for (const seed of [1, 2, 3, 4, 5]) {
      const run = play(s, seed);
      stepsAreSteps(s, run);
      const last = run.turns[run.turns.length - 1];
      expect(last.stop).toBe('A skeleton comes into view.');
      expect(last.player.x).toBeLessThan(10);
      expect(last.player.hp).toBe(20);
    }
  });

  it('travel leads out of a room without air instead of refusing, and on to the stairs', () => {
    const s = load('travel-out-of-vacuum.scn');
    for (const seed of [1, 2, 3]) {
      // (No stepsAreSteps: the venting air drags the player back a step on the way.)
      const run = play(s, seed);
      const journeys = run.turns.filter((t) => t.command.startsWith('travel'));
      // It starts in vacuum, and no travel is refused (the last may find the player there already).
      expect(run.turns[0].player.oxygen).toBeLessThan(20);
      expect(journeys[0].tookTurn).toBe(true);
      for (const t of journeys) if (!t.tookTurn) expect(t.stop).toBe('You are already there.');
      expect(run.turns.some((t) => t.stop === 'The only way there is through vacuum or fire.')).toBe(false);
      // The first travel walks on while the oxygen falls, until the door it opens vents the next room.
      const first = journeys.slice(0, journeys.findIndex((t) => t.stop !== undefined) + 1);
      expect(first.length).toBeGreaterThan(2);
      expect(first[first.length - 1].stop).toBe('A breach vents nearby.');
      expect(first[first.length - 1].log).toContain('You open the door.');
      const last = run.turns.filter((t) => t.tookTurn).pop();
      expect(last?.stop).toBe('You arrive.');
      expect(last?.player).toMatchObject({ x: 8, y: 1, hp: 20 });
    }
  });

  it('prints the same lines for the same file and seed', () => {
    for (const name of ['explore-opens-doors.scn', 'travel-interrupted.scn', 'explore-avoids-vacuum.scn']) {
      const s = load(name);
      expect(play(s, 4).lines).toEqual(play(load(name), 4).lines);
    }
  });
});
