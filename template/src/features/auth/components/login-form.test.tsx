import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '@/mocks/http';
import { loginAs, useDemoServer } from '@/mocks/testing';
import { setApiReady } from '@/lib/api-ready';
import { getUserData } from '@/lib/session';
import { renderAuthScreen } from '../testing';
import { LoginForm } from './login-form';

const server = useDemoServer();
beforeEach(() => setApiReady(Promise.resolve()));

async function setup(path = '/login') {
  const user = userEvent.setup();
  const view = await renderAuthScreen(<LoginForm />, path);
  const email = await screen.findByRole('textbox', { name: 'Email' });
  const password = screen.getByLabelText('Password', { exact: true });
  const submit = screen.getByRole('button', { name: 'Login' });
  return { user, email, password, submit, ...view };
}

describe('LoginForm', () => {
  it('shows both demo accounts with their passwords', async () => {
    await setup();
    expect(screen.getByText(/admin@demo\.com/)).toHaveTextContent('admin@demo.com / admin');
    expect(screen.getByText(/client@demo\.com/)).toHaveTextContent('client@demo.com / client');
  });

  it('checks the fields before sending, with the rule messages under each field', async () => {
    const { user, email, password, submit } = await setup();
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(password).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
  });

  it('shows the server error under Email for a wrong password', async () => {
    const { user, email, password, submit } = await setup();
    await user.type(email, 'admin@demo.com');
    await user.type(password, 'wrong');
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email or password is incorrect.'));
    expect(getUserData()).toBeNull();
  });

  it('fills a demo account and lands the admin on the CRM dashboard', async () => {
    const { user, email, password, submit } = await setup();
    await user.click(screen.getByRole('button', { name: 'Use Admin' }));
    expect(email).toHaveValue('admin@demo.com');
    expect(password).toHaveValue('admin');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'landed /dashboard/crm' })).toBeInTheDocument();
    expect(getUserData()?.role).toBe('admin');
  });

  it('goes to `to` when allowed, else to the role landing page', async () => {
    const admin = await setup('/login?to=/apps/calendar');
    await admin.user.click(screen.getByRole('button', { name: 'Use Admin' }));
    await admin.user.click(admin.submit);
    expect(await screen.findByRole('heading', { name: 'landed /apps/calendar' })).toBeInTheDocument();
    admin.unmount();

    const client = await setup('/login?to=/apps/calendar');
    await client.user.click(screen.getByRole('button', { name: 'Use Client' }));
    await client.user.click(client.submit);
    expect(await screen.findByRole('heading', { name: 'landed /pages/faq' })).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { user, password } = await setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so plainly when the server cannot be reached', async () => {
    server.use(http.post(api('/auth/login'), () => HttpResponse.error()));
    const { user, submit } = await setup();
    await user.click(screen.getByRole('button', { name: 'Use Client' }));
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach the server.");
  });

  it('asks for the app code when the server answers a challenge, and signs in with it', async () => {
    const session = await loginAs('admin@demo.com');
    const codes: unknown[] = [];
    server.use(
      http.post(api('/auth/login'), () => HttpResponse.json({ twoFactorRequired: true, challenge: 'c-1' })),
      http.post(api('/auth/login/two-factor'), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        codes.push(body);
        return body.code === '246810'
          ? HttpResponse.json(session)
          : HttpResponse.json(
              {
                message: 'The code is not right or has expired',
                errors: { code: ['The code is not right or has expired'] },
              },
              { status: 400 },
            );
      }),
    );
    const { user, submit } = await setup();
    await user.click(screen.getByRole('button', { name: 'Use Admin' }));
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(getUserData()).toBeNull();
    const verify = screen.getByRole('button', { name: 'Verify and sign in' });
    await user.click(verify);
    expect(screen.getByText('Enter all 6 digits of the code')).toBeInTheDocument();
    expect(codes).toEqual([]);

    await user.keyboard('135791');
    await user.click(verify);
    expect(await screen.findByText(/This code is not right or has expired/)).toBeInTheDocument();
    expect(codes).toEqual([{ challenge: 'c-1', code: '135791' }]);
    await user.keyboard('246810');
    await user.click(verify);
    expect(await screen.findByRole('heading', { name: 'landed /dashboard/crm' })).toBeInTheDocument();
    expect(getUserData()?.email).toBe('admin@demo.com');
  });

  it('goes back to the password step, and says so when the challenge has expired', async () => {
    server.use(
      http.post(api('/auth/login'), () => HttpResponse.json({ twoFactorRequired: true, challenge: 'old' })),
      http.post(api('/auth/login/two-factor'), () =>
        HttpResponse.json({ message: 'Sign in again', errors: { challenge: ['Sign in again'] } }, { status: 400 }),
      ),
    );
    const { user, submit } = await setup();
    await user.click(screen.getByRole('button', { name: 'Use Admin' }));
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Two-step verification' });
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired.');
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
  });
});
