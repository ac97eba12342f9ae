import { formatList } from './format';
import { i18n, initI18n } from './i18n';

beforeAll(async () => {
  await initI18n('en');
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('formatList', () => {
  it('joins names the way the current language writes a list', async () => {
    await i18n.changeLanguage('fr');
    expect(formatList(['français', 'arabe', 'anglais'])).toBe('français, arabe et anglais');

    await i18n.changeLanguage('ar');
    expect(formatList(['الفرنسية', 'العربية', 'الإنجليزية'])).toBe('الفرنسية والعربية والإنجليزية');

    await i18n.changeLanguage('en');
    expect(formatList(['French', 'Arabic', 'English'])).toBe('French, Arabic, and English');
  });

  it('lists values without "and" when asked for a unit list', async () => {
    await i18n.changeLanguage('fr');
    expect(formatList(['12', '18', '9'], { type: 'unit', style: 'narrow' })).toBe('12 18 9');
    await i18n.changeLanguage('en');
    expect(formatList(['12', '18', '9'], { type: 'unit' })).toBe('12, 18, 9');
  });

  it('leaves a single name and an empty list alone', async () => {
    await i18n.changeLanguage('ar');
    expect(formatList(['العربية'])).toBe('العربية');
    expect(formatList([])).toBe('');
  });
});
