import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiReady } from '@/lib/api-ready';
import { getAccessToken, getUserData } from '@/lib/session';
import { useDemoServer } from '@/mocks/testing';
import { renderAuthScreen } from '../testing';
import { demoAuthLinks } from './auth-links';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

useDemoServer();
beforeEach(() => setApiReady(Promise.resolve()));

describe('the demo auth pages (preview forms)', () => {
  it('checks credentials and shows who they belong to without starting a session', async () => {
    const user = userEvent.setup();
    await renderAuthScreen(<LoginForm preview links={demoAuthLinks.v2} />, '/auth/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password-v2');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'client@demo.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'client');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('status')).toHaveTextContent('These credentials work: Jane Miller (Client).');
    expect(getAccessToken()).toBeNull();
    expect(getUserData()).toBeNull();
  });

  it('creates an account and says so without signing it in', async () => {
    const user = userEvent.setup();
    await renderAuthScreen(<RegisterForm preview links={demoAuthLinks.v1} />, '/auth/register');
    await user.type(screen.getByLabelText('Full name', { exact: true }), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'ada@demo.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'engine42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The account for ada@demo.com is ready.');
    expect(getUserData()).toBeNull();
  });
});
