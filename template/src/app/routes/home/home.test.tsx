/**
 * The starter's home screen against a stubbed `fetch` (no demo backend): the pattern for testing a
 * screen once the demo is stripped. The user comes from the session, the list from GET /notifications.
 */
import { screen, within } from '@testing-library/react';
import { startSession } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import HomeScreen from './home';

const userData = { id: 7, fullName: 'Ada Byron', username: 'ada', email: 'ada@example.com', role: 'admin' as const };

/** A card by its title (SectionCard renders a <section> around an h2). */
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

beforeEach(() => {
  startSession({ accessToken: 'token', refreshToken: 'refresh', userData, userAbilityRules: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('greets the signed-in user and lists the notifications the API answers', async () => {
  const fetch = answer(200, {
    notifications: [
      {
        id: 1,
        type: 'email',
        message: 'Invoice paid',
        timestamp: new Date().toISOString(),
        isRead: false,
        icon: 'mail',
        color: 'success',
      },
    ],
  });
  vi.stubGlobal('fetch', fetch);
  await renderWithProviders(<HomeScreen />, { ns: ['home'] });

  expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Ada Byron.')).toBeInTheDocument();
  expect(within(card('Your account')).getByText('ada@example.com')).toBeInTheDocument();
  expect(await screen.findByText('Invoice paid')).toBeInTheDocument();
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toMatch(/\/notifications$/);
  expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token');
});

it('shows the error with Retry when the API fails', async () => {
  vi.stubGlobal('fetch', answer(500, { message: 'Database down' }));
  await renderWithProviders(<HomeScreen />, { ns: ['home'] });

  expect(await within(card('Latest notifications')).findByRole('button', { name: /retry/i })).toBeInTheDocument();
});

it('says so when there is nothing to list', async () => {
  vi.stubGlobal('fetch', answer(200, { notifications: [] }));
  await renderWithProviders(<HomeScreen />, { ns: ['home'] });

  expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
});
