import { useMatches } from 'react-router';
import type { NavGroup, NavLink, NavSection } from '@/config/navigation';
import type { RouteName } from '@/config/paths';

/** Name of the route being shown (the deepest match that carries one). */
export function useActiveRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i]?.handle as { name?: RouteName } | undefined)?.name;
    if (name) return name;
  }
  return undefined;
}

export const isLinkActive = (link: NavLink, active: RouteName | undefined) =>
  Boolean(active && link.to?.name === active);

export const groupHasActive = (group: NavGroup, active: RouteName | undefined) =>
  group.children.some((child) => isLinkActive(child, active));

export function sectionHasActive(section: NavSection, active: RouteName | undefined): boolean {
  return section.children.some((child) =>
    child.kind === 'group' ? groupHasActive(child, active) : isLinkActive(child, active),
  );
}

/** Id of the group holding the active route, if any. */
export function activeGroupId(sections: NavSection[], active: RouteName | undefined): string | null {
  for (const section of sections) {
    for (const child of section.children) {
      if (child.kind === 'group' && groupHasActive(child, active)) return child.id;
    }
  }
  return null;
}
