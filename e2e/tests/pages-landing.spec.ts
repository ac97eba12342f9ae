/** The public landing page: anchors, pricing, newsletter, and how it looks in every theme and direction. */
import { test, expect, demoPath, expectNoSeriousA11yViolations } from '../support/fixtures';

test.describe('landing page', () => {
  // In full motion: the navigation glides.
  test.use({ reducedMotion: 'no-preference' });

  test('the navigation glides to each section and the pricing switch changes the prices', async ({ page }) => {
    await page.goto(demoPath('/front-end/landing'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The admin dashboard your team will enjoy building on',
      { timeout: 30_000 },
    );
    await expectNoSeriousA11yViolations(page);

    const nav = page.getByRole('navigation', { name: 'Landing page' });
    await nav.getByRole('link', { name: 'Pricing' }).click();
    const pricing = page.locator('section#pricing');
    await expect(pricing).toBeInViewport();
    await expect(pricing).toBeFocused();
    await expect(page).toHaveURL(/#pricing$/);

    const pro = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro' }) });
    await expect(pro.getByText('$10', { exact: true })).toBeVisible();
    await pricing.getByRole('switch', { name: 'Bill annually' }).click();
    await expect(pro.getByText('$12', { exact: true })).toBeVisible();

    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.locator('section#faq')).toBeInViewport();
    await page.getByRole('button', { name: 'How do I connect my own API?' }).click();
    await expect(page.getByText(/Every request goes through one client/)).toBeVisible();
  });

  test('the newsletter refuses bad input without sending it, then subscribes', async ({ page }) => {
    await page.goto(demoPath('/front-end/landing'));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter')) posts.push(request.method());
    });
    const email = page.getByRole('textbox', { name: 'Email address' });
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(email).toHaveAccessibleDescription('This field is required');
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please agree to receive the newsletter.',
    );
    await email.fill('not-an-email');
    await subscribe.click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(posts).toEqual([]);

    await email.fill('reader@demo.com');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await subscribe.click();
    await expect(page.getByRole('status').filter({ hasText: 'reader@demo.com' })).toHaveText(
      'Thanks! reader@demo.com is on the list.',
    );
    expect(posts).toEqual(['POST']);
  });
});

test.describe('landing page for a reader who prefers less motion', () => {
  test.use({ reducedMotion: 'reduce' } as never);

  test('anchor links jump at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(demoPath('/front-end/landing'));
    await page.getByRole('navigation', { name: 'Landing page' }).getByRole('link', { name: 'Testimonials' }).click();
    // No glide: the section is in place on the very next frame.
    const top = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(document.getElementById('testimonials')!.getBoundingClientRect().top)),
        ),
    );
    expect(Math.abs(top - 80)).toBeLessThan(4);
  });
});

test.describe('landing page on a phone, in Arabic and dark', () => {
  test.use({ viewport: { width: 375, height: 812 }, appSettings: { theme: 'dark', locale: 'ar' } });

  test('the menu button reveals the links, nothing scrolls sideways, and axe is clean', async ({ page }) => {
    await page.goto(demoPath('/front-end/landing'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const menu = page.getByRole('button', { name: 'القائمة' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await page.locator('#landing-menu').getByRole('link', { name: 'الأسعار' }).click();
    await expect(page.locator('section#pricing')).toBeInViewport();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
