import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The calendar's code and the demo backend both start on this page's first load: slow on a busy machine. */
const firstLoad = { timeout: 30_000 };

const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('category filters ask the server for those categories only', async ({ page }) => {
  await page.goto(demoPath('/apps/calendar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const calendar = page.getByTestId('calendar');
  await expect(calendar.getByText('Quarterly planning')).toBeVisible(firstLoad);
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  const answer = page.waitForResponse((r) =>
    r.url().includes('/api/apps/calendar/events?calendars=Holiday%2CPersonal%2CFamily%2CETC'),
  );
  await page.getByRole('checkbox', { name: 'Business' }).uncheck();
  const events = (await (await answer).json()) as { extendedProps: { calendar: string } }[];
  expect(events.some((e) => e.extendedProps.calendar === 'Business')).toBe(false);
  await expect(calendar.getByText('Quarterly planning')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'View all' }).check();
  await expect(calendar.getByText('Quarterly planning')).toBeVisible();
});

test('an event is added, edited, dragged to another day and deleted; each change persists', async ({ page }) => {
  // Six screens' worth of work (two reloads, a drag, three saves): more than the default budget on 2 cores.
  test.slow();
  await page.goto(demoPath('/apps/calendar'));
  const calendar = page.getByTestId('calendar');
  await expect(calendar.getByText('Quarterly planning')).toBeVisible(firstLoad);

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/apps/calendar/events')) posts += 1;
  });
  await page.getByRole('button', { name: 'Add event' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Event' });
  await drawer.getByLabel('Event URL').fill('not a link');
  await drawer.getByLabel('Guests').fill('ana@example.com, nope');
  await drawer.getByRole('button', { name: 'Add' }).click();
  await expect(drawer.getByLabel('Title')).toHaveAccessibleDescription('This field is required');
  await expect(drawer.getByLabel('Label')).toHaveAccessibleDescription('This field is required');
  await expect(drawer.getByLabel('Event URL')).toHaveAccessibleDescription(/http:\/\/ or https:\/\//);
  await expect(drawer.getByLabel('Guests')).toHaveAccessibleDescription(/valid email/);
  expect(posts).toBe(0);

  await drawer.getByLabel('Title').fill('Roadmap workshop');
  await drawer.getByLabel('Label').selectOption('Business');
  await drawer.getByLabel('Event URL').fill('');
  await drawer.getByLabel('Guests').fill('ana@example.com');
  await drawer.getByRole('switch', { name: 'All day' }).click();
  await drawer.getByLabel('Start').fill(day(0));
  await drawer.getByLabel('End').fill(day(0));
  await drawer.getByRole('button', { name: 'Add' }).click();
  await expect(drawer).toBeHidden();
  const event = calendar.getByText('Roadmap workshop');
  await expect(event).toBeVisible();

  await event.click();
  const edit = page.getByRole('dialog', { name: 'Update Event' });
  await expect(edit.getByLabel('Title')).toHaveValue('Roadmap workshop');
  await edit.getByLabel('Title').fill('Roadmap review');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(calendar.getByText('Roadmap review')).toBeVisible();

  // Drag it one day along in the month grid; the move is saved and still there after a reload.
  const target = day(1);
  const moved = page.waitForResponse((r) => r.request().method() === 'POST' && /events\/\d+$/.test(r.url()) && r.ok());
  // Hovering waits until the event has settled after the update and nothing (the closing dialog)
  // covers it, and leaves the pointer on it. FullCalendar starts a drag only after the pointer
  // travels a few pixels: move in steps.
  await calendar.getByText('Roadmap review').hover();
  const to = await calendar.locator(`[data-date="${target}"]`).first().boundingBox();
  if (!to) throw new Error('target day not on screen');
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  const body = (await (await moved).json()) as { event: { start: string } };
  expect(body.event.start).toBe(target);
  // The drag selected no text, and the page's text can still be selected once it is over.
  expect(await page.evaluate(() => getSelection()?.toString())).toBe('');
  await page.getByRole('heading', { level: 1 }).click({ clickCount: 3 });
  expect(await page.evaluate(() => getSelection()?.toString().trim())).toBe('Calendar');
  await page.reload();
  const cell = page.getByTestId('calendar').locator(`[data-date="${target}"]`).first();
  await expect(cell.getByText('Roadmap review')).toBeVisible();

  // Delete asks first: Escape and Cancel keep the event, the drawer stays open; Delete removes it.
  await cell.getByText('Roadmap review').click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Roadmap review”?' });
  let deletes = 0;
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes += 1;
  });
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText('This cannot be undone.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(deletes).toBe(0);
  await expect(edit.getByLabel('Title')).toHaveValue('Roadmap review');

  await edit.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('calendar').getByText('Roadmap review')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('calendar').getByText('Quarterly planning')).toBeVisible();
  await expect(page.getByTestId('calendar').getByText('Roadmap review')).toHaveCount(0);
});
