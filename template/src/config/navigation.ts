/**
 * The menu, once. It feeds the vertical and horizontal navigation, the global search index
 * (see searchIndex) and the permission filter (entries point at route names whose meta is
 * checked). Titles are keys of the `nav` i18n namespace; icons are names from
 * components/layout/nav-icon.tsx so this file stays serialisable for the demo backend.
 */
import {
  // #demo-start
  componentDemos,
  extensionDemos,
  externalLinks,
  formDemos,
  sampleIds,
  // #demo-end
  type RouteName,
  type RouteTarget,
} from './paths';

export type NavIconName =
  | 'dashboard'
  | 'chart-pie'
  | 'activity'
  | 'briefcase-business'
  | 'shopping-bag'
  | 'package'
  | 'cart'
  | 'graduation'
  | 'briefcase'
  | 'store'
  | 'calendar'
  | 'file-text'
  | 'users'
  | 'file'
  | 'search'
  | 'tag'
  | 'help'
  | 'bitcoin'
  | 'credit-card'
  | 'lock'
  | 'alert'
  | 'landing'
  | 'layers'
  | 'type'
  | 'form'
  | 'puzzle'
  | 'box'
  | 'toggle'
  | 'table'
  | 'chart-bar'
  | 'book'
  | 'circle';

export interface NavLink {
  kind: 'link';
  id: string;
  /** Key in the `nav` namespace. */
  title: string;
  icon?: NavIconName;
  to?: RouteTarget;
  href?: string;
  target?: '_blank';
}

export interface NavGroup {
  kind: 'group';
  id: string;
  title: string;
  icon: NavIconName;
  children: NavLink[];
}

/** A heading in the vertical menu, a top-level menu in the horizontal one. */
export interface NavSection {
  id: string;
  title: string;
  icon: NavIconName;
  children: (NavLink | NavGroup)[];
}

const link = (name: RouteName, title: string, extra: Partial<NavLink> = {}): NavLink => ({
  kind: 'link',
  id: name,
  title,
  to: { name, ...(extra.to?.params ? { params: extra.to.params } : {}) },
  ...extra,
});
const group = (id: string, title: string, icon: NavIconName, children: NavLink[]): NavGroup => ({
  kind: 'group',
  id,
  title,
  icon,
  children,
});
const newTab = { target: '_blank' as const };

