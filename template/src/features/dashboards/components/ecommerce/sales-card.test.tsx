import { act, waitFor } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import type { EcommerceSales } from '../../types/ecommerce';
import { SalesCard } from './sales-card';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

// jsdom lays nothing out: the chart is given a box to draw in, as a browser would.
beforeEach(() => {
  const box = { x: 0, y: 0, left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200 };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ ...box, toJSON: () => box });
});
afterEach(() => act(() => i18n.changeLanguage('en')));

/** The category labels drawn under the chart (SVG text), as the chart shows them. */
const drawnLabels = () => [...document.querySelectorAll('[data-slot="chart-svg"] text')].map((t) => t.textContent);

it('names the days under the chart again in the new language after a language switch', async () => {
  const { body } = await callApi('GET', '/dashboards/ecommerce/sales?period=7d', { token: demo.token() });
  const data = body as EcommerceSales;
  await renderWithProviders(<SalesCard data={data} />, { ns: ['dashboards'] });
  const day = new Date(`${data.dates[0]}T00:00`);
  const inEnglish = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }).format(day);
  const inFrench = new Intl.DateTimeFormat('fr', { month: 'short', day: 'numeric' }).format(day);
  await waitFor(() => expect(drawnLabels()).toContain(inEnglish));

  await act(() => i18n.changeLanguage('fr'));
  expect(drawnLabels()).toContain(inFrench);
  expect(drawnLabels()).not.toContain(inEnglish);
});
