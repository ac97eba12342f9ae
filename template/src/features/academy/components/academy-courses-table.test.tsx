import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAcademyDashboard } from '../api/get-academy-dashboard';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { AcademyCoursesTable } from './academy-courses-table';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });
// The confirmation's code loads on the first delete: on a busy machine that outlasts the default wait.
const lazyLoad = { timeout: 10_000 };

/** The table as the dashboard feeds it: the courses of GET /academy/dashboard. */
function Dashboard() {
  const { data } = useAcademyDashboard();
  return <AcademyCoursesTable courses={data?.courses} />;
}

const catalogue = async () =>
  ((await callApi('GET', '/academy/courses', { token: demo.token() })).body.courses as { name: string }[]).map(
    (c) => c.name,
  );

describe('AcademyCoursesTable', () => {
  it('deletes the selected courses only once the confirmation says Delete', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Dashboard />, { ns: ['academy', 'data-table'], path: '/?status=not-enrolled' });
    const table = await screen.findByTestId('academy-courses-table');
    // The status filter came from the address.
    expect(await within(table).findByText('Showing 1 to 8 of 8 entries', {}, lazyLoad)).toBeInTheDocument();

    // The rows replace the loading ones in a pass of their own (DataTable defers the end of loading).
    await user.click(await within(table).findByRole('checkbox', { name: 'Select React Hooks in Depth' }));
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete React Hooks in Depth?' }, lazyLoad);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await catalogue()).toContain('React Hooks in Depth');

    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    // The dashboard's figures are asked again, so the row leaves the table.
    expect(await within(table).findByText('Showing 1 to 7 of 7 entries', {}, lazyLoad)).toBeInTheDocument();
    expect(within(table).queryByText('React Hooks in Depth')).not.toBeInTheDocument();
    expect(await catalogue()).not.toContain('React Hooks in Depth');
  });

  it('says why a delete failed inside the dialog, which stays open', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Dashboard />, { ns: ['academy', 'data-table'] });
    const table = await screen.findByTestId('academy-courses-table');
    await within(table).findByText('Showing 1 to 10 of 12 entries', {}, lazyLoad);
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Design Mastery' }));
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Design Mastery?' }, lazyLoad);
    demo.server.use(
      http.delete('*/academy/courses/:id', () =>
        HttpResponse.json({ message: 'Courses cannot be deleted right now' }, { status: 409 }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Courses cannot be deleted right now');
    expect(dialog).toBeInTheDocument();
    expect(await catalogue()).toContain('Design Mastery');
  });
});
