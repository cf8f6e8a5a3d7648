import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * A run's mode is asked of its mode object (`modeOf(game)`, `runModeOf(id)`), never tested by name
 * (issue 18.5): `mode === 'endless'` anywhere in the packages' sources is an error.
 */
const MODE_TEST = {
  selector: 'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(endless|campaign)$/]',
  message: "Ask the mode object (modeOf, runModeOf) instead of testing a mode's name.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'docs/api/**', 'bench/baseline/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
      eqeqeq: ['error', 'always'],
      'prefer-const': 'error',
    },
  },
  {
    // The toolkit and the game core are pure: no clock, no global randomness, no I/O.
    files: ['packages/toolkit/src/**/*.ts', 'packages/game/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Draw from a seeded Rng stream instead.' },
        { object: 'Date', property: 'now', message: 'The core has no clock; pass time in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The core has no clock; pass time in.' },
        MODE_TEST,
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*'], message: 'The core does no I/O.' }],
        },
      ],
    },
  },
  {
    files: ['packages/toolkit/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The toolkit does no I/O.' },
            { group: ['@hullbreach/*'], message: 'The toolkit imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    // The display package stands alone and runs in browsers: nothing of ours, no Node modules
    // (its terminal part writes strings; the program owns stdout).
    files: ['packages/display/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The display package runs in browsers too: no Node modules.' },
            { group: ['@hullbreach/*'], message: 'The display package imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/game/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The game core does no I/O.' },
            { group: ['@hullbreach/cli', '@hullbreach/cli/*'], message: 'Never import upward.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/cli/src/**/*.ts', 'packages/web/src/**/*.ts', 'packages/store/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', MODE_TEST] },
  },
  {
    // The app keeps only routing, the session and autosave (issue 18.6); screens live in their own
    // modules. A line over means something grew here that belongs in a screen.
    files: ['packages/game/src/ui/app.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
);
