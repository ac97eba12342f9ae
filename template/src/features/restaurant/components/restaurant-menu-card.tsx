import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { GridPagination, usePaged } from '@/components/data-table/grid-pagination';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMenu } from '../api/get-menu';
import { menuTypes, type MenuItem, type MenuType } from '../types';
import { RestaurantMenuDialog } from './restaurant-menu-dialog';
import { RestaurantMenuDeleteDialog } from './restaurant-menu-delete-dialog';
import { RestaurantMenuItem } from './restaurant-menu-item';
import { RestaurantTypeFilter } from './restaurant-type-filter';
import { useGridLabels } from './use-grid-labels';

/** The "Menu" card: search, type filter (answered by the server), the dishes, and their editing. */
export function RestaurantMenuCard() {
  const { t } = useTranslation('restaurant');
  const titleId = useId();
  const searchId = useId();
  const labels = useGridLabels();
  const [type, setType] = useState<MenuType | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const menu = useMenu(type, q);
  const { rows, pagination } = usePaged(menu.data ?? []);
  const [editing, setEditing] = useState<{ item: MenuItem | null } | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);

  return (
    <Card aria-labelledby={titleId} data-testid="restaurant-menu">
      <CardHeader>
        <CardTitle id={titleId}>{t('menu.title')}</CardTitle>
        <CardAction>
          <Button onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden />
            {t('menu.add')}
          </Button>
        </CardAction>
      </CardHeader>
      <div className="flex flex-col gap-4 px-6 pb-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            {t('menu.search')}
          </label>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            placeholder={t('menu.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="ps-9"
          />
        </div>
        <RestaurantTypeFilter value={type} onChange={setType} types={menuTypes} />
      </div>
      <div className="px-6 pb-6" aria-busy={menu.isFetching}>
        {menu.isError ? (
          <ErrorState onRetry={() => void menu.refetch()} retrying={menu.isFetching} className="min-h-96" />
        ) : !menu.data ? (
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label={labels.loading}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-96" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <EmptyState title={t('menu.empty')} description={t('menu.emptyHint')} className="min-h-96" />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby={titleId}>
            {rows.map((item) => (
              <li key={item.id} className="flex">
                <RestaurantMenuItem item={item} onEdit={(i) => setEditing({ item: i })} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <GridPagination {...pagination} labels={labels} className="border-t border-border px-6 py-4" />
      <RestaurantMenuDialog
        open={editing !== null}
        item={editing?.item ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(item) => {
          toast.success(editing?.item ? t('menu.saved', { name: item.name }) : t('menu.added', { name: item.name }));
          setEditing(null);
        }}
      />
      <RestaurantMenuDeleteDialog item={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
