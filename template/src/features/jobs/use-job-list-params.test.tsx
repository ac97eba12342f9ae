import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { useJobListParams } from './use-job-list-params';

/** Shows the address and what the hook reads from it, with a button per change. */
function Probe() {
  const board = useJobListParams();
  const { search } = useLocation();
  return (
    <div>
      <output data-testid="address">{search}</output>
      <output data-testid="read">
        {JSON.stringify({ ...board.filters, page: board.page, pageSize: board.pageSize, view: board.view })}
      </output>
      <button onClick={() => board.setFilters({ ...board.filters, role: 'ops' })}>role ops</button>
      <button onClick={() => board.setPage(1)}>page 2</button>
      <button onClick={() => board.setSort('newest')}>newest</button>
      <button onClick={() => board.setView('grid')}>grid</button>
    </div>
  );
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const read = () => JSON.parse(screen.getByTestId('read').textContent ?? '{}') as Record<string, unknown>;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useJobListParams', () => {
  it('reads the filters, page and page size from a link, ignoring values not on offer', async () => {
    await renderWithProviders(<Probe />, {
      path: '/?role=dev&workType=Nowhere&sort=salary-desc&page=3&itemsPerPage=25',
    });
    expect(read()).toMatchObject({ role: 'dev', workType: '', sort: 'salary-desc', page: 2, pageSize: 25 });
    // The value not on offer leaves the address; the page stays.
    await waitFor(() => expect(address().get('workType')).toBeNull());
    expect(address().get('page')).toBe('3');
  });

  it('goes back to the first page when a filter or the sort changes, keeping the page size', async () => {
    await renderWithProviders(<Probe />, { path: '/?role=dev&page=3&itemsPerPage=25' });
    press('role ops');
    await waitFor(() => expect(read()).toMatchObject({ role: 'ops', page: 0 }));
    expect(address().get('role')).toBe('ops');
    expect(address().get('page')).toBeNull();
    expect(address().get('itemsPerPage')).toBe('25');

    press('page 2');
    await waitFor(() => expect(address().get('page')).toBe('2'));
    press('newest');
    await waitFor(() => expect(address().get('page')).toBeNull());
    expect(address().get('sort')).toBe('newest');
  });

  it('keeps the page when only the list or grid view changes', async () => {
    await renderWithProviders(<Probe />, { path: '/?page=2' });
    press('grid');
    await waitFor(() => expect(address().get('view')).toBe('grid'));
    expect(address().get('page')).toBe('2');
    expect(read()).toMatchObject({ page: 1, view: 'grid' });
  });
});
