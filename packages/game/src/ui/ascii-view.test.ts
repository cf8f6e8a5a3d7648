import { describe, expect, it } from 'vitest';
import { asciiActor, asciiView } from './ascii-view.js';

describe('asciiView', () => {
  const v = asciiView({
    map: ['#####', '#@.z#', '#####'],
    knowledge: ['vvvrr', 'vvvrr', 'vvv  '],
    actors: [asciiActor(3, 1), asciiActor(2, 1, 'skeleton', 's')],
  });

  it('finds the player and reads terrain through the knowledge mask', () => {
    expect([v.player.x, v.player.y, v.width, v.height]).toEqual([1, 1, 5, 3]);
    expect(v.knownTerrain(0, 0)).toBe('wall');
    expect(v.knownTerrain(3, 1)).toBe('floor');
    expect(v.knownTerrain(3, 2)).toBeUndefined();
    expect(v.knownTerrain(9, 9)).toBeUndefined();
    expect(v.isVisible(3, 1)).toBe(false);
    expect(v.isVisible(2, 1)).toBe(true);
  });

  it('shows only creatures in view', () => {
    expect(v.visibleActors().map((a) => a.kind)).toEqual(['skeleton']);
    expect(v.targets().map((a) => a.kind)).toEqual(['skeleton']);
  });

  it('reports air, fire and light only for seen cells, and no air for solids', () => {
    const w = asciiView({
      map: ['#####', '#@.*#', '#.. #'],
      knowledge: ['vvvvv', 'vvvvv', 'vvvrv'],
      air: ['vvvvv', '.f.. ', '.v v '],
      fire: ['', ' ^  ^', ' ^^^^'],
      light: (x, y) => [x / 10, y / 10, 0.5],
    });
    expect([w.airAt(0, 0), w.airAt(1, 1), w.airAt(2, 1), w.airAt(3, 1), w.airAt(1, 2)]).toEqual([
      undefined,
      'flowing',
      'air',
      'vacuum',
      'vacuum',
    ]);
    expect(w.airAt(3, 2)).toBeUndefined(); // remembered
    expect([w.isBurning(1, 1), w.isBurning(2, 1), w.isBurning(2, 2), w.isBurning(3, 2)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(w.lightAt(2, 1)).toEqual([0.2, 0.1, 0.5]);
    expect(w.lightAt(3, 2)).toBeUndefined();
    expect(asciiView({ map: ['@'] }).lightAt(0, 0)).toEqual([1, 1, 1]);
    expect([w.player.breathing, w.player.burning]).toEqual([true, false]);
  });
});
