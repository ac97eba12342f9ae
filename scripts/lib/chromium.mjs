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
  '  - or your OS package, e.g. Debian/Ubuntu:  sudo apt-get install -y chromium',
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

/** The binary path whatever its source (Lighthouse needs a path). */
export function chromiumBinary() {
  const found = findChromium();
  return found.executablePath ?? found.managedPath;
}
