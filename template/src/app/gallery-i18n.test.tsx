import { routes } from '@/config/paths';
import type { Locale } from '@/config/theme';
import { galleries, type GalleryRoute } from '@/features/gallery/galleries';
import { renderWithProviders } from '@/testing/render';
import { contentScreenModules } from './content-screens';

/**
 * Galleries whose examples still show English whatever the language. Each is skipped until its
 * texts go through i18n; remove a route here once its page passes.
 */
const notLocalizedYet = new Set<GalleryRoute>([]);

/**
 * Texts that are the same in every language on purpose: names of people, products and brands.
 * Keep it short: anything else here is English a visitor would see untranslated.
 */
const sameInEveryLanguage = new Set<string>([
  // The people of the component examples (avatars, lists, chips).
  ...['Nora Kim', 'Sam Patel', 'Lea Fischer', 'Omar Haddad', 'Ines Costa', 'Tom Becker'],
  // A brand.
  'Acme Studio',
  // People in the form examples' lists (autocomplete chips, select with avatars).
  'Britta Holt',
  'Grace Hopper',
  'Sandra Perry',
  // A phone range in the Chart.js scatter example.
  'Samsung Note',
  // The Chart.js page's title in French and Arabic, and the website field's placeholder (text field affixes).
  'Chart.js',
  'tessera.dev',
]);

/** Attributes a visitor reads or hears as text. */
const textAttributes = ['aria-label', 'title', 'placeholder', 'alt'] as const;

/**
 * The texts of a rendered page a visitor sees or hears: each element's own text (its text nodes,
 * without its children's, so an avatar's initials do not stick to the name beside them) and its
 * text attributes. The source blocks of "View code" are left out: code is code in every language.
 */
function pageTexts(root: HTMLElement): Set<string> {
  const texts = new Set<string>();
  const add = (text: string | null) => {
    const clean = text?.replace(/\s+/g, ' ').trim();
    if (clean) texts.add(clean);
  };
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.closest('pre, code, script, style, [hidden]')) continue;
    const ownText = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    add(ownText.map((node) => node.textContent).join(''));
    for (const name of textAttributes) add(element.getAttribute(name));
  }
  return texts;
}

/** Two words or more (a word holds a letter: "10:30 AM" is one word, "12 items" two). */
const isPhrase = (text: string) => text.split(' ').filter((word) => /\p{L}/u.test(word)).length >= 2;

/**
 * What i18next shows for a key it does not know: the dotted key itself ("button.sections.icons"),
 * not a file name or an address ("cover.png", "acme.io"). Names that look like one ("Chart.js")
 * are in sameInEveryLanguage.
 */
const isRawKey = (text: string) =>
  /^[a-z][\w-]*(\.[a-z][\w-]*)+$/i.test(text) &&
  !/\.(png|jpe?g|svg|webp|pdf|docx?|xlsx|csv|io|com|org|dev)$/.test(text) &&
  !sameInEveryLanguage.has(text);

async function render(route: GalleryRoute, locale: Locale) {
  const { screen, ns } = routes[route];
  const load = contentScreenModules[`./routes/${screen}.tsx`];
  if (!load) throw new Error(`No screen module routes/${screen}.tsx for ${route}`);
  const { default: Screen } = await load();
  const { container, unmount } = await renderWithProviders(<Screen />, { ns: [...ns], locale });
  const texts = pageTexts(container);
  unmount();
  return texts;
}

describe.each(Object.keys(galleries) as GalleryRoute[])('the %s gallery', (route) => {
  it.skipIf(notLocalizedYet.has(route))(
    'shows no English sentence in fr or ar, and no raw key in any language',
    async () => {
      const english = await render(route, 'en');
      for (const locale of ['fr', 'ar'] as const) {
        const translated = await render(route, locale);
        const untranslated = [...translated].filter(
          (text) => isPhrase(text) && english.has(text) && !sameInEveryLanguage.has(text),
        );
        expect(untranslated, `English texts in ${locale}`).toEqual([]);
        expect([...translated].filter(isRawKey), `raw keys in ${locale}`).toEqual([]);
      }
      expect([...english].filter(isRawKey), 'raw keys in en').toEqual([]);
    },
    20_000,
  );
});
