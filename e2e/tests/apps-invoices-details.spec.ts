import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The demo backend starts on a page's first request: on a busy machine that can outlast one default wait. */
const firstLoad = { timeout: 30_000 };

test.describe('deep links to ids that have no page of their own', () => {
  // The host answers these addresses with its 404 page (the app then boots from it): expected.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('/apps/invoice/details/INV0005 opens directly and shows the invoice', async ({ page }) => {
    const response = await page.goto(demoPath('/apps/invoice/details/INV0005'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV0005' })).toBeVisible(firstLoad);
    const invoice = page.getByRole('article', { name: 'Invoice INV0005' });
    await expect(invoice).toContainText('Invoice from');
    await expect(invoice).toContainText('Mrs. Julie Donovan MD');
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/apps/invoice/details/INV0005'));
    await expectNoSeriousA11yViolations(page, { include: 'main' });
  });

  test('/apps/invoice/edit/INV0010 opens directly with the invoice in the form', async ({ page }) => {
    await page.goto(demoPath('/apps/invoice/edit/INV0010'));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice INV0010' })).toBeVisible(firstLoad);
    await expect(page.getByRole('group', { name: 'Invoice to' }).getByLabel('Name')).toHaveValue('Noah Whitfield');
  });

  test('an unknown id says "No invoice found"', async ({ page }) => {
    await page.goto(demoPath('/apps/invoice/details/INV9999'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No invoice found', firstLoad);
    await expect(page.getByRole('link', { name: 'Back to the invoices' })).toBeVisible();
  });

  test('a malformed id says "No invoice found" without asking the server', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/invoice?')) asked.push(request.url());
    });
    await page.goto(demoPath('/apps/invoice/details/INV%3Cb%3E'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No invoice found', firstLoad);
    await expect(page.getByText('This link does not name an invoice')).toBeVisible();
    expect(asked).toEqual([]);
  });
});

test('the print preview holds the invoice and nothing else', async ({ page }, testInfo) => {
  await page.goto(demoPath('/apps/invoice/details/INV0002'));
  const invoice = page.getByRole('article', { name: 'Invoice INV0002' });
  await expect(invoice).toContainText('Stephanie Burns', firstLoad);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(invoice.getByRole('cell', { name: 'SEO review' })).toBeVisible();
  for (const chrome of [
    page.getByRole('heading', { level: 1 }),
    page.getByRole('button', { name: 'Print' }),
    page.getByRole('navigation', { name: 'Main menu' }),
    page.getByRole('navigation', { name: 'Breadcrumb' }),
    page.getByRole('contentinfo'),
    page.getByRole('banner'),
  ]) {
    await expect(chrome).toBeHidden();
  }
  // No sidebar offset or page padding is left: the invoice starts at the corner of the paper.
  const box = await invoice.boundingBox();
  expect(box?.x).toBeLessThan(2);
  expect(box?.y).toBeLessThan(2);
  await page.screenshot({ path: testInfo.outputPath('invoice-print.png'), fullPage: true });

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an invoice number used twice says so and links to the other one', async ({ page }) => {
  await page.goto(demoPath('/apps/invoice/list'));
  await page.getByRole('link', { name: 'View invoice INV0024 (Amanda Phillips)' }).click(firstLoad);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV0024' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Invoice INV0024' })).toContainText('Amanda Phillips');
  const note = page.getByRole('note');
  await expect(note).toContainText('Another invoice is also numbered INV0024');
  await note.getByRole('link', { name: 'the one for Marcus Green' }).click();
  await expect(page).toHaveURL((url) => url.pathname === demoPath('/apps/invoice/details/INV0024'));
  await expect(page.getByRole('article', { name: 'Invoice INV0024' })).toContainText('Marcus Green');
});
