import { useCallback } from 'react';
import { useListView } from '@/components/data-table/list-view';
import { useDeferredSearch } from '@/components/data-table/use-deferred-search';
import { menuTypes, type MenuType } from '../types';

/** Card grid page sizes: multiples of 6 fill every row of a 1-, 2- or 3-column grid. */
export const menuPageSizes = [6, 12, 24, 48] as const;
// Module constants: useListView's setter stays the same from render to render.
const menuFilters = { type: menuTypes };

/**
 * The menu's view kept in the address (`?type=Dessert&q=lemon&page=2&itemsPerPage=12`, page size
 * remembered under `app-1-list-restaurant-menu`), and the search box's text, which answers every
 * key at once while the address (and the server) follow when typing pauses.
 */
export function useRestaurantMenuView() {
  const [view, update] = useListView({
    id: 'restaurant-menu',
    filters: menuFilters,
    pageSizes: menuPageSizes,
    defaultPageSize: menuPageSizes[0],
  });
  const [text, setText] = useDeferredSearch(view.search, (search) => update({ search }));

  const showPage = useCallback((page: number) => update({ page }, { replace: true }), [update]);

  return {
    view,
    type: (view.filters.type ?? null) as MenuType | null,
    setType: (type: MenuType | null) => update({ filters: type ? { type } : {} }),
    search: text,
    setSearch: setText,
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize }),
    /** Steps back to the last page that exists (a delete emptied the page shown). */
    showPage,
  };
}
