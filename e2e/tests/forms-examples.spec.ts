/**
 * The two form examples: both refuse bad input with clear messages (focus on the first problem)
 * and complete with good input.
 */
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });
// Long pages with an axe scan each, on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 120_000 });

const statements = [
  'The claims made in the ads were believable',
  'I understood the product being advertised',
  'The ads were creative',
  'The ads were original',
  'I will remember the ads for a long time',
];

test('the advertising evaluation requires every answer, and "Other" needs its text', async ({ page }) => {
  await page.goto(demoPath('/forms/example/advertising'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Advertising Form' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(main.getByRole('alert').first()).toContainText('Some answers are missing');
  // Five ratings, the frequency, the channels and the free answer.
  await expect(main.getByText('This field is required')).toHaveCount(8);
  await expect(main.getByRole('radiogroup', { name: statements[0] }).getByRole('radio').first()).toBeFocused();

  for (const statement of statements) {
    await main.getByRole('radiogroup', { name: statement }).getByRole('radio', { name: 'Agree', exact: true }).click();
  }
  await main.getByRole('radio', { name: '5 or more' }).click();
  await main.getByRole('checkbox', { name: 'Magazine' }).check();
  await main.getByRole('checkbox', { name: 'Other' }).check();
  const other = main.getByRole('textbox', { name: 'Where else?' });
  await expect(other).toBeFocused();
  await main.getByRole('textbox', { name: 'What did you like least about the ads?' }).fill('Too many of them.');
  await main.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(other).toHaveAttribute('aria-invalid', 'true');
  await expect(other).toHaveAccessibleDescription('This field is required');
  await expect(other).toBeFocused();

  await other.fill('A bus shelter');
  await main.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('Your evaluation has been recorded.');
});

test('the checkout validates each step before the next and places the order', async ({ page }) => {
  await page.goto(demoPath('/forms/example/checkout'));
  const main = page.getByRole('main');
  const next = main.getByRole('button', { name: 'Next' });
  await expect(main.getByRole('heading', { level: 1, name: 'Checkout Form' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  await next.click();
  await expect(main.getByRole('alert').first()).toContainText('Please fix the fields marked in red');
  await expect(main.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(main.getByRole('heading', { level: 2, name: 'Billing details' })).toBeVisible();

  await main.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await main.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await main.getByRole('textbox', { name: 'Email' }).fill('ada@demo');
  const phone = main.getByRole('textbox', { name: 'Phone number' });
  await phone.pressSequentially('5550102030');
  await expect(phone).toHaveValue('(555) 010-2030');
  await main.getByRole('textbox', { name: 'Billing address' }).fill('12 Analytical Row');
  await main.getByRole('textbox', { name: 'Zip code' }).fill('1000a');
  await main.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('option', { name: 'Chicago' }).click();
  await main.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'France' }).click();
  await next.click();
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email');
  await expect(main.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(main.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
    'This field can only contain numbers',
  );
  await main.getByRole('textbox', { name: 'Email' }).fill('ada@demo.com');
  await main.getByRole('textbox', { name: 'Zip code' }).fill('10001');
  await next.click();

  await expect(main.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  const card = main.getByRole('textbox', { name: 'Card number' });
  await card.pressSequentially('4242424242424242');
  await expect(card).toHaveValue('4242 4242 4242 4242');
  await main.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
  const expiry = main.getByRole('textbox', { name: 'Expiry date' });
  await expiry.pressSequentially('0120');
  await expect(expiry).toHaveValue('01/20');
  await main.getByRole('textbox', { name: 'CVV' }).pressSequentially('12');
  await next.click();
  await expect(expiry).toHaveAccessibleDescription(/This card has expired/);
  await expect(expiry).toBeFocused();
  await expect(main.getByText('You must enter a minimum of 3 characters')).toBeVisible();
  await expiry.fill('');
  await expiry.pressSequentially('0839');
  await main.getByRole('textbox', { name: 'CVV' }).pressSequentially('3');
  await next.click();

  await expect(main.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Items in your order' })).toContainText('StellarGlow Facial Cream');
  await next.click();
  await main.getByRole('textbox', { name: 'Message to the seller' }).fill('Please ring twice.');
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(main.getByRole('status')).toContainText('Thank you, Ada. A confirmation is on its way to ada@demo.com.');
});
