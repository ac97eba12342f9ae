import { act, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { formatMoney, formatPercent } from '@/lib/format';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import type { EcommerceDashboard } from '../../types/ecommerce';
import { PromoCard } from './promo-card';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => act(() => i18n.changeLanguage('en')));

async function promo() {
  const { body } = await callApi('GET', '/dashboards/ecommerce', { token: demo.token() });
  return (body as EcommerceDashboard).promo;
}

it("sets the offer's discount and threshold and the code apart from the sentence around them", async () => {
  const data = await promo();
  await renderWithProviders(<PromoCard data={data} />, { ns: ['dashboards'] });
  const percent = formatPercent(data.discountPercent);
  const amount = formatMoney(data.minimumSpend, 'USD', { maximumFractionDigits: 0 });

  const offer = screen.getByText(
    (_, element) => element?.tagName === 'P' && element.textContent?.includes('every order') === true,
  );
  expect(offer).toHaveTextContent(`${percent} off every order over ${amount}.`);
  const strong = [...offer.querySelectorAll('strong')].map((element) => element.textContent);
  expect(strong).toEqual([`${percent} off`, amount]);

  const code = screen.getByText(data.code);
  expect(code.tagName).toBe('CODE');
  expect(code.parentElement).toHaveTextContent(`Use the code ${data.code} at checkout.`);
  // No tag of the message shows as text.
  expect(document.body.textContent).not.toMatch(/<\/?(strong|code)>/);
});

it('keeps the markup in Arabic, whose sentence orders the parts differently', async () => {
  const data = await promo();
  await renderWithProviders(<PromoCard data={data} />, { ns: ['dashboards'], locale: 'ar' });
  const code = screen.getByText(data.code);
  expect(code.tagName).toBe('CODE');
  expect(code.parentElement?.textContent).toContain('استخدم الرمز');
  expect(document.body.textContent).not.toMatch(/<\/?(strong|code)>/);
});
