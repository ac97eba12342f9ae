import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiReady } from '@/lib/api-ready';
import { useDemoServer } from '@/mocks/testing';
import { renderAuthScreen } from '../testing';
import { demoAuthLinks } from './auth-links';
import { ResetPasswordForm } from './reset-password-form';

const server = useDemoServer();
beforeEach(() => setApiReady(Promise.resolve()));

async function setup() {
  const user = userEvent.setup();
  await renderAuthScreen(<ResetPasswordForm links={demoAuthLinks.v1} />, '/auth/reset-password?token=abc');
  const password = await screen.findByLabelText('New password', { exact: true });
  const confirm = screen.getByLabelText('Confirm new password', { exact: true });
  const submit = screen.getByRole('button', { name: 'Set new password' });
  return { user, password, confirm, submit };
}

// Typing three passwords key by key takes a few seconds on a busy machine.
describe('ResetPasswordForm', { timeout: 15_000 }, () => {
  it('asks for both fields, then for a strong password, then for matching entries, sending nothing', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    const { user, password, confirm, submit } = await setup();
    await user.click(submit);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    expect(confirm).toHaveAccessibleDescription('This field is required');
    expect(password).toHaveFocus();

    await user.type(password, 'password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters (done)'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('A digit (missing)'));
    await user.click(submit);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('This password is too weak'));

    await user.type(password, 'A1');
    await user.type(confirm, 'passwordA2');
    await user.click(submit);
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining('too weak'));
    expect(confirm).toHaveAccessibleDescription('The two passwords do not match.');
    expect(confirm).toHaveFocus();
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('sends the token and the new password, then confirms with a way to sign in', async () => {
    const bodies: unknown[] = [];
    server.events.on(
      'request:start',
      ({ request }) =>
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b)),
    );
    const { user, password, confirm, submit } = await setup();
    await user.type(password, 'Tessera2026');
    await user.type(confirm, 'Tessera2026');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(screen.getByRole('link', { name: 'Sign in with it' })).toHaveAttribute('href', '/auth/login');
    await waitFor(() => expect(bodies).toEqual([{ token: 'abc', password: 'Tessera2026' }]));
    server.events.removeAllListeners();
  });
});
