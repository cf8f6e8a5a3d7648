import { describe, expect, it } from 'vitest';
import { MODES } from '../core/modes.js';
import { asciiView } from './ascii-view.js';
import { parseRunMode, RUN_MODES, runModeOf } from './run-modes.js';
import type { GameSession } from './session.js';

describe('run modes', () => {
  it('read a mode name only when it names a mode of ours', () => {
    expect(parseRunMode('campaign')).toBe('campaign');
    expect(parseRunMode('endless')).toBe('endless');
    for (const text of ['Endless', ' endless', '', 'toString', '__proto__', null, undefined])
      expect(parseRunMode(text)).toBeUndefined();
  });

  it('read every mode of ours by its id, and only those', () => {
    for (const id of Object.keys(RUN_MODES)) expect(parseRunMode(id)).toBe(id);
    expect(Object.keys(RUN_MODES).sort()).toEqual(['campaign', 'endless']);
  });

  it('extend the core mode of the same id, one run mode per core mode', () => {
    expect(Object.keys(RUN_MODES).sort()).toEqual(Object.keys(MODES).sort());
    for (const mode of Object.values(MODES)) {
      const run = runModeOf(mode.id);
      expect(run.id).toBe(mode.id);
      expect(run.title).toBe(mode.title);
      expect(run.wonText).toBe(mode.wonText);
    }
  });

  it('say where a run is and how far it got in its own words', () => {
    expect(runModeOf('campaign').savedPlace(0)).toBe('Docking bay 0/5');
    expect(runModeOf('endless').savedPlace(1)).toBe('Endless, 1 chunk out');
    expect(runModeOf('campaign').reachedColumn({ depth: 4 })).toBe('floor 4');
    expect(runModeOf('endless').reachedColumn({ distance: 6 })).toBe('6 out');
    expect(runModeOf('campaign').reachedOf({ depth: 3, distance: 9 })).toEqual({ depth: 3 });
    expect(runModeOf('endless').reachedOf({ depth: 9, distance: 3 })).toEqual({ distance: 3 });
    expect(runModeOf('endless').reachedOf({})).toEqual({ distance: 0 });
  });

  it('record a run by its own measure: the deepest floor, or the farthest chunk', () => {
    const v = asciiView({ map: ['#@#'], depth: 2, stats: { deepestFloor: 4 } });
    const session: GameSession = {
      view: () => v,
      perform: () => ({ tookTurn: false, events: [], reobserved: 0 }),
      hash: () => '0',
      distance: () => 7,
    };
    expect(runModeOf('campaign').reachedRecord(session, v)).toEqual({ depth: 4 });
    expect(runModeOf('campaign').placeNow(session)).toBe(2);
    expect(runModeOf('endless').reachedRecord(session, v)).toEqual({ distance: 7 });
    expect(runModeOf('endless').placeNow(session)).toBe(7);
    expect(runModeOf('endless').placeNow({ ...session, distance: undefined })).toBe(0);
  });
});
