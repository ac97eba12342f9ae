/**
 * The route registry: every URL of the app, once, with everything about it. Each entry says its
 * path, who may open it (meta), its screen (a module under app/routes) and the i18n namespaces that
 * screen reads, its menu link, and for a path with params the values the build pre-renders.
 *
 * Read from here: the router (app/router.tsx), links (`pathTo`), the route guard and the ability,
 * the menu and the global search (config/navigation.ts), the pre-rendered pages
 * (scripts/prerender-routes.mjs), the docs' screen pages (docs-site/src/lib/screens.ts) and the
 * end-to-end route matrix. Gallery pages list their examples in features/gallery/galleries.ts.
 *
 * Entries are in menu order: a section or group of the menu appears where its first route is.
 * Plain data on purpose (no imports but types): the build scripts and e2e tests import this file
 * as it is.
 */
import type {
  // #demo-start
  MenuPlace,
  // #demo-end
  RouteDef,
  RouteInput,
  RouteMeta,
} from './route-types';

export type { MenuEntry, MenuPlace, NavIconName, RouteDef, RouteMeta } from './route-types';

/** A screen drawn inside the signed-in shell (menu, top bar). */
const content = <const P extends string>(def: RouteInput<P>): RouteDef => ({ ...def, layout: 'content' });
/** A page of its own, without the shell (sign-in, status and public pages). */
const blank = <const P extends string>(def: RouteInput<P>): RouteDef => ({ ...def, layout: 'blank' });
const guestOnly: RouteMeta = { unauthenticatedOnly: true };
const open: RouteMeta = { public: true };
// #demo-start
/** Read access to each CASL subject (features/roles/types.ts lists them for the role editor). */
const read = <S extends string>(subject: S) => ({ action: 'read', subject }) as const satisfies RouteMeta;
const can = {
  Dashboard: read('Dashboard'),
  Product: read('Product'),
  Order: read('Order'),
  Academy: read('Academy'),
  Job: read('Job'),
  Restaurant: read('Restaurant'),
  Calendar: read('Calendar'),
  Chat: read('Chat'),
  Email: read('Email'),
  Kanban: read('Kanban'),
  Invoice: read('Invoice'),
  User: read('User'),
  Role: read('Role'),
  Page: read('Page'),
  Gallery: read('Gallery'),
} satisfies Record<string, RouteMeta>;

/** Ids the demo's param routes are pre-rendered and linked with (records of the demo data). */
export const sampleIds = { invoice: 'INV0002', userTab: 'profile' } as const;

/**
 * Lines between `#demo-start` and `#demo-end` are the demo's screens; `npm run strip-demo` removes
 * them and turns `#starter` lines into code (the starter's home screen).
 */
const componentDemos = [
  ...['alert', 'avatar', 'badge', 'breadcrumbs', 'button', 'chips', 'dialog', 'expansion-panels', 'list'],
  ...['menu', 'progress', 'tooltips', 'tabs', 'pagination', 'ratings', 'snackbars', 'timeline', 'stepper'],
] as const;
const extensionDemos = [
  ...['quill-editor', 'tiptap-editor', 'map', 'toastify', 'masonry-wall', 'sortable', 'drop-zone'],
  ...['date-picker', 'cleave-input', 'swiper'],
] as const;
const formDemos = [
  ...['autocomplete', 'checkbox', 'combobox', 'file-input', 'radio', 'range-sliders', 'select', 'sliders'],
  ...['switch', 'text-field', 'textarea', 'otp-input'],
] as const;

/** Gallery pages `/<prefix>/<name>`, each listed in the menu group `place` under its own name. */
const galleryRoutes = <P extends string, N extends string>(
  prefix: P,
  names: readonly N[],
  ns: readonly string[],
  place: MenuPlace,
) =>
  Object.fromEntries(
    names.map((n) => {
      const path: string = `/${prefix}/${n}`;
      const entry = { path, meta: can.Gallery, screen: `${prefix}/${n}`, ns, menu: { in: place, title: n } };
      return [`${prefix}-${n}`, content(entry)];
    }),
  ) as Record<`${P}-${N}`, RouteDef>;
