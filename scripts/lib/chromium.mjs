/**
 * Finds the Chromium the tests, the bench and Lighthouse drive. Order: $CHROME_PATH, the system
 * Chromium (/usr/bin/chromium, Debian/Ubuntu package), then the browser Playwright manages
 * (`npx playwright install chromium`). When none exists, findChromium() throws a message that
 * says how to get one.
 *
 * The end-to-end tests ask for the headless shell first (`findChromium({ headlessShell: true })`,
 * Debian/Ubuntu package chromium-headless-shell): the same engine without the browser's windowing
 * layers, the build Playwright itself runs headless tests in. On a 2-core machine it ran the same
 * specs in about a fifth less time. The bench, Lighthouse and screenshots keep the full browser,
 * whose figures the goals and the peers' were measured in.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Flags for headless runs in containers and CI (no sandbox as root, nothing phoning home). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const headlessShellPaths = ['/usr/bin/chromium-headless-shell'];

export const howToGetChromium = [
  'No Chromium found for the browser tests.',
  'Install one of these, then run the command again:',
  '  - the browser Playwright manages:  npx playwright install chromium',
  '  - or your OS package, e.g. Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
  '    (the tests run faster in its headless shell: sudo apt-get install -y chromium-headless-shell)',
  '  - or point CHROME_PATH at an existing Chrome/Chromium binary.',
].join('\n');

function playwrightManagedPath() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {{ headlessShell?: boolean }} [options] `headlessShell`: prefer the system's headless
 *   shell to its full browser (the end-to-end tests).
 * @returns {{ executablePath: string | undefined, source: 'env' | 'system' | 'playwright', args: string[] }}
 *   `executablePath` is undefined for the Playwright-managed browser (Playwright finds it itself).
 */
export function findChromium({ headlessShell = false } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'env', args: chromiumFlags };
  const candidates = headlessShell ? [...headlessShellPaths, ...systemPaths] : systemPaths;
  const system = candidates.find((path) => existsSync(path));
  if (system) return { executablePath: system, source: 'system', args: chromiumFlags };
  const managed = playwrightManagedPath();
  if (managed) return { executablePath: undefined, source: 'playwright', managedPath: managed, args: chromiumFlags };
  throw new Error(howToGetChromium);
}

/**
 * Parts of Chromium's own interface the measuring browser turns off. The full browser keeps its
 * address bar's popup (chrome://omnibox-popup.top-chrome, a hidden WebUI page) loaded and redrawing
 * in a renderer of its own, headless too: in a trace of a signed-in page loading (Chromium 156), that
 * renderer's main thread was busy ~3 s of every 4, one of this machine's two cores taken from the
 * page being measured (Lighthouse's benchmarkIndex fell to 1,500-2,500 from ~3,000, and its mobile
 * runs scale what the page's main thread is seen doing by 4). Puppeteer turns the same two off by
 * default. The headless shell (end-to-end tests) has no address bar, so no popup either.
 */
const quietFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** @type {Promise<string | null> | undefined} Playwright's own `--disable-features` argument. */
let playwrightDisabled;

/**
 * Launch options of the full browser for measuring (the bench, Lighthouse, screenshots): the binary,
 * chromiumFlags, and `--disable-features` with quietFeatures added to Playwright's own list.
 * Chromium keeps only the last `--disable-features` of its command line, so a second one would drop
 * Playwright's (PaintHolding among them, which changes when a page's first frame is shown). Playwright
 * does not publish its list: it is read once from a browser it launched (CDP
 * `Browser.getBrowserCommandLine`, ~0.6 s) and replaced by the union.
 * @returns {Promise<{ executablePath: string | undefined, args: string[], ignoreDefaultArgs: string[], source: string }>}
 */
export async function measuringBrowser() {
  const found = findChromium();
  playwrightDisabled ??= (async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: found.executablePath,
      args: [...found.args, '--enable-automation'],
    });
    try {
      const session = await browser.newBrowserCDPSession();
      const { arguments: argv } = await session.send('Browser.getBrowserCommandLine');
      return argv.find((arg) => arg.startsWith('--disable-features=')) ?? null;
    } finally {
      await browser.close();
    }
  })();
  const own = await playwrightDisabled;
  const names = own ? own.slice('--disable-features='.length).split(',').filter(Boolean) : [];
  const merged = `--disable-features=${[...new Set([...names, ...quietFeatures])].join(',')}`;
  return {
    // A path whatever the source: Lighthouse connects to a browser launched with one.
    executablePath: found.executablePath ?? found.managedPath,
    source: found.source,
    args: [...found.args, merged],
    ignoreDefaultArgs: own ? [own] : [],
  };
}
