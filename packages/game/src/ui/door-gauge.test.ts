/** Walking into a door whose gauge shows vacuum behind it asks first: a second step opens it. */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.js';
import { startScenario } from '../scenario/run.js';
import { createApp } from './app.js';
import { frameText } from './draw.js';
import { sessionOfGame, type GameSession } from './session.js';

/** The room east of the door is open to space; the player's room holds its air. */
const VENTED = parseScenario(
  '---\n########\n#@..+..#\n#...#..*\n#.######\n#.....#\n#######\n---\n',
  'vented-door.scn',
);
/** The same rooms, the eastern one whole. */
const WHOLE = parseScenario(
  '---\n########\n#@..+..#\n#...#..#\n#.######\n#.....#\n#######\n---\n',
  'whole-door.scn',
);

const NOTICE = 'The gauge on this door shows vacuum beyond';

function nextToDoor(scenario: typeof VENTED): { app: ReturnType<typeof createApp>; session: GameSession } {
  let session: GameSession | undefined;
  const app = createApp({
    seed: 1,
    startGame: () => (session = sessionOfGame(startScenario(scenario))),
  });
  app.press('l');
  app.press('l');
  if (session === undefined) throw new Error('the scenario did not start');
  return { app, session };
}

describe('a door holding vacuum back', () => {
  it('the first step into it warns and takes no turn; the second opens it', () => {
    const { app, session } = nextToDoor(VENTED);
    const before = session.view();
    expect(before.holdsVacuumBack(4, 1)).toBe(true);
    expect(before.airAt(before.player.x, before.player.y)).toBe('air');

    app.press('l');
    const warned = session.view();
    expect(warned.turn).toBe(before.turn);
    expect(warned.knownTerrain(4, 1)).toBe('door-closed');
    expect(frameText(app.render(100, 30))).toContain(NOTICE);

    app.press('l');
    const opened = session.view();
    expect(opened.turn).toBeGreaterThan(before.turn);
    expect(opened.knownTerrain(4, 1)).toBe('door-open');
  });

  it('another key between the two steps asks again', () => {
    const { app, session } = nextToDoor(VENTED);
    app.press('l');
    app.press('.');
    const waited = session.view();
    app.press('l');
    const after = session.view();
    expect(after.turn).toBe(waited.turn);
    expect(after.knownTerrain(4, 1)).toBe('door-closed');
    expect(frameText(app.render(100, 30))).toContain(NOTICE);
  });

  it('a door with air behind it opens on the first step, with no warning', () => {
    const { app, session } = nextToDoor(WHOLE);
    const before = session.view();
    expect(before.holdsVacuumBack(4, 1)).toBe(false);
    app.press('l');
    const after = session.view();
    expect(after.turn).toBeGreaterThan(before.turn);
    expect(after.knownTerrain(4, 1)).toBe('door-open');
    expect(frameText(app.render(100, 30))).not.toContain(NOTICE);
  });
});
