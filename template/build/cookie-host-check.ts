import type { Plugin } from 'vite';

/**
 * The demo backend answers every request on the page's main thread (MSW), and for each one MSW's
 * cookie store asks tough-cookie for the cookies of the request's host. tough-cookie first tests
 * the host against its IPv6 pattern, a 1,250-character regular expression that V8 compiles on its
 * first use and again, to machine code, on its second: ~18 ms of the page's first answer at full
 * speed in Chromium (~8 ms in Node), 60-85 ms at Lighthouse's 4x CPU throttle, on every signed-in page.
 *
 * Every IPv6 address holds a colon and no host name does, so this build step makes the pattern
 * answer `false` at once for a string without one and leaves every other answer to the pattern:
 * the same results, without compiling it for the demo's host names. The build fails if
 * tough-cookie's code no longer has the shape this relies on (check the new version, then adapt).
 */
const file = /[\\/]node_modules[\\/]tough-cookie[\\/]dist[\\/]index\.js$/;
const definition = 'var IP_V6_REGEX_OBJECT = new RegExp(`^${IP_V6_REGEX}$`);';

export function cookieHostCheck(): Plugin {
  return {
    name: 'tessera:cookie-host-check',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      const uses = code.match(/IP_V6_REGEX_OBJECT\b(?!\.test\()/g) ?? [];
      if (!code.includes(definition) || uses.length !== 1) {
        this.error(
          'tough-cookie: IP_V6_REGEX_OBJECT is no longer defined as expected or is used other than by .test(); update build/cookie-host-check.ts',
        );
      }
      const checked =
        'var IP_V6_REGEX_OBJECT = ((pattern) => ({ test: (text) => String(text).includes(":") && pattern.test(text) }))(new RegExp(`^${IP_V6_REGEX}$`));';
      return { code: code.replace(definition, () => checked), map: null };
    },
  };
}
