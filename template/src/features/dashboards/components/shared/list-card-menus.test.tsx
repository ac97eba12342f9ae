import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { csvField, downloadText } from '@/components/data-table/csv';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import type { AnalyticsDashboard } from '../../types/analytics';
import type { CrmDashboard } from '../../types/crm';
import type { OperationsDashboard } from '../../types/operations';
import { LeadingTeamsCard, SocialTrafficCard } from '../analytics/list-cards';
import { ActivitiesCard } from '../crm/activities-card';
import { CryptoHoldingsCard } from '../crm/crypto-holdings-card';
import { TransactionsCard } from '../crm/transactions-card';
import { StaffCard } from '../operations/staff-card';
import { WarehousesCard } from '../operations/warehouses-card';

vi.mock('@/components/data-table/csv', async (actual) => ({
  ...(await actual<typeof import('@/components/data-table/csv')>()),
  downloadText: vi.fn(),
}));

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

const dashboard = async <T,>(name: string) =>
  (await callApi('GET', `/dashboards/${name}`, { token: demo.token() })).body as T;

/** Chooses Export CSV in the card's menu and returns the file's lines. */
async function exportCsv(title: string): Promise<string[]> {
  vi.mocked(downloadText).mockClear();
  fireEvent.pointerDown(screen.getByRole('button', { name: `Options for ${title}` }), {
    button: 0,
    pointerType: 'mouse',
  });
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Refresh' })).toBeInTheDocument();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Export CSV' }));
  expect(downloadText).toHaveBeenCalledOnce();
  const [filename, text] = vi.mocked(downloadText).mock.calls[0]!;
  expect(filename).toMatch(/\.csv$/);
  return text.split('\r\n');
}

/** The card's export: the header, one line per row of the backend's answer, the first row's cells. */
async function expectExport(card: ReactElement, title: string, header: string, rows: number, first: string) {
  await renderWithProviders(card, { ns: ['dashboards'] });
  const lines = await exportCsv(title);
  expect(lines[0]).toBe(header);
  expect(lines).toHaveLength(rows + 1);
  expect(lines[1]).toContain(first);
}

describe('the list cards of the dashboards: Refresh and their rows as CSV', () => {
  it('social traffic (Analytics)', async () => {
    const analytics = await dashboard<AnalyticsDashboard>('analytics');
    const social = analytics.socialTraffic;
    await expectExport(
      <SocialTrafficCard data={social} max={analytics.socialMax} />,
      'Social Media Traffic',
      'Network,Visits',
      social.length,
      `,${social[0]!.visits}`,
    );
  });

  it('leading teams (Analytics)', async () => {
    const teams = (await dashboard<AnalyticsDashboard>('analytics')).leadingTeams;
    await expectExport(
      <LeadingTeamsCard data={teams} />,
      'Leading Teams',
      'Company,Channel,Visitors,Trend',
      teams.length,
      teams[0]!.company,
    );
  });

  it('transactions (CRM)', async () => {
    const crm = await dashboard<CrmDashboard>('crm');
    await expectExport(
      <TransactionsCard data={crm.transactions} />,
      'Recent Transactions',
      'Time,Transaction,Amount',
      crm.transactions.length,
      crm.transactions[0]!.at,
    );
  });

  it('crypto holdings (CRM)', async () => {
    const coins = (await dashboard<CrmDashboard>('crm')).cryptoHoldings;
    await expectExport(
      <CryptoHoldingsCard data={coins} />,
      'Crypto Holdings',
      'Coin,Amount held,Bought on,Profit or loss',
      coins.length,
      `${coins[0]!.name} (${coins[0]!.symbol})`,
    );
  });

  it('warehouses (Operations)', async () => {
    const warehouses = (await dashboard<OperationsDashboard>('operations')).warehouses;
    await expectExport(
      <WarehousesCard data={warehouses} />,
      'Warehouses and Stock',
      'Warehouse,Units on hand,Capacity,Fill,Orders to pick,Stock alerts',
      warehouses.length,
      `,${warehouses[0]!.onHand},${warehouses[0]!.capacity},`,
    );
  });

  it('staff on shift (Operations)', async () => {
    const staff = (await dashboard<OperationsDashboard>('operations')).staff;
    await expectExport(
      <StaffCard data={staff} />,
      'Staff on Shift',
      'Name,Role,Team',
      staff.onShift.length,
      `${staff.onShift[0]!.name},`,
    );
  });

  it('upcoming activities (CRM): the page shown, from its own endpoint', async () => {
    const first = (await callApi('GET', '/dashboards/crm/activities?page=1&perPage=5', { token: demo.token() }))
      .body as { items: { title: string }[] };
    await renderWithProviders(<ActivitiesCard />, { ns: ['dashboards'] });
    await screen.findByText(first.items[0]!.title);
    const lines = await exportCsv('Upcoming Activities');
    expect(lines[0]).toBe('Activity,Starts,Ends,Attendees');
    expect(lines).toHaveLength(first.items.length + 1);
    first.items.forEach((a, i) => expect(lines[i + 1]!.startsWith(`${csvField(a.title)},`)).toBe(true));
  });
});