// #demo-end

export const routes = {
  // #starter home: content({ path: '/home', meta: { action: 'read', subject: 'AclDemo' }, screen: 'home/home', ns: ['home'], menu: { in: 'home', title: 'home', icon: 'dashboard' } }),
  // #demo-start
  'dashboard-crm': content({
    path: '/dashboard/crm',
    meta: can.Dashboard,
    screen: 'dashboards/crm',
    ns: ['dashboards', 'orders', 'data-table'],
    menu: { in: 'dashboard', title: 'crm', icon: 'briefcase-business' },
    answersInPage: true,
  }),
  'dashboard-ecommerce': content({
    path: '/dashboard/ecommerce',
    meta: can.Dashboard,
    screen: 'dashboards/ecommerce',
    ns: ['dashboards'],
    menu: { in: 'dashboard', title: 'ecommerce', icon: 'shopping-bag' },
    answersInPage: true,
  }),
  'dashboard-analytics': content({
    path: '/dashboard/analytics',
    meta: can.Dashboard,
    screen: 'dashboards/analytics',
    ns: ['dashboards'],
    menu: { in: 'dashboard', title: 'analytics', icon: 'chart-pie' },
    answersInPage: true,
  }),
  'dashboard-operations': content({
    path: '/dashboard/operations',
    meta: can.Dashboard,
    screen: 'dashboards/operations',
    ns: ['dashboards'],
    menu: { in: 'dashboard', title: 'operations', icon: 'activity' },
    answersInPage: true,
  }),
  // #demo-end

  login: blank({ path: '/login', meta: guestOnly, screen: 'auth/login', ns: ['auth'] }),
  register: blank({ path: '/register', meta: guestOnly, screen: 'auth/register', ns: ['auth'] }),
  'forgot-password': blank({ path: '/forgot-password', meta: guestOnly, screen: 'auth/forgot-password', ns: ['auth'] }),

  // #demo-start
  'ecommerce-products-list': content({
    path: '/ecommerce/products/list',
    meta: can.Product,
    screen: 'products/product-list',
    ns: ['products', 'data-table'],
    menu: { in: 'apps/products', title: 'list' },
  }),
  'ecommerce-products-overview': content({
    path: '/ecommerce/products/overview',
    meta: can.Product,
    screen: 'products/product-overview',
    ns: ['products'],
    menu: { in: 'apps/products', title: 'overview' },
    answersInPage: true,
  }),
  'ecommerce-products-edit': content({
    path: '/ecommerce/products/edit',
    meta: { action: 'update', subject: 'Product' },
    screen: 'products/product-edit',
    ns: ['products', 'auth'],
    menu: { in: 'apps/products', title: 'edit' },
    answersInPage: true,
  }),
  'ecommerce-products-add': content({
    path: '/ecommerce/products/add',
    meta: { action: 'create', subject: 'Product' },
    screen: 'products/product-add',
    ns: ['products', 'auth'],
    menu: { in: 'apps/products', title: 'add' },
  }),
  'ecommerce-order-list': content({
    path: '/ecommerce/order/list',
    meta: can.Order,
    screen: 'orders/order-list',
    ns: ['orders', 'data-table'],
    menu: { in: 'apps/order', title: 'list' },
  }),
  'ecommerce-order-overview': content({
    path: '/ecommerce/order/overview',
    meta: can.Order,
    screen: 'orders/overview',
    ns: ['orders'],
    menu: { in: 'apps/order', title: 'overview' },
    answersInPage: true,
  }),
  'ecommerce-academy-dashboard': content({
    path: '/ecommerce/academy/dashboard',
    meta: can.Academy,
    screen: 'academy/dashboard',
    ns: ['academy', 'data-table'],
    menu: { in: 'apps/academy', title: 'dashboard' },
    answersInPage: true,
  }),
  'ecommerce-academy-explore': content({
    path: '/ecommerce/academy/explore',
    meta: can.Academy,
    screen: 'academy/explore',
    ns: ['academy', 'data-table'],
    menu: { in: 'apps/academy', title: 'explore' },
  }),
  'ecommerce-academy-details': content({
    path: '/ecommerce/academy/details',
    meta: can.Academy,
    screen: 'academy/details',
    ns: ['academy'],
    menu: { in: 'apps/academy', title: 'details' },
    answersInPage: true,
  }),
  'ecommerce-jobs-list': content({
    path: '/ecommerce/jobs/list',
    meta: can.Job,
    screen: 'jobs/list',
    ns: ['jobs', 'data-table'],
    menu: { in: 'apps/jobs', title: 'list' },
  }),
  'ecommerce-jobs-details': content({
    path: '/ecommerce/jobs/details',
    meta: can.Job,
    screen: 'jobs/details',
    ns: ['jobs'],
    menu: { in: 'apps/jobs', title: 'details' },
    answersInPage: true,
  }),
  'ecommerce-restaurant-menu': content({
    path: '/ecommerce/restaurant/menu',
    meta: can.Restaurant,
    screen: 'restaurant/menu',
    ns: ['restaurant', 'auth', 'data-table'],
    menu: { in: 'apps/restaurant', title: 'menu' },
    answersInPage: true,
  }),
  'ecommerce-restaurant-orders': content({
    path: '/ecommerce/restaurant/orders',
    meta: can.Restaurant,
    screen: 'restaurant/orders',
    ns: ['restaurant', 'data-table'],
    menu: { in: 'apps/restaurant', title: 'orders' },
  }),
  'apps-calendar': content({
    path: '/apps/calendar',
    meta: can.Calendar,
    screen: 'apps/calendar',
    ns: ['calendar', 'auth'],
    menu: { in: 'apps', title: 'calendar', icon: 'calendar' },
  }),
  'apps-chat': content({
    path: '/apps/chat',
    meta: can.Chat,
    screen: 'apps/chat',
    ns: ['chat'],
    menu: { in: 'apps', title: 'chat', icon: 'message' },
  }),
  'apps-email': content({
    path: '/apps/email',
    meta: can.Email,
    screen: 'apps/email',
    ns: ['email', 'data-table'],
    menu: { in: 'apps', title: 'email', icon: 'mail' },
  }),
  'apps-kanban': content({
    path: '/apps/kanban',
    meta: can.Kanban,
    screen: 'apps/kanban',
    ns: ['kanban'],
    menu: { in: 'apps', title: 'kanban', icon: 'kanban' },
  }),
  'apps-invoice-list': content({
    path: '/apps/invoice/list',
    meta: can.Invoice,
    screen: 'invoices/invoice-list',
    ns: ['invoices', 'data-table'],
    menu: { in: 'apps/invoice', title: 'list' },
  }),
  'apps-invoice-details': content({
    path: '/apps/invoice/details/:id',
    meta: can.Invoice,
    screen: 'invoices/details',
    ns: ['invoices'],
    menu: { in: 'apps/invoice', title: 'details' },
    samples: [{ id: sampleIds.invoice }],
    answersInPage: true,
  }),
  'apps-invoice-edit': content({
    path: '/apps/invoice/edit/:id',
    meta: { action: 'update', subject: 'Invoice' },
    screen: 'invoices/edit',
    ns: ['invoices', 'auth'],
    menu: { in: 'apps/invoice', title: 'edit' },
    samples: [{ id: sampleIds.invoice }],
    answersInPage: true,
  }),
  'apps-invoice-add': content({
    path: '/apps/invoice/add',
    meta: { action: 'create', subject: 'Invoice' },
    screen: 'invoices/add',
    ns: ['invoices', 'auth'],
    menu: { in: 'apps/invoice', title: 'add' },
  }),
  'apps-user-list': content({
    path: '/users/list',
    meta: can.User,
    screen: 'users/user-list',
    ns: ['users', 'data-table', 'auth'],
    menu: { in: 'apps/user', title: 'list' },
  }),
  'apps-user-profile': content({
    path: '/user/:tab',
    meta: can.User,
    screen: 'users/user-profile',
    ns: ['users', 'auth'],
    menu: { in: 'apps/user', title: 'profile' },
    samples: [{ tab: sampleIds.userTab }, { tab: 'followers' }, { tab: 'friends' }, { tab: 'settings' }],
  }),
  'apps-roles': content({
    path: '/apps/roles',
    meta: can.Role,
    screen: 'apps/roles',
    ns: ['roles', 'data-table'],
    menu: { in: 'apps/access', title: 'roles' },
    answersInPage: true,
  }),
  'apps-permissions': content({
    path: '/apps/permissions',
    meta: can.Role,
    screen: 'apps/permissions',
    ns: ['roles', 'data-table'],
    menu: { in: 'apps/access', title: 'permissions' },
    answersInPage: true,
  }),

  'pages-search': content({
    path: '/pages/search',
    meta: can.Page,
    screen: 'pages/search',
    ns: ['helpCenter', 'data-table'],
    menu: { in: 'pages', title: 'search', icon: 'search' },
    answersInPage: true,
  }),
  'pages-pricing': content({
    path: '/pages/pricing',
    meta: can.Page,
    screen: 'pages/pricing',
    ns: ['pricing'],
    menu: { in: 'pages', title: 'pricing', icon: 'tag' },
  }),
  'pages-faq': content({
    path: '/pages/faq',
    meta: { action: 'read', subject: 'AclDemo' },
    screen: 'pages/faq',
    ns: ['faq'],
    menu: { in: 'pages', title: 'faq', icon: 'help' },
  }),
  'pages-crypto': content({
    path: '/pages/crypto',
    meta: can.Page,
    screen: 'pages/crypto',
    ns: ['crypto'],
    menu: { in: 'pages', title: 'crypto', icon: 'bitcoin' },
  }),
  'account-settings': content({
    path: '/account/:tab',
    meta: { action: 'read', subject: 'Account' },
    screen: 'account/account-settings',
    ns: ['account', 'auth', 'data-table'],
    menu: { in: 'pages', title: 'account-settings', icon: 'user-cog' },
    answersInPage: true,
    samples: [
      { tab: 'account' },
      { tab: 'security' },
      { tab: 'notifications' },
      { tab: 'appearance' },
      { tab: 'billing' },
    ],
  }),
  'pages-cards': content({
    path: '/cards',
    meta: can.Page,
    screen: 'pages/cards',
    ns: ['cards', 'gallery'],
    menu: { in: 'pages', title: 'cards', icon: 'credit-card' },
  }),
  ...authDemoRoutes(),
  // #demo-end

  // The bell's "View all": every notification of the signed-in user.
  'pages-notifications': content({
    path: '/pages/notifications',
    meta: { action: 'read', subject: 'Account' },
    screen: 'notifications/notifications',
    ns: ['notifications', 'data-table'],
    answersInPage: true,
    menu: { in: 'pages', title: 'notifications', icon: 'bell' },
  }),

  'misc-not-found': status('/misc/not-found', 'not-found'),
  'misc-coming-soon': status('/misc/coming-soon', 'coming-soon'),
  'misc-under-maintenance': status('/misc/under-maintenance', 'under-maintenance'),
  'misc-not-authorized': status('/misc/not-authorized', 'not-authorized'),
  'misc-server-error': status('/misc/server-error', 'server-error'),

  // #demo-start
  'front-end-landing': blank({
    path: '/front-end/landing',
    meta: open,
    screen: 'front-end/landing',
    ns: ['landing', 'pricing', 'auth'],
    menu: { in: 'pages', title: 'landing', icon: 'landing', newTab: true },
  }),

  'pages-typography': content({
    path: '/typography',
    meta: can.Gallery,
    screen: 'pages/typography',
    ns: ['typography'],
    menu: { in: 'ui-elements', title: 'typography', icon: 'type' },
  }),
  'forms-example-advertising': content({
    path: '/forms/example/advertising',
    meta: can.Gallery,
    screen: 'forms/example-advertising',
    ns: ['ui-forms', 'auth'],
    menu: { in: 'ui-elements/form-examples', title: 'advertising' },
  }),
  'forms-example-checkout': content({
    path: '/forms/example/checkout',
    meta: can.Gallery,
    screen: 'forms/example-checkout',
    ns: ['ui-forms', 'auth'],
    menu: { in: 'ui-elements/form-examples', title: 'checkout' },
  }),
  ...galleryRoutes('extensions', extensionDemos, ['gallery', 'ui-extensions'], 'ui-elements/extensions'),
  ...galleryRoutes('components', componentDemos, ['gallery', 'ui-components'], 'ui-elements/components'),
  ...galleryRoutes('forms', formDemos, ['gallery', 'ui-forms', 'auth'], 'ui-elements/forms'),

  tables: content({
    path: '/tables',
    meta: can.Gallery,
    screen: 'tables/tables',
    ns: ['gallery', 'tables'],
    answersInPage: true,
    menu: { in: 'datatables', title: 'tables', icon: 'table' },
  }),
  datatables: content({
    path: '/datatables',
    meta: can.Gallery,
    screen: 'tables/datatables',
    ns: ['gallery', 'tables', 'data-table', 'auth'],
    answersInPage: true,
    menu: { in: 'datatables', title: 'datatables', icon: 'table' },
  }),

  'charts-light': content({
    path: '/charts/light',
    meta: can.Gallery,
    screen: 'charts/light',
    ns: ['gallery', 'ui-charts'],
    menu: { in: 'charts', title: 'light-chart', icon: 'activity' },
  }),
  'charts-apex-chart': content({
    path: '/charts/apex-chart',
    meta: can.Gallery,
    screen: 'charts/apex-chart',
    ns: ['gallery', 'ui-charts'],
    menu: { in: 'charts', title: 'apex-chart', icon: 'chart-bar' },
  }),
  'charts-chart-js': content({
    path: '/charts/chart-js',
    meta: can.Gallery,
    screen: 'charts/chart-js',
    ns: ['gallery', 'ui-charts'],
    menu: { in: 'charts', title: 'chart-js', icon: 'chart-pie' },
  }),
  // #demo-end
} satisfies Record<string, RouteDef>;

