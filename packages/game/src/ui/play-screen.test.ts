import { describe, expect, it } from 'vitest';
import type { Command, CommandResult, GameEvent, GameView, LogMessage } from '../core/api.js';
import { PLAYER, WEAPONS } from '../core/content.js';
import { createApp } from './app.js';
import { IDLE_MS, playLayout, WALK_MS } from './play-screen.js';
import { asciiActor, asciiView, type AsciiViewSpec } from './ascii-view.js';
import { frameText } from './draw.js';
import { parseKeyMap } from './key-map.js';
import { followPlayer } from './map-view.js';
import type { GameSession, StartGame } from './session.js';

/** What the fake core answers to a command: how it went, and the spec it now shows. */
type Answer = { tookTurn?: boolean; stop?: string; events?: readonly GameEvent[]; log?: string };

/**
 * A game over a hand-made view that records commands; `answer` may move the player (rewrite the
 * spec) and say how the command went. `onStairs` makes the player's cell read as stairs.
 */
function fakeGame(spec: AsciiViewSpec, answer?: (c: Command, g: { spec: AsciiViewSpec }) => Answer | void) {
  const commands: Command[] = [];
  const state: { spec: AsciiViewSpec; onStairs: boolean; view?: (v: GameView) => GameView } = {
    spec,
    onStairs: false,
  };
  const view = (): GameView => {
    const v0 = asciiView(state.spec);
    const v = state.view?.(v0) ?? v0;
    if (!state.onStairs) return v;
    return {
      ...v,
      knownTerrain: (x, y) => (x === v.player.x && y === v.player.y ? 'stairs-down' : v.knownTerrain(x, y)),
    };
  };
  const session: GameSession = {
    view,
    perform: (c): CommandResult => {
      commands.push(c);
      const a = answer?.(c, state) ?? {};
      if (a.log !== undefined) {
        const line: LogMessage = { text: a.log, turn: 0, count: 1, tone: 'info' };
        state.spec = { ...state.spec, log: [...(state.spec.log ?? []), line] };
      }
      return {
        tookTurn: a.tookTurn ?? true,
        events: a.events ?? [],
        reobserved: 0,
        ...(a.stop !== undefined ? { stop: a.stop } : {}),
      };
    },
    hash: () => String(commands.length),
  };
  const start: StartGame = () => session;
  return { commands, start, state };
}

/** The map with the player moved to (x, y). */
function movePlayer(map: readonly string[], x: number, y: number): string[] {
  return map.map((row, ry) =>
    [...row].map((ch, rx) => (rx === x && ry === y ? '@' : ch === '@' ? '.' : ch)).join(''),
  );
}

/** Where the player stands on a map. */
function playerOf(map: readonly string[]): { x: number; y: number } {
  const y = map.findIndex((r) => r.includes('@'));
  return { x: map[y].indexOf('@'), y };
}

const HALL: AsciiViewSpec = {
  map: ['############', '#@.........#', '#..........#', '#.........>#', '############'],
};

const press = (app: ReturnType<typeof createApp>, ...keys: string[]): void =>
  keys.forEach((k) => app.press(k));
const text = (app: ReturnType<typeof createApp>, w = 80, h = 24): string => frameText(app.render(w, h));

/** The text inside the dialog box on screen, its rows joined by spaces (so wrapped sentences read whole). */
function boxText(app: ReturnType<typeof createApp>, w = 100, h = 30): string {
  const rows = text(app, w, h).split('\n');
  const top = rows.findIndex((r) => r.includes('┌'));
  const left = rows[top].indexOf('┌');
  const right = rows[top].indexOf('┐');
  return rows
    .slice(
      top + 1,
      rows.findIndex((r) => r.includes('└')),
    )
    .map((r) => r.slice(left + 1, right).trim())
    .filter((r) => r !== '')
    .join(' ');
}

/** A core that walks the player one cell right per explore step and stops after `steps` with a logged reason. */
function explorer(steps: number) {
  let taken = 0;
  return fakeGame(HALL, (c, g) => {
    if (c.kind !== 'explore') return;
    const p = playerOf(g.spec.map);
    g.spec = { ...g.spec, map: movePlayer(g.spec.map, p.x + 1, p.y) };
    taken++;
    return taken >= steps
      ? { stop: 'Explored everything you can reach.', log: 'Explored everything you can reach.' }
      : {};
  });
}

