/**
 * Add, edit and delete rows through the demo backend (POST, PUT and DELETE datatable/rows): a dialog
 * form checked with zod before anything is sent, the app's one confirmation before a delete, and every view of
 * the rows refreshed afterwards. Sorted by calories, lightest first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dataTableColumnHelper, useClientTable, type DataTableColumns } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useFormMessage } from '@/lib/form-messages';
import { dessertColumns, dessertRowId, dessertSearchText } from '@/examples/desserts/dessert-columns';
import {
  dessertFormSchema,
  dessertFormValues,
  toDessertInput,
  type DessertFormValues,
} from '@/examples/desserts/dessert-form';
import {
  useAddDessert,
  useDeleteDesserts,
  useDesserts,
  useResetDesserts,
  useUpdateDessert,
  type Dessert,
} from '@/examples/desserts/desserts-api';
import { retryingAfterFailure } from '@/lib/retrying';

const none: Dessert[] = [];
const col = dataTableColumnHelper<Dessert>();

/** The dialog's target: a new row (`row: null`) or the row being edited; closed when undefined. */
type Editing = { row: Dessert | null } | undefined;

export function DatatablesCrud() {
  const { t, i18n } = useTranslation('tables');
  const titleId = useId();
  const labels = useDataTableLabels({ search: t('search'), empty: t('crud.empty'), noMatches: t('noMatches') });
  const rows = useDesserts();
  const reset = useResetDesserts();
  const [editing, setEditing] = useState<Editing>();
  const remove = useDeleteDesserts();
  const confirmDelete = useConfirmDelete<Dessert>({
    title: () => t('crud.deleteTitle'),
    description: (chosen) => t('crud.deleteText', { name: chosen[0]?.name }),
    rowName: (row) => row.name,
    onDelete: async (chosen) => {
      await remove.mutateAsync(chosen.map((row) => row.id));
      toast(t('crud.deleted', { name: chosen[0]?.name }), { tone: 'success' });
    },
  });
  const askDelete = confirmDelete.ask;

  const columns = useMemo<DataTableColumns<Dessert>>(
    () => [
      ...dessertColumns(t),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              color="secondary"
              size="icon-sm"
              aria-label={t('crud.edit', { name: row.original.name })}
              onClick={() => setEditing({ row: row.original })}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              color="error"
              size="icon-sm"
              aria-label={t('crud.delete', { name: row.original.name })}
              onClick={() => askDelete([row.original])}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ),
      }),
    ],
    // The language is a dependency: titles and figures are formatted in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, askDelete],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- figures are searched as shown, in the language
  const searchText = useCallback((row: Dessert) => dessertSearchText(row), [i18n.language]);
  const table = useClientTable({
    data: rows.data ?? none,
    columns,
    searchText,
    getRowId: dessertRowId,
    initialSorting: [{ id: 'calories', desc: false }],
  });

  return (
    <div className="-mx-6">
      <span id={titleId} hidden>
        {t('datatables.names.crud')}
      </span>
      <DataTableToolbar
        className="px-6 pt-0"
        searchLabel={labels.search}
        value={String(table.state.globalFilter ?? '')}
        onValueChange={(value) => table.setGlobalFilter(value)}
      >
        {rows.data?.length === 0 && (
          <Button variant="outline" color="secondary" loading={reset.isPending} onClick={() => reset.mutate()}>
            <RotateCcw aria-hidden />
            {t('crud.reset')}
          </Button>
        )}
        <Button className="ms-auto" onClick={() => setEditing({ row: null })}>
          <Plus aria-hidden />
          {t('crud.add')}
        </Button>
      </DataTableToolbar>
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={rows.isPending}
        error={rows.isError ? (apiErrorMessage(rows.error) ?? rows.error.message) : null}
        onRetry={() => void rows.refetch()}
        retrying={retryingAfterFailure(rows)}
      />
      <DataTablePagination table={table} labels={labels} />
      <DessertDialog editing={editing} onClose={() => setEditing(undefined)} />
      {confirmDelete.dialog}
    </div>
  );
}

function DessertDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation('tables');
  const text = useFormMessage();
  const add = useAddDessert();
  const update = useUpdateDessert();
  // The last target stays on screen while the dialog closes, so its title does not flip.
  const [shown, setShown] = useState(editing);
  if (editing && editing !== shown) setShown(editing);
  const row = shown?.row ?? null;
  const save = row ? update : add;
  const form = useForm<DessertFormValues>({ resolver: zodResolver(dessertFormSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (!editing) return;
    form.reset(dessertFormValues(editing.row));
    add.reset();
    update.reset();
    // Start over each time the dialog opens, not on every render of the mutation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  const submit = form.handleSubmit((values) => {
    const done = (saved: Dessert) => {
      toast(t(row ? 'crud.saved' : 'crud.added', { name: saved.name }), { tone: 'success' });
      onClose();
    };
    const input = toDessertInput(values);
    if (row) update.mutate({ ...input, id: row.id }, { onSuccess: done });
    else add.mutate(input, { onSuccess: done });
  });

  const field = (name: keyof DessertFormValues, className: string) => (
    <FormField label={t(`form.${name}`)} error={text(errors[name]?.message)} className={className} required>
      {(control) => (
        <Input
          {...control}
          {...form.register(name)}
          autoComplete="off"
          inputMode={name === 'name' ? undefined : 'decimal'}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open={Boolean(editing)} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{row ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="contents">
          <DialogBody className="grid gap-4 sm:grid-cols-6">
            {save.isError && (
              <p role="alert" className="rounded-md bg-error/14 p-3 text-sm text-error-text sm:col-span-6">
                {apiErrorMessage(save.error) ?? t('form.failed')}
              </p>
            )}
            {field('name', 'sm:col-span-6')}
            {field('calories', 'sm:col-span-3')}
            {field('iron', 'sm:col-span-3')}
            {field('fat', 'sm:col-span-2')}
            {field('carbs', 'sm:col-span-2')}
            {field('protein', 'sm:col-span-2')}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="tonal" color="secondary" onClick={onClose} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
