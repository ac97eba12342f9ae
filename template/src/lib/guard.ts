/**
 * Route guard (spec §4). Placeholder that lets every route through until the auth layer lands;
 * replaced by the real decision table in the auth issue.
 */
import type { RouteName } from '@/config/paths';

export function guardRoute(_name: RouteName, _url: URL): Response | null {
  return null;
}

export function homeRedirect(_url: URL): Response | null {
  return null;
}