describe('auto-explore (o)', () => {
  it('takes one step at once, then one per WALK_MS of cosmetic time, until the core says stop', () => {
    const g = explorer(4);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'o');
    expect(g.commands).toEqual([{ kind: 'explore' }]);
    app.tick(WALK_MS - 1);
    expect(g.commands.length).toBe(1);
    app.tick(1);
    expect(g.commands.length).toBe(2);
    app.tick(WALK_MS);
    app.tick(WALK_MS);
    expect(g.commands.length).toBe(4);
    // Stopped: no more steps however long the clock runs.
    for (let i = 0; i < 20; i++) app.tick(WALK_MS);
    expect(g.commands.length).toBe(4);
    expect(playerOf(g.state.spec.map)).toEqual({ x: 5, y: 1 });
    expect(text(app)).toContain('Explored everything you can reach.');
  });

  it('one long tick walks as far as the same time in short ticks (X5)', () => {
    const one = explorer(9);
    const a = createApp({ seed: 1, startGame: one.start });
    press(a, 'o');
    a.tick(WALK_MS * 6);
    // The first step is taken on the key, then one every WALK_MS.
    expect(one.commands.length).toBe(7);
    const many = explorer(9);
    const b = createApp({ seed: 1, startGame: many.start });
    press(b, 'o');
    for (let k = 0; k < 13; k++) b.tick((WALK_MS * 6) / 13);
    expect(many.commands.length).toBe(7);
    expect(many.state.spec.map).toEqual(one.state.spec.map);
  });

  it('any key stops the walk (and then does what it always does)', () => {
    const g = explorer(100);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'o');
    app.tick(WALK_MS);
    press(app, '.');
    for (let i = 0; i < 10; i++) app.tick(WALK_MS);
    expect(g.commands).toEqual([{ kind: 'explore' }, { kind: 'explore' }, { kind: 'wait' }]);
  });

  it('says why when not even one step can be taken, spending nothing', () => {
    const g = fakeGame(HALL, () => ({ tookTurn: false, stop: 'Not with a zombie in view.' }));
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'o');
    app.tick(WALK_MS * 3);
    expect(g.commands).toEqual([{ kind: 'explore' }]);
    expect(text(app)).toContain('Not with a zombie in view.');
  });
});

describe('travel (>, examine Enter)', () => {
  /** A core that walks one cell toward a travel goal per step and says "You arrive." there. */
  function traveller() {
    const g = fakeGame(HALL, (c, s) => {
      if (c.kind === 'descend') return { log: 'You go down.' };
      if (c.kind !== 'travel') return;
      const p = playerOf(s.spec.map);
      const x = p.x + Math.sign(c.x - p.x);
      const y = p.y + Math.sign(c.y - p.y);
      s.spec = { ...s.spec, map: movePlayer(s.spec.map, x, y) };
      if (x === c.x && y === c.y) {
        g.state.onStairs = c.x === 10 && c.y === 3;
        return { stop: 'You arrive.', log: 'You arrive.' };
      }
    });
    return g;
  }

  it('> away from the stairs walks to the nearest known stairs; a second > on them descends', () => {
    const g = traveller();
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, '>');
    for (let i = 0; i < 20; i++) app.tick(WALK_MS);
    expect(g.commands).toEqual(Array.from({ length: 9 }, () => ({ kind: 'travel', x: 10, y: 3 })));
    expect(playerOf(g.state.spec.map)).toEqual({ x: 10, y: 3 });
    expect(text(app)).toContain('You arrive.');
    press(app, '>');
    expect(g.commands.slice(9)).toEqual([{ kind: 'descend' }]);
  });

  it('> with no stairs known says so and spends nothing', () => {
    const g = fakeGame({ map: ['#####', '#@..#', '#####'] });
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, '>');
    expect(g.commands).toEqual([]);
    expect(text(app)).toContain('You know of no way down yet. Explore (o)');
  });

  it('Enter in examine walks to the known cell under the cursor, not to one never seen', () => {
    const g = traveller();
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'x', 'l', 'l', 'j', 'enter');
    expect(g.commands).toEqual([{ kind: 'travel', x: 3, y: 2 }]);
    app.tick(WALK_MS);
    expect(playerOf(g.state.spec.map)).toEqual({ x: 3, y: 2 });
    const dark = fakeGame({
      ...HALL,
      knowledge: ['vvvvvvvvvvvv', 'vvvvvvvvvvvv', 'vvv         ', 'vvvvvvvvvvvv', 'vvvvvvvvvvvv'],
    });
    const app2 = createApp({ seed: 1, startGame: dark.start });
    press(app2, 'x', 'l', 'l', 'l', 'j', 'enter');
    expect(dark.commands).toEqual([]);
    expect(text(app2)).toContain('You have not seen that spot');
  });
});

