import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '@hullbreach/toolkit';
import { isPressureWall } from './atmosphere.js';
import { CHUNK, CHUNK_CELLS, encodeChunk, type ChunkContent } from './endless/chunk.js';
import { makeChunk } from './endless/make.js';
import { floorFromAscii, makeItem, type BareFloor } from './floor.js';
import { createGame, perform } from './game.js';
import { Ter, type FloorState, type GameState } from './state.js';
import { noteText } from './notes.js';
import { PLANNABLE, WALKABLE } from './terrain.js';
import {
  VAULT_KINDS,
  VAULT_REGION,
  cardCodeAt,
  openRegions,
  placeVault,
  pressureMatches,
  switchNumberAt,
  type Region,
  type VaultKind,
  type VaultPlan,
  type VaultSite,
} from './vaults.js';

/** An open hall of `w` x `h` floor cells inside a wall. */
function hallRows(w: number, h: number): string[] {
  const rows = ['#'.repeat(w + 2)];
  for (let y = 0; y < h; y++) rows.push(`#${'.'.repeat(w)}#`);
  rows.push('#'.repeat(w + 2));
  return rows;
}

/** The site over a floor: cells are handed out in index order (tests need no shuffling). */
function siteOf(floor: FloorState, firstId = 9000): VaultSite {
  let id = firstId;
  const taken = new Set<number>();
  return {
    width: floor.width,
    height: floor.height,
    terrain: floor.terrain,
    familiar: floor.familiar,
    air: floor.air,
    items: floor.items,
    notes: floor.notes,
    nextId: () => id++,
    takeCell: (ok) => {
      for (let i = 0; i < floor.terrain.length; i++) {
        if (floor.terrain[i] === Ter.Floor && !taken.has(i) && ok(i)) {
          taken.add(i);
          return i;
        }
      }
      return -1;
    },
  };
}

/** A hall with one vault of `kind` at `region`, the player at `start`. */
function vaultGame(
  kind: VaultKind,
  start: { x: number; y: number },
  seed = 1,
): { game: GameState; plan: VaultPlan; region: Region } {
  const bare = floorFromAscii(hallRows(16, 12));
  const region = { x: 4, y: 3, ...VAULT_REGION };
  const plan = placeVault(siteOf(bare.floor), region, createRng(seed), kind);
  if (plan === undefined) throw new Error('the vault did not fit');
  bare.floor.layout++;
  const withStart: BareFloor = { floor: bare.floor, start, exit: start };
  return { game: createGame(`vault-${seed}`, { floor: withStart }), plan, region };
}

function at(g: GameState, p: { x: number; y: number }): number {
  return g.floor.terrain[p.y * g.floor.width + p.x];
}

/** Cells reachable on foot from (x, y), doors counting as passable, vault doors not. */
function reach(floor: FloorState, x: number, y: number): Uint8Array {
  const seen = new Uint8Array(floor.width * floor.height);
  const stack = [y * floor.width + x];
  seen[stack[0]] = 1;
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const cx = i % floor.width;
    const cy = (i - cx) / floor.width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = cx + dx;
        const ny = cy + dy;
        if (nx < 0 || ny < 0 || nx >= floor.width || ny >= floor.height) continue;
        const j = ny * floor.width + nx;
        if (seen[j] !== 0 || PLANNABLE[floor.terrain[j]] === 0) continue;
        seen[j] = 1;
        stack.push(j);
      }
  }
  return seen;
}

