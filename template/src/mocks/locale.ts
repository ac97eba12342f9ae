/**
 * The reader's language on the demo backend. The api-client sends the app's language as
 * `Accept-Language` (lib/api-client.ts); handlers answer seed prose (FAQ answers, course
 * descriptions, notifications, guides) in it, English when the header names no language the app has.
 * Seeds hold their English text; each other language is a table of texts by record id beside them
 * (mocks/data/*-fr.ts, *-ar.ts), so adding a language never touches the English seed.
 */
import { locales, type Locale } from '@/config/theme';

export type OtherLocale = Exclude<Locale, 'en'>;

/** Text in every language of the app, English first. */
export type Prose = Record<Locale, string>;

/** A seed's translations: for each language but English, the translated fields by record id. */
export type Translations<T> = Record<OtherLocale, Record<string, T>>;

const known = new Set<string>(locales);

/**
 * The first language of an `Accept-Language` header (by its q-values) that the app has, by its
 * primary tag (`fr-CA` is French); English when none is.
 */
export function localeOf(request: Request): Locale {
  const header = request.headers.get('Accept-Language') ?? '';
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
