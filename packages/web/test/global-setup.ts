import { buildSite } from './harness.js';

/** Builds the site once before the browser tests run (they serve `dist` as it is). */
export default async function setup(): Promise<void> {
  await buildSite();
}
