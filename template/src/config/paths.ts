/**
 * Every URL of the app, once. Links are built from these names (never string literals), the
 * router reads the layout and access meta from here, and the menu and search check permissions
 * against the same meta.
 */

/** Access meta of a route: who may open it (read by the route guard and the menu). */
export interface RouteMeta {
  /** CASL action checked for the route. @default 'read' */
  action?: string;
  /** CASL subject checked for the route. @default 'all' */
  subject?: string;
  /** Skips every check. @default false */
  public?: boolean;
  /** Only for signed-out visitors; signed-in users are sent to '/'. @default false */
  unauthenticatedOnly?: boolean;
}

export interface RouteDef {
  path: string;
  layout: 'content' | 'blank';
  meta?: RouteMeta;
}

const content = (path: string, meta?: RouteMeta): RouteDef => ({ path, layout: 'content', meta });
const blank = (path: string, meta?: RouteMeta): RouteDef => ({ path, layout: 'blank', meta });
const guestOnly: RouteMeta = { unauthenticatedOnly: true };
const open: RouteMeta = { public: true };

// #demo-start
export const componentDemos = [
  'alert',
  'avatar',
  'badge',
  'breadcrumbs',
  'button',
  'chips',
  'dialog',
  'expansion-panels',
  'list',
  'menu',
  'progress',
  'tooltips',
  'tabs',
  'pagination',
  'ratings',
  'snackbars',
  'timeline',
  'stepper',
] as const;
export const extensionDemos = [
  'quill-editor',
  'tiptap-editor',
  'map',
  'toastify',
  'masonry-wall',
  'sortable',
  'drop-zone',
  'date-picker',
  'cleave-input',
  'swiper',
] as const;
export const formDemos = [
  'autocomplete',
  'checkbox',
  'combobox',
  'file-input',
  'radio',
  'range-sliders',
  'select',
  'sliders',
  'switch',
  'text-field',
  'textarea',
  'otp-input',
] as const;

const demoRoutes = <P extends string, N extends string>(prefix: P, names: readonly N[]) =>
  Object.fromEntries(names.map((n) => [`${prefix}-${n}`, content(`/${prefix}/${n}`)])) as Record<`${P}-${N}`, RouteDef>;
// #demo-end

// #demo-start
/**
 * Lines between `#demo-start` and `#demo-end` are the demo's screens; `npm run strip-demo` removes
 * them and turns `#starter` lines into code (the starter's home screen).
 */
// #demo-end
export const routes = {
  // #demo-start
  'dashboard-crm': content('/dashboard/crm'),
  'dashboard-ecommerce': content('/dashboard/ecommerce'),
  'dashboard-analytics': content('/dashboard/analytics'),
  'dashboard-operations': content('/dashboard/operations'),
  // #demo-end
  // #starter home: content('/home', { action: 'read', subject: 'AclDemo' }),

  login: blank('/login', guestOnly),
  register: blank('/register', guestOnly),
  'forgot-password': blank('/forgot-password', guestOnly),

  // #demo-start
  'auth-login': blank('/auth/login', open),
  'auth-login-v2': blank('/auth/login-v2', open),
  'auth-register': blank('/auth/register', open),
  'auth-register-v2': blank('/auth/register-v2', open),
  'auth-forgot-password': blank('/auth/forgot-password', open),
  'auth-forgot-password-v2': blank('/auth/forgot-password-v2', open),
  'auth-reset-password': blank('/auth/reset-password', open),
  'auth-reset-password-v2': blank('/auth/reset-password-v2', open),

  'apps-calendar': content('/apps/calendar'),
  'apps-invoice-list': content('/apps/invoice/list'),
  'apps-invoice-details': content('/apps/invoice/details/:id'),
  'apps-invoice-edit': content('/apps/invoice/edit/:id'),
  'apps-invoice-add': content('/apps/invoice/add'),
  'apps-user-list': content('/users/list'),
  'apps-user-profile': content('/user/:tab'),

  'ecommerce-products-list': content('/ecommerce/products/list'),
  'ecommerce-products-overview': content('/ecommerce/products/overview'),
  'ecommerce-products-edit': content('/ecommerce/products/edit'),
  'ecommerce-products-add': content('/ecommerce/products/add'),
  'ecommerce-order-list': content('/ecommerce/order/list'),
  'ecommerce-order-overview': content('/ecommerce/order/overview'),
  'ecommerce-academy-dashboard': content('/ecommerce/academy/dashboard'),
  'ecommerce-academy-explore': content('/ecommerce/academy/explore'),
  'ecommerce-academy-details': content('/ecommerce/academy/details'),
  'ecommerce-jobs-list': content('/ecommerce/jobs/list'),
  'ecommerce-jobs-details': content('/ecommerce/jobs/details'),
  'ecommerce-restaurant-menu': content('/ecommerce/restaurant/menu'),
  'ecommerce-restaurant-orders': content('/ecommerce/restaurant/orders'),

  'front-end-landing': blank('/front-end/landing', open),

  'pages-search': content('/pages/search'),
  'pages-pricing': content('/pages/pricing'),
  'pages-faq': content('/pages/faq', { action: 'read', subject: 'AclDemo' }),
  'pages-crypto': content('/pages/crypto'),
  'pages-cards': content('/cards'),
  'pages-typography': content('/typography'),
  tables: content('/tables'),
  datatables: content('/datatables'),
  // #demo-end

  'misc-not-found': blank('/misc/not-found', open),
  'misc-coming-soon': blank('/misc/coming-soon', open),
  'misc-under-maintenance': blank('/misc/under-maintenance', open),
  'misc-not-authorized': blank('/misc/not-authorized', open),
  'misc-server-error': blank('/misc/server-error', open),

  // #demo-start
  'charts-light': content('/charts/light'),
  'charts-apex-chart': content('/charts/apex-chart'),
  'charts-chart-js': content('/charts/chart-js'),

  ...demoRoutes('components', componentDemos),
  ...demoRoutes('extensions', extensionDemos),
  ...demoRoutes('forms', formDemos),
  'forms-example-advertising': content('/forms/example/advertising'),
  'forms-example-checkout': content('/forms/example/checkout'),
  // #demo-end
} satisfies Record<string, RouteDef>;

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

/** Sample ids the menu links use (routes with an :id param are linked to one of the demo records). */
export const sampleIds = { invoice: 'INV0002', userTab: 'profile' } as const;

export const externalLinks = {
  documentation: '/',
  buyNow: '/#pricing',
} as const;
