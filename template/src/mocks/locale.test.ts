import { localeOf, translated } from './locale';

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
