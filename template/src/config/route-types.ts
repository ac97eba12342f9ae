/**
 * What an entry of the route registry (config/paths.ts) may say. Types only: the registry itself
 * stays one plain table that the build scripts and the end-to-end tests import as is.
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

/** Icon names of the menu; components/layout/nav-icon.tsx maps each to its picture. */
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
  | 'message'
  | 'mail'
  | 'kanban'
  | 'file-text'
  | 'users'
  | 'user-cog'
  | 'file'
  | 'search'
  | 'tag'
  | 'help'
  | 'bell'
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

/**
 * Where a route sits in the menu: a section (`pages`) or a group inside one (`apps/products`).
 * config/navigation.ts gives each place its icon; its title is the `nav` key of the same name.
 */
export type MenuPlace =
  // #starter | 'home'
  // #demo-start
  | 'dashboard'
  | 'apps'
  | 'apps/products'
  | 'apps/order'
  | 'apps/academy'
  | 'apps/jobs'
  | 'apps/restaurant'
  | 'apps/invoice'
  | 'apps/user'
  | 'apps/access'
  | 'ui-elements'
  | 'ui-elements/form-examples'
  | 'ui-elements/extensions'
  | 'ui-elements/components'
  | 'ui-elements/forms'
  | 'datatables'
  | 'charts'
  // #demo-end
  | 'pages'
  // #demo-start
  | 'pages/authentications'
  // #demo-end
  | 'pages/miscellaneous';

/** A route's link in the menu (and so in the global search). */
export interface MenuEntry {
  /** Section or group it is listed in; entries keep the registry's order. */
  in: MenuPlace;
  /** Key in the `nav` namespace (the full page title is `routes.<route name>`). */
  title: string;
  /** Its own icon; without one it shows its group's or section's. */
  icon?: NavIconName;
  /** Opens in a new tab (pages drawn without the menu: sign-in designs, status pages). @default false */
  newTab?: boolean;
}

/** The names of a path's `:params`: `'/apps/invoice/edit/:id'` gives `'id'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a route says, once: its address, who may open it, its screen, its menu link. */
export interface RouteDef {
  /** Path inside the app (without the /demo base), `:name` for a param. */
  path: string;
  /** `content`: the signed-in shell (menu, top bar). `blank`: a page of its own. */
  layout: 'content' | 'blank';
  meta?: RouteMeta;
  /** The screen: a module under app/routes, without `.tsx` (its default export). */
  screen: string;
  /** i18n namespaces the screen reads, loaded with its code so it paints in one go. */
  ns: readonly string[];
  /** Its link in the menu; routes without one are reached from other screens. */
  menu?: MenuEntry;
  /**
   * Param values the build pre-renders a page for (and the menu links to the first): required when
   * the path has params, so every deep link the demo shows opens on a static host.
   */
  samples?: readonly Readonly<Record<string, string>>[];
  /**
   * The build pre-renders the page with its screen's first answers from the demo backend's seed
   * (mocks/prerender.ts), so its data paints before any script runs. Only for screens whose markup
   * depends on nothing but those answers: a relative date counts from `startOfToday()` and a relative
   * time from `currentTime()` (lib/today.ts: the build's day and instant while the markup is taken
   * over), never from `new Date()`.
   */
  answersInPage?: boolean;
}

/**
 * One entry as written in the registry: `samples` is required exactly when the path has params,
 * with one value per param.
 */
export type RouteInput<P extends string> = Omit<RouteDef, 'path' | 'layout' | 'samples'> & {
  path: P;
} & ([PathParams<P>] extends [never]
    ? { samples?: never }
    : { samples: readonly [Record<PathParams<P>, string>, ...Record<PathParams<P>, string>[]] });
