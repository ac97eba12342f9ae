/**
 * Extension galleries: every page shows its sections with their code and passes axe; the demos
 * do what they show (sorting by drag and by keyboard, file drops with previews and refusals,
 * masked typing, toasts, date picking).
 */
import type { Locator, Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { expectGalleryPage, openGallery, readGalleryNamespace } from '../support/gallery';

test.use({ role: 'admin' });

const ns = readGalleryNamespace('ui-extensions');
const titles: Record<string, string> = {
  toastify: 'Toastify',
  'masonry-wall': 'Masonry Wall',
  sortable: 'Sortable',
  'drop-zone': 'Drop Zone',
  'cleave-input': 'Cleave Input',
  'date-picker': 'Date Picker',
};

for (const [name, title] of Object.entries(titles)) {
  test(`/extensions/${name} shows each example with its code and passes axe`, async ({ page }) => {
    await page.goto(demoPath(`/extensions/${name}`));
    await expectGalleryPage(page, { title, sections: ns[name]!.sections });
  });
}

const order = (list: Locator) => list.locator(':scope > li').allInnerTexts();

async function dragTo(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the few pixels the sensor waits for, then on to the target in small steps.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
}

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys in a timer queued at the pick-up,
 * and the browser may run a key press before that timer. A timer queued now runs after it.
 */
const keyboardSensorListening = (page: Page) => page.evaluate(() => new Promise((done) => setTimeout(done, 0)));

test('sortable: a list is sorted by drag and by keyboard, and each move is announced', async ({ page }) => {
  await openGallery(page, '/extensions/sortable');
  const list = page.getByRole('list', { name: 'Team members' });
  const names = async () => (await order(list)).map((text) => text.split('\n').find((l) => l.includes(' ')));
  await expect.poll(names).toEqual(['Nora Kim', 'Sam Patel', 'Lea Fischer', 'Omar Haddad', 'Ines Costa']);

  await dragTo(page, list.getByRole('button', { name: /Nora Kim/ }), list.getByRole('button', { name: /Lea Fischer/ }));
  await expect.poll(names).toEqual(['Sam Patel', 'Lea Fischer', 'Nora Kim', 'Omar Haddad', 'Ines Costa']);

  const ines = list.getByRole('button', { name: /Ines Costa/ });
  await ines.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Ines Costa, position 5 of 5.')).toBeAttached();
  await keyboardSensorListening(page);
  // Each move is announced before the next key, as a screen reader user hears it: the sensor
  // measures the list after every step, and a key pressed before that is not a move.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Ines Costa is over position 4 of 5.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Ines Costa is over position 3 of 5.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Ines Costa dropped at position 3 of 5.')).toBeAttached();
  await expect.poll(names).toEqual(['Sam Patel', 'Lea Fischer', 'Ines Costa', 'Nora Kim', 'Omar Haddad']);
  await expect(ines).toBeFocused();
});

test('sortable: a task moves to the other list by keyboard', async ({ page }) => {
  await openGallery(page, '/extensions/sortable');
  const todo = page.getByRole('region', { name: 'To do' });
  const done = page.getByRole('region', { name: 'Done' });
  await todo.getByRole('button', { name: 'Write the release notes' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up "Write the release notes" in To do, position 1 of 3.')).toBeAttached();
  await keyboardSensorListening(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^"Write the release notes" moved in Done/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(done.getByRole('button', { name: 'Write the release notes' })).toBeVisible();
  await expect(todo.getByRole('button', { name: 'Write the release notes' })).toHaveCount(0);
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('drop zone: a dropped image shows its preview, a refused file says why', async ({ page }) => {
  await openGallery(page, '/extensions/drop-zone');
  await page
    .getByLabel('Upload any files', { exact: true })
    .setInputFiles([{ name: 'pixel.png', mimeType: 'image/png', buffer: png }]);
  const files = page.getByRole('list', { name: 'Selected files' });
  await expect(files).toContainText('pixel.png');
  await expect(files.locator('img')).toHaveAttribute('src', /^blob:/);
  await files.getByRole('button', { name: 'Remove pixel.png' }).click();
  await expect(files).toHaveCount(0);

  await page.getByLabel('Upload only images', { exact: true }).setInputFiles([
    { name: 'photo.png', mimeType: 'image/png', buffer: png },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  await expect(page.getByRole('img', { name: 'photo.png' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('notes.txt: Not an image');
});

test('cleave input: a card number is grouped as it is typed and its brand recognised', async ({ page }) => {
  await openGallery(page, '/extensions/cleave-input');
  const card = page.getByRole('textbox', { name: 'Card number' });
  await card.pressSequentially('4242x424242424242');
  await expect(card).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByText('Visa · 16 digits')).toBeVisible();
  await card.fill('');
  await card.pressSequentially('378282246310005');
  await expect(card).toHaveValue('3782 822463 10005');
});

test('toastify: a success toast shows its message', async ({ page }) => {
  await openGallery(page, '/extensions/toastify');
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  await expect(page.getByText('Payment received')).toBeVisible();
});

test('date picker: a day picked in the popover fills the field', async ({ page }) => {
  await openGallery(page, '/extensions/date-picker');
  const field = page.getByRole('button', { name: /Delivery date/ });
  await field.click();
  const dialog = page.getByRole('dialog');
  // The last day of the month shown is never in the past.
  const days = dialog
    .getByRole('gridcell')
    .getByRole('button')
    .filter({ hasNot: page.locator('[disabled]') });
  await days.last().click();
  await expect(dialog).toBeHidden();
  await expect(field).not.toContainText('Pick a date');
  await expect(field).toBeFocused();
});

test.describe('dark and right-to-left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar' } });

  for (const name of ['sortable', 'date-picker']) {
    test(`/extensions/${name} passes axe in Arabic, dark`, async ({ page }) => {
      await openGallery(page, `/extensions/${name}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      if (name === 'date-picker') {
        // The calendar popover in Arabic: names of days and months, mirrored navigation.
        await page.locator('#single').getByRole('button').last().click();
        await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});
