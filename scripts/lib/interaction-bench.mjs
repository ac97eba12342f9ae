/**
 * Interactions for `npm run bench`: each scripted in Chromium at Lighthouse's mobile CPU throttle
 * (4x), measured the way INP measures them: the Event Timing API's `duration` of every event that
 * belongs to an interaction (`interactionId > 0`), from the input to the next paint after its
 * handlers. A scenario's figure is its longest such event; the goal is 200 ms each (INP's "good").
 *
 * Each scenario opens its page in a fresh context (the admin's session), waits until the screen
 * is ready and the main thread is idle, then throttles the CPU and acts. Loading is not measured
 * here: Lighthouse does that.
 */

export const interactionGoalMs = 200;

/** Event Timing entries of interactions, kept on the page (buffered from the start). */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__interactions.push({ name: entry.name, duration: entry.duration, start: entry.startTime });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Waits for two quiet animation frames after a pause: the page has settled. */
async function settle(page, ms = 400) {
  await page.waitForTimeout(ms);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Presses the pointer on `from`, travels in steps (drags start after a few pixels) and lets go over `to`. */
async function drag(page, from, to) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag source or target not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

/** The save a drop sends: a drag that did not move anything fails the scenario instead of measuring nothing. */
const savedWrite = (page, path) =>
  page.waitForResponse((r) => r.request().method() !== 'GET' && path.test(new URL(r.url()).pathname), {
    timeout: 10_000,
  });
const virtualTable = (page) => page.locator('#virtual');
/** Calendar events: FullCalendar 7's class names are hashed, its events carry their colour as a style. */
const calendarEvents = (page) => page.locator('[data-testid=calendar] [role=button][style*="--fc-event-color"]');

/**
 * The scenarios: `ready` waits for the screen (unthrottled), `act` is what is measured.
 * Names are the table's first column.
 */
export const scenarios = [
  {
    name: 'sort 10,000 rows',
    route: '/datatables',
    ready: (page) => virtualTable(page).getByText('10,000 of 10,000 rows').waitFor(),
    act: async (page) => {
      const header = virtualTable(page).getByRole('columnheader').nth(1).getByRole('button').first();
      await header.click();
      await settle(page);
      await header.click();
    },
  },
  {
    name: 'filter 10,000 rows (typing)',
    route: '/datatables',
    ready: (page) => virtualTable(page).getByText('10,000 of 10,000 rows').waitFor(),
    act: (page) => virtualTable(page).getByRole('searchbox').pressSequentially('cake', { delay: 120 }),
  },
  {
    name: 'command palette: open and type',
    route: '/dashboard/crm',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    act: async (page) => {
      // As a person types it: Control goes down a moment before K (Playwright's 'Control+k' sends
      // both within a millisecond, which no hand does, and hands K's work to Control's frame).
      await page.keyboard.down('Control');
      await page.waitForTimeout(60);
      await page.keyboard.press('k');
      await page.keyboard.up('Control');
      const box = page.getByRole('dialog').getByRole('combobox');
      await box.waitFor();
      await box.pressSequentially('invoice', { delay: 120 });
    },
  },
  {
    name: 'dialog: open and close',
    route: '/users/list',
    ready: (page) => page.getByRole('button', { name: /^Add/ }).first().waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: /^Add/ }).first().click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'theme: light to dark',
    route: '/dashboard/crm',
    ready: (page) => page.getByRole('button', { name: /^Theme:/ }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: /^Theme:/ }).click();
      await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    },
  },
  {
    name: 'language: English to French',
    route: '/dashboard/crm',
    ready: (page) => page.getByRole('button', { name: /^Language/ }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitemradio', { name: 'Français' }).click();
      await page.locator('html[lang="fr"]').waitFor({ state: 'attached' });
    },
  },
  {
    name: 'list: next page',
    route: '/apps/invoice/list',
    ready: (page) => page.getByRole('button', { name: 'Next page' }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText(/^Showing 11 to/).waitFor();
    },
  },
  {
    // A navigation through the menu to another part of the app: the route's screen code loads and
    // its first render happens in this interaction.
    name: 'menu: open another app',
    route: '/dashboard/crm',
    ready: (page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Email' }).waitFor(),
    act: async (page) => {
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Email' }).click();
      await page.getByRole('heading', { level: 1, name: 'Email' }).waitFor();
    },
  },
  {
    name: 'calendar: drag an event',
    route: '/apps/calendar',
    ready: (page) => calendarEvents(page).first().waitFor(),
    act: async (page) => {
      // FullCalendar draws events above the day cells: the target is the cell right of the event's own.
      const event = calendarEvents(page).first();
      const box = await event.boundingBox();
      const cells = page.locator('[data-testid=calendar] [role=cell][data-date]');
      const boxes = await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
      const home = boxes.findIndex(
        (b) => box && b.left <= box.x + 4 && box.x + 4 < b.right && b.top <= box.y && box.y < b.bottom,
      );
      await Promise.all([
        savedWrite(page, /\/calendar\//),
        drag(page, event, cells.nth(home >= 0 && home + 1 < boxes.length ? home + 1 : 0)),
      ]);
    },
  },
  {
    name: 'kanban: drag a card',
    route: '/apps/kanban',
    ready: (page) => page.getByTestId('kanban-card').first().waitFor(),
    act: async (page) => {
      const columns = page.getByTestId('kanban-column');
      await Promise.all([
        savedWrite(page, /\/kanban\//),
        drag(
          page,
          columns.nth(0).getByTestId('kanban-card').first(),
          columns.nth(2).getByTestId('kanban-card').first(),
        ),
      ]);
    },
  },
];

/**
 * Runs each scenario once (or `runs` times, keeping the median of its longest events).
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl
 * @param {object} storageState the admin's session
 * @param {{ runs?: number, log?: (...args: unknown[]) => void, only?: string[] }} [options]
 */
export async function benchInteractions(browser, siteUrl, storageState, { runs = 1, log = () => {}, only } = {}) {
  const results = {};
  for (const scenario of scenarios) {
    if (only?.length && !only.some((word) => scenario.name.includes(word))) continue;
    const longest = [];
    let error = null;
    for (let run = 0; run < runs; run += 1) {
      log(`interaction "${scenario.name}" run ${run + 1}/${runs}`);
      const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
      await context.addInitScript(observeInteractions);
      const page = await context.newPage();
      try {
        await page.goto(new URL(`demo${scenario.route}`, siteUrl).href);
        await scenario.ready(page);
        await settle(page, 1500);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.evaluate(() => (window.__interactions = []));
        await scenario.act(page);
        await settle(page, 800);
        const entries = await page.evaluate(() => window.__interactions);
        longest.push(Math.max(0, ...entries.map((e) => e.duration)));
      } catch (failure) {
        error = failure.message.split('\n')[0];
      } finally {
        await context.close();
      }
    }
    const sorted = longest.sort((a, b) => a - b);
    const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
    results[scenario.name] = {
      route: scenario.route,
      longestMs: median === null ? null : Math.round(median),
      runs: sorted.map(Math.round),
      goalMs: interactionGoalMs,
      met: median === null ? false : median <= interactionGoalMs,
      ...(error ? { error } : {}),
    };
  }
  return results;
}
