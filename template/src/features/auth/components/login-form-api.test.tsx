/**
 * The login form against a stubbed `fetch` instead of the demo backend: what a real API sees and
 * answers. These tests stay in the starter (`npm run strip-demo`), which has no demo backend.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUserData } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

async function signIn(fetch: ReturnType<typeof answer>) {
  vi.stubGlobal('fetch', fetch);
  await renderWithProviders(<LoginForm />, { ns: ['auth'], path: '/login' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('posts the credentials to /auth/login and stores the session the API answers', async () => {
  const fetch = answer(200, {
    accessToken: 'access',
    refreshToken: 'refresh',
    userData: { id: 3, fullName: 'Ada Byron', username: 'ada', email: 'ada@example.com', role: 'admin' },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });
  await signIn(fetch);

  await vi.waitFor(() => expect(getUserData()?.fullName).toBe('Ada Byron'));
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toMatch(/\/auth\/login$/);
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com', password: 'secret-1' });
});

it("shows the API's refusal in the reader's words and stays signed out", async () => {
  await signIn(answer(400, { message: 'Invalid email or password' }));

  expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
  expect(getUserData()).toBeNull();
});

it('shows a message the app does not know as the API sent it', async () => {
  await signIn(answer(403, { message: 'This account is locked' }));

  expect(await screen.findByText('This account is locked')).toBeInTheDocument();
  expect(getUserData()).toBeNull();
});
