import { computeFov, createRng } from '@hullbreach/toolkit';
import { monsterList } from './cells.js';
import { describe, expect, it } from 'vitest';
import { monsterSeesPlayer } from './ai.js';
import { MONSTERS } from './content.js';
import { buildFloor, floorFromAscii, makeMonster } from './floor.js';
import { createGame, perform } from './game.js';
import { observe } from './knowledge.js';
import { opacityOf } from './incremental.js';
import { beginTurn } from './log.js';
import { fleeMap } from './maps.js';
import { Ter } from './state.js';
import { PLANNABLE } from './terrain.js';
import { movePlayer } from './world.js';

describe('monster sight', () => {
  it("equals the monster's own field of view (radius 9), read off the player's symmetric view", () => {
    const rng = createRng('sight');
    for (const depth of [1, 3, 5]) {
      const bare = buildFloor('sight', depth);
      const g = createGame('sight', { floor: bare });
      const f = g.floor;
      const floorCells: number[] = [];
      for (let i = 0; i < f.terrain.length; i++)
        if (f.terrain[i] === Ter.Floor && f.occupant[i] === 0) floorCells.push(i);
      for (let trial = 0; trial < 40; trial++) {
        const p = rng.pick(floorCells);
        movePlayer(g, p % f.width, Math.floor(p / f.width));
        observe(beginTurn(g, createRng(1)));
        const opaque = opacityOf(f).slice();
        for (let k = 0; k < 20; k++) {
          const c = rng.pick(floorCells);
          if (c === p) continue;
          const m = makeMonster(1, 'zombie', c % f.width, Math.floor(c / f.width));
          const own = computeFov(
            { width: f.width, height: f.height, opaque },
            { x: m.x, y: m.y },
            MONSTERS.zombie.sight,
            {
              algorithm: 'symmetric',
            },
          );
          expect(monsterSeesPlayer(g, m)).toBe(own[p] !== 0);
        }
      }
    }
  });
});

describe('monster behaviour', () => {
  it('approaches the player it sees and attacks when adjacent', () => {
    const g = createGame('approach', { floor: floorFromAscii(['##########', '#@......s#', '##########']) });
    const s = monsterList(g.floor)[0];
    let hurt = false;
    for (let k = 0; k < 12 && !hurt; k++) {
      perform(g, { kind: 'wait' });
      hurt = g.player.hp < g.player.maxHp;
    }
    expect(Math.abs(s.x - g.player.x)).toBeLessThanOrEqual(1);
    expect(s.mode).toBe('hunting');
  });

  it('a badly hurt zombie backs away from the player it sees', () => {
    const g = createGame('flee', { floor: floorFromAscii(['############', '#@.z.......#', '############']) });
    const z = monsterList(g.floor)[0];
    z.hp = 1;
    const start = z.x;
    for (let k = 0; k < 8; k++) perform(g, { kind: 'wait' });
    expect(z.mode).toBe('fleeing');
    expect(z.x).toBeGreaterThan(start);
  });

  it('P4: the flee map leads out past the side branch rather than into the dead end', () => {
    // Player at P; monster at M between the player and a dead end (left); the way out is the side
    // branch down at column 4, on the player's side.
    const rows = [
      '##################',
      '#...M.P..#########',
      '####.#############',
      '####.#############',
      '####.............#',
      '##################',
    ];
    const bare = floorFromAscii(rows.map((r) => r.replace('M', '.').replace('P', '@')));
    const f = bare.floor;
    const player = 1 * f.width + 6;
    const map = fleeMap(f, '', player);
    // Roll downhill from M for a while: it must end up in the branch, not the dead end.
    let cur = 1 * f.width + 4;
    for (let k = 0; k < 20; k++) {
      let best = cur;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const j = cur + dy * f.width + dx;
          if (PLANNABLE[f.familiar[j]] !== 0 && map[j] < map[best]) best = j;
        }
      }
      cur = best;
    }
    expect(Math.floor(cur / f.width)).toBe(4);
    expect(makeMonster(2, 'tank', 0, 0).hp).toBe(MONSTERS.tank.hp);
  });

  it('wanders when it has never seen the player', () => {
    const g = createGame('wander', {
      floor: floorFromAscii([
        '###############',
        '#@###.........#',
        '#.###.........#',
        '#####....z....#',
        '###############',
      ]),
    });
    const z = monsterList(g.floor)[0];
    const cells = new Set<number>();
    for (let k = 0; k < 60; k++) {
      perform(g, { kind: 'wait' });
      cells.add(z.y * 100 + z.x);
    }
    expect(z.mode).toBe('wandering');
    expect(cells.size).toBeGreaterThan(3);
  });
});
