import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '@/mocks/http';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { openMenu } from '@/testing/menus';
import { NotificationsListCard } from './notifications-list-card';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

type Stored = { id: number; message: string; isRead: boolean };
const stored = async () =>
  (await callApi('GET', '/notifications', { token: demo.token() })).body.notifications as Stored[];
const card = () => screen.getByTestId('notifications-table');
const rows = () => within(card()).getAllByRole('row').slice(1);
const ns = ['notifications', 'data-table'];

describe('NotificationsListCard', () => {
  it('lists the notifications newest first and filters them by the status and type in the address', async () => {
    await renderWithProviders(<NotificationsListCard />, { ns, path: '/?status=unread' });
    await within(card()).findByText('You have a new email from John Doe.');
    expect(rows()).toHaveLength(4);
    expect(screen.getByText('Showing 1 to 4 of 4 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unread 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All 24' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Read 20' })).toBeInTheDocument();
    // The newest first: the e-mail came 24 minutes ago.
    expect(rows()[0]).toHaveTextContent('You have a new email from John Doe.');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'alert');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Emergency: Server is down!');
  });

  it('marks the selection read, and deletes a row only once confirmed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NotificationsListCard />, { ns, path: '/?status=unread' });
    await within(card()).findByText('You have a new email from John Doe.');
    await user.click(screen.getByRole('checkbox', { name: 'Select Email: You have a new email from John Doe.' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Alert: Emergency: Server is down!' }));
    await openMenu(user, 'Mark as');
    await user.click(await screen.findByRole('menuitem', { name: 'Read' }));
    await vi.waitFor(async () => {
      const read = new Map((await stored()).map((n) => [n.message, n.isRead]));
      expect([read.get('You have a new email from John Doe.'), read.get('Emergency: Server is down!')]).toEqual([
        true,
        true,
      ]);
    });
    // Both left the "unread" view.
    await vi.waitFor(() => expect(rows()).toHaveLength(2));

    const reminder = "Don't forget to attend the meeting at 10 AM.";
    await user.click(screen.getByRole('button', { name: `Delete: Reminder: ${reminder}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this notification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await stored()).map((n) => n.message)).toContain(reminder);

    await user.click(screen.getByRole('button', { name: `Delete: Reminder: ${reminder}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this notification?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await vi.waitFor(async () => expect((await stored()).map((n) => n.message)).not.toContain(reminder));
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('pages through every notification, in the page size the address names', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NotificationsListCard />, { ns, path: '/?itemsPerPage=10' });
    await within(card()).findByText('You have a new email from John Doe.');
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 24 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('Showing 11 to 20 of 24 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('Showing 21 to 24 of 24 entries')).toBeInTheDocument();
    // The oldest: the account's welcome, thirty days ago.
    expect(rows().at(-1)).toHaveTextContent('Your account was created.');
  });

  it('marks every notification read at once, and the unread view empties', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NotificationsListCard />, { ns, path: '/?status=unread' });
    await within(card()).findByText('You have a new email from John Doe.');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await within(card()).findByText('No notification matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await vi.waitFor(async () => expect((await stored()).every((n) => n.isRead)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'All 24' }));
    expect(rows()).toHaveLength(10);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    demo.server.use(http.get(api('/notifications'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderWithProviders(<NotificationsListCard />, { ns });
    expect(await within(card()).findByText('The notifications could not be loaded.')).toBeInTheDocument();
    demo.server.resetHandlers();
    await userEvent.setup().click(within(card()).getByRole('button', { name: /retry/i }));
    expect(await within(card()).findByText('You have a new email from John Doe.')).toBeInTheDocument();
  });

  it('shows the empty state once every notification is gone', async () => {
    await callApi('POST', '/notifications/delete', {
      token: demo.token(),
      body: { ids: Array.from({ length: 24 }, (_, i) => i + 1) },
    });
    await renderWithProviders(<NotificationsListCard />, { ns });
    expect(await within(card()).findByText('No Notification Found!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All 0' })).toBeInTheDocument();
  });
});