describe('placing vaults', () => {
  it('on any open hall and any seed: walls round it, the door, loot inside, every outside cell still reachable', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 26 }),
        fc.integer({ min: 10, max: 18 }),
        fc.integer(),
        fc.constantFrom(...VAULT_KINDS),
        (w, h, seed, kind) => {
          const bare = floorFromAscii(hallRows(w, h));
          const floor = bare.floor;
          const rng = createRng(seed);
          const regions = openRegions(floor);
          expect(regions.length).toBeGreaterThan(0);
          const region = rng.pick(regions);
          const plan = placeVault(siteOf(floor), region, rng, kind);
          expect(plan).toBeDefined();
          if (plan === undefined) return;
          expect(plan.kind).toBe(kind);
          // The ring around the structure stays open floor.
          for (let x = region.x; x < region.x + region.width; x++) {
            expect(floor.terrain[region.y * floor.width + x]).toBe(Ter.Floor);
            expect(floor.terrain[(region.y + region.height - 1) * floor.width + x]).toBe(Ter.Floor);
          }
          const door = {
            x: region.x + 1 + (kind === 'pressure' ? 4 : 3),
            y: region.y + 1 + (kind === 'pressure' ? 3 : 5),
          };
          expect(plan.door).toEqual(door);
          expect(floor.familiar).toEqual(floor.terrain);
          // Loot: three items on floor inside the structure.
          expect(plan.loot.length).toBe(3);
          for (const it of plan.loot) {
            expect(it.x).toBeGreaterThan(region.x + 1);
            expect(it.x).toBeLessThan(region.x + region.width - 2);
            expect(it.y).toBeGreaterThan(region.y + 1);
            expect(floor.terrain[it.y * floor.width + it.x]).toBe(Ter.Floor);
          }
          // Every floor cell outside the structure can still be reached from the ring.
          const seen = reach(floor, region.x, region.y);
          for (let y = 0; y < floor.height; y++)
            for (let x = 0; x < floor.width; x++) {
              const inside =
                x > region.x &&
                x < region.x + region.width - 1 &&
                y > region.y &&
                y < region.y + region.height - 1;
              if (!inside && floor.terrain[y * floor.width + x] === Ter.Floor)
                expect(seen[y * floor.width + x]).toBe(1);
            }
          // The loot cannot be walked to: the vault door is the only way in.
          for (const it of plan.loot) expect(seen[it.y * floor.width + it.x]).toBe(0);
          if (kind === 'card') {
            expect(plan.card).toBeDefined();
            const c = plan.card;
            if (c !== undefined) expect(seen[c.y * floor.width + c.x]).toBe(1);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a region that is not open floor (changing nothing) and a region of the wrong size', () => {
    const bare = floorFromAscii(hallRows(12, 10));
    const before = bare.floor.terrain.slice();
    expect(placeVault(siteOf(bare.floor), { x: 0, y: 0, ...VAULT_REGION }, createRng(1))).toBeUndefined();
    expect(bare.floor.terrain).toEqual(before);
    expect(() => placeVault(siteOf(bare.floor), { x: 1, y: 1, width: 5, height: 5 }, createRng(1))).toThrow(
      RangeError,
    );
  });

  it('openRegions finds exactly the all-floor rectangles (against a brute-force reference)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (seed) => {
        const bare = floorFromAscii(hallRows(18, 14));
        const rng = createRng(seed);
        for (let k = 0; k < 6; k++) bare.floor.terrain[rng.int(0, bare.floor.terrain.length - 1)] = Ter.Wall;
        const got = openRegions(bare.floor).map((r) => `${r.x},${r.y}`);
        const want: string[] = [];
        const { width, height, terrain } = bare.floor;
        for (let y = 0; y + VAULT_REGION.height <= height; y++)
          for (let x = 0; x + VAULT_REGION.width <= width; x++) {
            let ok = true;
            for (let dy = 0; dy < VAULT_REGION.height; dy++)
              for (let dx = 0; dx < VAULT_REGION.width; dx++)
                if (terrain[(y + dy) * width + x + dx] !== Ter.Floor) ok = false;
            if (ok) want.push(`${x},${y}`);
          }
        expect(got).toEqual(want);
      }),
    );
  });
});

