/**
 * What every dashboard must do: show each card, name its charts and give their numbers as a
 * table, not shift the layout when charts arrive, fit 375, 1280 and 1920 px, mirror in Arabic, and pass
 * axe (here in light mode and in Arabic; a11y-routes.spec.ts scans every route in dark mode).
 */
import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

const dashboards = {
  crm: {
    title: 'CRM',
    cards: [
      'Statistics',
      'Monthly Earnings',
      'Balance Overview',
      'Crypto Holdings',
      'Earning vs Expense',
      'Monthly Expenses',
      'Recent Transactions',
      'Upcoming Activities',
      'Orders',
    ],
    charts: [
      'Earnings per month, over the twelve months to the one shown',
      'Income and expenses per month, in thousands of dollars',
      'Expenses by category, This month',
    ],
  },
  ecommerce: {
    title: 'eCommerce',
    cards: [
      'Spend smarter this month and keep more of what you earn.',
      'Bitcoin',
      'Ethereum',
      'Today',
      'Alice Lee',
      'Team tasks',
      'Sales',
      'Yearly Sales',
      'Visit a luxurious hotel',
    ],
    charts: [
      'Bitcoin price, last eight sessions',
      'Units sold and exported, Last 7 days',
      'Net profit and revenue per month, This year, in thousands of dollars',
    ],
  },
  analytics: {
    title: 'Analytics',
    cards: [
      'Sales',
      'Revenue',
      'New clients',
      'Active users',
      'Top Coupons',
      'Market Share',
      'Paying vs Non-paying',
      'Total Orders',
      'Order Value',
      'Social Media Traffic',
      'New Customers',
      'Sales Trend',
      'Weather',
      'Tasks',
      'Leading Teams',
      'Most Popular Sellers',
      'Locations',
    ],
    charts: [
      'Phones sold by brand, in millions',
      'Completed and awaiting-payment orders per month',
      'New customers in this period against the previous one',
    ],
  },
  operations: {
    title: 'Operations',
    cards: [
      'Order Pipeline',
      'On-time Delivery',
      'Shipments by Carrier',
      'Warehouses and Stock',
      'Restaurant Branch Load',
      'Staff on Shift',
    ],
    charts: ['Orders per delivery stage', 'Delivered orders on time and late', 'Shipments per carrier by outcome'],
  },
} as const;

type Name = keyof typeof dashboards;
const names = Object.keys(dashboards) as Name[];

/**
 * Sums layout-shift entries not caused by input whose moving parts are inside <main>: the
 * dashboard's own cards and charts (the shell around it has its own checks).
 */
async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const main = document.querySelector('main');
        const inMain = entry.sources.some((source) => source.node && main?.contains(source.node));
        if (!entry.hadRecentInput && inMain) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Charts are drawn once their library has loaded after the first paint, those below the fold when
 * the page is idle: with two browsers busy on two cores that can take longer than the default wait.
 */
const drawn = { timeout: 20_000 };

async function openDashboard(page: Page, name: Name) {
  await page.goto(demoPath(`/dashboard/${name}`));
  await expect(page.getByRole('heading', { level: 1, name: dashboards[name].title, exact: true })).toBeVisible();
  for (const chart of dashboards[name].charts) {
    await expect(page.getByRole('img', { name: chart, exact: true }).locator('canvas, svg').first()).toBeVisible(drawn);
  }
}

test.use({ role: 'admin' });

for (const name of names) {
  test.describe(`${name} dashboard`, () => {
    test('shows every card, names its charts, lists their numbers and passes axe', async ({ page }) => {
      await trackLayoutShift(page);
      await openDashboard(page, name);
      const main = page.getByRole('main');
      for (const card of dashboards[name].cards) {
        await expect(main.getByRole('heading', { name: card, exact: true }).first(), card).toBeVisible();
      }
      const figures = main.locator('[data-slot="chart"] > [role="img"]');
      const count = await figures.count();
      expect(count).toBeGreaterThanOrEqual(dashboards[name].charts.length);
      for (let i = 0; i < count; i++) {
        const figure = figures.nth(i);
        expect(await figure.getAttribute('aria-label'), 'every chart has a name').toBeTruthy();
        // A chart's table is built from its data, which may still be on its way when the picture is drawn.
        const alternative = figure.locator('xpath=..').locator('.sr-only table, p.sr-only');
        await expect(
          alternative.first(),
          `chart ${await figure.getAttribute('aria-label')} has a text or table alternative`,
        ).toBeAttached();
      }
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, 'cumulative layout shift while the dashboard and its charts load').toBeLessThan(0.01);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      // The same page at other widths: each card still shown, nothing scrolls sideways. (Loading at
      // 375 px is covered for every screen by layout-phone.spec.ts.)
      for (const width of [1920, 1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        for (const card of dashboards[name].cards) {
          await expect(
            main.getByRole('heading', { name: card, exact: true }).first(),
            `${card} at ${width} px`,
          ).toBeVisible();
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  });

  test.describe(`${name} dashboard, Arabic`, () => {
    test.use({ appSettings: { locale: 'ar', rtl: 'true' } });
    test('is translated and laid out right to left', async ({ page }) => {
      await page.goto(demoPath(`/dashboard/${name}`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(dashboards[name].title);
      await expect(
        page.locator('[data-slot="chart"] > [role="img"]').first().locator('canvas, svg').first(),
      ).toBeVisible(drawn);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });
  });
}
