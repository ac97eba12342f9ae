/** The FAQ page: the client's landing page, searched over the demo backend. */
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';

test.describe('FAQ, as the client', () => {
  test.use({ role: 'client' });

  test('home leads the client to the FAQ, whose search narrows the answers on the server', async ({ page }) => {
    await page.goto(demoPath('/'));
    await expect(page).toHaveURL((url) => url.pathname === demoPath('/pages/faq'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions', {
      timeout: 30_000,
    });
    // The category cards (the open answers are regions too, inside them).
    const sections = page
      .getByRole('main')
      .locator('section[aria-labelledby^="faq-"]:not([aria-labelledby=faq-contact])');
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I track my order?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A topic shows its category alone; its button says how many questions it holds.
    await page.getByRole('button', { name: 'Delivery 4 questions' }).click();
    await expect(sections).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
    await page.getByRole('button', { name: /^All topics/ }).click();
    await expect(sections).toHaveCount(5);

    const answered = page.waitForResponse((r) => r.url().includes('/api/faq?q=refund') && r.status() === 200);
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('refund');
    await answered;
    // Only the matching questions stay, opened, with the word marked.
    await expect(page.getByRole('button', { name: 'How do I track my order?' })).toHaveCount(0);
    const refund = page.getByRole('button', { name: 'When will I get my refund?' });
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('mark', { hasText: /^refund$/i }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]q=refund/);

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('submarine');
    await expect(page.getByText('No answer found')).toBeVisible();
    await page.getByRole('button', { name: 'Show all questions' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'How do I track my order?' })).toBeVisible();
  });

  test('the client reaches nothing else: the menu shows no other page and an admin page is not found', async ({
    page,
  }) => {
    await page.goto(demoPath('/pages/faq'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'FAQs' })).toBeVisible();
    for (const name of ['Pricing', 'Search', 'Crypto', 'Card Examples', 'CRM']) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await page.goto(demoPath('/pages/pricing'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});
