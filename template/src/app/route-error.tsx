/**
 * Route-level error boundary: never a white page.
 * - 404 (unknown data, or a signed-in user without permission, who must not learn that the page
 *   exists) -> the not-found screen.
 * - A lazy chunk that failed to load (a deploy replaced it) -> "a new version is available".
 * - Anything else -> the server-error screen with Retry.
 */
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusFallback, StatusScreen } from './layouts/status-screen';

const chunkFailure =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|Failed to load module script/i;

/** True for the errors a stale deployment produces: a lazy module or its CSS no longer exists. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(error.message);
}

function UpdateAvailable() {
  // English defaults: the strings themselves may live in a chunk that can no longer be fetched.
  const { t } = useTranslation('misc');
  return (
    <StatusScreen
      title={t('update.title', 'A new version is available')}
      text={t('update.text', 'Tessera was updated while this tab was open. Reload to get the latest version.')}
      illustration="coming-soon"
    >
      <Button size="lg" onClick={() => location.reload()}>
        <RefreshCw aria-hidden />
        {t('update.reload', 'Reload')}
      </Button>
    </StatusScreen>
  );
}

/**
 * The not-found and server-error screens load when an error happens, not with every page; if even
 * that fails, the deployment changed under the tab, and the update screen (in this file) says so.
 */
const orUpdate = <T,>(load: () => Promise<T>) => load().catch(() => ({ default: UpdateAvailable }));
const NotFoundView = lazy(() =>
  orUpdate(() => import('./routes/misc/not-found').then((m) => ({ default: m.NotFoundView }))),
);
const ServerErrorView = lazy(() =>
  orUpdate(() => import('./routes/misc/server-error').then((m) => ({ default: m.ServerErrorView }))),
);

export function RouteError() {
  const error = useRouteError();
  const view =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFoundView />
    ) : isChunkLoadError(error) ? (
      <UpdateAvailable />
    ) : (
      <ServerErrorView />
    );
  // The boundary replaces the layouts, so it brings its own <main> landmark.
  return (
    <main id="main" className="min-h-dvh">
      <Suspense fallback={<StatusFallback />}>{view}</Suspense>
    </main>
  );
}
