import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY, CSP_META_TAG } from './csp.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Every page must carry the site's Content-Security-Policy tag word for word (the build fails
 * otherwise). The dev server alone also lets Vite inject its stylesheets as inline `<style>`
 * elements; the built site links them as files.
 */
function contentSecurityPolicy(): Plugin {
  let serving = false;
  return {
    name: 'hullbreach-csp',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transformIndexHtml(html, context) {
      const tags = [...html.matchAll(/http-equiv="Content-Security-Policy"\s+content="([^"]*)"/g)];
      if (tags.length !== 1 || tags[0][1] !== CONTENT_SECURITY_POLICY) {
        throw new Error(`${context.path} lacks the Content-Security-Policy tag of csp.ts:\n${CSP_META_TAG}`);
      }
      if (!serving) return html;
      const relaxed = CONTENT_SECURITY_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
      return html.replace(CONTENT_SECURITY_POLICY, relaxed);
    },
  };
}

export default defineConfig(({ mode }) => ({
  root: here('.'),
  // Relative asset URLs: the site works from any folder of any static host.
  base: './',
  resolve: {
    // The pages are built from the packages' TypeScript sources, never from a stale dist.
    alias: [
      { find: /^@hullbreach\/toolkit\/([a-z]+)$/, replacement: `${here('../toolkit/src/')}$1/index.ts` },
      { find: /^@hullbreach\/toolkit$/, replacement: here('../toolkit/src/index.ts') },
      { find: /^@hullbreach\/display\/([a-z]+)$/, replacement: `${here('../display/src/')}$1/index.ts` },
      { find: /^@hullbreach\/game\/title$/, replacement: here('../game/src/ui/title-preview.ts') },
      { find: /^@hullbreach\/game$/, replacement: here('../game/src/index.ts') },
      { find: /^@hullbreach\/store\/portable$/, replacement: here('../store/src/portable.ts') },
    ],
  },
  // SQLite's WebAssembly build loads its own files next to its module; pre-bundling would break that.
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
  worker: { format: 'es' },
  plugins: [contentSecurityPolicy()],
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The site is its two pages. The browser tests build with `--mode test`, which adds
      // persist-scenarios.html (the store's persistence scenarios on OPFS, for
      // test/persist-scenarios.test.ts): linked from nowhere, its code in chunks of its own.
      input: {
        index: here('index.html'),
        lab: here('lab.html'),
        ...(mode === 'test' ? { 'persist-scenarios': here('persist-scenarios.html') } : {}),
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
}));
