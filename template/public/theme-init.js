/*
 * Applies the stored display settings to <html> before the first paint, so a reload never
 * flashes the wrong theme or direction. A plain external script (no inline code) so the site
 * runs under a strict Content-Security-Policy. Mirrors applyToDocument in src/lib/settings.ts.
 */
(function () {
  var root = document.documentElement;
  function get(key, prefix) {
    try {
      return localStorage.getItem((prefix || 'app-1-') + key);
    } catch (e) {
      return null;
    }
  }
  function pick(list, value, fallback) {
    value = value ? String(value).toLowerCase() : '';
    return list.indexOf(value) >= 0 ? value : fallback;
  }
  var locale = pick(['en', 'fr', 'ar'], get('locale'), 'en');
  var theme = pick(['system', 'light', 'dark'], get('theme'), 'system');
  var menu = pick(['vertical', 'horizontal'], get('menu'), 'vertical');
  var rtl = get('rtl');
  var dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.setAttribute('data-skin', pick(['classic', 'modern', 'decent', 'bordered'], get('skin'), 'modern'));
  root.setAttribute(
    'data-preset',
    pick(['success', 'info', 'primary', 'blue', 'yellow', 'error'], get('preset'), 'primary'),
  );
  root.setAttribute('data-menu', menu);
  root.setAttribute('data-layout', get('box-layout') === 'false' ? 'full' : 'box');
  root.setAttribute('data-semi-dark', String(get('semi-dark') === 'true' && menu === 'vertical'));
  root.setAttribute('data-navbar', get('navbar-fixed') === 'false' ? 'static' : 'fixed');
  root.setAttribute('lang', locale);
  root.setAttribute('dir', rtl === 'true' || (rtl !== 'false' && locale === 'ar') ? 'rtl' : 'ltr');
  root.style.colorScheme = dark ? 'dark' : 'light';
  // Pages are pre-rendered in English and the default layout: in another language that markup
  // must not show.
  if (locale !== 'en') root.setAttribute('data-prerender-stale', '');
  // The signed-in user as the session cookie has them (src/lib/session.ts), or {}.
  var account = {};
  try {
    account = JSON.parse(decodeURIComponent(/(?:^|;\s*)userData=([^;]*)/.exec(document.cookie)[1])) || {};
  } catch (e) {
    // No session, or not one this script can read.
  }
  // A signed-in page's markup (scripts/prerender-routes.mjs) is its shell in the default layout,
  // for a session, at the bare address: without a session (the app sends the visitor to sign in),
  // in another layout, or with a query the screen reads (a filter, an id) it must not show either.
  // Cookie names as in src/lib/cookies.ts.
  function shellDoesNotFit() {
    var session = /(?:^|;\s*)accessToken=/.test(document.cookie) && /(?:^|;\s*)userData=/.test(document.cookie);
    return (
      !session ||
      location.search !== '' ||
      menu !== 'vertical' ||
      get('menu-mini') === 'true' ||
      get('box-layout') === 'false' ||
      get('navbar-fixed') === 'false'
    );
  }
  // A page drawn with the demo backend's answers (data-answers) shows the seed as the demo's admin
  // sees it: not to another account, nor once the visitor has changed the demo data (src/mocks/db.ts
  // marks the first change).
  function answersDoNotFit() {
    return account.role !== 'admin' || get('changed', 'tessera-db-') !== null;
  }
  // Pre-rendered markup is not live until the app takes it over: until then (src/main.tsx lifts
  // both) it is inert and hidden from assistive technology, so nobody acts on a page that cannot
  // answer yet. Without JavaScript this never runs and the page stays readable and its links work.
  new MutationObserver(function (records, observer) {
    var app = document.getElementById('root');
    if (!app) return;
    observer.disconnect();
    if (!app.hasAttribute('data-prerendered')) return;
    if (app.getAttribute('data-layout') === 'content' && shellDoesNotFit())
      root.setAttribute('data-prerender-stale', '');
    if (app.hasAttribute('data-answers') && answersDoNotFit()) root.setAttribute('data-prerender-stale', '');
    app.inert = true;
    app.setAttribute('aria-hidden', 'true');
  }).observe(root, { childList: true, subtree: true });
  // A signed-in page's markup shows the account menu as a guest's (the pages are rendered without a
  // session). Until the app takes it over, the avatar shows the signed-in user's initials instead
  // (src/styles/index.css, components/layout/user-menu.tsx), the way components/ui/avatar.tsx makes them.
  var initials = (String(account.fullName || '').match(/\S+/g) || [])
    .slice(0, 2)
    .map(function (part) {
      return part.charAt(0).toUpperCase();
    })
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
  if (initials) {
    root.setAttribute('data-session-initials', initials);
    root.style.setProperty('--session-initials', '"' + initials + '"');
  }
  // A themed picture that is its page's largest paint (data-largest-paint, src/components/ui/
  // illustration.tsx) comes in both looks, both lazy, so the preload scanner fetches neither. This
  // script knows the look: as the parser adds that look's picture, it is made eager and downloads
  // beside the stylesheet rather than after the first layout. Later renders keep plain lazy loading.
  var look = dark ? 'dark' : 'light';
  function loadAtOnce() {
    var pictures = root.querySelectorAll('img[data-largest-paint][data-theme-look="' + look + '"][loading="lazy"]');
    for (var i = 0; i < pictures.length; i += 1) pictures[i].loading = 'eager';
  }
  var parsing = new MutationObserver(loadAtOnce);
  parsing.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', function () {
    parsing.disconnect();
    loadAtOnce();
  });
})();
