import { localeOf, translated, translatedSeed } from './locale';

const asking = (header?: string) =>
  new Request('http://localhost/api/faq', { headers: header === undefined ? {} : { 'Accept-Language': header } });

describe('localeOf', () => {
  it.each([
    [undefined, 'en'],
    ['fr', 'fr'],
    ['AR', 'ar'],
    ['fr-CA', 'fr'],
    ['de-DE, ar;q=0.8, fr;q=0.9', 'fr'],
    ['ar;q=0.2, fr;q=0', 'ar'],
    ['de, es', 'en'],
    ['*', 'en'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeOf(asking(header))).toBe(locale);
  });
});

describe('translated', () => {
  const texts = { fr: { 7: { title: 'Bonjour' } }, ar: {} };
  it('replaces the translated fields of the record, and nothing else', () => {
    expect(translated({ id: 7, title: 'Hello', n: 1 }, 7, 'fr', texts)).toEqual({ id: 7, title: 'Bonjour', n: 1 });
  });
  it('keeps the English when the language has no text for the id, or is English', () => {
    expect(translated({ id: 7, title: 'Hello' }, 7, 'ar', texts)).toEqual({ id: 7, title: 'Hello' });
    expect(translated({ id: 8, title: 'Hi' }, 8, 'fr', texts)).toEqual({ id: 8, title: 'Hi' });
    expect(translated({ id: 7, title: 'Hello' }, 7, 'en', texts)).toEqual({ id: 7, title: 'Hello' });
  });
});

describe('translatedSeed', () => {
  const seed = { desc: 'Fresh bread' };
  const texts = { fr: { 3: { desc: 'Pain frais' } }, ar: { 3: { desc: 'خبز طازج' } } };
  const stored = (desc: string) => ({ id: 3, desc, price: 4 });

  it('translates a field that still holds the seed text, in whichever language it was saved', () => {
    expect(translatedSeed(stored('Fresh bread'), seed, 3, 'fr', texts)).toEqual(stored('Pain frais'));
    expect(translatedSeed(stored('Pain frais'), seed, 3, 'ar', texts)).toEqual(stored('خبز طازج'));
    expect(translatedSeed(stored('خبز طازج'), seed, 3, 'en', texts)).toEqual(stored('Fresh bread'));
  });
  it('keeps what a user typed, and records users created, as they are', () => {
    expect(translatedSeed(stored('Bread of the day'), seed, 3, 'fr', texts)).toEqual(stored('Bread of the day'));
    expect(translatedSeed(stored('Pain frais'), undefined, 3, 'en', texts)).toEqual(stored('Pain frais'));
  });
});
