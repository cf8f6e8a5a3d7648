import { describe, expect, it } from 'vitest';
import { TERRAINS } from '../core/api.js';
import { floorFromAscii } from '../core/floor.js';
import { Ter } from '../core/state.js';
import { placeVault, VAULT_KINDS, VAULT_REGION } from '../core/vaults.js';
import { asciiView } from '../ui/ascii-view.js';
import { parseScenario } from '../scenario/parse.js';
import { playScenario } from '../scenario/run.js';
import { createRng } from '@hullbreach/toolkit';
import { FIXTURE_LEGEND, PLAIN_CHARS, TERRAIN_LEGEND } from './legend.js';
import { BUILTIN_CONTENT } from './registry.js';

describe('one legend', () => {
  it('gives every character one meaning, monsters included', () => {
    const chars = BUILTIN_CONTENT.legend.entries.map((e) => e.char);
    expect(new Set(chars).size).toBe(chars.length);
  });

  it('reads each terrain character the same in hand-made floors, scenarios, the ASCII view and the plain maps', () => {
    for (const entry of TERRAIN_LEGEND) {
      if (entry.meaning.role !== 'terrain') continue;
      const code = entry.meaning.terrain;
      const row = `#@${entry.char}#`;
      expect(floorFromAscii([row]).floor.terrain[2]).toBe(code);
      expect(asciiView({ map: [row] }).knownTerrain(2, 0)).toBe(TERRAINS[code]);
      expect(PLAIN_CHARS[code]).toBe(entry.char);
      // A scenario's final map writes back what its map said (for cells nothing moved onto).
      const run = playScenario(
        parseScenario(['---', '#####', `#@.${entry.char}#`, '#####', '---'].join('\n'), 't.scn'),
      );
      expect(run.final.map[1][3]).toBe(entry.char);
    }
  });

  it('makes `*` a breach and a blank open space everywhere, vault pockets of space included', () => {
    expect(floorFromAscii(['#@*#']).floor.terrain[2]).toBe(Ter.Breach);
    expect(floorFromAscii(['#@ #']).floor.terrain[2]).toBe(Ter.Void);
    const { width, height } = VAULT_REGION;
    for (const kind of VAULT_KINDS) {
      const terrain = new Uint8Array(width * height).fill(Ter.Floor);
      let next = 1;
      const site = {
        width,
        height,
        terrain,
        items: [],
        notes: [],
        nextId: () => next++,
        takeCell: () => -1,
      };
      const plan = placeVault(site, { x: 0, y: 0, width, height }, createRng(3), kind);
      if (kind === 'card') continue; // no cell outside the region for its card
      expect(plan).toBeDefined();
      expect(terrain.includes(Ter.Breach)).toBe(false);
      if (kind === 'pressure') expect(terrain.includes(Ter.Void)).toBe(true);
    }
  });

  it('keeps the vault fixtures out of hand-made floors', () => {
    for (const entry of FIXTURE_LEGEND)
      expect(() => floorFromAscii([`#@${entry.char}#`])).toThrow(/unknown map character/);
  });
});