/** The status pages: public, drawn without the shell, opened from the menu in a new tab. */
function status(path: string, page: string): RouteDef {
  const menu = { in: 'pages/miscellaneous', title: page, newTab: true } as const;
  return blank({ path, meta: open, screen: `misc/${page}`, ns: ['misc'], menu });
}

// #demo-start
/** The demo's sign-in designs (`/auth/<design>`): public, each one in the menu, opened in a new tab. */
function authDemoRoutes() {
  const designs = ['login', 'register', 'forgot-password', 'reset-password'] as const;
  const entries = designs.flatMap((design) =>
    (['', '-v2'] as const).map((v) => {
      const page = `${design}${v}` as const;
      const menu = { in: 'pages/authentications', title: page, newTab: true } as const;
      return [
        `auth-${page}`,
        blank({ path: `/auth/${page}`, meta: open, screen: `auth-demo/${page}`, ns: ['auth'], menu }),
      ];
    }),
  );
  return Object.fromEntries(entries) as Record<`auth-${(typeof designs)[number]}${'' | '-v2'}`, RouteDef>;
}
// #demo-end

export type RouteName = keyof typeof routes;

/** A link target: a route name plus its params (what menu entries and search results carry). */
export interface RouteTarget {
  name: RouteName;
  params?: Record<string, string>;
}

/** Builds the in-app path of a route, filling `:param` segments. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}): missing param "${key}"`);
    return encodeURIComponent(value);
  });
}

export function routeMeta(name: RouteName): RouteMeta | undefined {
  return routes[name].meta;
}

export const routeNames = Object.keys(routes) as RouteName[];

export const externalLinks = {
  documentation: '/',
  buyNow: '/#pricing',
} as const;
