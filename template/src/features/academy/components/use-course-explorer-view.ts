/**
 * What the catalogue shows, kept in the address through the shared list view (`useListView`), so a
 * reload or a shared link opens the same tab, filters, search and page:
 *   ?tab=free&rating=4&sortBy=price&orderBy=desc&q=design&page=2&itemsPerPage=25
 * The filter chips (`CourseFilter`) are read from and written to those parameters.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useListView } from '@/components/data-table/list-view';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { courseTabs, type CourseFilter, type CourseTab } from '../types';

const listFilters = { tab: courseTabs.filter((tab) => tab !== 'all'), rating: ['4'] } as const;
const sortable = ['price'] as const;

/** The filters with one of them set to `value`, or left out when there is none. */
function withFilter(filters: Readonly<Record<string, string>>, name: string, value?: string) {
  const rest = Object.fromEntries(Object.entries(filters).filter(([key]) => key !== name));
  return value ? { ...rest, [name]: value } : rest;
}

export function useCourseExplorerView() {
  const [view, update] = useListView({ id: 'academy-explore', filters: listFilters, sortable });
  const tab = (view.filters.tab as CourseTab | undefined) ?? 'all';
  const filters = useMemo(() => {
    const on: CourseFilter[] = [];
    if (view.sort?.id === 'price') on.push(view.sort.desc ? 'price-desc' : 'price-asc');
    if (view.filters.rating === '4') on.push('four-stars');
    return on;
  }, [view.sort, view.filters.rating]);

  const setTab = useCallback(
    (next: CourseTab) => update({ filters: withFilter(view.filters, 'tab', next === 'all' ? undefined : next) }),
    [update, view.filters],
  );
  /** Turns a chip on or off; the two price orders exclude each other (they are one sort). */
  const toggle = useCallback(
    (filter: CourseFilter, on: boolean) => {
      if (filter === 'four-stars') {
        update({ filters: withFilter(view.filters, 'rating', on ? '4' : undefined) });
      } else if (on) {
        update({ sort: { id: 'price', desc: filter === 'price-desc' } });
      } else if (filters.includes(filter)) {
        update({ sort: null });
      }
    },
    [update, view.filters, filters],
  );

  const commitSearch = useCallback((search: string) => update({ search }), [update]);
  const [searchText, setSearchText] = useSearchDraft(view.search, commitSearch);

  return {
    tab,
    filters,
    /** The search as it reached the address (what the grid is filtered by). */
    search: view.search,
    /** The search box's text, ahead of the address while typing. */
    searchText,
    setSearchText,
    page: view.page,
    pageSize: view.pageSize,
    setTab,
    toggle,
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize }),
  };
}

/** How long the search box waits after the last key before the address (and the grid) follow. */
const searchDelay = 200;

/**
 * The search box's own text answers every key at once; the address follows once typing pauses. A
 * search changed elsewhere (Back, a link) shows in the box.
 */
function useSearchDraft(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setText(committed);
  }
  const settled = useDebouncedValue(text, searchDelay);
  useEffect(() => {
    // `settled` lags behind a text set from the address: only a text the person left alone is sent.
    if (settled === text && settled !== committed) commit(settled);
  }, [settled, text, committed, commit]);
  return [text, setText] as const;
}