// #demo-start
/** Demo-only entries are fenced for `npm run strip-demo` (see config/paths.ts). */
// #demo-end
export const navigation: NavSection[] = [
  // #starter { id: 'home', title: 'home', icon: 'dashboard', children: [link('home', 'home', { icon: 'dashboard' })] },
  // #demo-start
  {
    id: 'dashboard',
    title: 'dashboard',
    icon: 'dashboard',
    children: [
      link('dashboard-crm', 'crm', { icon: 'briefcase-business' }),
      link('dashboard-ecommerce', 'ecommerce', { icon: 'shopping-bag' }),
      link('dashboard-analytics', 'analytics', { icon: 'chart-pie' }),
      link('dashboard-operations', 'operations', { icon: 'activity' }),
    ],
  },
  {
    id: 'apps',
    title: 'apps',
    icon: 'layers',
    children: [
      group('products', 'products', 'package', [
        link('ecommerce-products-list', 'list'),
        link('ecommerce-products-overview', 'overview'),
        link('ecommerce-products-edit', 'edit'),
        link('ecommerce-products-add', 'add'),
      ]),
      group('order', 'order', 'cart', [
        link('ecommerce-order-list', 'list'),
        link('ecommerce-order-overview', 'overview'),
      ]),
      group('academy', 'academy', 'graduation', [
        link('ecommerce-academy-dashboard', 'dashboard'),
        link('ecommerce-academy-explore', 'explore'),
        link('ecommerce-academy-details', 'details'),
      ]),
      group('jobs', 'jobs', 'briefcase', [
        link('ecommerce-jobs-list', 'list'),
        link('ecommerce-jobs-details', 'details'),
      ]),
      group('restaurant', 'restaurant', 'store', [
        link('ecommerce-restaurant-menu', 'menu'),
        link('ecommerce-restaurant-orders', 'orders'),
      ]),
      link('apps-calendar', 'calendar', { icon: 'calendar' }),
      group('invoice', 'invoice', 'file-text', [
        link('apps-invoice-list', 'list'),
        link('apps-invoice-details', 'details', {
          to: { name: 'apps-invoice-details', params: { id: sampleIds.invoice } },
        }),
        link('apps-invoice-edit', 'edit', { to: { name: 'apps-invoice-edit', params: { id: sampleIds.invoice } } }),
        link('apps-invoice-add', 'add'),
      ]),
      group('user', 'user', 'users', [
        link('apps-user-list', 'list'),
        link('apps-user-profile', 'profile', { to: { name: 'apps-user-profile', params: { tab: sampleIds.userTab } } }),
      ]),
    ],
  },
  // #demo-end
  {
    id: 'pages',
    title: 'pages',
    icon: 'file',
    children: [
      // #demo-start
      link('pages-search', 'search', { icon: 'search' }),
      link('pages-pricing', 'pricing', { icon: 'tag' }),
      link('pages-faq', 'faq', { icon: 'help' }),
      link('pages-crypto', 'crypto', { icon: 'bitcoin' }),
      link('pages-cards', 'cards', { icon: 'credit-card' }),
      group('authentications', 'authentications', 'lock', [
        link('auth-login', 'login', newTab),
        link('auth-login-v2', 'login-v2', newTab),
        link('auth-register', 'register', newTab),
        link('auth-register-v2', 'register-v2', newTab),
        link('auth-forgot-password', 'forgot-password', newTab),
        link('auth-forgot-password-v2', 'forgot-password-v2', newTab),
        link('auth-reset-password', 'reset-password', newTab),
        link('auth-reset-password-v2', 'reset-password-v2', newTab),
      ]),
      // #demo-end
      group('miscellaneous', 'miscellaneous', 'alert', [
        link('misc-not-found', 'not-found', newTab),
        link('misc-coming-soon', 'coming-soon', newTab),
        link('misc-under-maintenance', 'under-maintenance', newTab),
        link('misc-not-authorized', 'not-authorized', newTab),
        link('misc-server-error', 'server-error', newTab),
      ]),
      // #demo-start
      link('front-end-landing', 'landing', { icon: 'landing', ...newTab }),
      // #demo-end
    ],
  },
  // #demo-start
  {
    id: 'ui-elements',
    title: 'ui-elements',
    icon: 'box',
    children: [
      link('pages-typography', 'typography', { icon: 'type' }),
      group('form-examples', 'form-examples', 'form', [
        link('forms-example-advertising', 'advertising'),
        link('forms-example-checkout', 'checkout'),
      ]),
      group(
        'extensions',
        'extensions',
        'puzzle',
        extensionDemos.map((n) => link(`extensions-${n}`, n)),
      ),
      group(
        'components',
        'components',
        'box',
        componentDemos.map((n) => link(`components-${n}`, n)),
      ),
      group(
        'forms',
        'forms',
        'toggle',
        formDemos.map((n) => link(`forms-${n}`, n)),
      ),
    ],
  },
  {
    id: 'datatables',
    title: 'datatables',
    icon: 'table',
    children: [link('tables', 'tables', { icon: 'table' }), link('datatables', 'datatables', { icon: 'table' })],
  },
  {
    id: 'charts',
    title: 'charts',
    icon: 'chart-bar',
    children: [
      link('charts-light', 'light-chart', { icon: 'activity' }),
      link('charts-apex-chart', 'apex-chart', { icon: 'chart-bar' }),
      link('charts-chart-js', 'chart-js', { icon: 'chart-pie' }),
    ],
  },
  {
    id: 'documentation',
    title: 'documentation',
    icon: 'book',
    children: [
      {
        kind: 'link',
        id: 'documentation',
        title: 'documentation',
        icon: 'book',
        href: externalLinks.documentation,
        ...newTab,
      },
    ],
  },
  // #demo-end
];

/** Keeps only the entries `allowed` accepts; a group or section with no allowed child disappears. */
export function filterNavigation(sections: NavSection[], allowed: (target: RouteTarget) => boolean): NavSection[] {
  const keepLink = (l: NavLink) => (l.to ? allowed(l.to) : true);
  return sections
    .map((section) => ({
      ...section,
      children: section.children
        .map((child) => (child.kind === 'group' ? { ...child, children: child.children.filter(keepLink) } : child))
        .filter((child) => (child.kind === 'group' ? child.children.length > 0 : keepLink(child))),
    }))
    .filter((section) => section.children.length > 0);
}

/** One entry of the global search index (the shape the global search answers with). */
export interface SearchEntry {
  /** Key in the `nav` namespace: `routes.<route name>`, the page's full title. */
  title: string;
  /** Group label key in the `nav` namespace. */
  subtitle: string;
  icon: NavIconName;
  to: RouteTarget;
}

/** Every in-app menu link, flattened: the index the global search answers from. */
export function searchIndex(sections: NavSection[] = navigation): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const section of sections) {
    for (const child of section.children) {
      const links = child.kind === 'group' ? child.children : [child];
      for (const l of links) {
        if (!l.to) continue;
        entries.push({
          title: `routes.${l.to.name}`,
          subtitle: child.kind === 'group' ? child.title : section.title,
          icon: l.icon ?? (child.kind === 'group' ? child.icon : section.icon),
          to: l.to,
        });
      }
    }
  }
  return entries;
}
