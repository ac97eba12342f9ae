import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { UserAddButton } from './user-add-button';

withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

describe('UserAddButton', () => {
  it('opens the drawer, and Escape closes it', async () => {
    await renderWithProviders(<UserAddButton onAdded={vi.fn()} />, { ns: ['users', 'auth'] });
    const button = screen.getByRole('button', { name: 'Add user' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer after a save and hands the created user to the list', async () => {
    const onAdded = vi.fn();
    await renderWithProviders(<UserAddButton onAdded={onAdded} />, { ns: ['users', 'auth'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(sheet).getByLabelText('Full name', { exact: false }), 'Zoe Newcomer');
    await user.type(within(sheet).getByLabelText('Email', { exact: false }), 'zoe@newco.io');
    await user.type(within(sheet).getByLabelText('Company', { exact: false }), 'Newco');
    await user.type(within(sheet).getByLabelText('Role (job title)', { exact: false }), 'QA Engineer');
    await user.click(within(sheet).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(expect.any(Number)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
