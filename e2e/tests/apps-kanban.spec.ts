import type { Locator, Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The board's code and the demo backend both start on this page's first load: slow on a busy machine. */
const firstLoad = { timeout: 30_000 };

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const titlesIn = (page: Page, name: string) => column(page, name).getByTestId('kanban-card').locator('h3');
const columnNames = (page: Page) => page.getByTestId('kanban-column').locator('h2');
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const saved = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname) && r.ok());

async function openBoard(page: Page) {
  await page.goto(demoPath('/apps/kanban'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban' })).toBeVisible();
  await expect(titlesIn(page, 'Backlog').first()).toHaveText('Dark mode for the invoice PDF', firstLoad);
}

/**
 * Presses the pointer on the card `title`, travels in steps (the board starts a drag after 5 px) to
 * `to`, and lets go once the board shows the card in the column `into` (a drop before the board has
 * caught up with the pointer lands where the card was).
 */
async function drag(page: Page, title: string, from: string, to: Locator, into: string) {
  await column(page, from).getByRole('button', { name: title, exact: true }).hover();
  const box = await to.boundingBox();
  if (!box) throw new Error('drop target not on screen');
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 15 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 2, { steps: 2 });
  await expect(titlesIn(page, into)).toContainText([title]);
  await page.mouse.up();
}

test('cards and columns move by keyboard, are announced, and stay moved after a reload', async ({ page }) => {
  test.slow();
  await openBoard(page);
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  // Down one place within Backlog.
  const handle = page.getByRole('button', { name: 'Move card Dark mode for the invoice PDF' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(
    'Picked up card “Dark mode for the invoice PDF” in Backlog, position 1 of 4.',
  );
  let answer = saved(page, 'POST', /\/kanban\/cards\/card-1\/move$/);
  await page.keyboard.press('ArrowDown');
  // The drop must come after the move has landed (a Space too soon drops the card where it was).
  await expect(liveRegion(page)).toContainText('is now in Backlog, position 2 of 4.');
  await page.keyboard.press('Space');
  expect((await answer).request().postDataJSON()).toEqual({ columnId: 'col-1', index: 1 });
  await expect(liveRegion(page)).toContainText('dropped in Backlog, position 2 of 4.');
  // Focus comes back to the moved card's handle a frame after the drop (dnd-kit restores it then):
  // a keyboard user goes on from there, and focusing another handle sooner would be taken back.
  await expect(handle).toBeFocused();
  await expect(titlesIn(page, 'Backlog')).toHaveText([
    'Interview five admins about reporting',
    'Dark mode for the invoice PDF',
    'Export orders as CSV',
    'Write the API rate-limit guide',
  ]);

  // Right, into In progress.
  const second = page.getByRole('button', { name: 'Move card Export orders as CSV' });
  await second.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText('Picked up card “Export orders as CSV” in Backlog, position 3 of 4.');
  answer = saved(page, 'POST', /\/kanban\/cards\/card-3\/move$/);
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toContainText('is now in In progress');
  await page.keyboard.press('Space');
  expect((await answer).request().postDataJSON()).toMatchObject({ columnId: 'col-2' });
  await expect(titlesIn(page, 'In progress')).toContainText(['Export orders as CSV']);
  await expect(titlesIn(page, 'Backlog')).toHaveCount(3);
  await expect(second).toBeFocused();

  // A column, one place back.
  const done = page.getByRole('button', { name: 'Move column Done' });
  await done.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText('Picked up column “Done”, position 4 of 4.');
  const order = saved(page, 'PUT', /\/kanban\/columns\/order$/);
  await page.keyboard.press('ArrowLeft');
  await expect(liveRegion(page)).toContainText('Column “Done” is now at position 3 of 4.');
  await page.keyboard.press('Space');
  await order;
  await expect(columnNames(page)).toHaveText(['Backlog', 'In progress', 'Done', 'In review']);
  await expect(done).toBeFocused();

  await page.reload();
  await expect(columnNames(page)).toHaveText(['Backlog', 'In progress', 'Done', 'In review'], firstLoad);
  await expect(titlesIn(page, 'Backlog').nth(1)).toHaveText('Dark mode for the invoice PDF');
  await expect(titlesIn(page, 'In progress')).toContainText(['Export orders as CSV']);
});

test.describe('by pointer', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a dragged card stays moved after a reload; a failed save puts it back and says so', async ({ page }) => {
    test.slow();
    await openBoard(page);
    const answer = saved(page, 'POST', /\/kanban\/cards\/card-4\/move$/);
    const target = column(page, 'In review').getByText('Fix the date picker in RTL');
    await drag(page, 'Write the API rate-limit guide', 'Backlog', target, 'In review');
    expect((await answer).request().postDataJSON()).toMatchObject({ columnId: 'col-3' });
    await expect(titlesIn(page, 'In review')).toContainText(['Write the API rate-limit guide']);
    await page.reload();
    await expect(titlesIn(page, 'In review')).toContainText(['Write the API rate-limit guide'], firstLoad);
    await expect(titlesIn(page, 'Backlog')).not.toContainText(['Write the API rate-limit guide']);

    // Another tab deleted "Done" behind this page's back: the server refuses the move.
    await page.evaluate(() => {
      const key = 'tessera-db:kanban-columns';
      const columns = JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[];
      localStorage.setItem(key, JSON.stringify(columns.filter((c) => c.id !== 'col-4')));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    const refused = page.waitForResponse((r) => /\/kanban\/cards\/card-8\/move$/.test(r.url()) && r.status() === 404);
    await drag(page, 'Pricing page copy', 'In review', column(page, 'Done').getByText('Two-factor sign-in'), 'Done');
    await refused;
    await expect(
      page.getByText('The move could not be saved: “Pricing page copy” is back where it was.'),
    ).toBeVisible();
    await expect(titlesIn(page, 'In review').first()).toHaveText('Pricing page copy');
    await expect(titlesIn(page, 'Done')).not.toContainText(['Pricing page copy']);
  });
});

test('columns and cards are added, edited and deleted with checked forms; deletes ask first', async ({ page }) => {
  test.slow();
  await openBoard(page);
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/kanban/')) writes.push(`${r.method()} ${r.url()}`);
  });

  // A column: empty name refused, then added and renamed in place.
  await page.getByRole('button', { name: 'Add column' }).click();
  const name = page.getByRole('textbox', { name: 'Column name' });
  await page.getByRole('button', { name: 'Add column' }).click();
  await expect(name).toHaveAccessibleDescription('This field is required');
  await name.fill('x'.repeat(41));
  await page.keyboard.press('Enter');
  await expect(name).toHaveAccessibleDescription('Use at most 40 characters');
  expect(writes).toEqual([]);
  await name.fill('Blocked');
  await page.keyboard.press('Enter');
  await expect(column(page, 'Blocked')).toBeVisible();
  // The form closes once the server has the column.
  await expect(name).toBeHidden();

  await page.getByRole('button', { name: 'Actions for column Blocked' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const renameBox = page.getByRole('textbox', { name: 'Column name' });
  await expect(renameBox).toHaveValue('Blocked');
  await renameBox.fill(' ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(renameBox).toHaveAccessibleDescription('This field is required');
  await renameBox.fill('On hold');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const onHold = column(page, 'On hold');
  await expect(onHold).toBeVisible();

  // Two cards by quick add (an empty title is refused); one edited in the sheet.
  writes.length = 0;
  await onHold.getByRole('button', { name: /Add card/ }).click();
  const cardTitle = onHold.getByRole('textbox', { name: 'Card title' });
  await onHold.getByRole('button', { name: 'Add card', exact: true }).click();
  await expect(cardTitle).toHaveAccessibleDescription('This field is required');
  expect(writes).toEqual([]);
  await cardTitle.fill('Audit logs');
  await page.keyboard.press('Enter');
  await expect(titlesIn(page, 'On hold')).toHaveText(['Audit logs']);
  await onHold.getByRole('button', { name: /Add card/ }).click();
  await onHold.getByRole('textbox', { name: 'Card title' }).fill('Spam filter');
  await page.keyboard.press('Enter');
  await expect(titlesIn(page, 'On hold')).toHaveText(['Audit logs', 'Spam filter']);

  await onHold.getByRole('button', { name: 'Audit logs', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit card' });
  await expect(sheet.getByLabel('Title')).toHaveValue('Audit logs');
  writes.length = 0;
  await sheet.getByLabel('Title').fill('');
  await sheet.getByLabel('Description').fill('y'.repeat(1001));
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sheet.getByLabel('Title')).toHaveAccessibleDescription('This field is required');
  await expect(sheet.getByLabel('Description')).toHaveAccessibleDescription('Use at most 1000 characters');
  expect(writes).toEqual([]);
  await sheet.getByLabel('Title').fill('Audit log export');
  await sheet.getByLabel('Description').fill('Who changed what, as CSV.');
  await sheet.getByRole('checkbox', { name: 'Urgent' }).check();
  await sheet.getByRole('checkbox', { name: 'Priya Raman' }).check();
  await sheet.getByLabel('Due date').fill('2020-01-15');
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sheet).toBeHidden();
  const edited = onHold.getByTestId('kanban-card').first();
  await expect(edited.locator('h3')).toHaveText('Audit log export');
  await expect(edited).toContainText('Urgent');
  await expect(edited).toContainText('Overdue, was due Jan 15');
  await expect(edited).toContainText('Assigned to Priya Raman');

  // Delete a card from its sheet: Cancel keeps it, Delete removes it.
  await onHold.getByRole('button', { name: 'Spam filter', exact: true }).click();
  await sheet.getByRole('button', { name: 'Delete' }).click();
  const confirmCard = page.getByRole('alertdialog', { name: 'Delete “Spam filter”?' });
  await expect(confirmCard.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirmCard.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Delete' }).click();
  await confirmCard.getByRole('button', { name: 'Delete' }).click();
  await expect(sheet).toBeHidden();
  await expect(titlesIn(page, 'On hold')).toHaveText(['Audit log export']);

  await page.reload();
  await expect(titlesIn(page, 'On hold')).toHaveText(['Audit log export'], firstLoad);
  await expect(column(page, 'On hold').getByTestId('kanban-card')).toContainText('Urgent');

  // Delete the column: the dialog says its card goes with it.
  await page.getByRole('button', { name: 'Actions for column On hold' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmColumn = page.getByRole('alertdialog', { name: 'Delete the column “On hold”?' });
  await expect(confirmColumn).toContainText('Its 1 card is deleted with it. This cannot be undone.');
  await confirmColumn.getByRole('button', { name: 'Delete' }).click();
  await expect(column(page, 'On hold')).toHaveCount(0);
  await page.reload();
  await expect(columnNames(page)).toHaveText(['Backlog', 'In progress', 'In review', 'Done'], firstLoad);
});

test.describe('right to left', () => {
  test.use({ appSettings: { theme: 'dark', locale: 'ar', rtl: 'true' } });

  test('the columns run right to left and the arrow keys follow them', async ({ page }) => {
    await page.goto(demoPath('/apps/kanban'));
    const first = page.getByTestId('kanban-column').first();
    await expect(first.getByTestId('kanban-card').first()).toContainText('الوضع الداكن', firstLoad);
    const [a, b] = await Promise.all([0, 1].map((i) => page.getByTestId('kanban-column').nth(i).boundingBox()));
    expect(a!.x).toBeGreaterThan(b!.x);
    await expectNoSeriousA11yViolations(page, { include: 'main' });

    await page.getByRole('button', { name: 'نقل البطاقة الوضع الداكن لملف PDF الخاص بالفواتير' }).focus();
    await page.keyboard.press('Space');
    await expect(liveRegion(page)).toContainText(
      'التُقطت البطاقة «الوضع الداكن لملف PDF الخاص بالفواتير» في قائمة المهام',
    );
    const answer = saved(page, 'POST', /\/kanban\/cards\/card-1\/move$/);
    await page.keyboard.press('ArrowLeft');
    await expect(liveRegion(page)).toContainText('قيد التنفيذ');
    await page.keyboard.press('Space');
    expect((await answer).request().postDataJSON()).toMatchObject({ columnId: 'col-2' });
    await expect(page.getByTestId('kanban-column').nth(1)).toContainText('الوضع الداكن لملف PDF الخاص بالفواتير');
  });
});
