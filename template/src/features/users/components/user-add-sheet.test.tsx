import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import type { User } from '../types';
import { UserAddSheet } from './user-add-sheet';

const demo = withSignedInDemo();
// Typing a whole form against the demo backend: give slow (shared CI) machines room.
vi.setConfig({ testTimeout: 30_000 });

async function openSheet() {
  const onAdded = vi.fn<(user: User) => void>();
  await renderWithProviders(
    <UserAddSheet
      open
      onOpenChange={vi.fn()}
      onAdded={onAdded}
      companies={['Lumen Labs']}
      roles={['Data Scientist']}
    />,
    { ns: ['users', 'auth'] },
  );
  const sheet = await screen.findByRole('dialog', { name: 'Add user' });
  return { sheet, onAdded };
}

async function fill(sheet: HTMLElement, values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = within(sheet).getByLabelText(label, { exact: false });
    await user.clear(input);
    await user.type(input, value);
  }
  return user;
}

describe('UserAddSheet', () => {
  it('says what is missing and sends nothing', async () => {
    const { sheet, onAdded } = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add user' }));
    expect(await within(sheet).findByText('Name is required')).toBeInTheDocument();
    expect(within(sheet).getByText('Email is required')).toBeInTheDocument();
    expect(within(sheet).getByText('Company is required')).toBeInTheDocument();
    expect(within(sheet).getByText('Role is required')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Full name', { exact: false })).toHaveFocus();
    await fill(sheet, { Email: 'not-an-email' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add user' }));
    expect(await within(sheet).findByText('Please enter a valid email')).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect((await callApi('GET', '/users', { token: demo.token() })).body).toHaveLength(14);
  });

  it('adds the user with the chosen status and picture, and hands back the created entry', async () => {
    const { sheet, onAdded } = await openSheet();
    const user = await fill(sheet, {
      'Full name': 'Zoe Newcomer',
      Email: 'zoe@newco.io',
      Company: 'Newco',
      'Role (job title)': 'QA Engineer',
    });
    await user.click(within(sheet).getByRole('radio', { name: 'Inactive' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Portrait 2' }));
    await user.click(within(sheet).getByRole('button', { name: 'Add user' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    const created = onAdded.mock.lastCall![0];
    expect(created).toMatchObject({ id: 15, name: 'Zoe Newcomer', status: 'inactive', company: 'Newco' });
    expect(created.avatar).toMatch(/images\/avatars\/avatar-2\.svg$/);
    const [first] = (await callApi('GET', '/users', { token: demo.token() })).body as User[];
    expect(first).toEqual(created);
  });

  it('shows the server’s answer under the field when the e-mail is taken', async () => {
    const { sheet, onAdded } = await openSheet();
    const user = await fill(sheet, {
      'Full name': 'Amara Twin',
      Email: 'amara.okafor@lumenlabs.io',
      Company: 'Lumen Labs',
      'Role (job title)': 'Designer',
    });
    await user.click(within(sheet).getByRole('button', { name: 'Add user' }));
    expect(await within(sheet).findByText('Another user already has this email')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Email', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(onAdded).not.toHaveBeenCalled();
  });
});
