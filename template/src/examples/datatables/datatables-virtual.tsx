/**
 * 10,000 rows made in the browser from a fixed seed, sorted and searched in memory, in a 400 px
 * scroll area that only mounts the rows in view: scrolling stays smooth whatever the row count.
 */
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumnHelper, useClientTable, type DataTableColumns } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { DataTableVirtual } from '@/components/data-table/data-table-virtual';
import { useDeferredSearch } from '@/components/data-table/use-deferred-search';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { formatNumber } from '@/lib/format';
import { dessertColumns, dessertRowId } from '@/examples/desserts/dessert-columns';
import { generateDesserts } from '@/examples/desserts/dessert-generator';
import type { Dessert } from '@/examples/desserts/desserts-api';

const col = dataTableColumnHelper<Dessert>();

export function DatatablesVirtual() {
  const { t, i18n } = useTranslation('tables');
  const data = useMemo(
    () => {
      // 20 flavours and 20 kinds make 400 names: each word is translated once, not in each of its 20
      // pairs, and the name's word order ("Vanilla cheesecake", "Cheesecake à la vanille") once too.
      const words = new Map<string, string>();
      const word = (key: string) => words.get(key) ?? words.set(key, t(key)).get(key)!;
      const pattern = t('virtual.name', { flavour: '{flavour}', kind: '{kind}' });
      return generateDesserts((flavour, kind) =>
        pattern
          .replace('{flavour}', () => word(`virtual.flavours.${flavour}`))
          .replace('{kind}', () => word(`virtual.kinds.${kind}`)),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language
    [t, i18n.language],
  );
  // The rows are made here and set up as a table in the component below: React can let the browser
  // answer between the two steps while it takes the page over, instead of doing both in one task.
  return <VirtualDesserts data={data} />;
}

function VirtualDesserts({ data }: { data: readonly Dessert[] }) {
  const { t, i18n } = useTranslation('tables');
  const titleId = useId();
  const labels = useDataTableLabels({ search: t('search'), noMatches: t('noMatches') });
  const columns = useMemo<DataTableColumns<Dessert>>(
    () => [
      col.accessor('id', {
        meta: { label: t('columns.id') },
        header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.id')}</DataTableColumnHeader>,
        sortFn: 'basic',
        cell: ({ row }) => <span className="text-muted-foreground tabular-nums">{formatNumber(row.original.id)}</span>,
      }),
      ...dessertColumns(t),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles and figures follow the language
    [t, i18n.language],
  );
  // Found by number and name: plain text, so indexing 10,000 rows formats no figure.
  const searchText = useCallback((row: Dessert) => `${row.id} ${row.name}`, []);
  const table = useClientTable({ data, columns, searchText, getRowId: dessertRowId });
  const shown = table.getPrePaginatedRowModel().rows.length;
  // The box answers every key; the 10,000 rows are searched once typing pauses, not on each key
  // (at 4x CPU a search of every key held the next key's paint back about 400 ms).
  const [searchBox, setSearchBox] = useDeferredSearch(String(table.state.globalFilter ?? ''), (text) =>
    table.setGlobalFilter(text),
  );
  return (
    <div className="-mx-6">
      <span id={titleId} hidden>
        {t('datatables.names.virtual')}
      </span>
      <DataTableToolbar
        className="px-6 pt-0"
        searchLabel={labels.search}
        value={searchBox}
        onValueChange={setSearchBox}
      >
        <p className="text-sm text-muted-foreground sm:ms-auto" aria-live="polite">
          {t('virtual.count', { count: shown, shown: formatNumber(shown), total: formatNumber(data.length) })}
        </p>
      </DataTableToolbar>
      <DataTableVirtual table={table} labels={labels} labelledBy={titleId} heightClassName="h-100" />
    </div>
  );
}
