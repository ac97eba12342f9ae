#!/usr/bin/env node
/**
 * Screenshots of built screens, for looking at what you made (not a test).
 *
 *   npm run build        # once: it shoots the built site (dist/)
 *   npm run screenshots -- --role admin --out /tmp/shots /pages/faq /components/button
 *
 * For each path it writes <out>/<path>-<width>-<theme>-<dir>.png for every combination of
 * --widths (default 375,1440), --themes (light,dark) and --dirs (ltr,rtl); rtl shoots in Arabic.
 * --full takes the whole page instead of the first screen. --set key=value (repeatable) writes
 * another display setting first, e.g. `--set preset=yellow --set skin=bordered` (the keys of
 * lib/settings.ts, stored as app-1-<key>); the file names then end with the values. Signed-in roles
 * log in once through the login form, as a person would. --root DIR shoots another build (an
 * earlier one kept for a before/after comparison) instead of dist/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { measuringBrowser } from './lib/chromium.mjs';
import { start } from './serve.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string', default: 'guest' },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '375,1440' },
    themes: { type: 'string', default: 'light,dark' },
    dirs: { type: 'string', default: 'ltr,rtl' },
    full: { type: 'boolean', default: false },
    wait: { type: 'string', default: '1500' },
    root: { type: 'string' },
    set: { type: 'string', multiple: true, default: [] },
  },
});

const accounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
};

if (!positionals.length) {
  console.error('Give one or more in-app paths, e.g. /dashboard/crm');
  process.exit(2);
}

/** `--set preset=yellow` as [key, value] pairs. */
const extraSettings = values.set.map((pair) => {
  const [key, ...value] = pair.split('=');
  if (!key || !value.length) throw new Error(`--set takes key=value, got ${pair}`);
  return [key, value.join('=')];
});

const server = await start({ port: 0, ...(values.root ? { root: values.root } : {}) });
const demo = new URL('demo/', server.url).href;
const { executablePath, args, ignoreDefaultArgs } = await measuringBrowser();
const browser = await chromium.launch({ executablePath, args, ignoreDefaultArgs });
await mkdir(values.out, { recursive: true });

try {
  let storageState;
  const account = accounts[values.role];
  if (account) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL('login', demo).href);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
    storageState = await context.storageState();
    await context.close();
  }
  for (const path of positionals) {
    for (const width of values.widths.split(',').map(Number)) {
      for (const theme of values.themes.split(',')) {
        for (const dir of values.dirs.split(',')) {
          const context = await browser.newContext({
            storageState,
            viewport: { width, height: width < 768 ? 812 : 900 },
            serviceWorkers: 'allow',
          });
          await context.addInitScript(
            ([themeValue, rtl, extra]) => {
              localStorage.setItem('app-1-theme', themeValue);
              localStorage.setItem('app-1-locale', rtl ? 'ar' : 'en');
              for (const [key, value] of extra) localStorage.setItem(`app-1-${key}`, value);
            },
            [theme, dir === 'rtl', extraSettings],
          );
          const page = await context.newPage();
          page.on('pageerror', (error) => console.error(`  ${path}: page error: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error') console.error(`  ${path}: console error: ${message.text()}`);
          });
          await page.goto(new URL(path.replace(/^\//, ''), demo).href, { waitUntil: 'networkidle' });
          await page.waitForTimeout(Number(values.wait));
          const suffix = extraSettings.map(([, value]) => `-${value}`).join('');
          const name = `${path.replace(/^\//, '').replace(/[/?=&]+/g, '_') || 'root'}-${width}-${theme}-${dir}${suffix}.png`;
          await page.screenshot({ path: join(values.out, name), fullPage: values.full });
          console.log(join(values.out, name));
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
