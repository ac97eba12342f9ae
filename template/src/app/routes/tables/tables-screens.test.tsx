import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import DatatablesScreen from './datatables';
import TablesScreen from './tables';

const demo = withSignedInDemo();
// Several user steps against the demo backend per test: room for slow shared machines.
vi.setConfig({ testTimeout: 30_000 });

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCell = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!.textContent;

describe('/tables', () => {
  it('shows the backend rows in every style, with averages under the fixed header', async () => {
    await renderWithProviders(<TablesScreen />, { ns: ['gallery', 'tables'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Tables' })).toBeInTheDocument();
    const basic = screen.getByRole('table', { name: 'Desserts, first ten rows' });
    await waitFor(() => expect(within(basic).getByText('Frozen yogurt')).toBeInTheDocument());
    expect(bodyRows(basic)).toHaveLength(10);
    const fixed = screen.getByRole('table', { name: 'Desserts with a fixed header' });
    await waitFor(() => expect(within(fixed).getByText('Average of 25 rows')).toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: 'View code' })).toHaveLength(5);
  });
});

describe('/datatables', () => {
  async function renderPage() {
    const user = userEvent.setup();
    await renderWithProviders(<DatatablesScreen />, { ns: ['gallery', 'tables', 'data-table', 'auth'] });
    const server = screen.getByRole('table', { name: 'Desserts, paged by the server' });
    await within(server).findByText('Frozen yogurt');
    return { user, server, card: document.getElementById('server')! };
  }

  it('pages and sorts on the server, and says which entries are shown', async () => {
    const { user, server, card } = await renderPage();
    expect(within(card).getByText('Showing 1 to 10 of 124 entries')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(firstCell(bodyRows(server)[0]!)).toBe('Fudge brownie'));
    expect(within(card).getByText('Showing 11 to 20 of 124 entries')).toBeInTheDocument();

    await user.click(within(server).getByRole('button', { name: /Calories/ }));
    await waitFor(() => expect(firstCell(bodyRows(server)[0]!)).toBe('Fruit salad'));
    expect(within(card).getByText('Showing 1 to 10 of 124 entries')).toBeInTheDocument();
    await user.click(within(server).getByRole('button', { name: /Calories/ }));
    await waitFor(() => expect(firstCell(bodyRows(server)[0]!)).toBe('Dark chocolate (70%)'));

    await user.selectOptions(within(card).getByLabelText('Items per page:'), '25');
    await waitFor(() => expect(bodyRows(server)).toHaveLength(25));
    expect(within(card).getByText('Showing 1 to 25 of 124 entries')).toBeInTheDocument();
  });

  it('adds, edits and deletes a row through the backend, refusing bad input first', async () => {
    const { user } = await renderPage();
    const card = document.getElementById('crud')!;
    const table = within(card).getByRole('table', { name: 'Editable desserts' });
    await within(table).findByText('Fruit salad');

    await user.click(within(card).getByRole('button', { name: 'New item' }));
    let dialog = await screen.findByRole('dialog', { name: 'New dessert' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(6);
    await user.type(within(dialog).getByLabelText(/Dessert name/), 'Sugar-free jelly');
    await user.type(within(dialog).getByLabelText(/Calories/), '8');
    await user.type(within(dialog).getByLabelText(/Fat/), '0');
    await user.type(within(dialog).getByLabelText(/Carbs/), '120');
    await user.type(within(dialog).getByLabelText(/Protein/), '1.5');
    await user.type(within(dialog).getByLabelText(/Iron/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter 0 to 100 g, with one decimal at most.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Carbs/));
    await user.type(within(dialog).getByLabelText(/Carbs/), '1.2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(firstCell(bodyRows(table)[0]!)).toBe('Sugar-free jelly'));
    const stored = async () =>
      (await callApi('GET', '/datatable/rows', { token: demo.token() })).body.items as { name: string }[];
    expect((await stored()).at(-1)).toMatchObject({ name: 'Sugar-free jelly', calories: 8, carbs: 1.2, protein: 1.5 });

    await user.click(within(card).getByRole('button', { name: 'Edit Sugar-free jelly' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit dessert' });
    expect(within(dialog).getByLabelText(/Calories/)).toHaveValue('8');
    await user.clear(within(dialog).getByLabelText(/Dessert name/));
    await user.type(within(dialog).getByLabelText(/Dessert name/), 'Eclair');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A row named "Eclair" already exists');
    await user.clear(within(dialog).getByLabelText(/Dessert name/));
    await user.type(within(dialog).getByLabelText(/Dessert name/), 'Lemon jelly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(firstCell(bodyRows(table)[0]!)).toBe('Lemon jelly'));

    await user.click(within(card).getByRole('button', { name: 'Delete Lemon jelly' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Lemon jelly?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(card).queryByText('Lemon jelly')).not.toBeInTheDocument());
    expect((await stored()).some((row) => row.name === 'Lemon jelly')).toBe(false);
  });
});
