/**
 * What `npm run strip-demo` removes to turn the demo into a starter. Paths are relative to the
 * repository root; a folder goes with everything in it. Shared tables (the route registry
 * config/paths.ts, config/navigation.ts and a few shell files) mark their demo-only lines instead,
 * see scripts/strip-demo.mjs.
 *
 * Adding a demo screen: put its route folder, feature folder and namespace here, and fence its entry
 * in the route registry (config/paths.ts). template/src/testing/strip-demo-manifest.test.ts fails
 * while the route folders and namespaces here disagree with the registry's demo routes, and
 * `npm test` strips a copy and fails when the starter no longer builds.
 */

const src = 'template/src';

/** Features only demo screens use (the shell keeps auth, notifications and search). */
const demoFeatures = [
  'academy',
  'account',
  'advertising-survey',
  'calendar',
  'chat',
  'checkout',
  'crypto',
  'dashboards',
  'email',
  'faq',
  'gallery',
  'help-center',
  'invoices',
  'jobs',
  'kanban',
  'landing',
  'orders',
  'pricing',
  'products',
  'restaurant',
  'roles',
  'social',
  'typography',
  'users',
];

/** Route folders of demo screens (app/routes/<folder>). Kept: auth, misc, home, pending.tsx. */
export const demoRoutes = [
  'academy',
  'account',
  'apps',
  'auth-demo',
  'charts',
  'components',
  'dashboards',
  'extensions',
  'forms',
  'front-end',
  'invoices',
  'jobs',
  'orders',
  'pages',
  'products',
  'restaurant',
  'tables',
  'users',
];

/** i18n namespaces (locales/<lng>/<ns>.json) only demo screens read. */
export const demoNamespaces = [
  'academy',
  'account',
  'calendar',
  'cards',
  'chat',
  'crypto',
  'dashboards',
  'email',
  'faq',
  'gallery',
  'helpCenter',
  'invoices',
  'jobs',
  'kanban',
  'landing',
  'orders',
  'pricing',
  'products',
  'restaurant',
  'roles',
  'tables',
  'typography',
  'ui-charts',
  'ui-components',
  'ui-extensions',
  'ui-forms',
  'users',
];

export const locales = ['en', 'fr', 'ar'];

export const removed = [
  // The demo backend and its service worker.
  `${src}/mocks`,
  'template/public/demo-worker.js',
  'template/public/mockServiceWorker.js',
  // A build step that spares the demo backend's cookie store a costly regular expression.
  'template/build/cookie-host-check.ts',
  // Gallery examples (also what the docs site renders).
  `${src}/examples`,
  ...demoFeatures.map((name) => `${src}/features/${name}`),
  ...demoRoutes.map((name) => `${src}/app/routes/${name}`),
  ...demoNamespaces.flatMap((ns) => locales.map((lng) => `${src}/locales/${lng}/${ns}.json`)),
  // The full-page cover design of the demo auth pages, and the demo accounts on the login page.
  `${src}/features/auth/components/auth-cover-layout.tsx`,
  `${src}/features/auth/components/demo-accounts.tsx`,
  // Swiper helpers of the carousels in the dashboards and the swiper gallery.
  `${src}/hooks/use-carousel-keyboard.ts`,
  `${src}/hooks/use-carousel-keyboard.test.tsx`,
  // Renders every gallery page in three languages.
  `${src}/app/gallery-i18n.test.tsx`,
  // Lints snippets placed at demo paths (features/orders, features/dashboards).
  `${src}/testing/lint-config.test.ts`,
  // Checks this manifest against the registry: nothing left to check once stripped.
  `${src}/testing/strip-demo-manifest.test.ts`,
  // The documentation site documents the demo: its component pages render src/examples and its API
  // pages read the demo backend's handlers. The buyer keeps the original download for reading it.
  'docs-site',
  // Every Playwright spec and the fixtures sign in with demo accounts against the demo backend.
  'e2e',
  // The contract's endpoints of demo screens, and the reference server, which serves them from the
  // demo data (the starter keeps the contract and `npm run check-api` for the buyer's own server).
  `${src}/contract/demo`,
  `${src}/contract/reference-server.test.ts`,
  'server',
  // The app built against the reference server, for e2e's real-api spec.
  'scripts/build-real-api.mjs',
  // Site assembly, budgets and screenshots of docs + demo; the starter builds template/ alone.
  'scripts/build-site.mjs',
  'scripts/bench.mjs',
  'scripts/check-links.mjs',
  'scripts/screenshots.mjs',
  'scripts/serve.mjs',
  'scripts/lib/route-bytes.mjs',
  'scripts/lib/bytes-phases.mjs',
  'scripts/lib/page-settle.mjs',
  'scripts/lib/lighthouse.mjs',
  'scripts/lib/lighthouse-why.mjs',
  'scripts/lib/bench-report.mjs',
  'scripts/lib/table-bench.mjs',
  'scripts/lib/interaction-bench.mjs',
  'scripts/lib/site-build.mjs',
  'scripts/lib/budget-ratchet.mjs',
  // This tool itself: a starter has nothing left to strip.
  'scripts/strip-demo.mjs',
  'scripts/strip-demo',
];

/** Root package.json scripts in the starter (others that name a removed path are dropped). */
export const starterScripts = {
  build: 'npm run build -w template',
  start: 'npm run build && npm exec -w template -- vite preview',
};
