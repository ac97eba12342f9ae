import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { useAnalyticsDashboard } from '../../api/get-analytics-dashboard';
import { MarketShareCard } from '../analytics/share-cards';

withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

/** The Analytics screen in small: one card drawn from the dashboard's answer, and when that answer came. */
function Dashboard() {
  const { data, dataUpdatedAt } = useAnalyticsDashboard();
  return (
    <>
      <MarketShareCard data={data?.marketShare} total={data?.marketTotal} />
      <output data-testid="answered">{dataUpdatedAt}</output>
    </>
  );
}

describe('the menu of a card drawn from the dashboard answer', () => {
  it('asks the backend for the dashboard again on Refresh, and offers the exports', async () => {
    await renderWithProviders(<Dashboard />, { ns: ['dashboards'] });
    await waitFor(() => expect(screen.getByTestId('answered')).not.toHaveTextContent(/^0$/));
    const first = screen.getByTestId('answered').textContent;
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Options for Market Share' }), {
      button: 0,
      pointerType: 'mouse',
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitemradio')).not.toBeInTheDocument();
    for (const item of ['Export CSV', 'Export as PNG', 'Export as SVG'])
      expect(within(menu).getByRole('menuitem', { name: item })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('answered').textContent).not.toBe(first));
  });
});
