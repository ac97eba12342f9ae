/*
 * Boots the live demo for any /demo/ address the host does not know.
 *
 * The build writes one HTML file per demo route (deep links answer 200) and demo/404.html (the
 * app's shell) for everything else: an invoice id created in the browser, a typo. Many static hosts
 * (GitHub Pages, Netlify, Vercel, S3 website hosting) only ever answer a miss with the site's ROOT
 * 404.html, which is this docs not-found page. So this page hands demo addresses over to the app:
 * it fetches demo/404.html and replaces itself with it, in place.
 *
 * Why in place rather than a redirect: the address stays exactly what was asked for, with no
 * detour through another URL, and the response keeps its honest 404 status for crawlers and
 * monitors, the same answer the host gives where it does serve demo/404.html itself. The app then
 * routes the address: the screen for a real id, its "Page Not Found" for a wrong one.
 *
 * An external file (no inline script), so the site keeps running under `script-src 'self'`. The
 * demo's base path comes from the script tag's data-demo-base attribute.
 */
(function () {
  var script = document.currentScript;
  var base = (script && script.getAttribute('data-demo-base')) || '/demo/';
  var path = location.pathname;
  if (path !== base.replace(/\/$/, '') && path.indexOf(base) !== 0) return;

  var root = document.documentElement;
  // The docs' not-found page must not flash while the app's shell loads.
  root.hidden = true;
  // Nor start its own scripts: the search box (Pagefind) sets itself up once the page has loaded,
  // and if that lands after the app has replaced the page it reports a missing element. This
  // script runs first, so its capturing listener stops the event before the page's own listeners.
  var holdPageScripts = function (event) {
    event.stopImmediatePropagation();
  };
  window.addEventListener('DOMContentLoaded', holdPageScripts, true);
  fetch(base + '404.html', { credentials: 'same-origin' })
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.text();
    })
    .then(function (html) {
      // Parses the shell as if the host had sent it: its external scripts run, in order, as usual.
      window.removeEventListener('DOMContentLoaded', holdPageScripts, true);
      document.open();
      document.write(html);
      document.close();
    })
    .catch(function () {
      // Offline or no demo deployed: show the docs' not-found page with its link to the demo.
      root.hidden = false;
    });
})();
