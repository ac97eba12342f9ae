/**
 * Which screen renders each route: a module under app/routes (path without .tsx) and the i18n
 * namespaces it reads, loaded together so the screen paints in one go. Plain data on purpose: the
 * router resolves the modules, and the build (scripts/prerender-routes.mjs) reads this table to put
 * each route's code in its HTML as modulepreload hints.
 *
 * Route names without an entry show the "coming soon" screen.
 */
import type { RouteName } from '@/config/paths';

export interface ScreenEntry {
  module: string;
  ns: string[];
}

export const pendingScreen: ScreenEntry = { module: 'pending', ns: [] };

// #demo-start
/** Demo-only lines are fenced for `npm run strip-demo` (see config/paths.ts). */
// #demo-end
export const screens: Partial<Record<RouteName, ScreenEntry>> = {
  // #starter home: { module: 'home/home', ns: ['home'] },
  // #demo-start
  'dashboard-crm': { module: 'dashboards/crm', ns: ['dashboards', 'orders', 'data-table'] },
  'dashboard-ecommerce': { module: 'dashboards/ecommerce', ns: ['dashboards'] },
  'dashboard-analytics': { module: 'dashboards/analytics', ns: ['dashboards'] },
  'dashboard-operations': { module: 'dashboards/operations', ns: ['dashboards'] },
  // #demo-end
  login: { module: 'auth/login', ns: ['auth'] },
  register: { module: 'auth/register', ns: ['auth'] },
  'forgot-password': { module: 'auth/forgot-password', ns: ['auth'] },
  // #demo-start
  'ecommerce-order-list': { module: 'orders/order-list', ns: ['orders', 'data-table'] },
  'ecommerce-order-overview': { module: 'orders/overview', ns: ['orders'] },
  'components-button': { module: 'components/button', ns: ['gallery', 'ui-components'] },
  'pages-faq': { module: 'pages/faq', ns: ['faq'] },
  'pages-pricing': { module: 'pages/pricing', ns: ['pricing'] },
  'pages-search': { module: 'pages/search', ns: ['helpCenter'] },
  'pages-crypto': { module: 'pages/crypto', ns: ['crypto'] },
  'pages-cards': { module: 'pages/cards', ns: ['cards'] },
  'pages-typography': { module: 'pages/typography', ns: ['typography'] },
  'auth-login': { module: 'auth-demo/login', ns: ['auth'] },
  'auth-login-v2': { module: 'auth-demo/login-v2', ns: ['auth'] },
  'auth-register': { module: 'auth-demo/register', ns: ['auth'] },
  'auth-register-v2': { module: 'auth-demo/register-v2', ns: ['auth'] },
  'auth-forgot-password': { module: 'auth-demo/forgot-password', ns: ['auth'] },
  'auth-forgot-password-v2': { module: 'auth-demo/forgot-password-v2', ns: ['auth'] },
  'auth-reset-password': { module: 'auth-demo/reset-password', ns: ['auth'] },
  'auth-reset-password-v2': { module: 'auth-demo/reset-password-v2', ns: ['auth'] },
  'front-end-landing': { module: 'front-end/landing', ns: ['landing', 'pricing', 'auth'] },
  'apps-invoice-list': { module: 'invoices/invoice-list', ns: ['invoices', 'data-table'] },
  'apps-invoice-details': { module: 'invoices/details', ns: ['invoices'] },
  'apps-invoice-edit': { module: 'invoices/edit', ns: ['invoices', 'auth'] },
  'apps-invoice-add': { module: 'invoices/add', ns: ['invoices', 'auth'] },
  'apps-user-list': { module: 'users/user-list', ns: ['users', 'data-table', 'auth'] },
  'apps-user-profile': { module: 'users/user-profile', ns: ['users', 'auth'] },
  'ecommerce-restaurant-menu': { module: 'restaurant/menu', ns: ['restaurant', 'auth'] },
  'ecommerce-restaurant-orders': { module: 'restaurant/orders', ns: ['restaurant'] },
  'ecommerce-jobs-list': { module: 'jobs/list', ns: ['jobs'] },
  'ecommerce-jobs-details': { module: 'jobs/details', ns: ['jobs'] },
  'apps-calendar': { module: 'apps/calendar', ns: ['calendar', 'auth'] },
  'ecommerce-academy-dashboard': { module: 'academy/dashboard', ns: ['academy', 'data-table'] },
  'ecommerce-academy-explore': { module: 'academy/explore', ns: ['academy'] },
  'ecommerce-academy-details': { module: 'academy/details', ns: ['academy'] },
  'components-alert': { module: 'components/alert', ns: ['gallery', 'ui-components'] },
  'components-avatar': { module: 'components/avatar', ns: ['gallery', 'ui-components'] },
  'components-badge': { module: 'components/badge', ns: ['gallery', 'ui-components'] },
  'components-breadcrumbs': { module: 'components/breadcrumbs', ns: ['gallery', 'ui-components'] },
  'components-chips': { module: 'components/chips', ns: ['gallery', 'ui-components'] },
  'components-dialog': { module: 'components/dialog', ns: ['gallery', 'ui-components'] },
  'components-expansion-panels': { module: 'components/expansion-panels', ns: ['gallery', 'ui-components'] },
  'components-list': { module: 'components/list', ns: ['gallery', 'ui-components'] },
  'components-menu': { module: 'components/menu', ns: ['gallery', 'ui-components'] },
  'components-progress': { module: 'components/progress', ns: ['gallery', 'ui-components'] },
  'components-tooltips': { module: 'components/tooltips', ns: ['gallery', 'ui-components'] },
  'components-tabs': { module: 'components/tabs', ns: ['gallery', 'ui-components'] },
  'components-pagination': { module: 'components/pagination', ns: ['gallery', 'ui-components'] },
  'components-ratings': { module: 'components/ratings', ns: ['gallery', 'ui-components'] },
  'components-snackbars': { module: 'components/snackbars', ns: ['gallery', 'ui-components'] },
  'components-timeline': { module: 'components/timeline', ns: ['gallery', 'ui-components'] },
  'components-stepper': { module: 'components/stepper', ns: ['gallery', 'ui-components'] },
  'forms-autocomplete': { module: 'forms/autocomplete', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-checkbox': { module: 'forms/checkbox', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-combobox': { module: 'forms/combobox', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-file-input': { module: 'forms/file-input', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-radio': { module: 'forms/radio', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-range-sliders': { module: 'forms/range-sliders', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-select': { module: 'forms/select', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-sliders': { module: 'forms/sliders', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-switch': { module: 'forms/switch', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-text-field': { module: 'forms/text-field', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-textarea': { module: 'forms/textarea', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-otp-input': { module: 'forms/otp-input', ns: ['gallery', 'ui-forms', 'auth'] },
  'forms-example-advertising': { module: 'forms/example-advertising', ns: ['ui-forms', 'auth'] },
  'forms-example-checkout': { module: 'forms/example-checkout', ns: ['ui-forms', 'auth'] },
  'extensions-toastify': { module: 'extensions/toastify', ns: ['gallery', 'ui-extensions'] },
  'extensions-masonry-wall': { module: 'extensions/masonry-wall', ns: ['gallery', 'ui-extensions'] },
  'extensions-sortable': { module: 'extensions/sortable', ns: ['gallery', 'ui-extensions'] },
  'extensions-drop-zone': { module: 'extensions/drop-zone', ns: ['gallery', 'ui-extensions'] },
  'extensions-cleave-input': { module: 'extensions/cleave-input', ns: ['gallery', 'ui-extensions'] },
  'ecommerce-products-list': { module: 'products/product-list', ns: ['products', 'data-table'] },
  'ecommerce-products-overview': { module: 'products/product-overview', ns: ['products'] },
  'ecommerce-products-edit': { module: 'products/product-edit', ns: ['products', 'auth'] },
  'ecommerce-products-add': { module: 'products/product-add', ns: ['products', 'auth'] },
  'extensions-date-picker': { module: 'extensions/date-picker', ns: ['gallery', 'ui-extensions'] },
  'extensions-quill-editor': { module: 'extensions/quill-editor', ns: ['gallery', 'ui-extensions'] },
  'extensions-tiptap-editor': { module: 'extensions/tiptap-editor', ns: ['gallery', 'ui-extensions'] },
  'extensions-map': { module: 'extensions/map', ns: ['gallery', 'ui-extensions'] },
  'extensions-swiper': { module: 'extensions/swiper', ns: ['gallery', 'ui-extensions'] },
  'charts-light': { module: 'charts/light', ns: ['gallery', 'ui-charts'] },
  'charts-apex-chart': { module: 'charts/apex-chart', ns: ['gallery', 'ui-charts'] },
  'charts-chart-js': { module: 'charts/chart-js', ns: ['gallery', 'ui-charts'] },
  tables: { module: 'tables/tables', ns: ['gallery', 'tables'] },
  datatables: { module: 'tables/datatables', ns: ['gallery', 'tables', 'data-table', 'auth'] },
  // #demo-end
  'misc-not-found': { module: 'misc/not-found', ns: ['misc'] },
  'misc-coming-soon': { module: 'misc/coming-soon', ns: ['misc'] },
  'misc-under-maintenance': { module: 'misc/under-maintenance', ns: ['misc'] },
  'misc-not-authorized': { module: 'misc/not-authorized', ns: ['misc'] },
  'misc-server-error': { module: 'misc/server-error', ns: ['misc'] },
};
