import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n, initI18n } from '@/lib/i18n';
import type { FaqCategory } from '../types';
import { FaqList } from './faq-list';
import { FaqTopics } from './faq-topics';

const categories: FaqCategory[] = [
  {
    id: 'delivery',
    title: 'Delivery',
    subtitle: 'Shipping',
    icon: 'delivery',
    questions: [
      { id: 'd1', question: 'Do you ship internationally?', answer: 'Yes, to 42 countries.' },
      { id: 'd2', question: 'How long does delivery take?', answer: 'Three to five days.' },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    subtitle: 'Sign-in',
    icon: 'account',
    questions: [{ id: 'a1', question: 'How do I reset my password?', answer: 'Use the link we email you.' }],
  },
];

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['faq', 'common']);
});

const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('FaqList', () => {
  it('shows each category as a titled section and opens its first answer when browsing', () => {
    wrap(<FaqList categories={categories} query="" />);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByRole('button', { name: 'Do you ship internationally?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(delivery).getByRole('button', { name: 'How long does delivery take?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens every match and marks the search words while searching', () => {
    const { container } = wrap(<FaqList categories={categories} query="ship" />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'true');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toContain('ship');
  });

  it('says when nothing matches and offers to clear the search', async () => {
    const onClear = vi.fn();
    wrap(<FaqList categories={[]} query="submarine" onClearSearch={onClear} />);
    expect(screen.getByText('No answer found')).toBeVisible();
    expect(screen.getByText(/Nothing matches “submarine” here/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('shows a failed load with a retry', async () => {
    const onRetry = vi.fn();
    wrap(<FaqList categories={[]} query="" error="Request failed with status code 500" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed with status code 500');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('FaqTopics', () => {
  it('counts the matches per topic and reports the picked one', async () => {
    const onSelect = vi.fn();
    wrap(<FaqTopics categories={categories} selected="account" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: /All topics\s*3 questions/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Account\s*1 question$/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Delivery/ }));
    expect(onSelect).toHaveBeenCalledWith('delivery');
    await userEvent.click(screen.getByRole('button', { name: /All topics/ }));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });
});
