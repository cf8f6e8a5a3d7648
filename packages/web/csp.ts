/**
 * The Content-Security-Policy every page of the site carries in a `<meta http-equiv>` tag: scripts
 * only from the page's own origin (WebAssembly compiled with `wasm-unsafe-eval`, never `eval`), no
 * inline scripts, nothing fetched from any other origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The exact tag each HTML page must hold in its `<head>`. */
export const CSP_META_TAG = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
