import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '@/lib/i18n';
import type { Billing } from '../plans';
import { PricingBillingSwitch } from './pricing-billing-switch';
import { PricingPlans } from './pricing-plans';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['pricing', 'common']);
});

function Pricing() {
  const [billing, setBilling] = useState<Billing>('annual');
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PricingBillingSwitch billing={billing} onBillingChange={setBilling} />
        <PricingPlans
          billing={billing}
          actionFor={(plan) =>
            plan.id === 'enterprise' ? { href: 'mailto:sales@example.com' } : { href: '/buy', external: true }
          }
        />
      </MemoryRouter>
    </I18nextProvider>
  );
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('[data-plan]') as HTMLElement;

describe('pricing plans', () => {
  it('shows annual prices first and switches to monthly ones', async () => {
    const user = userEvent.setup();
    render(<Pricing />);
    const toggle = screen.getByRole('switch', { name: 'Bill annually' });
    expect(toggle).toBeChecked();
    expect(within(card('Pro')).getByText('$10')).toBeVisible();
    expect(within(card('Pro')).getByText('Billed $120 a year')).toBeVisible();
    expect(screen.getByText('Save up to 16%')).toBeVisible();

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(within(card('Pro')).getByText('$12')).toBeVisible();
    expect(within(card('Pro')).getByText('Billed every month, cancel any time')).toBeVisible();
    expect(within(card('Starter')).getByText('$0')).toBeVisible();
    expect(within(card('Enterprise')).getByText('Custom')).toBeVisible();

    // The word next to the switch is its label too.
    await user.click(screen.getByText('Annually'));
    expect(toggle).toBeChecked();
  });

  it('leads each plan to its own destination, marking links that open a new tab', () => {
    render(<Pricing />);
    expect(within(card('Pro')).getByRole('link', { name: 'Buy Now (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    expect(within(card('Pro')).getByText('Most popular')).toBeVisible();
  });
});
