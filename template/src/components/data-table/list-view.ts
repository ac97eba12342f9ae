/**
 * What a list shows, kept where a person expects it: the search, filters, sort, page and page size
 * in the address (a reload or a shared link shows the same rows, Back steps through pages), and the
 * column choice and page size remembered per list in localStorage (`app-1-list-<id>`), so the next
 * visit opens the list as it was left. A value the list does not offer is ignored, so a hand-edited
 * link never breaks a screen.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { defaultPageSize, pageSizeOptions } from './page-sizes';

export interface ListSort {
  id: string;
  desc: boolean;
}

export interface ListView {
  /** The search box's text. */
  search: string;
  /** Facet filter values by column (or filter) id; a filter that is off is absent. */
  filters: Readonly<Record<string, string>>;
  sort: ListSort | null;
  /** 0-based page. */
  page: number;
  pageSize: number;
  /** Columns shown (true) or hidden (false); columns absent here keep their default. */
  columns: Readonly<Record<string, boolean>>;
}

/**
 * A change of the view: the parts that change, or a function of the view as it is at that moment
 * (a filter added to the filters, a sort toggled) that returns them. Use the function when the
 * change depends on the view: a render can lag behind a change made in the same event or just
 * before, and building on the rendered view would write the older parts back.
 */
export type ListViewPatch = Partial<ListView> | ((view: ListView) => Partial<ListView>);

export interface ListViewOptions {
  /** Names the list in storage: 'products' remembers under `app-1-list-products`. */
  id: string;
  /** The filter ids read from the address, each with the values it accepts. @default {} */
  filters?: Readonly<Record<string, readonly string[]>>;
  /** Column ids the list sorts by (others in the address are ignored). @default [] */
  sortable?: readonly string[];
  /** @default null (data order) */
  defaultSort?: ListSort | null;
  /** Page sizes offered. @default [10, 25, 50, 100] */
  pageSizes?: readonly number[];
  /** @default 10 */
  defaultPageSize?: number;
  /** Columns hidden until the person shows them, e.g. `{ category: false }`. @default {} */
  defaultColumns?: Readonly<Record<string, boolean>>;
  /** Prefix of the address parameters, for a second list on one screen (`orders-page`). @default '' */
  paramPrefix?: string;
}

interface Remembered {
  pageSize?: number;
  columns?: Record<string, boolean>;
}

export const listStorageKey = (id: string) => `app-1-list-${id}`;

function readRemembered(id: string): Remembered {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(listStorageKey(id)) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    const { pageSize, columns } = value as Record<string, unknown>;
    // Whatever another version of the app stored: only a number and a map of booleans are taken.
    return {
      ...(typeof pageSize === 'number' ? { pageSize } : {}),
      ...(columns && typeof columns === 'object'
        ? { columns: Object.fromEntries(Object.entries(columns).filter(([, on]) => typeof on === 'boolean')) }
        : {}),
    };
  } catch {
    return {};
  }
}

