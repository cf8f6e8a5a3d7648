/** The title preview draws and reads exactly what the app's first title screen does. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIFFICULTIES } from '../core/run-rules.js';
import { createApp } from './app.js';
import { frameText } from './draw.js';
import type { StartGame } from './session.js';
import { createTitlePreview } from './title-preview.js';

/** Never called: the title only needs to know that Endless is offered. */
const endlessWorld: StartGame = () => {
  throw new Error('the title preview test starts no run');
};

const options = fc.record({
  entropy: fc.integer({ min: 0, max: 2 ** 53 - 1 }),
  today: fc.option(
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    { nil: undefined },
  ),
  rules: fc.option(
    fc.record({
      difficulty: fc.constantFrom(...DIFFICULTIES),
      lamp: fc.constantFrom('cone' as const, 'round' as const),
      autopickup: fc.boolean(),
    }),
    { nil: undefined },
  ),
  endless: fc.boolean(),
});

describe('createTitlePreview', () => {
  it('renders the same frames and page text as the app on its title, at any size', () => {
    fc.assert(
      fc.property(
        options,
        fc.array(fc.tuple(fc.integer({ min: 1, max: 220 }), fc.integer({ min: 1, max: 80 })), {
          minLength: 1,
          maxLength: 3,
        }),
        (o, sizes) => {
          const preview = createTitlePreview(o);
          const app = createApp({
            entropy: o.entropy,
            ...(o.today !== undefined ? { today: o.today } : {}),
            ...(o.rules !== undefined ? { rules: o.rules } : {}),
            ...(o.endless ? { startEndless: endlessWorld } : {}),
          });
          for (const [w, h] of sizes) {
            const mine = preview.render(w, h);
            const theirs = app.render(w, h);
            expect(mine.glyph).toEqual(theirs.glyph);
            expect(mine.fg).toEqual(theirs.fg);
            expect(mine.bg).toEqual(theirs.bg);
            expect(preview.pageText()).toEqual(app.pageText?.());
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shows the title menu, with Endless and the seed of the day only when given', () => {
    const full = frameText(
      createTitlePreview({ entropy: 7, today: '2026-11-27', endless: true }).render(100, 30),
    );
    expect(full).toContain('New game');
    expect(full).toContain('Endless');
    expect(full).toContain('2026-11-27');
    const bare = frameText(createTitlePreview({ entropy: 7 }).render(100, 30));
    expect(bare).toContain('New game');
    expect(bare).not.toContain('Endless');
    expect(bare).not.toContain('Seed of the day');
  });
});