describe('the card vault', () => {
  it('stays shut without its card, opens with it (taking the card), and not for another code', () => {
    // The door is at (8, 9); stand below it.
    const { game: g, plan } = vaultGame('card', { x: 8, y: 10 });
    expect(plan.door).toEqual({ x: 8, y: 9 });
    const card = plan.card;
    if (card === undefined) throw new Error('no card');
    expect(perform(g, { kind: 'move', dx: 0, dy: -1 }).tookTurn).toBe(false);
    expect(at(g, plan.door)).toBe(Ter.CardDoor);
    // A card for another lock does nothing.
    g.player.inventory.push({ ...makeItem(1, 'key-card', -1, -1, 0), id: 77, code: 'ZZ' });
    expect(perform(g, { kind: 'move', dx: 0, dy: -1 }).tookTurn).toBe(false);
    expect(at(g, plan.door)).toBe(Ter.CardDoor);
    // Walk to the card, pick it up, come back.
    const floorItem = g.floor.items.find((it) => it.id === card.id);
    expect(floorItem?.code).toBe(card.code);
    g.floor.items.splice(g.floor.items.indexOf(floorItem as never), 1);
    g.player.inventory.push({ ...card, x: -1, y: -1 });
    expect(perform(g, { kind: 'move', dx: 0, dy: -1 }).tookTurn).toBe(true);
    expect(at(g, plan.door)).toBe(Ter.DoorOpen);
    expect(g.player.inventory.some((it) => it.id === card.id)).toBe(false);
    expect(g.player.inventory.some((it) => it.id === 77)).toBe(true);
  });

  it("reads its code from the plate's typed field (any code), and the plate's words are derived from it", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Z]{1,6}$/),
        fc.stringMatching(/^[0-9A-Z]{1,6}$/),
        (code, other) => {
          fc.pre(code !== other);
          const { game: g, plan } = vaultGame('card', { x: 8, y: 10 });
          const note = g.floor.notes.find((n) => n.x === plan.door.x && n.y === plan.door.y);
          if (note?.fixture?.kind !== 'card-lock') throw new Error('no card-lock plate');
          note.fixture = { kind: 'card-lock', code };
          expect(cardCodeAt(g.floor, plan.door.x, plan.door.y)).toBe(code);
          expect(noteText(note)).toContain(`VAULT-${code}.`);
          // The card the vault was made with no longer fits; one bearing the plate's code does.
          g.player.inventory.push({ ...makeItem(1, 'key-card', -1, -1, 0), id: 77, code: other });
          const refused = perform(g, { kind: 'move', dx: 0, dy: -1 });
          expect(refused.tookTurn).toBe(false);
          expect(g.log[g.log.length - 1].text).toBe(
            `The card lock blinks red: your card is not for VAULT-${code}.`,
          );
          g.player.inventory.push({ ...makeItem(1, 'key-card', -1, -1, 0), id: 78, code });
          expect(perform(g, { kind: 'move', dx: 0, dy: -1 }).tookTurn).toBe(true);
          expect(at(g, plan.door)).toBe(Ter.DoorOpen);
          const ids = g.player.inventory.map((it) => it.id);
          expect([ids.includes(77), ids.includes(78)]).toEqual([true, false]);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('monsters never plan through a vault door', () => {
    expect(PLANNABLE[Ter.CardDoor]).toBe(0);
    expect(WALKABLE[Ter.CardDoor]).toBe(0);
  });
});

describe('the pressure vault', () => {
  it('starts with the vault in vacuum and the airlock in air, its window a pressure wall', () => {
    const { game: g, plan } = vaultGame('pressure', { x: 10, y: 12 });
    const f = g.floor;
    const above = (plan.door.y - 1) * f.width + plan.door.x;
    const below = (plan.door.y + 1) * f.width + plan.door.x;
    expect(f.air[above]).toBe(0);
    expect(f.air[below]).toBeGreaterThan(0);
    for (const it of plan.loot) expect(f.air[it.y * f.width + it.x]).toBe(0);
    const win = plan.window;
    if (win === undefined) throw new Error('no window');
    expect(isPressureWall(f, win.y * f.width + win.x)).toBe(true);
    expect(pressureMatches(f, plan.door.y * f.width + plan.door.x)).toBe(false);
  });

  it('refuses while the airlock holds air; shoot the window out, let it vent, and it opens', () => {
    // Stand in the airlock at its far end from the window, with the outer door shut behind.
    const { game: g, plan } = vaultGame('pressure', { x: 10, y: 8 });
    const win = plan.window;
    if (win === undefined) throw new Error('no window');
    expect(at(g, { x: 10, y: 8 })).toBe(Ter.Floor);
    // Grip gloves: the test is about the door, not about being dragged out.
    g.player.inventory.push(makeItem(8000, 'grip-gloves', -1, -1, 0));
    perform(g, { kind: 'equip', slot: g.player.inventory.length - 1 });
    // Bump the door (up-left of the player).
    const toDoor = { dx: plan.door.x - g.player.x, dy: plan.door.y - g.player.y };
    expect(Math.max(Math.abs(toDoor.dx), Math.abs(toDoor.dy))).toBe(1);
    expect(perform(g, { kind: 'move', ...toDoor }).tookTurn).toBe(false);
    expect(at(g, plan.door)).toBe(Ter.PressureDoor);
    g.player.ammo.bullets = 200;
    for (let k = 0; k < 80 && at(g, win) === Ter.Window; k++) {
      const r = perform(g, { kind: 'fire', x: win.x, y: win.y });
      if (!r.tookTurn) perform(g, { kind: 'reload' });
    }
    expect(at(g, win)).toBe(Ter.Breach);
    for (let k = 0; k < 4; k++) perform(g, { kind: 'wait' });
    expect(g.outcome).toBe('playing');
    expect(g.floor.air[g.player.y * g.floor.width + g.player.x]).toBe(0);
    expect(perform(g, { kind: 'move', ...toDoor }).tookTurn).toBe(true);
    expect(at(g, plan.door)).toBe(Ter.DoorOpen);
  });

  it('the interlock rule: opens exactly when its open sides all have air or all have none', () => {
    const { game: g, plan } = vaultGame('pressure', { x: 10, y: 12 });
    const f = g.floor;
    const door = plan.door.y * f.width + plan.door.x;
    const a = door - f.width;
    const b = door + f.width;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (airA, airB) => {
        f.air[a] = airA;
        f.air[b] = airB;
        expect(pressureMatches(f, door)).toBe((airA === 0) === (airB === 0));
      }),
    );
  });
});

