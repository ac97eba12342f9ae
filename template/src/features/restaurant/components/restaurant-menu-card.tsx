import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationFooter } from '@/components/data-table/data-table-pagination';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { usePreloadAfterPaint } from '@/hooks/use-after-paint';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { useMenu } from '../api/get-menu';
import { menuTypes, type MenuItem } from '../types';
import { RestaurantMenuItem } from './restaurant-menu-item';
import { RestaurantTypeFilter } from './restaurant-type-filter';
import { menuPageSizes, useRestaurantMenuView } from './use-restaurant-menu-view';
import { useRestaurantMenuLabels } from './use-restaurant-labels';

// The dish form (react-hook-form, zod) is not needed to show the menu: fetched once the card has
// painted, and drawn from its first opening on.
const loadDialog = () => import('./restaurant-menu-dialog');
const RestaurantMenuDialog = lazy(() => loadDialog().then((m) => ({ default: m.RestaurantMenuDialog })));

/**
 * The "Menu" card: search and course filter (answered by the server), the dishes in pages, and
 * their editing. Search, course, page and page size live in the address.
 */
export function RestaurantMenuCard() {
  const { t } = useTranslation('restaurant');
  const titleId = useId();
  const searchId = useId();
  const labels = useRestaurantMenuLabels();
  const menuView = useRestaurantMenuView();
  const { page, pageSize, search } = menuView.view;
  const menu = useMenu(menuView.type, search.trim());
  const total = menu.data?.length ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  const rows = (menu.data ?? []).slice(shown * pageSize, (shown + 1) * pageSize);
  const [editing, setEditing] = useState<{ item: MenuItem | null } | null>(null);
  const drawDialog = useMountOnceWanted(editing !== null);
  usePreloadAfterPaint(loadDialog);
  const removal = useDeleteMenuItem();

  // A link past the end, or a delete that emptied the last page, shows the last page that exists.
  const { showPage } = menuView;
  const pastTheEnd = Boolean(menu.data) && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) showPage(lastPage);
  }, [pastTheEnd, lastPage, showPage]);

  const confirmDelete = useConfirmDelete<MenuItem>({
    title: (items) => t('menu.deleteTitle', { name: items[0]?.name ?? '' }),
    description: () => t('menu.deleteDescription'),
    rowName: (item) => item.name,
    onDelete: async ([item]) => {
      if (!item) return;
      await removal.mutateAsync(item.id);
      toast.success(t('menu.deleted', { name: item.name }));
    },
    fallbackFocus: () => document.getElementById(searchId),
  });

  return (
    <Card aria-labelledby={titleId} data-testid="restaurant-menu">
      <DataTableToolbar
        title={t('menu.title')}
        titleId={titleId}
        searchLabel={labels.search}
        searchId={searchId}
        value={menuView.search}
        onValueChange={menuView.setSearch}
      >
        {/* A row of its own under the search: beside it, the row would wrap or not with the font's widths. */}
        <div className="order-last basis-full">
          <RestaurantTypeFilter value={menuView.type} onChange={menuView.setType} types={menuTypes} />
        </div>
        <Button onClick={() => setEditing({ item: null })} className="sm:ms-auto">
          <Plus aria-hidden />
          {t('menu.add')}
        </Button>
      </DataTableToolbar>
      <div className="px-6 pb-6" aria-busy={menu.isPlaceholderData}>
        {menu.isError ? (
          <ErrorState onRetry={() => void menu.refetch()} retrying={menu.isFetching} className="min-h-96" />
        ) : !menu.data ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={labels.loading}>
            {Array.from({ length: Math.min(pageSize, 6) }, (_, i) => (
              <Skeleton key={i} className="h-96" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <EmptyState title={t('menu.empty')} description={t('menu.emptyHint')} className="min-h-96" />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby={titleId}>
            {rows.map((item, index) => (
              <li key={item.id} className="flex">
                <RestaurantMenuItem
                  item={item}
                  priority={index === 0}
                  onEdit={(i) => setEditing({ item: i })}
                  onDelete={(i) => confirmDelete.ask([i])}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <PaginationFooter
        page={shown}
        pageSize={pageSize}
        total={total}
        onPageChange={menuView.setPage}
        onPageSizeChange={menuView.setPageSize}
        labels={labels}
        sizes={menuPageSizes}
        className="border-t border-border px-6 py-4"
      />
      {drawDialog && (
        <Suspense fallback={null}>
          <RestaurantMenuDialog
            open={editing !== null}
            item={editing?.item ?? null}
            onOpenChange={(open) => !open && setEditing(null)}
            onSaved={(item) => {
              toast.success(
                editing?.item ? t('menu.saved', { name: item.name }) : t('menu.added', { name: item.name }),
              );
              setEditing(null);
            }}
          />
        </Suspense>
      )}
      {confirmDelete.dialog}
    </Card>
  );
}
