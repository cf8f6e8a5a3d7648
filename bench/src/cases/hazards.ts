import { createRng, DIRS8 } from '@hullbreach/toolkit';
import {
  addMonster,
  buildFloor,
  botCommand,
  createFrame,
  createGame,
  drawMap,
  followPlayer,
  LAST_FLOOR,
  makeMonster,
  monsterList,
  perform,
  knowledgeOf,
  relight,
  Ter,
  view,
  type GameState,
  type MonsterKind,
} from '@hullbreach/game';
import type { BenchCase } from '../case.js';

/** Monsters on the floor during a timed turn. */
const MONSTER_COUNT = 60;

/**
 * The engine deck with 60 monsters, a hull wall blown out so that a third or more of the floor is
 * venting, and a fire burning, with a player who cannot die or drift away. The breach is made in
 * the wall of the room farthest from the player's start, with every door of the floor open, so the
 * air of everything they join flows toward it.
 */
function breachedGame(seed: string): { game: GameState; venting: number } {
  const bare = buildFloor(seed, LAST_FLOOR);
  const f = bare.floor;
  const rng = createRng(`${seed} crowd`);
  const kinds: MonsterKind[] = ['zombie', 'zombie', 'skeleton', 'tank', 'bloat'];
  let id = 900_000;
  while (monsterList(f).length < MONSTER_COUNT) {
    const x = rng.int(0, f.width - 1);
    const y = rng.int(0, f.height - 1);
    const i = y * f.width + x;
    if (f.terrain[i] !== Ter.Floor || f.occupant[i] !== 0 || (x === bare.start.x && y === bare.start.y))
      continue;
    addMonster(f, makeMonster(id++, rng.pick(kinds), x, y));
  }
  const game = createGame(seed, { floor: bare });
  game.player.hp = 1e9;
  game.player.maxHp = 1e9;
  const g = game.floor;
  // Open every door (they stay open: the bench re-opens them each turn), breach the hull far away.
  const openDoors = (): void => {
    for (let i = 0; i < g.terrain.length; i++)
      if (g.terrain[i] === Ter.DoorClosed) g.terrain[i] = Ter.DoorOpen;
    g.layout++;
  };
  openDoors();
  let far = -1;
  let farD = -1;
  for (let i = 0; i < g.terrain.length; i++) {
    if (g.terrain[i] !== Ter.Wall) continue;
    const x = i % g.width;
    const y = Math.floor(i / g.width);
    const nearVoid = [-1, 1].some(
      (d) => g.terrain[i + d] === Ter.Void || g.terrain[i + d * g.width] === Ter.Void,
    );
    const d = (x - bare.start.x) ** 2 + (y - bare.start.y) ** 2;
    if (nearVoid && d > farD) {
      farD = d;
      far = i;
    }
  }
  g.terrain[far] = Ter.Breach;
  g.layout++;
  perform(game, { kind: 'wait' });
  let venting = 0;
  for (let i = 0; i < g.flow.length; i++) if (g.flow[i] > 0) venting++;
  return { game, venting };
}

/** Keeps the bench floor venting and burning: doors open, the air back, a patch of fire near the player. */
function stirUp(game: GameState): void {
  const g = game.floor;
  for (let i = 0; i < g.terrain.length; i++) {
    if (g.terrain[i] === Ter.DoorClosed) g.terrain[i] = Ter.DoorOpen;
    if (g.terrain[i] === Ter.Floor || g.terrain[i] === Ter.DoorOpen) g.air[i] = 6;
  }
  g.layout++;
  const p = game.player;
  for (const [dx, dy] of DIRS8) {
    const i = (p.y + 2 * dy) * g.width + p.x + 2 * dx;
    if (g.terrain[i] === Ter.Floor) g.fire[i] = 4;
  }
}

export const cases: BenchCase[] = [
  {
    group: 'game',
    name: `turn ${MONSTER_COUNT} monsters floor ${LAST_FLOOR} venting and burning`,
    ours: {
      label: 'perform (breach venting, fire burning)',
      setup() {
        const { game, venting } = breachedGame('bench breach');
        const open = Array.from(game.floor.terrain).filter((t) => t === Ter.Floor).length;
        process.stderr.write(`  venting ${venting} of ${open} floor cells at the start\n`);
        const rng = createRng('bench walk');
        let heading = 0;
        return () => {
          stirUp(game);
          if (rng.chance(0.2)) heading = rng.int(0, 7);
          const [dx, dy] = DIRS8[heading];
          if (!perform(game, { kind: 'move', dx, dy }).tookTurn) {
            heading = rng.int(0, 7);
            perform(game, { kind: 'wait' });
          }
          return monsterList(game.floor).length;
        };
      },
    },
  },
  {
    group: 'game',
    name: 'frame with 10 coloured lights in view',
    ours: {
      label: 'relight + drawMap 80x24',
      setup() {
        const game = createGame('bench lights', { floor: buildFloor('bench lights', LAST_FLOOR) });
        const f = game.floor;
        const p = game.player;
        const colours = [0xff4030, 0x40a0f0, 0x60e090, 0xffe0a0, 0xc060f0];
        let placed = 0;
        for (let r = 1; placed < 10 && r < 12; r++) {
          for (const [dx, dy] of DIRS8) {
            const x = p.x + dx * r;
            const y = p.y + dy * r;
            if (
              placed < 10 &&
              x >= 0 &&
              y >= 0 &&
              x < f.width &&
              y < f.height &&
              f.terrain[y * f.width + x] === Ter.Floor
            ) {
              f.lights.push({ x, y, colour: colours[placed % colours.length], radius: 6 });
              placed++;
            }
          }
        }
        const frame = createFrame(80, 24);
        const rect = { x: 0, y: 0, width: 80, height: 24 };
        return () => {
          relight(game);
          const v = view(game);
          drawMap(frame, v, followPlayer(v, rect));
          return frame.glyph.length;
        };
      },
    },
  },

  {
    group: 'game',
    name: 'K5 cells re-seen per turn',
    ours: {
      label: 'bot turn; checksum = cells re-seen per 1000 cells in view (first 300 turns)',
      setup() {
        const game = createGame('bench k5');
        const memory = { depth: -1, floorTurns: 0 };
        let reseen = 0;
        let inView = 0;
        const turn = (): void => {
          const r = perform(game, botCommand(view(game), memory));
          if (!r.tookTurn) perform(game, { kind: 'wait' });
          reseen += r.reobserved;
          const { visible } = knowledgeOf(game);
          for (let i = 0; i < visible.length; i++) if (visible[i] !== 0) inView++;
        };
        for (let k = 0; k < 300 && game.outcome === 'playing'; k++) turn();
        const perMille = Math.round((1000 * reseen) / Math.max(1, inView));
        return () => {
          if (game.outcome === 'playing') turn();
          return perMille;
        };
      },
    },
  },
];
