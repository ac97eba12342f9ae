import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Route-level error boundary: a failed screen never leaves a white page. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">{message}</p>
        <button type="button" className="mt-4 rounded-md bg-primary px-4 py-2 text-primary-foreground" onClick={() => location.reload()}>
          Retry
        </button>
      </div>
    </main>
  );
}
