/** Flags for a quiet, offline, headless Chromium that runs as root in a container. */
export declare const CHROMIUM_ARGS: readonly string[];
/** The path of the Chromium to launch: $CHROMIUM_PATH, a system Chromium, or @sparticuz/chromium's. */
export declare function findChromium(): Promise<string>;
