import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string): string =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));
const toolkitSrc = fileURLToPath(new URL('./packages/toolkit/src/', import.meta.url));
const displaySrc = fileURLToPath(new URL('./packages/display/src/', import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources, so they never see a stale build: the packages'
    // roots and the toolkit's and display's subpaths (`@hullbreach/toolkit/fov` is src/fov/index.ts).
    alias: [
      { find: /^@hullbreach\/toolkit\/([a-z]+)$/, replacement: `${toolkitSrc}$1/index.ts` },
      { find: /^@hullbreach\/toolkit$/, replacement: src('toolkit') },
      { find: /^@hullbreach\/display\/([a-z]+)$/, replacement: `${displaySrc}$1/index.ts` },
      { find: /^@hullbreach\/display$/, replacement: src('display') },
      { find: /^@hullbreach\/game$/, replacement: src('game') },
      { find: /^@hullbreach\/store$/, replacement: src('store') },
      {
        find: /^@hullbreach\/store\/(schema|portable)$/,
        replacement: `${fileURLToPath(new URL('./packages/store/src/', import.meta.url))}$1.ts`,
      },
    ],
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'bench/src/**/*.test.ts'] },
      },
      {
        // Browser tests: Chromium against the built site, which their global setup builds once.
        extends: true,
        test: {
          name: 'web',
          include: ['packages/web/test/**/*.test.ts'],
          globalSetup: ['packages/web/test/global-setup.ts'],
        },
      },
    ],
  },
});