function remember(id: string, value: Remembered) {
  try {
    globalThis.localStorage?.setItem(listStorageKey(id), JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the list still works, it just forgets.
  }
}

/** Writes a view into address parameters, leaving out what is at its default. */
function writeView(
  out: URLSearchParams,
  view: ListView,
  defaults: {
    key: (name: string) => string;
    filterIds: string[];
    defaultSort: ListSort | null;
    defaultPageSize: number;
  },
): URLSearchParams {
  const put = (name: string, value: string | null) =>
    value === null ? out.delete(defaults.key(name)) : out.set(defaults.key(name), value);
  const { sort } = view;
  const { defaultSort } = defaults;
  const sortChanged = sort?.id !== defaultSort?.id || sort?.desc !== defaultSort?.desc;
  put('q', view.search.trim() ? view.search : null);
  for (const name of defaults.filterIds) put(name, view.filters[name] ?? null);
  put('sortBy', sort && sortChanged ? sort.id : null);
  put('orderBy', sort && sortChanged ? (sort.desc ? 'desc' : 'asc') : null);
  put('page', view.page > 0 ? String(view.page + 1) : null);
  put('itemsPerPage', view.pageSize !== defaults.defaultPageSize ? String(view.pageSize) : null);
  return out;
}

const noFilters: Readonly<Record<string, readonly string[]>> = {};
const noColumns: Readonly<Record<string, boolean>> = {};
const none: readonly string[] = [];

/**
 * What a list makes of a render that shows the address `rendered`, given the addresses it wrote that
 * had not rendered yet (`pending`, oldest first). One of them: the ones before it are done with, and
 * it is the latest address only if nothing newer is still on its way (two quick changes, a filter
 * then the search, can render one by one, the first after the second was written). Another address:
 * a navigation of someone else's (Back, a link), which wins over what is pending.
 */
export function settleRendered(pending: readonly string[], rendered: string): { pending: string[]; latest: boolean } {
  const at = pending.indexOf(rendered);
  if (at === -1) return { pending: [], latest: true };
  const rest = pending.slice(at + 1);
  return { pending: rest, latest: rest.length === 0 };
}

/**
 * The list's view and a function that changes part of it. Changing the search, a filter or the sort
 * goes back to the first page; so does a new page size. Typing in the search replaces the address
 * entry instead of adding one per key.
 */
export function useListView({
  id,
  filters: filterValues = noFilters,
  sortable = none,
  defaultSort = null,
  pageSizes = pageSizeOptions,
  defaultPageSize: fallbackSize = defaultPageSize,
  defaultColumns = noColumns,
  paramPrefix = '',
}: ListViewOptions) {
  const [params, setParams] = useSearchParams();
  const [remembered, setRemembered] = useState(() => readRemembered(id));
  const key = useCallback((name: string) => (paramPrefix ? `${paramPrefix}-${name}` : name), [paramPrefix]);

  const read = useCallback(
    (from: URLSearchParams, stored: Remembered): ListView => {
      const filters: Record<string, string> = {};
      for (const [name, accepted] of Object.entries(filterValues)) {
        const value = from.get(key(name));
        if (value && accepted.includes(value)) filters[name] = value;
      }
      const sortBy = from.get(key('sortBy'));
      const sort =
        sortBy && sortable.includes(sortBy) ? { id: sortBy, desc: from.get(key('orderBy')) === 'desc' } : defaultSort;
      const size = Number(from.get(key('itemsPerPage')));
      const storedSize = stored.pageSize ?? fallbackSize;
      const page = Number(from.get(key('page')));
      return {
        search: from.get(key('q')) ?? '',
        filters,
        sort,
        page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
        pageSize: pageSizes.includes(size) ? size : pageSizes.includes(storedSize) ? storedSize : fallbackSize,
        columns: { ...defaultColumns, ...stored.columns },
      };
    },
    [key, filterValues, sortable, defaultSort, pageSizes, fallbackSize, defaultColumns],
  );
  const view = useMemo(() => read(params, remembered), [read, params, remembered]);

  // The address as this list last wrote it or, after a navigation (Back, a link), as rendered. A
  // change starts from it, not from the address its callback's render saw: several changes in one
  // event (a reset clears search, filters and sort) chain, and a change asked before the previous
  // one has rendered (react-router renders navigations in a transition; a timer or an input's
  // handler can run first) does not write the previous address back.
  const latest = useRef(params);
  // The addresses written since the last one that rendered, oldest first: a render of an older one
  // (the transitions of two quick changes can commit one by one) must not take the place of a newer.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const settled = settleRendered(pending.current, params.toString());
    pending.current = settled.pending;
    if (settled.latest) latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: ListViewPatch, options: { replace?: boolean } = {}) => {
      const current = latest.current;
      // What is stored now, not at mount: a page size picked moments ago is already there.
      const base = read(current, readRemembered(id));
      const patch = typeof change === 'function' ? change(base) : change;
      const resetsPage = ['search', 'filters', 'sort', 'pageSize'].some((name) => name in patch);
      if ('pageSize' in patch || 'columns' in patch) {
        const prior = readRemembered(id);
        const stored = { pageSize: patch.pageSize ?? prior.pageSize, columns: { ...prior.columns, ...patch.columns } };
        remember(id, stored);
        // The page size reaches this view through the address (written below), never ahead of it:
        // a view with the new size and the old page would look past the end and step back a page.
        if ('columns' in patch) setRemembered((previous) => ({ ...previous, columns: stored.columns }));
      }
      if (Object.keys(patch).every((name) => name === 'columns')) return;
      const next: ListView = { ...base, ...patch };
      if (resetsPage && !('page' in patch)) next.page = 0;
      const out = writeView(new URLSearchParams(current), next, {
        key,
        filterIds: Object.keys(filterValues),
        defaultSort,
        defaultPageSize: fallbackSize,
      });
      if ('pageSize' in patch) out.set(key('itemsPerPage'), String(next.pageSize));
      const written = out.toString();
      if (written !== current.toString()) pending.current.push(written);
      latest.current = out;
      setParams(out, {
        replace: options.replace ?? Object.keys(patch).every((name) => name === 'search'),
        preventScrollReset: true,
      });
    },
    [id, setParams, read, key, filterValues, defaultSort, fallbackSize],
  );

  return [view, update] as const;
}
