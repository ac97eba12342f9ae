/*
 * Applies the colour mode and preset before the first paint, from the same localStorage keys as
 * the demo (app-1-theme, app-1-preset, app-1-skin), so the docs and the demo always match.
 * An external file (not inline) so the site runs under `script-src 'self'`.
 */
(function () {
  var root = document.documentElement;
  function get(key) {
    try {
      return localStorage.getItem('app-1-' + key);
    } catch (e) {
      return null;
    }
  }
  function pick(list, value, fallback) {
    value = value ? String(value).toLowerCase() : '';
    return list.indexOf(value) >= 0 ? value : fallback;
  }
  var theme = pick(['system', 'light', 'dark'], get('theme'), 'system');
  var dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.setAttribute('data-skin', pick(['classic', 'modern', 'decent', 'bordered'], get('skin'), 'modern'));
  root.setAttribute(
    'data-preset',
    pick(['success', 'info', 'primary', 'blue', 'yellow', 'error'], get('preset'), 'primary'),
  );
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
