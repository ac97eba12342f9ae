import { useCallback, useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';
import { useListView } from '@/components/data-table/list-view';
import { useDeferredSearch } from '@/components/data-table/use-deferred-search';
import { useRouteId, wholeNumberId } from '@/hooks/use-route-id';
import { emailFolders, emailLabels, type EmailFolder, type EmailLabel } from '../types/constants';

// Module constants: useListView's setter stays the same from render to render.
const viewFilters = { folder: emailFolders, label: emailLabels };

/** An address on this screen: the current one with some parameters changed (null removes one). */
function withParams(current: URLSearchParams, changes: Record<string, string | null>): To {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return { search: search ? `?${search}` : '' };
}

/**
 * What the email screen shows, all in the address (`?folder=sent&label=company&q=plan&page=2&id=12`):
 * the folder (inbox when absent), a label filter, the search, the page and page size of the list
 * (through useListView, page size remembered under `app-1-list-email`), and the open message.
 * Folders and messages are links, so Back steps out of a message and back through folders.
 */
export function useEmailView() {
  const [view, update] = useListView({ id: 'email', filters: viewFilters });
  const [params] = useSearchParams();
  const [search, setSearch] = useDeferredSearch(view.search, (text) => update({ search: text }));
  const openId = useRouteId({ search: 'id', parse: wholeNumberId });
  const folder = (view.filters.folder ?? 'inbox') as EmailFolder;
  const label = view.filters.label as EmailLabel | undefined;

  const links = useMemo(
    () => ({
      /** A folder from the start: no label, search, page or open message. */
      folder: (to: EmailFolder): To => ({ search: to === 'inbox' ? '' : `?folder=${to}` }),
      /** The label filter on the current folder, or off when it is the one on. */
      label: (to: EmailLabel): To =>
        withParams(params, { label: to === label ? null : to, id: null, page: null, q: null }),
      open: (id: number): To => withParams(params, { id: String(id) }),
      close: (): To => withParams(params, { id: null }),
    }),
    [params, label],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setPageSize = useCallback((pageSize: number) => update({ pageSize }), [update]);

  return {
    folder,
    label,
    /** The search as the list applies it. */
    query: view.search,
    page: view.page,
    pageSize: view.pageSize,
    /** The search box's text: answers every key, the list follows when typing pauses. */
    search,
    setSearch,
    setPage,
    setPageSize,
    /** The open message: undefined when none, null when the address holds a malformed id. */
    openId,
    links,
  };
}

export type EmailView = ReturnType<typeof useEmailView>;
