import { describe, expect, it } from 'vitest';
import type { Command, GameView } from '../core/api.js';
import { botCommand, createGame, perform, stateHash } from '../core/index.js';
import { createApp } from './app.js';
import { startCoreGame, type GameSession } from './session.js';
import { frameText } from './draw.js';

const DIR_KEYS: Record<string, string> = {
  '0,-1': 'k',
  '0,1': 'j',
  '-1,0': 'h',
  '1,0': 'l',
  '-1,-1': 'y',
  '1,-1': 'u',
  '-1,1': 'b',
  '1,1': 'n',
};
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The keys a player would press for a command, or undefined when the UI offers no key for it here. */
function keysFor(c: Command, v: GameView): string[] | undefined {
  switch (c.kind) {
    case 'move': {
      const key = DIR_KEYS[`${c.dx},${c.dy}`];
      const { x, y } = v.player;
      // A door whose gauge shows vacuum asks first: the same key again opens it.
      const asks = v.holdsVacuumBack(x + c.dx, y + c.dy) && v.airAt(x, y) === 'air';
      return asks ? [key, key] : [key];
    }
    case 'wait':
      return ['.'];
    case 'pickup':
      return ['g'];
    case 'reload':
      return ['r'];
    case 'descend':
      return ['>'];
    case 'use':
      return ['i', LETTERS[c.slot], 'u'];
    case 'wield':
      return ['i', LETTERS[c.slot], 'w'];
    case 'drop':
      return ['i', LETTERS[c.slot], 'd'];
    case 'fire': {
      const i = v.targets().findIndex((t) => t.x === c.x && t.y === c.y);
      return i < 0 ? undefined : ['f', ...Array<string>(i).fill('tab'), 'enter'];
    }
    case 'close':
      return undefined;
  }
}

describe('the app driven by keys', () => {
  it('plays exactly the game the commands would: a bot run pressed key by key matches the core run, to the end screen', () => {
    const seed = 'drive-3';
    let session: GameSession | undefined;
    const app = createApp({
      seed,
      startGame: (s) => {
        session = startCoreGame(s);
        return session;
      },
    });
    const twin = createGame(seed);
    const memory = { depth: -1, floorTurns: 0 };
    const memoryTwin = { depth: -1, floorTurns: 0 };
    let pressed = 0;
    for (let step = 0; step < 3000 && twin.outcome === 'playing'; step++) {
      const s = session!;
      const v = s.view();
      const command = botCommand(v, memory);
      const twinCommand = botCommand(v, memoryTwin);
      const before = v.turn;
      const keys = keysFor(command, v);
      if (keys === undefined) s.perform(command);
      else {
        keys.forEach((k) => app.press(k));
        pressed++;
      }
      if (!perform(twin, twinCommand).tookTurn) perform(twin, { kind: 'wait' });
      if (s.view().turn === before && s.view().outcome === 'playing') app.press('.');
      expect(s.hash()).toBe(stateHash(twin));
    }
    expect(pressed).toBeGreaterThan(50);
    let screen = frameText(app.render(100, 30));
    // A won run shows the epilogue first; the statistics follow it.
    if (twin.outcome === 'won') {
      expect(screen).toContain('The Kestrel climbs');
      app.press('c');
      screen = frameText(app.render(100, 30));
    }
    if (twin.outcome === 'playing') expect(screen).toContain('Turn');
    else {
      expect(screen).toContain('Kills');
      expect(screen).toMatch(new RegExp(`Seed\\.+ ${seed}`));
    }
  });
});
