/**
 * A module fetched on first request and kept: every caller shares one download, `current` holds it
 * once it has arrived, and a failed download (offline, a new deploy) is tried again on the next
 * `load()`. The menus' code (components/ui/deferred.tsx), parts of pre-rendered screens
 * (lib/lazy-part.ts) and the demo backend's roles store (mocks/http.ts) load this way.
 */
export interface DeferredModule<T> {
  readonly current: T | undefined;
  load: () => Promise<T>;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get current() {
      return loaded;
    },
    load: () =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
