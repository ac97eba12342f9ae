/**
 * Route guard. Route loaders call `guardRoute`, the index route calls
 * `homeRedirect`. The decisions themselves are pure functions (`decideRoute`, `decideHome`,
 * `loginDestination`) covered by a decision table in guard.test.ts.
 */
import { data, matchPath, redirect } from 'react-router';
import { pathTo, routeMeta, routeNames, routes, type RouteMeta, type RouteName } from '@/config/paths';
import { getUserData, isSignedIn, type Role, type UserData } from './session';
import { env } from '@/config/env';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

const allow: GuardDecision = { kind: 'allow' };

// #starter /** The screen each role opens after sign-in. */
// #starter const landingRoutes: Record<Role, RouteName> = { admin: 'home', client: 'home' };

export interface RouteRequest {
  meta: RouteMeta | undefined;
  /** Path inside the app (without the base), e.g. `/apps/calendar`. */
  path: string;
  /** Original query string, with or without the leading `?`. */
  search: string;
  signedIn: boolean;
  /** Whether the permission check for the route passes. */
  allowed: boolean;
}

function withQuery(path: string, params: URLSearchParams): string {
  // Slashes are legal in a query; keeping them readable gives `?to=/apps/calendar`.
  const query = params.toString().replace(/%2F/gi, '/');
  return query ? `${path}?${query}` : path;
}

/** Login URL for a guest: original query kept, plus `to` (omitted when the target is `/`). */
export function loginRedirect(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('to');
  if (path !== '/') params.set('to', path);
  return withQuery(pathTo('login'), params);
}

export function decideRoute({ meta, path, search, signedIn, allowed }: RouteRequest): GuardDecision {
  if (meta?.public) return allow;
  if (meta?.unauthenticatedOnly) return signedIn ? { kind: 'redirect', to: '/' } : allow;
  if (allowed) return allow;
  if (signedIn) return { kind: 'not-found' };
  return { kind: 'redirect', to: loginRedirect(path, search) };
}

/** Where each role lands after sign-in. */
export function landingPath(role: Role): string {
  // #demo-start
  return role === 'admin' ? pathTo('dashboard-crm') : pathTo('pages-faq');
  // #demo-end
  // #starter return pathTo(landingRoutes[role]);
}

/** `/`: admin -> CRM dashboard, client -> FAQ, anyone else -> login with the current query. */
export function decideHome(signedIn: boolean, role: string | undefined, search: string): GuardDecision {
  if (signedIn && (role === 'admin' || role === 'client')) return { kind: 'redirect', to: landingPath(role) };
  if (signedIn) return { kind: 'not-found' };
  const params = new URLSearchParams(search);
  params.delete('to');
  return { kind: 'redirect', to: withQuery(pathTo('login'), params) };
}

/** The route whose pattern matches an in-app path, if any. */
export function routeForPath(path: string): RouteName | undefined {
  return routeNames.find((name) => matchPath({ path: routes[name].path, end: true }, path));
}

/**
 * After login: `to` when it is an in-app route the user may open (other query params restored),
 * otherwise the role's landing page. Rejects anything that is not a plain in-app path.
 */
export async function loginDestination(search: string, user: UserData): Promise<string> {
  const params = new URLSearchParams(search);
  const to = params.get('to');
  params.delete('to');
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return allowedLanding(user);
  const name = routeForPath(to);
  if (!name || !(await rules()).canAccessRoute(name, user, true)) return allowedLanding(user);
  return withQuery(to, params);
}

/**
 * The user's landing page when their role's rules open it; otherwise the first menu page they do
 * (an admin may have taken the landing page's subject from the role), so a sign-in never ends on
 * NotFound while the user may open something.
 */
async function allowedLanding(user: UserData): Promise<string> {
  const { canAccessRoute } = await rules();
  const landing = landingPath(user.role);
  const name = routeForPath(landing);
  if (name && canAccessRoute(name, user, true)) return landing;
  const open = routeNames.find(
    (n) =>
      routes[n].layout === 'content' &&
      routes[n].menu &&
      !routes[n].path.includes(':') &&
      !routeMeta(n)?.public &&
      canAccessRoute(n, user, true),
  );
  return open ? pathTo(open) : landing;
}

/** The CASL side of the permissions, loaded when a decision needs the user's rules. */
const rules = () => import('./ability');

const base = env.baseUrl.replace(/\/$/, '');

/** The path inside the app: the request path without the deployment base (`/demo`). */
export function appPath(url: URL): string {
  const path = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
  return path.startsWith('/') ? path : `/${path}`;
}

function apply(decision: GuardDecision): Response | null {
  if (decision.kind === 'redirect') return redirect(decision.to);
  // Signed in but not allowed: the route error boundary renders the not-found screen in place.
  if (decision.kind === 'not-found') throw data('Not Found', { status: 404, statusText: 'Not Found' });
  return null;
}

export async function guardRoute(name: RouteName, url: URL): Promise<Response | null> {
  const signedIn = isSignedIn();
  const meta = routeMeta(name);
  // Only a signed-in visitor on a protected route needs the permission rules: public and
  // signed-out pages (login, landing) never load CASL.
  const needsRules = signedIn && !meta?.public && !meta?.unauthenticatedOnly;
  const allowed = needsRules && (await rules()).canAccessRoute(name, getUserData(), signedIn);
  return apply(decideRoute({ meta, path: appPath(url), search: url.search, signedIn, allowed }));
}

export function homeRedirect(url: URL): Response | null {
  return apply(decideHome(isSignedIn(), getUserData()?.role, url.search));
}
