import { cookieLifetimeDays, cookieNames, getCookie, removeCookie, setCookie } from './cookies';

/** What the page hands to the cookie jar (attributes are not readable back from document.cookie). */
function written(action: () => void): string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  try {
    action();
    return setter.mock.calls.map(([value]) => value);
  } finally {
    setter.mockRestore();
  }
}

/** happy-dom's hook for changing the page URL (the test environment, not a browser API). */
const setPageUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

afterEach(() => {
  for (const name of Object.values(cookieNames)) removeCookie(name);
});

describe('session cookies', () => {
  it('last 30 days on path / with SameSite=Lax, and round-trip typed JSON', () => {
    const [line] = written(() => setCookie(cookieNames.userData, { fullName: 'Jane; "Q"', role: 'client' }));
    expect(cookieLifetimeDays).toBe(30);
    expect(line).toMatch(/^userData=[^;]+; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect(getCookie(cookieNames.userData)).toEqual({ fullName: 'Jane; "Q"', role: 'client' });
  });

  it('are marked Secure when the page is served over https', () => {
    const url = location.href;
    setPageUrl('https://demo.example/demo/login');
    try {
      const [line] = written(() => setCookie(cookieNames.accessToken, 'token'));
      expect(line).toMatch(/; SameSite=Lax; Secure$/);
    } finally {
      setPageUrl(url);
    }
  });

  it('are removed with Max-Age=0 and a past expiry', () => {
    setCookie(cookieNames.refreshToken, 'r1');
    const [line] = written(() => removeCookie(cookieNames.refreshToken));
    expect(line).toMatch(/^refreshToken=; Max-Age=0; Path=\/; SameSite=Lax; Expires=Thu, 01 Jan 1970/);
    expect(getCookie(cookieNames.refreshToken)).toBeNull();
  });

  it('read an empty or foreign value as absent', () => {
    document.cookie = 'accessToken=; path=/';
    expect(getCookie(cookieNames.accessToken)).toBeNull();
    document.cookie = 'accessToken=not-json; path=/';
    expect(getCookie(cookieNames.accessToken)).toBeNull();
  });
});
