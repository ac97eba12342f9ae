import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { PageGrid } from '@/components/layout/page-grid';
import { api } from '@/mocks/http';
import { withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { useRoleBoard } from './role-board';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

function Board() {
  const { cells, dialogs } = useRoleBoard();
  return (
    <>
      <PageGrid cells={cells} />
      {dialogs}
    </>
  );
}

describe('useRoleBoard', () => {
  it('shows the role cards once it knows who holds each role, never "0 users" before that', async () => {
    // The people arrive after the roles: their request waits until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let rolesIn = () => {};
    const rolesAnswered = new Promise<void>((resolve) => (rolesIn = resolve));
    const answered = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/roles')) rolesIn();
    };
    demo.server.events.on('response:mocked', answered);
    onTestFinished(() => demo.server.events.removeListener('response:mocked', answered));
    demo.server.use(
      http.get(api('roles/members'), async () => {
        await held;
        // Answered by the demo's own handler.
        return undefined;
      }),
    );
    await renderWithProviders(<Board />, { ns: ['roles', 'data-table'] });
    // The roles are in, the people not yet: no card claims that nobody holds its role.
    await act(async () => {
      await rolesAnswered;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: 'Administrator' })).toBeNull();
    expect(screen.queryByText('0 users')).toBeNull();

    release();
    const admin = (await screen.findByRole('heading', { name: 'Administrator' })).closest('[data-testid=role-card]');
    expect(within(admin as HTMLElement).getByText('1 user')).toBeInTheDocument();
    expect(screen.queryByText('0 users')).toBeNull();
  });
});
