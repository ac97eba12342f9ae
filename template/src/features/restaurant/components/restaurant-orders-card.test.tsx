import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { openMenu } from '@/testing/menus';
import { RestaurantOrdersCard } from './restaurant-orders-card';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

const stored = async () =>
  (await callApi('GET', '/restaurant/orders', { token: demo.token() })).body.orders as { id: string; status: string }[];
const rows = () => within(screen.getByTestId('restaurant-orders')).getAllByRole('row').slice(1);

describe('RestaurantOrdersCard', () => {
  it('asks the server for the search and filters in the address', async () => {
    await renderWithProviders(<RestaurantOrdersCard />, {
      ns: ['restaurant', 'data-table'],
      path: '/?status=On+Road&paymentMethod=Cash',
    });
    expect(await screen.findByText('Marcus Reyes')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText('Status')).toHaveValue('On Road');
    expect(screen.getByLabelText('Payment Method')).toHaveValue('Cash');
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
  });

  it('sets the status of the selection, and deletes it only once confirmed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RestaurantOrdersCard />, { ns: ['restaurant', 'data-table'], path: '/?q=503' });
    await screen.findByText('Sara Lindqvist');
    await user.click(screen.getByRole('checkbox', { name: 'Select #5031 · Sara Lindqvist' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #5032 · Adrian Kowalski' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await openMenu(user, 'Set status');
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelled' }));
    await vi.waitFor(async () => {
      const byId = new Map((await stored()).map((o) => [o.id, o.status]));
      expect([byId.get('5031'), byId.get('5032')]).toEqual(['Cancelled', 'Cancelled']);
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 orders?' });
    expect(within(dialog).getByText('#5032 · Adrian Kowalski')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await stored()).map((o) => o.id)).toContain('5031');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete 2 orders?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const ids = (await stored()).map((o) => o.id);
    expect(ids).not.toContain('5031');
    expect(ids).not.toContain('5032');
    await vi.waitFor(() => expect(screen.queryByText('Sara Lindqvist')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(8);
    // The selection left with the deleted rows.
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });
});
