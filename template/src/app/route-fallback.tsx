/** Shown while a lazy screen loads: a quiet bar so the layout does not jump. */
export function RouteFallback() {
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-toast h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
