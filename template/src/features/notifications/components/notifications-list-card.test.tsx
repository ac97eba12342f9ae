import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
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
    expect(screen.getByLabelText('Status')).toHaveValue('unread');
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
    await user.click(screen.getByRole('button', { name: 'Mark as' }));
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
});