describe('aiming with the line of fire', () => {
  const GLASS: AsciiViewSpec = {
    map: ['##########', '#@...%..z#', '##########'],
    actors: [asciiActor(8, 1)],
  };
  const OPEN: AsciiViewSpec = { map: ['##########', '#@......z#', '##########'], actors: [asciiActor(8, 1)] };

  it('says the line is clear, and fires at the first fire key after aiming', () => {
    const g = fakeGame(OPEN);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'f');
    expect(text(app, 200, 30)).toContain('Line of fire: clear.');
    press(app, 'f');
    expect(g.commands).toEqual([{ kind: 'fire', x: 8, y: 1 }]);
  });

  it('with the only enemy behind glass: says so, names the pane, and fires only when confirmed', () => {
    const g = fakeGame(GLASS);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'f');
    const aimed = text(app, 200, 30);
    expect(aimed).toContain('The zombie is out of your line of fire: the window 4 cells out');
    expect(aimed).toContain('f or y fires anyway');
    expect(aimed).toContain('Line of fire blocked: the window 4 cells out');
    expect(g.commands).toEqual([]);
    press(app, 'f');
    expect(g.commands).toEqual([{ kind: 'fire', x: 8, y: 1 }]);
    // y confirms too; Escape puts the gun down without a shot.
    press(app, 'f', 'y');
    expect(g.commands.length).toBe(2);
    press(app, 'f', 'escape');
    expect(g.commands.length).toBe(2);
  });

  it('aiming by hand at something behind glass asks once before the shot', () => {
    const g = fakeGame(GLASS);
    const app = createApp({ seed: 1, startGame: g.start });
    // Move the aim off the zombie and back: the warning comes with the fire key, then it fires.
    press(app, 'f', 'h', 'l', 'enter');
    expect(g.commands).toEqual([]);
    expect(text(app, 200, 30)).toContain('The window 4 cells out would take the shot');
    press(app, 'enter');
    expect(g.commands).toEqual([{ kind: 'fire', x: 8, y: 1 }]);
    // A clear line fires at once.
    const open = fakeGame({ ...GLASS, map: ['##########', '#@......z#', '##########'] });
    const app2 = createApp({ seed: 1, startGame: open.start });
    press(app2, 'f', 'h', 'l', 'enter');
    expect(open.commands).toEqual([{ kind: 'fire', x: 8, y: 1 }]);
  });

  it('Escape right after the aimed target dies only swallows; the next one pauses', () => {
    const zombie = asciiActor(8, 1);
    const g = fakeGame(OPEN, (c, s) => {
      if (c.kind !== 'fire') return;
      s.spec = { ...s.spec, actors: [] };
      return { events: [{ type: 'died', actor: zombie.id, cause: 'shot' }] };
    });
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'f', 'f', 'escape');
    expect(text(app)).not.toContain('Paused');
    press(app, 'escape');
    expect(text(app)).toContain('Paused');
    // A skeleton falling to bones dies no death, but is no target any more: the same rule.
    const bones = fakeGame(OPEN, (c, s) => {
      if (c.kind === 'fire') s.spec = { ...s.spec, actors: [{ ...zombie, status: 'bones' }] };
    });
    const fallen = createApp({ seed: 1, startGame: bones.start });
    const targets = (v: GameView) => v.targets().filter((a) => a.status !== 'bones');
    bones.state.view = (v) => ({ ...v, targets: () => targets(v) });
    press(fallen, 'f', 'f', 'escape');
    expect(text(fallen)).not.toContain('Paused');
  });

  it('the swallowed Escape is only the next key, however long the player looks first', () => {
    const zombie = asciiActor(8, 1);
    const kill = (c: Command) =>
      c.kind === 'fire' ? { events: [{ type: 'died' as const, actor: zombie.id, cause: '' }] } : {};
    const late = fakeGame(OPEN, (c, st) => {
      if (c.kind === 'fire') st.spec = { ...st.spec, actors: [] };
      return kill(c);
    });
    const a = createApp({ seed: 1, startGame: late.start });
    press(a, 'f', 'f');
    a.tick(10_000);
    press(a, 'escape');
    expect(text(a)).not.toContain('Paused');
    press(a, 'escape');
    expect(text(a)).toContain('Paused');
    const other = fakeGame(OPEN, kill);
    const b = createApp({ seed: 1, startGame: other.start });
    press(b, 'f', 'f', '.', 'escape');
    expect(text(b)).toContain('Paused');
    // A shot that kills nothing leaves Escape alone.
    const miss = fakeGame(OPEN);
    const c = createApp({ seed: 1, startGame: miss.start });
    press(c, 'f', 'f', 'escape');
    expect(text(c)).toContain('Paused');
  });
});

