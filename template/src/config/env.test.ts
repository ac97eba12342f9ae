import { enableDemoBackend, env, parseEnv } from './env';

describe('parseEnv', () => {
  it('points the API at the demo backend under the base path when unset', () => {
    expect(parseEnv({ BASE_URL: '/demo/' }, true)).toEqual({
      baseUrl: '/demo/',
      apiBaseUrl: '/demo/api',
      mapTileUrl: undefined,
      mapTileAttribution: undefined,
      demoBackend: true,
    });
  });

  it('runs the demo backend only when its code is in the build and no API is configured', () => {
    expect(parseEnv({ BASE_URL: '/' }, false).demoBackend).toBe(false);
    expect(parseEnv({ BASE_URL: '/', VITE_API_BASE_URL: 'https://api.example.com' }, true).demoBackend).toBe(false);
    expect(parseEnv({ BASE_URL: '/', VITE_API_BASE_URL: ' ' }, true).demoBackend).toBe(true);
  });

  it('takes a real API from VITE_API_BASE_URL, without its trailing slash', () => {
    expect(parseEnv({ BASE_URL: '/', VITE_API_BASE_URL: ' https://api.example.com/v1/ ' }).apiBaseUrl).toBe(
      'https://api.example.com/v1',
    );
    expect(parseEnv({ BASE_URL: '/', VITE_API_BASE_URL: '/backend' }).apiBaseUrl).toBe('/backend');
    expect(parseEnv({ BASE_URL: '/', VITE_API_BASE_URL: '  ' }).apiBaseUrl).toBe('/api');
  });

  it('names the variable when a value is malformed', () => {
    expect(() => parseEnv({ BASE_URL: '/', VITE_API_BASE_URL: 'api.example.com' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseEnv({ BASE_URL: '/', VITE_API_BASE_URL: 'ftp://example.com' })).toThrow(/http/);
    expect(() => parseEnv({ BASE_URL: '/', VITE_MAP_TILE_URL: 'https://tiles.example.com/map.png' })).toThrow(
      /VITE_MAP_TILE_URL must contain/,
    );
  });

  it('keeps a map tile template and its credit', () => {
    const env = parseEnv({
      BASE_URL: '/',
      VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      VITE_MAP_TILE_ATTRIBUTION: '© Example',
    });
    expect(env.mapTileUrl).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    expect(env.mapTileAttribution).toBe('© Example');
  });
});

describe('enableDemoBackend', () => {
  it('turns the demo backend on when its code is present and no API is configured', () => {
    env.demoBackend = false;
    expect(enableDemoBackend()).toBe(true);
    expect(env.demoBackend).toBe(true);
  });
});
