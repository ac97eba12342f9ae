/**
 * The demo's prose follows the reader's language end to end: the api-client says the language
 * (Accept-Language), the demo backend answers its seed texts in it, and the screens show them.
 */
import { screen } from '@testing-library/react';
import { withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import CourseExploreScreen from '../academy/explore';
import FaqScreen from './faq';

withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

const faqAnswer = {
  en: 'Yes, we ship to 42 countries across Europe',
  fr: 'Oui, nous livrons dans 42 pays en Europe',
  ar: 'نعم، نشحن إلى 42 دولة في أوروبا',
};
const courseDescription = {
  en: 'Find weaknesses in web apps before attackers do.',
  fr: 'Trouvez les failles de vos applications web avant les attaquants.',
  ar: 'اكتشف نقاط الضعف في تطبيقات الويب قبل أن يكتشفها المهاجمون.',
};

describe.each(['en', 'fr', 'ar'] as const)('in %s', (locale) => {
  it('the FAQ shows its answers in the language', async () => {
    await renderWithProviders(<FaqScreen />, { ns: ['faq'], locale, path: '/?topic=delivery' });
    expect(await screen.findByText(new RegExp(faqAnswer[locale]), {}, { timeout: 10_000 })).toBeInTheDocument();
    if (locale !== 'en') expect(document.body.textContent).not.toContain(faqAnswer.en);
  });

  it('the course catalogue shows its descriptions in the language', async () => {
    await renderWithProviders(<CourseExploreScreen />, { ns: ['academy', 'data-table'], locale });
    expect(await screen.findByText(courseDescription[locale], {}, { timeout: 10_000 })).toBeInTheDocument();
    if (locale !== 'en') expect(document.body.textContent).not.toContain(courseDescription.en);
  });
});