describe('the switch vault', () => {
  function plates(g: GameState, plan: VaultPlan): number[] {
    return plan.switches.map((p) => switchNumberAt(g.floor, p.x, p.y) ?? -1);
  }

  /** Moves the player next to the plate from outside and bumps it. */
  function press(g: GameState, p: { x: number; y: number }, region: Region): boolean {
    const cands = [
      { x: p.x, y: p.y - 1 },
      { x: p.x, y: p.y + 1 },
      { x: p.x - 1, y: p.y },
      { x: p.x + 1, y: p.y },
    ];
    const outside = cands.find(
      (c) =>
        g.floor.terrain[c.y * g.floor.width + c.x] === Ter.Floor &&
        (c.x === region.x || c.y === region.y || c.x === region.x + region.width - 1),
    );
    if (outside === undefined) throw new Error('no cell outside the plate');
    g.floor.occupant[g.player.y * g.floor.width + g.player.x] = 0;
    g.player.x = outside.x;
    g.player.y = outside.y;
    g.floor.occupant[outside.y * g.floor.width + outside.x] = -1;
    return perform(g, { kind: 'move', dx: p.x - outside.x, dy: p.y - outside.y }).tookTurn;
  }

  it('numbers its three plates 1, 2, 3 in some order', () => {
    const { game: g, plan } = vaultGame('switches', { x: 1, y: 1 });
    expect([...plates(g, plan)].sort()).toEqual([1, 2, 3]);
  });

  it("takes the order from the plates' typed fields: renumbered, they open in the new order", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([1, 2, 3], { minLength: 3, maxLength: 3 }), (orders) => {
        const { game: g, plan, region } = vaultGame('switches', { x: 1, y: 1 });
        plan.switches.forEach((p, k) => {
          const note = g.floor.notes.find((n) => n.x === p.x && n.y === p.y);
          if (note?.fixture?.kind !== 'switch') throw new Error('no switch plate');
          note.fixture = { kind: 'switch', order: orders[k] };
          expect(noteText(note)).toBe(`A switch plate stamped ${orders[k]}.`);
        });
        expect(plates(g, plan)).toEqual(orders);
        const inOrder = [1, 2, 3].map((n) => plan.switches[orders.indexOf(n)]);
        for (const p of inOrder.slice(0, 2)) press(g, p, region);
        expect(at(g, plan.door)).toBe(Ter.SealedDoor);
        press(g, inOrder[2], region);
        expect(at(g, plan.door)).toBe(Ter.DoorOpen);
      }),
      { numRuns: 12 },
    );
  });

  it('opens when the plates are pressed in order; a wrong one resets them all', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { game: g, plan, region } = vaultGame('switches', { x: 1, y: 1 }, seed);
      const nums = plates(g, plan);
      const order = [1, 2, 3].map((n) => plan.switches[nums.indexOf(n)]);
      // Wrong first: plate 2.
      expect(press(g, order[1], region)).toBe(true);
      expect(plan.switches.every((p) => at(g, p) === Ter.Switch)).toBe(true);
      // 1 then 3: reset again, door still sealed.
      press(g, order[0], region);
      expect(at(g, order[0])).toBe(Ter.SwitchOn);
      press(g, order[2], region);
      expect(plan.switches.every((p) => at(g, p) === Ter.Switch)).toBe(true);
      expect(at(g, plan.door)).toBe(Ter.SealedDoor);
      // 1, 2, 3.
      for (const p of order) press(g, p, region);
      expect(plan.switches.every((p) => at(g, p) === Ter.SwitchOn)).toBe(true);
      expect(at(g, plan.door)).toBe(Ter.DoorOpen);
    }
  });
});

