/**
 * The fire key aims at a pile of bones when no enemy is in view: a skeleton ends only when a shot
 * (or fire, or a blast) breaks its bones, so the bones are a target, after the enemies in view.
 */
import { describe, expect, it } from 'vitest';
import { monsterList } from '../core/cells.js';
import { floorFromAscii } from '../core/floor.js';
import { createGame } from '../core/game.js';
import type { GameState } from '../core/state.js';
import { createApp } from './app.js';
import { frameText } from './draw.js';
import { sessionOfGame } from './session.js';

function playing(rows: string[]): { app: ReturnType<typeof createApp>; game: GameState } {
  const game = createGame('bones', { floor: floorFromAscii(rows) });
  const app = createApp({ seed: 'bones', startGame: () => sessionOfGame(game) });
  app.render(80, 24);
  return { app, game };
}

describe('aiming at bones', () => {
  it('after the skeleton falls, the fire key aims at its bones and a shot ends it', () => {
    const { app, game } = playing(['#########', '#@....s.#', '#########']);
    const skeleton = monsterList(game.floor)[0];
    skeleton.hp = 1;
    app.press('f');
    app.press('f');
    expect(skeleton.mode).toBe('bones');
    expect(frameText(app.render(80, 24))).toContain('heap of bones');
    // No enemy in view now: the fire key aims at the bones rather than by hand.
    app.press('f');
    const aiming = frameText(app.render(80, 24));
    expect(aiming).not.toContain('Nothing in sight to shoot');
    app.press('f');
    expect(game.floor.monsters[skeleton.id]).toBeUndefined();
    expect(frameText(app.render(80, 24))).toContain('The bones burst into splinters');
  });

  it('puts the enemies in view before the bones', () => {
    const { app, game } = playing(['##########', '#@...s..z#', '##########']);
    const [skeleton, zombie] = monsterList(game.floor).sort((a, b) => a.x - b.x);
    skeleton.hp = 1;
    zombie.hp = 1000;
    app.press('f');
    app.press('f');
    expect(skeleton.mode).toBe('bones');
    const hp = zombie.hp;
    app.press('f');
    app.press('f');
    // The zombie farther off, not the bones nearer: the shot went to it.
    expect(zombie.hp).toBeLessThan(hp);
    expect(game.floor.monsters[skeleton.id]?.mode).toBe('bones');
  });
});
