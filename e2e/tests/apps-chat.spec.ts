import type { Page } from '@playwright/test';
import { demoPath, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test.use({ role: 'admin' });

/** The chat's code, the demo backend and its socket server all start on the first load: slow on 2 cores. */
const firstLoad = { timeout: 30_000 };

/** A contact's row in the conversation list. */
const row = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Conversations' }).getByRole('button', { name: new RegExp(name) });

async function openConversation(page: Page, name: string) {
  await page.goto(demoPath('/apps/chat'));
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await row(page, name).click();
  const thread = page.getByRole('log', { name: `Messages with ${name}` });
  await expect(thread.getByTestId('chat-message').first()).toBeVisible(firstLoad);
  return thread;
}

/** Counts REST sends: a message that goes over the socket makes none. */
function countRestSends(page: Page) {
  const sends = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/chat\/conversations\/[^/]+\/messages$/.test(r.url())) sends.count += 1;
  });
  return sends;
}

test('a message goes over the socket, the contact types and replies, a second tab sees it, and it stays after a reload', async ({
  page,
  context,
}) => {
  test.slow();
  const thread = await openConversation(page, 'Felecia Rower');
  const other = await context.newPage();
  const otherThread = await openConversation(other, 'Felecia Rower');
  const restSends = countRestSends(page);

  await page.getByRole('textbox', { name: 'Message' }).fill('Can we ship on Friday?');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const mine = thread.getByTestId('chat-message').filter({ hasText: 'Can we ship on Friday?' });
  await expect(mine).toHaveAttribute('data-from', 'me');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The other tab hears it over its own socket.
  await expect(otherThread.getByText('Can we ship on Friday?')).toBeVisible();
  // The contact reads it, types, then answers: in both tabs.
  await expect(mine.getByTestId('chat-status')).toHaveAttribute('data-status', 'read');
  await expect(page.getByTestId('chat-typing')).toHaveText('Felecia Rower is typing…');
  const reply = thread.getByTestId('chat-message').last();
  await expect(reply.getByTestId('chat-bubble')).toHaveText('Got it, thanks!');
  await expect(reply).toHaveAttribute('data-from', 'contact');
  await expect(otherThread.getByTestId('chat-bubble').last()).toHaveText('Got it, thanks!');
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  expect(restSends.count).toBe(0);

  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await page.reload();
  const again = row(page, 'Felecia Rower');
  await expect(again).toContainText('Got it, thanks!', firstLoad);
  await again.click();
  await expect(thread.getByText('Can we ship on Friday?')).toBeVisible();
  await expect(thread.getByTestId('chat-bubble').last()).toHaveText('Got it, thanks!');
});

test('markup in a message is shown as typed and never runs', async ({ page }) => {
  const thread = await openConversation(page, 'Verla Morgano');
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
  const markup = '<img src=x onerror="window.__chatXss=1"><script>window.__chatXss=2</script>';
  await page.getByRole('textbox', { name: 'Message' }).fill(markup);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('chat-message').filter({ hasText: markup })).toHaveCount(1);
  await expect(thread.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
  await page.reload();
  await row(page, 'Verla Morgano').click();
  await expect(thread.getByText(markup)).toBeVisible(firstLoad);
  await expect(thread.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
});

test('in French: the seeded messages, the profile and a new reply read in French; what the user wrote stays', async ({
  page,
}) => {
  await openConversation(page, 'Verla Morgano');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  const thread = page.getByRole('log', { name: 'Messages avec Verla Morgano' });
  await expect(thread.getByText('Douze, tous ont eu une réponse. Je les ferme après le déjeuner.')).toBeVisible();
  await expect(thread.getByText('Twelve, all answered.')).toBeHidden();
  // The socket reopens in the new language: the contact's reply comes in it.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Merci Verla, tu as fait vite !');
  await box.press('Enter');
  await expect(thread.getByText('Merci Verla, tu as fait vite !')).toBeVisible();
  await expect(thread.getByTestId('chat-bubble').last()).toHaveText('Bien reçu, merci !');
});

test('an empty message or a bad attachment says why and sends nothing; a good attachment shows before it goes', async ({
  page,
}) => {
  const thread = await openConversation(page, 'Sal Piggee');
  const restSends = countRestSends(page);
  const before = await thread.getByTestId('chat-message').count();
  const box = page.getByRole('textbox', { name: 'Message' });
  const alert = page.getByRole('alert').filter({ hasNotText: /^$/ });

  await box.fill('   ');
  await box.press('Enter');
  await expect(alert).toHaveText('Write a message or attach a file.');
  await expect(box).toHaveAccessibleDescription('Write a message or attach a file.');

  const file = page.getByTestId('chat-file');
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2_000_001) });
  await expect(alert).toHaveText('huge.png is too large: files can be at most 2 MB.');
  await file.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(alert).toContainText('setup.exe cannot be sent');
  await expect(page.getByTestId('chat-attachment')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(alert).toHaveText('Write a message or attach a file.');
  await expect(thread.getByTestId('chat-message')).toHaveCount(before);
  expect(restSends.count).toBe(0);

  // The emoji picker loads when first opened and puts its emoji in the message.
  await page.getByRole('button', { name: 'Insert an emoji' }).click();
  await page.getByRole('group', { name: 'Insert an emoji' }).getByRole('button', { name: '👍' }).click();
  await expect(box).toHaveValue('   👍');
  await expect(box).toBeFocused();
  await box.fill('');

  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Agenda items') });
  await expect(page.getByTestId('chat-attachment')).toContainText('notes.txt');
  await expect(page.getByTestId('chat-attachment')).toContainText('12 byte');
  await expect(alert).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'notes.txt' })).toHaveCount(1);
  await expect(page.getByTestId('chat-attachment')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the list, then the conversation with a back button', async ({ page }) => {
    await page.goto(demoPath('/apps/chat'));
    const joaquina = row(page, 'Joaquina Weisenborn');
    await expect(joaquina).toBeVisible(firstLoad);
    await expect(joaquina).toContainText('2 unread messages');
    await joaquina.click();
    await expect(page.getByRole('log', { name: 'Messages with Joaquina Weisenborn' })).toBeVisible();
    await expect(joaquina).toBeHidden();
    await expectNoSeriousA11yViolations(page, { include: 'main' });
    await page.getByRole('button', { name: 'Profile of Joaquina Weisenborn' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile).toContainText('Sales manager');
    await expect(profile.getByRole('link', { name: 'joaquina.weisenborn@example.com' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(joaquina).toBeVisible();
    // Opening it read it: the unread badge is gone.
    await expect(joaquina).not.toContainText('unread');
  });
});
