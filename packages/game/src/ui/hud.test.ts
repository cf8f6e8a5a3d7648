import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asciiActor, asciiView } from './ascii-view.js';
import { createFrame } from './frame.js';
import {
  bar,
  distanceLabel,
  drawHud,
  endlessLabels,
  floorLabel,
  formatTime,
  HUD_WIDTH,
  hudRows,
  weaponRow,
} from './hud.js';
import { frameText } from './draw.js';
import { LOW_HP, LOW_OXYGEN } from '../core/content.js';
import type { PlayerView, WeaponView } from '../core/api.js';
import { TONE_COLOUR } from './palette.js';

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

  it('gives a seed too long for the label row a row of its own, whole (a seed of the day)', () => {
    const daily = asciiView({ map: ['@..'], seed: 'daily-2026-11-26' });
    const f = createFrame(HUD_WIDTH, 24);
    drawHud(f, { x: 0, y: 0, width: HUD_WIDTH, height: 24 }, daily, 0);
    const rows = frameText(f)
      .split('\n')
      .map((line) => line.trim());
    const at = rows.findIndex((row) => row.endsWith('Seed'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(rows[at + 1]).toContain('daily-2026-11-26');
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

  const rowsFor = (player: Partial<PlayerView>) => hudRows(asciiView({ map: ['@'], player }), 0);
  const rowOf = (rows: ReturnType<typeof hudRows>, start: string) =>
    rows.find((r) => r.text.startsWith(start));

  it('warns in words and colour when there is no air, and when oxygen is low', () => {
    const vac = rowsFor({ oxygen: 15, breathing: false });
    expect(rowOf(vac, '! VACUUM')?.fg).toBe(TONE_COLOUR.bad);
    expect(rowOf(vac, 'O2')?.fg).toBe(TONE_COLOUR.warn);
    const gone = rowsFor({ oxygen: 0, breathing: false });
    expect(rowOf(gone, '! SUFFOCATING')).toBeDefined();
    const low = rowsFor({ oxygen: LOW_OXYGEN });
    expect(rowOf(low, '! LOW OXYGEN')).toBeDefined();
    expect(rowOf(low, 'O2')?.fg).toBe(TONE_COLOUR.bad);
    const fine = rowsFor({ oxygen: LOW_OXYGEN + 1, hp: LOW_HP + 1 });
    expect(fine.filter((r) => r.text.startsWith('!'))).toEqual([]);
    for (const rows of [vac, gone, low, fine])
      for (const r of rows) expect(r.text.length).toBeLessThanOrEqual(HUD_WIDTH - 2);
  });

  it('says each creature in sight with its health in words for the page text, where the screen draws a bar', () => {
    const zombie = asciiActor(1, 0);
    const bones = { ...asciiActor(2, 0, 'pile of bones', ';'), hp: 0 };
    const rows = hudRows(asciiView({ map: ['@..'], actors: [zombie, bones] }), 0);
    expect(rowOf(rows, 'z zombie')?.text).toMatch(/^z zombie [█░]+$/);
    expect(rowOf(rows, 'z zombie')?.spoken).toBe('z zombie, health 5 of 9');
    expect(rowOf(rows, '; pile of bones')?.spoken).toBe('; pile of bones');
  });

  it('warns at low HP and while burning', () => {
    const rows = rowsFor({ hp: LOW_HP, burning: true });
    expect(rowOf(rows, '! BURNING')?.fg).toBe(TONE_COLOUR.bad);
    expect(rowOf(rows, '! LOW HP')).toBeDefined();
    expect(rowOf(rows, 'HP')?.fg).toBe(TONE_COLOUR.bad);
    expect(rowOf(rowsFor({ hp: LOW_HP + 1 }), '! LOW HP')).toBeUndefined();
  });

  it('counts fuel for the flamethrower and the chainsaw, rockets for the launcher, rounds for guns', () => {
    const w = (kind: string, melee: boolean, loaded: number, capacity: number, reserve = 0): WeaponView => ({
      name: kind,
      kind,
      melee,
      loaded,
      capacity,
      reserve,
      range: 5,
    });
    expect(weaponRow(w('flamethrower', false, 7, 12, 8))).toEqual({ text: 'Fuel 7/12 +8', empty: false });
    expect(weaponRow(w('rocket-launcher', false, 0, 1, 2))).toEqual({ text: 'Rockets 0/1 +2', empty: true });
    expect(weaponRow(w('machine-gun', false, 20, 24, 16))).toEqual({ text: 'Ammo 20/24 +16', empty: false });
    expect(weaponRow(w('chainsaw', true, 5, 12))).toEqual({ text: 'Fuel 5/12', empty: false });
    expect(weaponRow(w('fists', true, 0, 0))).toBeUndefined();
    const flamer = rowsFor({ breathing: false, weapon: w('flamethrower', false, 7, 12, 8) });
    expect(rowOf(flamer, 'No air')).toBeDefined();
  });

  it('shows the energy (the charges of carried devices) only when a device gives an ability', () => {
    const character = (abilities: { ready: boolean }[]) => ({
      level: 1,
      xp: 0,
      nextXp: 10,
      points: 0,
      stats: [],
      energy: 3,
      maxEnergy: 8,
      gear: [],
      abilities: abilities.map((a) => ({ which: 'blink' as const, name: 'blink', cost: 5, range: 6, ...a })),
    });
    const rows = (abilities: { ready: boolean }[]) =>
      hudRows(asciiView({ map: ['@.'], player: { character: character(abilities) } }), 0);
    expect(rows([]).some((r) => r.text.startsWith('Energy'))).toBe(false);
    const some = rows([{ ready: false }]).find((r) => r.text.startsWith('Energy'));
    expect(some?.text).toBe('Energy 3/8');
    const ready = rows([{ ready: true }]).find((r) => r.text.startsWith('Energy'));
    expect(ready?.fg).not.toBe(some?.fg);
  });

  it('in Endless shows the chunk and the distance instead of the floor', () => {
    const world = { chunkX: 3, chunkY: -1, distance: 3, farthest: 3, x: 100, y: -20 };
    const f = createFrame(HUD_WIDTH, 20);
    drawHud(f, { x: 0, y: 0, width: HUD_WIDTH, height: 20 }, asciiView({ map: ['@.'], depth: 0, world }), 0);
    const text = frameText(f);
    expect(text).toContain('Endless · chunk 3,-1');
    expect(text).toContain('Distance 3');
    expect(text).not.toContain('Docking bay');
    expect(text).not.toContain('Floor');
    expect(text).not.toContain('best');
    const back = hudRows(asciiView({ map: ['@.'], world: { ...world, distance: 1, farthest: 4 } }), 0);
    expect(back.map((r) => r.text)).toContain('Distance 1 · best 4');
  });

  it('Endless labels fit the HUD for any chunk, shortening the first row rather than cutting it', () => {
    const coord = fc.integer({ min: -99_999, max: 99_999 });
    fc.assert(
      fc.property(coord, coord, fc.nat(99_999), fc.integer({ min: 12, max: 40 }), (cx, cy, extra, width) => {
        const distance = Math.max(Math.abs(cx), Math.abs(cy));
        const farthest = distance + extra;
        const [where, how] = endlessLabels({ chunkX: cx, chunkY: cy, distance, farthest, x: 0, y: 0 }, width);
        const long = `Endless · chunk ${cx},${cy}`;
        expect(where).toBe(long.length <= width ? long : `Chunk ${cx},${cy}`);
        const best = `Distance ${distance} · best ${farthest}`;
        expect(how).toBe(extra > 0 && best.length <= width ? best : `Distance ${distance}`);
      }),
    );
    expect(distanceLabel(1)).toBe('1 chunk out');
    expect(distanceLabel(0)).toBe('0 chunks out');
    expect(distanceLabel(12)).toBe('12 chunks out');
  });
});
