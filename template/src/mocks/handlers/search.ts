/**
 * Global search: GET /global-search?q=<text>&lang=<locale> -> at most 5 pages whose
 * localized title contains q (case-insensitive), only pages the caller may open. Titles and group
 * labels come from the locales' nav.json, the entries from config/navigation.ts searchIndex().
 */
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { searchIndex } from '@/config/navigation';
import { locales, type Locale } from '@/config/theme';
import { canAccessRoute } from '@/lib/ability';
import { matchPages } from '@/lib/match-pages';
import ar from '@/locales/ar/nav.json';
import en from '@/locales/en/nav.json';
import fr from '@/locales/fr/nav.json';
import { api, parseQuery, requireUser } from '../http';
import { rulesOfAccount } from './roles-store';

type NavStrings = Record<string, unknown> & { routes: Record<string, string> };
const strings: Record<Locale, NavStrings> = { en, fr, ar };

const query = z.object({
  q: z._default(z.string().check(z.maxLength(100, { error: 'q must be at most 100 characters' })), ''),
  lang: z._default(z.enum(locales, { error: `lang must be one of ${locales.join(', ')}` }), 'en'),
});

function label(lang: Locale, key: string): string {
  const value = strings[lang][key] ?? strings.en[key];
  return typeof value === 'string' ? value : key;
}

const entries = searchIndex();

/** Titles per language, resolved once: each request only scans strings. */
const haystacks = new Map<Locale, string[]>();
function titlesIn(lang: Locale): string[] {
  let list = haystacks.get(lang);
  if (!list) {
    list = entries.map((e) => strings[lang].routes[e.to.name] ?? strings.en.routes[e.to.name] ?? e.to.name);
    haystacks.set(lang, list);
  }
  return list;
}

export const handlers = [
  http.get(api('/global-search'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const params = parseQuery(query, request.url);
    if (params instanceof Response) return params;

    const rules = rulesOfAccount(user.id);
    const ability = createMongoAbility<MongoAbility<[string, string]>>(rules as never);
    const titles = titlesIn(params.lang);
    const best = matchPages(entries, params.q, params.lang, {
      titleOf: (entry) => titles[entries.indexOf(entry)]!,
      groupOf: (entry) => label(params.lang, entry.subtitle),
      canOpen: (entry) => canAccessRoute(entry.to.name, user, true, ability),
    });
    return HttpResponse.json(best);
  }),
];
