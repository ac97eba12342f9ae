import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDemoServer } from '@/mocks/testing';
import { setApiReady } from '@/lib/api-ready';
import { getUserData } from '@/lib/session';
import { renderAuthScreen } from '../testing';
import { RegisterForm } from './register-form';

useDemoServer();
beforeEach(() => setApiReady(Promise.resolve()));

async function setup() {
  const user = userEvent.setup();
  await renderAuthScreen(<RegisterForm />, '/register');
  const field = (name: string) => screen.getByLabelText(name, { exact: true });
  await screen.findByRole('button', { name: 'Create account' });
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      await user.clear(field(label));
      if (value) await user.type(field(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  };
  return { user, field, fill };
}

describe('RegisterForm', () => {
  it('checks every field with the form rules', async () => {
    const { field, fill } = await setup();
    await fill({ 'Full name': '', Username: 'ab', Email: 'nope', Password: '123' });
    expect(field('Full name')).toHaveAccessibleDescription('This field is required');
    expect(field('Username')).toHaveAccessibleDescription(
      expect.stringContaining('You must enter a minimum of 3 characters'),
    );
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('You must enter a minimum of 6 characters'),
    );
  });

  it('shows each conflict under its own field', async () => {
    const { field, fill } = await setup();
    await fill({ 'Full name': 'Someone', Username: 'johndoe', Email: 'admin@demo.com', Password: 'secret1' });
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('An account with this email already exists.'),
    );
    expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('This username is already taken.'));

    await fill({ 'Full name': 'Someone', Username: 'johndoe', Email: 'someone@demo.com', Password: 'secret1' });
    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('This username is already taken.')),
    );
    expect(field('Email')).not.toHaveAccessibleDescription();
  });

  it('creates the account, signs it in and opens its landing page', async () => {
    const { fill } = await setup();
    await fill({ 'Full name': 'Ada Lovelace', Username: '', Email: 'ada@demo.com', Password: 'engine42' });
    expect(await screen.findByRole('heading', { name: 'landed /dashboard/crm' })).toBeInTheDocument();
    expect(getUserData()).toMatchObject({ fullName: 'Ada Lovelace', username: 'adalovelace', role: 'admin' });
  });
});
