import { describe, expect, it } from 'vitest';
import { asciiActor, asciiView } from './ascii-view.js';
import { createFrame } from './frame.js';
import { bar, drawHud, floorLabel, formatTime, HUD_WIDTH } from './hud.js';
import { frameText } from './draw.js';

describe('HUD', () => {
  const v = asciiView({
    map: ['@..z'],
    seed: 'kestrel-9',
    depth: 3,
    turn: 345,
    actors: [asciiActor(3, 0)],
    player: {
      hp: 7,
      maxHp: 20,
      oxygen: 18,
      armour: 4,
      weapon: {
        name: 'shotgun',
        melee: false,
        loaded: 2,
        capacity: 4,
        reserve: 9,
        kind: 'shotgun',
        range: 6,
      },
    },
  });

  it('shows HP, oxygen, armour, weapon with loaded/capacity and reserve, floor n/5, seed, turn and time', () => {
    const f = createFrame(HUD_WIDTH, 20);
    drawHud(f, { x: 0, y: 0, width: HUD_WIDTH, height: 20 }, v, 125_000);
    const text = frameText(f);
    for (const want of [
      'Floor 3/5',
      'HP',
      '7/20',
      'O2',
      '18/20',
      'Armour 4',
      'Shotgun',
      'Ammo 2/4 +9',
      'Seed kestrel-9',
      'Turn 345',
      'Time 2:05',
      'z zombie',
    ]) {
      expect(text).toContain(want);
    }
    for (const line of text.split('\n')) expect(line.length).toBe(HUD_WIDTH);
  });

  it('lists only creatures actually in view, even from a view that over-reports', () => {
    const base = asciiView({
      map: ['@.z.T'],
      knowledge: ['vvvrr'],
      actors: [asciiActor(2, 0), asciiActor(4, 0, 'tank', 'T')],
    });
    const leaky = { ...base, visibleActors: () => [asciiActor(2, 0), asciiActor(4, 0, 'tank', 'T')] };
    const f = createFrame(HUD_WIDTH, 24);
    drawHud(f, { x: 0, y: 0, width: HUD_WIDTH, height: 24 }, leaky, 0);
    expect(frameText(f)).toContain('z zombie');
    expect(frameText(f)).not.toContain('tank');
  });

  it('labels the docking bay and formats long times', () => {
    expect(floorLabel(0)).toBe('Docking bay 0/5');
    expect(formatTime(3_725_000)).toBe('1:02:05');
  });

  it('fills bars in proportion', () => {
    expect(bar(5, 10, 4)).toBe('██░░');
    expect(bar(0, 10, 3)).toBe('░░░');
    expect(bar(30, 10, 3)).toBe('███');
  });
});
