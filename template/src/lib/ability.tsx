/**
 * Permissions with CASL: the rules come from the `userAbilityRules` cookie and follow
 * every session change. Route access combines the rules with the route meta of config/paths.ts.
 */
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { AbilityProvider, useAbility } from '@casl/react';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { routeMeta, type RouteName, type RouteTarget } from '@/config/paths';
import { getAbilityRules, getUserData, isSignedIn, subscribeSession, type UserData } from './session';

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
 * signed out; routes without meta only for "manage all"; others by the meta's action and subject.
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
  // A route without a subject: only for whoever may do everything (the Administrator role).
  if (!meta) return abilityToCheck.can('manage', 'all');
  return abilityToCheck.can(meta.action ?? 'read', meta.subject ?? 'all');
}

export function canAccess(target: RouteTarget): boolean {
  return canAccessRoute(target.name, getUserData(), isSignedIn());
}

/** Who may open what: the user, whether the session is complete, and the rules. */
interface Permit {
  user: UserData | null;
  signedIn: boolean;
  rules: Rule[];
}

/**
 * The permit signed-in pages are pre-rendered with (entry-server.tsx), and that the browser's
 * first render uses while it hydrates them, so the menus match the HTML; the visitor's own permit
 * follows in the next render. The demo's admin: most visitors' menus then stay as they are. It
 * holds no name or e-mail (the account menu shows "Guest" until the real user is read).
 */
export const prerenderPermit: Permit = {
  user: { id: 0, fullName: '', username: '', email: '', role: 'admin' },
  signedIn: true,
  rules: [{ action: 'manage', subject: 'all' }],
};

const sameRules = (a: Rule[], b: Rule[]) => a === b || JSON.stringify(a) === JSON.stringify(b);

// useSyncExternalStore needs a stable snapshot: a new permit only when one of its parts changed.
let lastPermit: Permit | null = null;
let shownPermit: Permit = prerenderPermit;
function readPermit(): Permit {
  const user = getUserData();
  const signedIn = Boolean(user) && isSignedIn();
  const rules = ability.rules;
  if (!lastPermit || lastPermit.user !== user || lastPermit.signedIn !== signedIn || lastPermit.rules !== rules) {
    lastPermit = { user, signedIn, rules };
    // A signed-in user with the pre-render's rules (the admin) may open what the pre-rendered page
    // showed: the same permit then spares the menus a blocking re-render right after hydration.
    shownPermit = user && signedIn && sameRules(rules, prerenderPermit.rules) ? prerenderPermit : lastPermit;
  }
  return shownPermit;
}

/** Menu, search and shortcuts filter with this; it re-renders when the user or the rules change. */
export function useCanAccess(): (target: RouteTarget) => boolean {
  const permit = useSyncExternalStore(subscribeSession, readPermit, () => prerenderPermit);
  // A snapshot ability per permit keeps the callback's identity stable between updates, so callers
  // can memoise filtered menus on it.
  return useMemo(() => {
    const snapshot = createMongoAbility<AppAbility>(permit.rules);
    return (target: RouteTarget) => canAccessRoute(target.name, permit.user, permit.signedIn, snapshot);
  }, [permit]);
}

/**
 * Whether the user may do `action` on `subject`, for the buttons a rule guards. Pre-rendered and
 * hydrated as the pre-render permit sees it (like the menus), then the user's own rules follow.
 */
export function useCan(action: string, subject: string): boolean {
  const permit = useSyncExternalStore(subscribeSession, readPermit, () => prerenderPermit);
  return useMemo(() => createMongoAbility<AppAbility>(permit.rules).can(action, subject), [permit, action, subject]);
}

export function AppAbilityProvider({ children }: { children: ReactNode }) {
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export { Can } from '@casl/react';
export { useAbility };
