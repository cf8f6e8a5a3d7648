/** The key hints of the playing screen follow the key map: the core names actions, the app names keys. */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.js';
import { startScenario } from '../scenario/run.js';
import { createApp } from './app.js';
import { frameText } from './draw.js';
import { DEFAULT_KEYS, parseKeyMap, type KeyMap } from './key-map.js';
import { sessionOfGame } from './session.js';

const STAIRS = parseScenario('---\n#######\n#@..>.#\n#######\n---\n', 'stairs.scn');

function onStairs(keys: KeyMap): { screen: string; before: string } {
  const app = createApp({ seed: 1, keys, startGame: () => sessionOfGame(startScenario(STAIRS)) });
  app.press('l');
  app.press('l');
  const before = frameText(app.render(100, 30));
  app.press('l');
  return { screen: frameText(app.render(100, 30)), before };
}

describe('key hints', () => {
  it('stepping onto the stairs shows the bound descend key under the core line that names none', () => {
    const { screen, before } = onStairs(DEFAULT_KEYS);
    expect(screen).toContain('A stairwell leads down. Descend from here; there is no coming back.');
    expect(screen).toContain('Press > to go down.');
    expect(before).not.toContain('to go down');
  });

  it('the hint names the rebound key, and never the default one', () => {
    const { keys, problems } = parseKeyMap({ descend: 'D' });
    expect(problems).toEqual([]);
    const { screen } = onStairs(keys);
    expect(screen).toContain('Press D to go down.');
    expect(screen).not.toContain('Press >');
  });

  it('the hint goes with the next command', () => {
    const app = createApp({ seed: 1, startGame: () => sessionOfGame(startScenario(STAIRS)) });
    for (const k of ['l', 'l', 'l']) app.press(k);
    expect(frameText(app.render(100, 30))).toContain('Press > to go down.');
    app.press('l');
    expect(frameText(app.render(100, 30))).not.toContain('to go down');
  });
});
