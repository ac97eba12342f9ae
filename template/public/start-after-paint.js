/*
 * Starts the app on pages whose HTML already holds their markup (scripts/prerender-routes.mjs puts
 * this file in their <head> instead of the app's module script and its modulepreload links). The
 * page needs no script to paint, so its code is only requested once the first frame is on screen:
 * the stylesheet and fonts have the connection to themselves until then. React then hydrates the
 * markup (src/main.tsx).
 *
 * data-entry: the app's entry module. data-preload: the modules it imports, space-separated,
 * fetched beside it instead of one import level at a time. data-strings: the screen's strings in
 * the markup's language (data-strings-lang), fetched with them when the page is shown in that
 * language.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var preloads = list('data-preload');
  if (document.documentElement.lang === script.getAttribute('data-strings-lang')) {
    preloads = preloads.concat(list('data-strings'));
  }
  var started = false;
  function element(tag, attrs) {
    var node = document.createElement(tag);
    for (var name in attrs) node[name] = attrs[name];
    node.crossOrigin = '';
    return node;
  }
  // Each inserted link starts its request there and then, which costs the page's main thread: ~2 ms
  // a link at 4x CPU, ~100 ms for a screen's 40-50 modules, and in Lighthouse's mobile runs (the
  // request being reported to the tools as well) 80-100 ms for eight. They go in tasks of three,
  // so each stays well under the 50 ms of a long task and the page can answer in between.
  var perTask = 3;
  function insert(nodes) {
    // One insertion per task: the document is touched once, not once per module.
    var batch = document.createDocumentFragment();
    nodes.forEach(function (node) {
      batch.appendChild(node);
    });
    document.head.appendChild(batch);
  }
  function start() {
    if (started) return;
    started = true;
    var links = preloads.map(function (href) {
      return element('link', { rel: 'modulepreload', href: href });
    });
    // The entry first, with the first modules it imports; the rest follow task by task.
    insert([element('script', { type: 'module', src: entry })].concat(links.splice(0, perTask - 1)));
    (function next() {
      if (!links.length) return;
      insert(links.splice(0, perTask));
      setTimeout(next, 0);
    })();
  }
  // The markup is hidden when it does not match the visitor's language (theme-init.js): then the
  // first paint needs the app, and so does a tab nobody is looking at (it paints no frame).
  if (document.documentElement.hasAttribute('data-prerender-stale') || document.visibilityState !== 'visible') {
    start();
    return;
  }
  // Once the browser reports the first contentful paint (the page's text is on screen). Where paint
  // timing is not reported, two frames later; and after 3 s whatever happened, so a page that
  // never reports a paint still starts.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
})();
