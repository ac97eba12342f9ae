/**
 * The map's tile server, when the build was given one (VITE_MAP_TILE_URL, read from the same
 * environment): its origin joins img-src. Without one, maps ask no other host for anything.
 */
const tileUrl = process.env.VITE_MAP_TILE_URL?.trim();
const tileHosts = tileUrl && !tileUrl.startsWith('/') ? [new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin] : [];

/**
 * The Content-Security-Policy the built site is known to run under (README.md explains each line);
 * scripts/serve.mjs sends it with every response, so the e2e suite proves it holds. Scripts come only from the site itself (no
 * inline scripts: theme-init.js is an external file for that reason). Styles allow 'unsafe-inline'
 * because UI libraries (toasts, charts, positioning of popovers) write <style> elements and style
 * attributes at runtime; that cannot run script. 'wasm-unsafe-eval' lets the docs' search (Pagefind)
 * compile its WebAssembly index reader; it allows WebAssembly only, not eval of JavaScript.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  ["img-src 'self' data: blob:", ...tileHosts].join(' '),
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');
