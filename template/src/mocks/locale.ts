/**
 * The reader's language on the demo backend. The api-client sends the app's language as
 * `Accept-Language` (lib/api-client.ts); handlers answer seed prose (FAQ answers, courses and their
 * curricula, tutors and reviews, the academy's classes, job openings, product and menu descriptions,
 * notifications, guides, mail, chat, the dashboards' texts, the profiles' posts, bios and timelines,
 * kanban cards, calendar events, invoices) in it, English when
 * the header names no language the app has (the chat's socket names it in its URL instead).
 * Seeds hold their English text; each other language is a table of texts by record id beside them
 * (mocks/data/*-fr.ts, *-ar.ts), so adding a language never touches the English seed. Records a user
 * can edit go through `translatedSeed`, so what they type is never replaced by a translation.
 */
import { locales, type Locale } from '@/config/theme';

export type OtherLocale = Exclude<Locale, 'en'>;

/** Text in every language of the app, English first. */
export type Prose = Record<Locale, string>;

/** A seed's translations: for each language but English, the translated fields by record id. */
export type Translations<T> = Record<OtherLocale, Record<string, T>>;

const known = new Set<string>(locales);
const otherLocales = locales.filter((l): l is OtherLocale => l !== 'en');

/**
 * The first language of an `Accept-Language` header (by its q-values) that the app has, by its
 * primary tag (`fr-CA` is French); English when none is.
 */
export const localeOf = (request: Request): Locale => localeOfHeader(request.headers.get('Accept-Language') ?? '');

/** `localeOf` for a header's value, or a plain tag: a WebSocket cannot send headers, so the chat's names it in its URL. */
export function localeOfHeader(header: string): Locale {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && known.has(entry.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.tag as Locale | undefined) ?? 'en';
}

/** `record` with its prose in `locale`: the translated fields of its id replace the English ones. */
export function translated<T extends object, K extends keyof T>(
  record: T,
  id: string | number,
  locale: Locale,
  translations: Translations<Pick<T, K>>,
): T {
  if (locale === 'en') return record;
  const fields = translations[locale][String(id)];
  return fields ? { ...record, ...fields } : record;
}

const sameText = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A stored record that users can edit, with its seed prose in `locale`. A field counts as seed prose
 * while it holds the seed's text in any of the app's languages (an edit form opened in French and
 * saved sends the French text back unchanged: it is still the seed's, and every reader gets their
 * own language); once a user has typed something else, it stays as typed for everyone.
 * `seed` is the record's English seed fields, `undefined` for a record users created.
 */
export function translatedSeed<T extends object, K extends keyof T>(
  record: T,
  seed: Pick<T, K> | undefined,
  id: string | number,
  locale: Locale,
  translations: Translations<Pick<T, K>>,
): T {
  if (!seed) return record;
  const versions = [seed, ...otherLocales.map((l) => translations[l][String(id)])];
  const wanted = translated(seed, id, locale, translations);
  const out = { ...record };
  for (const key of Object.keys(seed) as K[]) {
    if (versions.some((version) => version && sameText(version[key], record[key]))) out[key] = wanted[key];
  }
  return out;
}