describe('input safety', () => {
  it('no key acts while the terminal is too small; play resumes once it is big enough', () => {
    const g = explorer(100);
    const app = createApp({ seed: 1, startGame: g.start });
    app.render(60, 20);
    press(app, 'l', '.', 'o', 'escape', 'f', 'f');
    app.tick(WALK_MS * 5);
    expect(g.commands).toEqual([]);
    expect(text(app)).not.toContain('Paused');
    app.render(80, 24);
    press(app, '.');
    expect(g.commands).toEqual([{ kind: 'wait' }]);
  });

  it('a walk stops when the terminal shrinks under it', () => {
    const g = explorer(100);
    const app = createApp({ seed: 1, startGame: g.start });
    app.render(80, 24);
    press(app, 'o');
    app.render(40, 10);
    app.render(80, 24);
    app.tick(WALK_MS * 5);
    expect(g.commands).toEqual([{ kind: 'explore' }]);
  });

  it('no key reaches the game while help or a menu is open', () => {
    const g = fakeGame(HALL);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, '?', 'l', 'o', '.', 'g', 'f', 'escape');
    press(app, 'i', 'l', '.', 'o', 'escape');
    expect(g.commands).toEqual([]);
  });
});

describe('rebound keys', () => {
  const { keys } = parseKeyMap({ explore: 'e', fire: 't', help: 'H' });

  it('act as bound, the old keys go quiet, and help and hints show them', () => {
    const g = fakeGame({ ...HALL, actors: [asciiActor(5, 2)] });
    const app = createApp({ seed: 1, startGame: g.start, keys });
    press(app, 'o', 'f');
    expect(g.commands).toEqual([]);
    press(app, 't');
    expect(text(app)).toContain('Enter/t: fire');
    press(app, 'escape', 'H');
    const help = text(app, 100, 60);
    expect(help).toMatch(/\n\s*│?\s*e\s+explore: walk to the nearest unexplored place/);
    expect(help).toMatch(/Enter or t\s+fire/);
    press(app, 'escape', 'e');
    expect(g.commands).toEqual([{ kind: 'explore' }]);
  });

  it('a start notice (a bad keys.json) is shown first, over the title', () => {
    const app = createApp({ entropy: 1, startNotice: '/data/keys.json: "jump" is not an action.' });
    const first = text(app);
    expect(first).toContain('Settings');
    expect(first).toContain('/data/keys.json: "jump" is not an action.');
    press(app, 'o');
    expect(text(app)).toContain('H U L L B R E A C H');
    expect(text(app)).not.toContain('keys.json');
  });
});

describe('headers never cover the rows they describe', () => {
  // A tall map, so the viewport scrolls and the cursor can be near either end of it.
  const TALL: AsciiViewSpec = {
    map: [
      '##########',
      ...Array.from({ length: 38 }, (_, y) => (y === 19 ? '#...@....#' : '#........#')),
      '##########',
    ],
  };

  /** The frame rows of the examine header (its hint row last) and of the cursor. */
  function rows(keysPressed: string[]) {
    const g = fakeGame(TALL);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'x', ...keysPressed);
    const lines = text(app).split('\n');
    const hint = lines.findIndex((l) => l.includes('arrows: move'));
    const v = asciiView(TALL);
    const vp = followPlayer(v, playLayout(80, 24).map);
    const dy = keysPressed.filter((k) => k === 'j').length - keysPressed.filter((k) => k === 'k').length;
    return {
      hint,
      cursor: vp.rect.y + (v.player.y + dy - vp.originY),
      mapHeight: playLayout(80, 24).map.height,
    };
  }

  it('puts the examine header at the bottom when the cursor is high, at the top when it is low', () => {
    const high = rows(['k', 'k', 'k', 'k', 'k', 'k', 'k']);
    expect(high.cursor).toBeLessThan(high.mapHeight / 2);
    expect(high.hint).toBe(high.mapHeight - 1);
    const low = rows(['j', 'j', 'j', 'j', 'j', 'j', 'j']);
    expect(low.cursor).toBeGreaterThan(low.mapHeight / 2);
    expect(low.hint).toBeLessThan(low.cursor);
    expect(low.hint).toBeLessThan(low.mapHeight / 3);
  });

  /** Rows of the map area painted with the header's background (the header box), at 80x24. */
  function headerRows(app: ReturnType<typeof createApp>): number[] {
    const f = app.render(80, 24);
    const out: number[] = [];
    for (let y = 0; y < f.height; y++) if (f.bg[y * f.width] === 0x101018) out.push(y);
    return out;
  }

  it('at every cursor row of the viewport, in examine and in aim, the header leaves the rows it talks about', () => {
    const map = playLayout(80, 24).map;
    const v = asciiView(TALL);
    const vp = followPlayer(v, map);
    const rowOf = (y: number) => vp.rect.y + (y - vp.originY);
    for (let dy = -12; dy <= 12; dy++) {
      const keys = Array.from({ length: Math.abs(dy) }, () => (dy < 0 ? 'k' : 'j'));
      const g = fakeGame(TALL);
      const app = createApp({ seed: 1, startGame: g.start });
      press(app, 'x', ...keys);
      const cursorRow = rowOf(Math.max(vp.originY, Math.min(vp.originY + map.height - 1, v.player.y + dy)));
      const examine = headerRows(app);
      expect(examine.length).toBeGreaterThan(0);
      expect(examine).not.toContain(cursorRow);
      // Aiming by hand at the same cell: neither the player's row nor the aimed row is covered.
      press(app, 'escape', 'f', ...keys);
      const aim = headerRows(app);
      expect(aim.length).toBeGreaterThan(0);
      expect(aim).not.toContain(cursorRow);
      expect(aim).not.toContain(rowOf(v.player.y));
    }
  });
});

