import { describe, expect, it } from 'vitest';
import { memoryChunkSource } from './endless/chunk.js';
import { createEndlessGame } from './endless/endless.js';
import { createGame } from './game.js';
import { CAMPAIGN, ENDLESS, modeOf } from './modes.js';
import { morgueText } from './morgue.js';
import { fuseId, scheduled, SYSTEM_IDS, type ScheduleId } from './schedule-ids.js';
import { PLAYER_ID } from './state.js';
import { view } from './view.js';

describe('typed schedule ids', () => {
  it('tells the player, monsters, systems and fuses apart, and refuses an id the game never schedules', () => {
    expect(scheduled(PLAYER_ID)).toEqual({ kind: 'player', id: PLAYER_ID });
    expect(scheduled(42)).toEqual({ kind: 'monster', id: 42 });
    for (const id of SYSTEM_IDS) expect(scheduled(id)).toEqual({ kind: 'system', id });
    expect(scheduled(fuseId(7))).toEqual({ kind: 'fuse', key: 7 });
    expect(() => scheduled('gas' as ScheduleId)).toThrow("unknown id 'gas'");
    expect(() => scheduled('fuse:x' as ScheduleId)).toThrow('unknown id');
  });

  it("a new floor's schedule holds the player, every monster and every system of the registry, nothing else", () => {
    const game = createGame(9);
    const ids = game.schedule.actors.map((a) => a.id);
    const kinds = ids.map((id) => scheduled(id).kind);
    expect(kinds.filter((k) => k === 'system')).toHaveLength(SYSTEM_IDS.length);
    expect(kinds.filter((k) => k === 'monster')).toHaveLength(Object.keys(game.floor.monsters).length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('modes', () => {
  it('the campaign has no world and counts floors; Endless places the player in chunks and counts them', () => {
    const campaign = createGame(4);
    expect(modeOf(campaign)).toBe(CAMPAIGN);
    expect(view(campaign).world).toBeUndefined();
    expect(morgueText(campaign)).toContain('Mode:       campaign');
    expect(morgueText(campaign)).toContain('Reached:    floor 0');

    const endless = createEndlessGame(4, memoryChunkSource());
    expect(modeOf(endless)).toBe(ENDLESS);
    const w = view(endless).world;
    expect(w).toBeDefined();
    expect([w?.chunkX, w?.chunkY, w?.distance]).toEqual([0, 0, 0]);
    expect(morgueText(endless)).toContain('Mode:       Endless');
    expect(morgueText(endless)).toContain('Reached:    0 chunks from the start');
  });
});
