import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string): string =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources, so they never see a stale build.
    alias: {
      '@hullbreach/toolkit': src('toolkit'),
      '@hullbreach/game': src('game'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'bench/src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
