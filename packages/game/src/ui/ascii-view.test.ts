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
});
