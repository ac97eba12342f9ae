/**
 * Build-time settings: the `VITE_*` variables Vite inlines into the bundle, checked once here so a
 * typo fails at start with the variable's name instead of on the first request. Set them in
 * `template/.env.local` or in the build's environment:
 *
 *   VITE_API_BASE_URL          your API (absolute URL, or a path on this site).
 *                              Unset: the demo backend at `<base path>api`.
 *
 * The demo backend runs only while `src/mocks` exists (main.tsx looks for it) AND VITE_API_BASE_URL
 * is unset: delete the folder (or point the variable at your API) and nothing else changes. Screens that exist only for
 * the demo (the customizer's "Reset demo data") hide themselves; global search answers from the
 * menu instead of the demo's search endpoint.
 *   VITE_CHAT_SOCKET_URL       the chat's WebSocket server (ws:// or wss:// URL, or a path on this site).
 *                              Unset: `<API base>/chat/socket` (the demo backend answers it in the page).
 *   VITE_MAP_TILE_URL          a map tile template with {z}, {x} and {y}. Unset: maps show no tiles.
 *   VITE_MAP_TILE_ATTRIBUTION  the credit your tile provider asks for.
 */

declare global {
  interface ImportMetaEnv {
    readonly VITE_API_BASE_URL?: string;
    readonly VITE_CHAT_SOCKET_URL?: string;
    readonly VITE_MAP_TILE_URL?: string;
    readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  }
}

export interface Env {
  /** Path the app is served under, with a trailing slash (`/demo/`). */
  baseUrl: string;
  /** The API's base URL, without a trailing slash. */
  apiBaseUrl: string;
  /** The chat's WebSocket server: a ws(s) URL or a path on this site (see `socketAddress`). */
  chatSocketUrl: string;
  mapTileUrl?: string;
  mapTileAttribution?: string;
  /** Whether the in-browser demo backend answers the API (see above). */
  demoBackend: boolean;
}

type RawEnv = Partial<Record<string, unknown>> & { BASE_URL: string };

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value.trim() || undefined;
}

/** An http(s) URL, or a path starting with `/` (same origin). */
function url(raw: RawEnv, name: string): string | undefined {
  const value = text(raw, name);
  if (value === undefined || value.startsWith('/')) return value;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL or a path starting with /, got "${value}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

/** A ws(s) URL, or a path starting with `/` (same origin). */
function socket(raw: RawEnv, name: string): string | undefined {
  const value = text(raw, name);
  if (value === undefined || value.startsWith('/')) return value;
  if (!/^wss?:\/\/[^/]/.test(value))
    throw new Error(`${name} must be a ws(s):// URL or a path starting with /, got "${value}"`);
  return value;
}

/** The absolute ws(s) address of a socket setting, seen from `pageUrl` (a path takes the page's host). */
export function socketAddress(setting: string, pageUrl: string): string {
  const address = new URL(setting, pageUrl);
  address.protocol = address.protocol === 'https:' || address.protocol === 'wss:' ? 'wss:' : 'ws:';
  return address.href;
}

/**
 * Reads and checks the settings; exported for tests, the app uses `env`.
 * @param hasDemoBackend whether the demo backend's code is part of the build.
 */
export function parseEnv(raw: RawEnv, hasDemoBackend = false): Env {
  const mapTileUrl = url(raw, 'VITE_MAP_TILE_URL');
  if (mapTileUrl && !['{z}', '{x}', '{y}'].every((part) => mapTileUrl.includes(part))) {
    throw new Error(`VITE_MAP_TILE_URL must contain {z}, {x} and {y}, got "${mapTileUrl}"`);
  }
  const apiBaseUrl = url(raw, 'VITE_API_BASE_URL');
  const base = (apiBaseUrl ?? `${raw.BASE_URL}api`).replace(/\/+$/, '');
  return {
    baseUrl: raw.BASE_URL,
    apiBaseUrl: base,
    chatSocketUrl: socket(raw, 'VITE_CHAT_SOCKET_URL') ?? `${base}/chat/socket`,
    mapTileUrl,
    mapTileAttribution: text(raw, 'VITE_MAP_TILE_ATTRIBUTION'),
    demoBackend: hasDemoBackend && apiBaseUrl === undefined,
  };
}

const raw: RawEnv = import.meta.env;

export const env: Env = parseEnv(raw);

/**
 * main.tsx calls this when the demo backend's code is in the build (src/mocks exists; config never
 * imports it, so deleting the folder changes nothing here), and so do the tests' demo server.
 * Returns whether the demo backend answers the API: it does unless VITE_API_BASE_URL is set.
 */
export function enableDemoBackend(): boolean {
  env.demoBackend = parseEnv(raw, true).demoBackend;
  return env.demoBackend;
}
