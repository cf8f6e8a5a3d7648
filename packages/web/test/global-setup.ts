import { buildSite } from './harness.js';

/**
 * Builds the site once before the browser tests run (they serve `dist` as it is). With
 * HULLBREACH_WEB_PREBUILT=1 the tests serve whatever `dist` holds, e.g. a build made by hand.
 */
export default async function setup(): Promise<void> {
  if (process.env.HULLBREACH_WEB_PREBUILT === '1') return;
  await buildSite();
}
