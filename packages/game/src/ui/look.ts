import type { GameView, Terrain } from '../core/api.js';

/** The eight compass words, anticlockwise from east (map y grows southward). */
const COMPASS = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];

/** The compass direction of a step (dx, dy) on the map, in words ("north-east"); "here" for none. */
export function directionWords(dx: number, dy: number): string {
  if (dx === 0 && dy === 0) return 'here';
  const sector = Math.round(Math.atan2(-dy, dx) / (Math.PI / 4));
  return COMPASS[((sector % 8) + 8) % 8];
}

/** Where (x, y) lies from the player, as moves and a direction: "3 north-east" ("here" on the player). */
export function fromPlayer(view: GameView, x: number, y: number): string {
  const dx = x - view.player.x;
  const dy = y - view.player.y;
  if (dx === 0 && dy === 0) return 'here';
  return `${Math.max(Math.abs(dx), Math.abs(dy))} ${directionWords(dx, dy)}`;
}

/** Terrain a room's floor is made of: the flood that finds the room spreads only over these. */
const ROOM_FLOOR: ReadonlySet<Terrain | undefined> = new Set(['floor', 'stairs-down']);

/** Ways out of a room, as the player would name them. */
const EXIT_WORDS: Readonly<Partial<Record<Terrain, string>>> = {
  'door-closed': 'door',
  'door-open': 'open door',
  'door-card': 'card-locked door',
  'door-pressure': 'pressure door',
  'door-sealed': 'sealed door',
  breach: 'breach to space',
};

/** Most cells the where line's flood visits (an open Endless hulk must not cost a frame). */
const MAX_ROOM_CELLS = 4000;

const SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/**
 * The room the player stands in and its ways out, from the player's knowledge only: the known
 * deck around the player up to walls and doors, its size, and its doors and unexplored edges
 * with their distance and direction ("Where: a room 7 by 5. Exits: door 3 north; unexplored 4 west.").
 */
export function whereLine(view: GameView): string {
  const { width, height, player } = view;
  const start = player.y * width + player.x;
  const seen = new Set<number>([start]);
  const queue = [start];
  let minX = player.x;
  let maxX = player.x;
  let minY = player.y;
  let maxY = player.y;
  const exits = new Map<number, string>();
  const unexplored = new Map<string, { d: number; at: number }>();
  for (let head = 0; head < queue.length && queue.length < MAX_ROOM_CELLS; head++) {
    const i = queue[head];
    const x = i % width;
    const y = (i - x) / width;
    for (const [dx, dy] of SIDES) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (seen.has(n)) continue;
      const terrain = view.knownTerrain(nx, ny);
      if (ROOM_FLOOR.has(terrain)) {
        seen.add(n);
        queue.push(n);
        minX = Math.min(minX, nx);
        maxX = Math.max(maxX, nx);
        minY = Math.min(minY, ny);
        maxY = Math.max(maxY, ny);
      } else if (terrain === undefined) {
        const rx = nx - player.x;
        const ry = ny - player.y;
        const word = directionWords(rx, ry);
        const d = Math.max(Math.abs(rx), Math.abs(ry));
        const best = unexplored.get(word);
        if (best === undefined || d < best.d) unexplored.set(word, { d, at: n });
      } else if (EXIT_WORDS[terrain] !== undefined) exits.set(n, EXIT_WORDS[terrain]);
    }
  }
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const here = view.knownTerrain(player.x, player.y);
  const place =
    here !== undefined && here.startsWith('door')
      ? 'in a doorway'
      : Math.min(w, h) <= 2 && Math.max(w, h) >= 4
        ? `in a corridor ${Math.max(w, h)} long`
        : `in a room ${w} by ${h}`;
  const ways = [
    ...[...exits].map(([i, word]) => ({ i, word })),
    ...[...unexplored.values()].map(({ at }) => ({ i: at, word: 'unexplored' })),
  ]
    .map(({ i, word }) => {
      const x = i % width;
      const y = (i - x) / width;
      return {
        word,
        d: Math.max(Math.abs(x - player.x), Math.abs(y - player.y)),
        text: fromPlayer(view, x, y),
      };
    })
    .sort((a, b) => a.d - b.d || a.word.localeCompare(b.word))
    .slice(0, 8)
    .map(({ word, text }) => `${word} ${text}`);
  return `Where: ${place}. Exits: ${ways.length > 0 ? ways.join('; ') : 'none known'}.`;
}

/**
 * What the player can tell without eyes on the map: the where line, then every creature in view,
 * every item and note known, and the known way down, each with its distance and direction from
 * the player ("zombie (hunting, 5/5), 3 north-east"), nearest first.
 */
export function lookLines(view: GameView): string[] {
  const near = (x: number, y: number): number =>
    Math.max(Math.abs(x - view.player.x), Math.abs(y - view.player.y));
  const things: { d: number; text: string }[] = [];
  for (const a of view.visibleActors())
    if (view.isVisible(a.x, a.y))
      things.push({
        d: near(a.x, a.y),
        text: `${a.name} (${a.status}, ${a.hp}/${a.maxHp}), ${fromPlayer(view, a.x, a.y)}`,
      });
  for (const item of view.knownItems()) {
    const seenNow = view.isVisible(item.x, item.y);
    things.push({
      d: near(item.x, item.y),
      text: `${item.name}, ${fromPlayer(view, item.x, item.y)}${seenNow ? '' : ' (remembered)'}`,
    });
  }
  for (const note of view.knownNotes())
    things.push({
      d: near(note.x, note.y),
      text: `writing on the wall, ${fromPlayer(view, note.x, note.y)}`,
    });
  things.sort((a, b) => a.d - b.d);
  const lines = [whereLine(view)];
  lines.push(things.length > 0 ? 'You know of:' : 'Nothing in view, and no items known on this floor.');
  for (const t of things) lines.push(`  ${t.text}`);
  const exit = view.knownExit();
  if (exit === undefined) lines.push('No way down known yet.');
  else {
    const what = view.knownTerrain(exit.x, exit.y) === 'console' ? 'The engine console' : 'Stairs down';
    lines.push(`${what}: ${fromPlayer(view, exit.x, exit.y)}.`);
  }
  return lines;
}
