import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { Address, renderWithProviders } from '@/testing/render';
import type { EcommerceSales } from '../../types/ecommerce';
import { SalesCard } from '../ecommerce/sales-card';
import { chartTableCsv } from './card-menu';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

const sales = async (period = '7d') =>
  (await callApi('GET', `/dashboards/ecommerce/sales?period=${period}`, { token: demo.token() }))
    .body as EcommerceSales;

async function openMenu() {
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Options for Sales' }), { button: 0, pointerType: 'mouse' });
  return screen.findByRole('menu');
}

/** The chart's data table (read by screen readers): one row per point. */
const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the card menu of a dashboard card', () => {
  it('switches the period: the address keeps it and the card shows the backend answer for it', async () => {
    const week = await sales();
    const month = await sales('30d');
    await renderWithProviders(
      <>
        <SalesCard data={week} />
        <Address />
      </>,
      { ns: ['dashboards'] },
    );
    expect(dataRows()).toHaveLength(7);
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitemradio', { name: 'Last 7 days' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Last 30 days' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?sales=30d');
    await waitFor(() => expect(dataRows()).toHaveLength(30));
    expect(dataRows()[0]).toHaveTextContent(String(month.sales[0]));
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
  });

  it('opens on the period in the address and offers refresh and the exports', async () => {
    const quarter = await sales('90d');
    await renderWithProviders(<SalesCard data={await sales()} />, { ns: ['dashboards'], path: '/?sales=90d' });
    await waitFor(() => expect(dataRows()).toHaveLength(quarter.dates.length));
    const menu = await openMenu();
    for (const item of ['Refresh', 'Export CSV', 'Export as PNG', 'Export as SVG'])
      expect(within(menu).getByRole('menuitem', { name: item })).toBeInTheDocument();
  });

  it('writes the CSV with a header row, quoting what needs it', () => {
    expect(
      chartTableCsv({
        columns: ['Day', 'Sales'],
        rows: [
          ['Mar 5, 2026', 31],
          ['=SUM', 2],
        ],
      }),
    ).toBe('Day,Sales\r\n"Mar 5, 2026",31\r\n\'=SUM,2');
  });
});
