import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { setApiReady } from '@/lib/api-ready';
import { i18n, initI18n } from '@/lib/i18n';
import { startSession, type LoginResult } from '@/lib/session';
import { callApi, loginAs, useDemoServer } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { NotificationsButton } from './notifications-button';

useDemoServer();
// Several user steps against the demo backend per test: give slow (shared CI) machines room.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  setApiReady(Promise.resolve());
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'nav']);
});

let token = '';
beforeEach(async () => {
  const result = (await loginAs('admin@demo.com')) as unknown as LoginResult;
  startSession(result);
  token = result.accessToken;
});

// In a router: the dialog's "View all notifications" is a link.
const renderBell = () =>
  renderWithProviders(
    <Suspense fallback={null}>
      <NotificationsButton />
    </Suspense>,
  );

async function openDialog() {
  const user = userEvent.setup();
  await renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications (4 unread)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findByText(/You have a new email from John Doe/);
  return { user, dialog };
}

const rows = (dialog: HTMLElement) => within(dialog).getAllByRole('listitem');
const stored = async () =>
  (await callApi('GET', '/notifications', { token })).body.notifications as { id: number; isRead: boolean }[];

it('shows the unread count on the bell and lists every notification with its type and time', async () => {
  const { dialog } = await openDialog();
  expect(rows(dialog)).toHaveLength(24);
  expect(within(dialog).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
    'href',
    '/pages/notifications',
  );
  expect(within(dialog).getByText('4 new')).toBeInTheDocument();
  const first = rows(dialog)[0]!;
  expect(first).toHaveTextContent('Email: You have a new email from John Doe.');
  expect(first).toHaveTextContent('24 minutes ago');
  expect(first).toHaveAttribute('data-state', 'unread');
});

it('toggles one notification between read and unread, and the server keeps it', async () => {
  const { user, dialog } = await openDialog();
  const first = rows(dialog)[0]!;
  await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
  expect(first).toHaveAttribute('data-state', 'read');
  expect(within(first).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  await waitFor(async () => expect((await stored()).find((n) => n.id === 1)?.isRead).toBe(true));
  // The bell sits outside the modal dialog, so it is aria-hidden while the dialog is open.
  expect(screen.getByRole('button', { name: 'Notifications (3 unread)', hidden: true })).toBeInTheDocument();
});

it('marks all as read and removes the dot from the bell', async () => {
  const { user, dialog } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(rows(dialog).every((r) => r.getAttribute('data-state') === 'read')).toBe(true));
  expect(screen.queryByTestId('notifications-dot')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await waitFor(async () => expect((await stored()).every((n) => n.isRead)).toBe(true));
});

it('hides notifications one by one until the empty state shows', async () => {
  // The newest six left (the four unread among them), to hide by hand.
  const older = (await stored()).slice(6).map((n) => n.id);
  await callApi('POST', '/notifications/delete', { token, body: { ids: older } });
  const { user, dialog } = await openDialog();
  for (let left = 6; left > 0; left--) {
    await user.click(within(rows(dialog)[0]!).getByRole('button', { name: 'Hide notification' }));
    if (left > 1) await waitFor(() => expect(rows(dialog)).toHaveLength(left - 1));
  }
  expect(await within(dialog).findByText('No Notification Found!')).toBeInTheDocument();
  await waitFor(async () => expect(await stored()).toHaveLength(0));
});

it('settles on what the server holds when it refuses an optimistic change', async () => {
  const { user, dialog } = await openDialog();
  await callApi('DELETE', '/notifications/1', { token });
  const first = rows(dialog)[0]!;
  await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
  // The server answers 404 for the vanished id; the list is refetched and the item disappears.
  await waitFor(() => expect(within(dialog).queryByText(/new email from John Doe/)).not.toBeInTheDocument());
  expect(rows(dialog)).toHaveLength(23);
});