describe('vaults in the Endless world', () => {
  /** Cells of a chunk reachable from its side doors (doors, even locked ones, count as passable). */
  function fromSideDoors(c: ChunkContent): Uint8Array {
    const floor = { width: CHUNK, height: CHUNK, terrain: c.terrain } as FloorState;
    const out = new Uint8Array(CHUNK_CELLS);
    for (let i = 0; i < CHUNK_CELLS; i++) {
      const x = i % CHUNK;
      const y = (i - x) / CHUNK;
      const edge = x === 0 || y === 0 || x === CHUNK - 1 || y === CHUNK - 1;
      if (edge && c.terrain[i] === Ter.DoorClosed) {
        const r = reach(floor, x, y);
        for (let j = 0; j < CHUNK_CELLS; j++) if (r[j] !== 0) out[j] = 1;
      }
    }
    return out;
  }

  it('some chunks hold one; each is solvable from the side doors, its card (if any) lies outside it, and chunks stay pure', () => {
    const kinds = new Set<string>();
    let vaults = 0;
    for (const seed of [3, 11]) {
      for (let cx = -3; cx <= 3; cx++) {
        for (let cy = -3; cy <= 3; cy++) {
          const c = makeChunk(seed, cx, cy);
          expect(encodeChunk(makeChunk(seed, cx, cy))).toEqual(encodeChunk(c));
          const doors: number[] = [];
          for (let i = 0; i < CHUNK_CELLS; i++)
            if (
              c.terrain[i] === Ter.CardDoor ||
              c.terrain[i] === Ter.PressureDoor ||
              c.terrain[i] === Ter.SealedDoor
            )
              doors.push(i);
          if (cx === 0 && cy === 0) expect(doors).toEqual([]);
          if (doors.length === 0) continue;
          vaults++;
          expect(doors.length).toBe(1);
          const door = doors[0];
          kinds.add(String(c.terrain[door]));
          const open = fromSideDoors(c);
          // The cell in front of the door (below it, or the airlock's outer door below that) is reachable.
          const front = c.terrain[door] === Ter.PressureDoor ? door + 2 * CHUNK : door + CHUNK;
          expect(open[front]).toBe(1);
          if (c.terrain[door] === Ter.CardDoor) {
            const note = c.notes.find((n) => n.y * CHUNK + n.x === door);
            const card = c.items.find((it) => it.kind === 'key-card');
            expect(note?.fixture).toEqual({ kind: 'card-lock', code: card?.code });
            expect(card?.code).toMatch(/^[1-9][A-Z]$/);
            if (card !== undefined) expect(open[card.y * CHUNK + card.x]).toBe(1);
          }
          if (c.terrain[door] === Ter.SealedDoor) {
            const plates = c.notes.filter((n) => n.fixture?.kind === 'switch');
            expect(plates.map((n) => (n.fixture?.kind === 'switch' ? n.fixture.order : 0)).sort()).toEqual([
              1, 2, 3,
            ]);
            // Each plate can be pressed from a reachable cell beside it.
            for (const p of plates) {
              const beside = [p.x - 1, p.x + 1]
                .map((x) => p.y * CHUNK + x)
                .concat([p.y - 1, p.y + 1].map((y) => y * CHUNK + p.x));
              expect(beside.some((j) => open[j] === 1)).toBe(true);
            }
          }
        }
      }
    }
    expect(vaults).toBeGreaterThan(10);
    expect(kinds.size).toBe(3);
  });
});
