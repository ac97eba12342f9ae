import { enableDemoBackend, env, parseEnv, socketAddress } from './env';

describe('parseEnv', () => {
  it('points the API at the demo backend under the base path when unset', () => {
    expect(parseEnv({ BASE_URL: '/demo/' }, true)).toEqual({
      baseUrl: '/demo/',
      apiBaseUrl: '/demo/api',
      chatSocketUrl: '/demo/api/chat/socket',
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

  it('takes the chat socket from VITE_CHAT_SOCKET_URL, else a path under the API base', () => {
    expect(parseEnv({ BASE_URL: '/', VITE_API_BASE_URL: 'https://api.example.com/v1' }).chatSocketUrl).toBe(
      'https://api.example.com/v1/chat/socket',
    );
    expect(parseEnv({ BASE_URL: '/', VITE_CHAT_SOCKET_URL: 'wss://chat.example.com/live' }).chatSocketUrl).toBe(
      'wss://chat.example.com/live',
    );
    expect(() => parseEnv({ BASE_URL: '/', VITE_CHAT_SOCKET_URL: 'https://chat.example.com' })).toThrow(
      /VITE_CHAT_SOCKET_URL must be a ws/,
    );
  });

  it('turns a socket setting into a ws(s) address of the page', () => {
    expect(socketAddress('/demo/api/chat/socket', 'https://shop.example.com/demo/apps/chat')).toBe(
      'wss://shop.example.com/demo/api/chat/socket',
    );
    expect(socketAddress('https://api.example.com/chat/socket', 'http://localhost/')).toBe(
      'wss://api.example.com/chat/socket',
    );
    expect(socketAddress('ws://127.0.0.1:9000/live', 'https://x.example.com/')).toBe('ws://127.0.0.1:9000/live');
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