describe('what things are', () => {
  it('examine gives a weapon its numbers and the armour plate its rule', () => {
    const g = fakeGame({
      map: ['#######', '#@....#', '#######'],
      items: [
        { id: 1, kind: 'rifle', name: 'rifle', glyph: '}', colour: 0xffffff, x: 2, y: 1, detail: '5/5' },
        { id: 2, kind: 'armour', name: 'armour plate', glyph: '[', colour: 0xffffff, x: 3, y: 1 },
      ],
    });
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'x', 'l');
    const r = WEAPONS.rifle;
    const rifle = text(app, 200, 30);
    expect(rifle).toContain(`Damage ${r.damage}, range ${r.range}, pierces what it hurts`);
    expect(rifle).toContain(`holds ${r.capacity} rifle rounds`);
    press(app, 'l');
    expect(text(app, 200, 30)).toContain(
      `A plate adds ${PLAYER.armourPlate}, up to ${PLAYER.maxArmour} in all.`,
    );
  });

  it('the inventory gives the gun in hand its numbers, and an item its own', () => {
    const g = fakeGame({
      map: ['#####', '#@..#', '#####'],
      player: {
        armour: 3,
        inventory: [{ id: 4, kind: 'shotgun', name: 'shotgun', glyph: '}', colour: 0xffffff, x: -1, y: -1 }],
      },
    });
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'i');
    const inv = boxText(app);
    expect(inv).toContain(`Damage ${WEAPONS.pistol.damage}, range ${WEAPONS.pistol.range}, does not pierce`);
    expect(inv).toContain(`Armour 3/${PLAYER.maxArmour}.`);
    press(app, 'a');
    const s = WEAPONS.shotgun;
    expect(boxText(app)).toContain(`Damage ${s.damage} for each of ${s.pellets} pellets`);
  });
});

describe("the run's clock", () => {
  /** The HUD's Time, as it reads on an 80x24 screen. */
  const hudTime = (app: ReturnType<typeof createApp>): string | undefined =>
    /Time (\S+)/.exec(text(app))?.[1];

  it('counts play, and stops IDLE_MS after the last key until the next one', () => {
    const app = createApp({ seed: 1, startGame: fakeGame(HALL).start });
    app.tick(10_000);
    expect(hudTime(app)).toBe('0:10');
    // Left open for five minutes: only the first IDLE_MS since the game began count.
    for (let i = 0; i < 300; i++) app.tick(1000);
    expect(hudTime(app)).toBe(`0:${IDLE_MS / 1000}`);
    press(app, '.');
    app.tick(5000);
    expect(hudTime(app)).toBe(`0:${IDLE_MS / 1000 + 5}`);
  });

  it('the mouse over the map is play too', () => {
    const app = createApp({ seed: 1, startGame: fakeGame(HALL).start });
    text(app);
    for (let i = 0; i < 60; i++) {
      app.pointer?.(10 + (i % 2), 5, 'hover');
      app.tick(1000);
    }
    expect(hudTime(app)).toBe('1:00');
  });

  it('a walk under way is play: its time counts however long it runs', () => {
    // A core whose exploring never ends (the player marks time in place).
    const g = fakeGame(HALL);
    const app = createApp({ seed: 1, startGame: g.start });
    press(app, 'o');
    for (let i = 0; i < 1500; i++) app.tick(WALK_MS);
    expect(g.commands.length).toBeGreaterThan(1000);
    expect(hudTime(app)).toBe('0:45');
  });
});
