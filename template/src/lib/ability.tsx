/**
 * Permissions with CASL: the rules come from the `userAbilityRules` cookie and follow
 * every session change. Route access combines the rules with the route meta of config/paths.ts.
 */
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { AbilityProvider, useAbility } from '@casl/react';
import { useMemo, type ReactNode } from 'react';
import { routeMeta, type RouteName, type RouteTarget } from '@/config/paths';
import { getAbilityRules, getUserData, isSignedIn, subscribeSession, useUserData, type UserData } from './session';

/** Actions and subjects are open strings: 'manage' means any action and 'all' any subject. */
export type AppAbility = MongoAbility<[string, string]>;
type Rule = RawRuleOf<AppAbility>;

const readRules = () => getAbilityRules() as Rule[];

/** The app-wide ability; `<Can>` and `useAbility()` read this same instance. */
export const ability: AppAbility = createMongoAbility<AppAbility>(readRules());

// Follow the rules cookie; skip no-op updates so <Can> and useAbility do not re-render for nothing.
subscribeSession(() => {
  const next = readRules();
  if (JSON.stringify(next) !== JSON.stringify(ability.rules)) ability.update(next);
});

/**
 * Whether the user may open a route: public routes always; guest-only routes only when
 * signed out; routes without meta only for the admin role; others by the meta's action and subject.
 */
export function canAccessRoute(
  name: RouteName,
  user: UserData | null,
  signedIn: boolean,
  abilityToCheck: AppAbility = ability,
): boolean {
  const meta = routeMeta(name);
  if (meta?.public) return true;
  if (meta?.unauthenticatedOnly) return !signedIn;
  if (!signedIn || !user) return false;
  if (!meta) return user.role === 'admin';
  return abilityToCheck.can(meta.action ?? 'read', meta.subject ?? 'all');
}

export function canAccess(target: RouteTarget): boolean {
  return canAccessRoute(target.name, getUserData(), isSignedIn());
}

/** Menu, search and shortcuts filter with this; it re-renders when the user or the rules change. */
export function useCanAccess(): (target: RouteTarget) => boolean {
  const user = useUserData();
  // Subscribes to rule updates; a snapshot ability per rule set keeps the callback's identity
  // stable between updates, so callers can memoise filtered menus on it.
  const rules = useAbility<AppAbility>().rules;
  return useMemo(() => {
    const snapshot = createMongoAbility<AppAbility>(rules);
    return (target: RouteTarget) => canAccessRoute(target.name, user, Boolean(user) && isSignedIn(), snapshot);
  }, [user, rules]);
}

export function AppAbilityProvider({ children }: { children: ReactNode }) {
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export { Can } from '@casl/react';
export { useAbility };
