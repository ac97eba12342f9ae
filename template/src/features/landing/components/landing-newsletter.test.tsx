import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { setApiReady } from '@/lib/api-ready';
import { i18n, initI18n } from '@/lib/i18n';
import { useDemoServer } from '@/mocks/testing';
import { LandingNewsletter } from './landing-newsletter';

const server = useDemoServer();

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['landing', 'auth', 'common']);
});
beforeEach(() => setApiReady(Promise.resolve()));

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LandingNewsletter />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return {
    user: userEvent.setup(),
    email: screen.getByRole('textbox', { name: 'Email address' }),
    consent: screen.getByRole('checkbox', { name: /I agree to receive/ }),
    submit: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('LandingNewsletter', () => {
  it('explains each mistake under its field and sends nothing', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    const { user, email, consent, submit } = setup();
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(consent).toHaveAccessibleDescription('Please agree to receive the newsletter.');
    expect(email).toHaveFocus();

    await user.type(email, 'ada@demo');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('subscribes a valid address and says so, then notices a second sign-up', async () => {
    const { user, email, consent, submit } = setup();
    await user.type(email, 'ada@demo.com');
    await user.click(consent);
    await user.click(submit);
    expect(await screen.findByText('Thanks! ada@demo.com is on the list.')).toBeVisible();
    expect(email).toHaveValue('');

    await user.type(email, 'ADA@demo.com');
    await user.click(consent);
    await user.click(submit);
    expect(await screen.findByText('ada@demo.com is already subscribed.')).toBeVisible();
  });
});
