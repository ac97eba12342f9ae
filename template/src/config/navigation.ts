/**
 * The menu, derived from the route registry (config/paths.ts): each route with a `menu` entry is a
 * link in its section or group, in the registry's order. This file only adds what belongs to the
 * places themselves: their icons, in the order the menu shows them, and the external links. It
 * feeds the vertical and horizontal navigation, the global search index (see searchIndex) and the
 * permission filter (links point at route names whose meta is checked). Titles are keys of the
 * `nav` i18n namespace; icons are names from components/layout/nav-icon.tsx so the menu stays
 * serialisable for the demo backend.
 */
import {
  // #demo-start
  externalLinks,
  // #demo-end
  routes,
  type MenuPlace,
  type NavIconName,
  type RouteName,
  type RouteTarget,
} from './paths';

export type { NavIconName } from './paths';

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

/**
 * The icon of each menu place. A place's title is the `nav` key of its own name (the part after
 * the slash for a group).
 */
const placeIcons: Record<MenuPlace, NavIconName> = {
  // #starter home: 'dashboard',
  // #demo-start
  dashboard: 'dashboard',
  apps: 'layers',
  'apps/products': 'package',
  'apps/order': 'cart',
  'apps/academy': 'graduation',
  'apps/jobs': 'briefcase',
  'apps/restaurant': 'store',
  'apps/invoice': 'file-text',
  'apps/user': 'users',
  'apps/access': 'lock',
  'ui-elements': 'box',
  'ui-elements/form-examples': 'form',
  'ui-elements/extensions': 'puzzle',
  'ui-elements/components': 'box',
  'ui-elements/forms': 'toggle',
  datatables: 'table',
  charts: 'chart-bar',
  'pages/authentications': 'lock',
  // #demo-end
  pages: 'file',
  'pages/miscellaneous': 'alert',
};

/** Links that leave the app, as sections after the routes' own. */
const externalSections: NavSection[] = [
  // #demo-start
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
        target: '_blank',
      },
    ],
  },
  // #demo-end
];

/** Builds the menu tree from the registry: sections and groups appear where their first route is. */
function menuFromRoutes(): NavSection[] {
  const sections = new Map<string, NavSection>();
  const groups = new Map<string, NavGroup>();
  for (const name of Object.keys(routes) as RouteName[]) {
    const { menu, samples } = routes[name];
    if (!menu) continue;
    const [sectionId = menu.in, groupId] = menu.in.split('/');
    let section = sections.get(sectionId);
    if (!section) {
      section = { id: sectionId, title: sectionId, icon: placeIcons[sectionId as MenuPlace], children: [] };
      sections.set(sectionId, section);
    }
    const link: NavLink = {
      kind: 'link',
      id: name,
      title: menu.title,
      ...(menu.icon && { icon: menu.icon }),
      to: { name, ...(samples?.[0] && { params: { ...samples[0] } }) },
      ...(menu.newTab && { target: '_blank' as const }),
    };
    if (!groupId) {
      section.children.push(link);
      continue;
    }
    let group = groups.get(menu.in);
    if (!group) {
      group = { kind: 'group', id: groupId, title: groupId, icon: placeIcons[menu.in], children: [] };
      groups.set(menu.in, group);
      section.children.push(group);
    }
    group.children.push(link);
  }
  return [...sections.values(), ...externalSections];
}

export const navigation: NavSection[] = menuFromRoutes();

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
