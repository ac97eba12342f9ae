/**
 * Help centre questions (the FAQ page).
 *   GET /faq?q=<words>&category=<id> -> { categories, total }
 * Every word of `q` must appear in the question or its answer (case and accents ignored);
 * categories left without a match are dropped, so the page can show "no results" plainly.
 * Texts come in the reader's language (Accept-Language, mocks/locale.ts), and `q` searches them.
 * Needs read AclDemo, what the FAQ page's route needs (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import type { Locale } from '@/config/theme';
import { faqCategories, type FaqLanguage } from '../data/faq';
import { faqAr } from '../data/faq-ar';
import { faqFr } from '../data/faq-fr';
import { api, parseQuery, requireAbility } from '../http';
import { localeOf, translated, type OtherLocale } from '../locale';

const categoryIds = faqCategories.map((c) => c.id) as [string, ...string[]];

const query = z.object({
  q: z._default(z.string().check(z.maxLength(100, { error: 'q must be at most 100 characters' })), ''),
  category: z.optional(z.enum(categoryIds, { error: `category must be one of ${categoryIds.join(', ')}` })),
});

/** Lower case without accents, so "réponse" finds "reponse" and the other way round. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const languages: Record<OtherLocale, FaqLanguage> = { fr: faqFr, ar: faqAr };
const categoryTexts = { fr: languages.fr.categories, ar: languages.ar.categories };
const questionTexts = { fr: languages.fr.questions, ar: languages.ar.questions };

/** The FAQ in `locale`: each category and question with its texts in that language. */
export function faqIn(locale: Locale) {
  return faqCategories.map((c) => ({
    ...translated(c, c.id, locale, categoryTexts),
    questions: c.questions.map((item) => translated(item, item.id, locale, questionTexts)),
  }));
}

export function searchFaq(q: string, category?: string, locale: Locale = 'en') {
  const words = fold(q).split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((word) => text.includes(word));
  const categories = faqIn(locale)
    .filter((c) => !category || c.id === category)
    .map((c) => ({ ...c, questions: c.questions.filter((item) => matches(fold(`${item.question} ${item.answer}`))) }))
    .filter((c) => c.questions.length > 0);
  const total = categories.reduce((sum, c) => sum + c.questions.length, 0);
  return { categories, total };
}

export const handlers = [
  http.get(api('/faq'), ({ request }) => {
    const user = requireAbility(request, 'read', 'AclDemo');
    if (user instanceof Response) return user;
    const params = parseQuery(query, request.url);
    if (params instanceof Response) return params;
    return HttpResponse.json(searchFaq(params.q, params.category, localeOf(request)));
  }),
];
