import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { pageRange, Pagination } from './pagination';

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(pageRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and the neighbours of the current page, with ellipses between', () => {
    expect(pageRange(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pageRange(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(pageRange(10, 20, 2, 2)).toEqual([1, 2, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 19, 20]);
  });
});

describe('Pagination', () => {
  const current = () => screen.getByRole('button', { current: 'page' });

  it('moves between pages when uncontrolled and marks the current one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    await renderWithProviders(<Pagination count={10} showFirstLast onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Page 1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(current()).toHaveAccessibleName('Page 2');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(current()).toHaveAccessibleName('Page 10');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(onPageChange.mock.calls).toEqual([[2], [10], [9]]);
  });

  it('only reports the wanted page when controlled', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    await renderWithProviders(<Pagination count={5} page={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    expect(current()).toHaveAccessibleName('Page 3');
  });
});
