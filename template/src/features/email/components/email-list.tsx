import { Menu, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationFooter } from '@/components/data-table/data-table-pagination';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useMails } from '../api/get-mails';
import type { MailSummary } from '../types/schemas';
import { EmailRow } from './email-row';
import { EmailSelectionBar } from './email-selection-bar';
import { useEmailActions } from './use-email-actions';
import type { EmailView } from './use-email-view';

/** Skeleton rows while the first page loads: as many as the default page, so nothing moves. */
const placeholderRows = 10;

export interface EmailListProps {
  view: EmailView;
  /** Opens the folders (phones, where they sit in a drawer). */
  onShowFolders: () => void;
  /** A draft opens in compose. */
  onOpenDraft: (mail: MailSummary) => void;
}

/** The list of a folder: search, selection with bulk actions, the messages, paging. */
export function EmailList({ view, onShowFolders, onOpenDraft }: EmailListProps) {
  const { t } = useTranslation('email');
  const titleId = useId();
  const searchId = useId();
  const { folder, label, query, page, pageSize } = view;
  const mails = useMails({ folder, label, q: query, page: page + 1, itemsPerPage: pageSize });
  const load = listLoadState(mails);
  const labels = useDataTableLabels({ search: t('list.search') });
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const items = mails.data?.items ?? [];
  const total = mails.data?.total ?? 0;
  const selected = items.filter((m) => selectedIds.has(m.id));
  const actions = useEmailActions({
    onRemoved: () => setSelectedIds(new Set()),
    fallbackFocus: () => document.getElementById(searchId),
  });

  // A delete or move that emptied the last page shows the page before it.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const { setPage } = view;
  const pastTheEnd = Boolean(mails.data) && !mails.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  const toggle = (id: number, on: boolean) =>
    setSelectedIds((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = items.length > 0 && selected.length === items.length;

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-1 flex-col" data-testid="email-list">
      <div className="flex flex-wrap items-center gap-2 border-b border-border p-4">
        <Button
          variant="ghost"
          color="secondary"
          size="icon"
          aria-label={t('sidebar.open')}
          onClick={onShowFolders}
          className="lg:hidden"
        >
          <Menu aria-hidden />
        </Button>
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {label ? `${t(`folders.${folder}`)} · ${t(`labels.${label}`)}` : t(`folders.${folder}`)}
        </h2>
        <SearchField
          label={labels.search}
          value={view.search}
          onValueChange={view.setSearch}
          inputId={searchId}
          className="order-last w-full sm:order-none sm:w-64"
        />
        <Button
          variant="ghost"
          color="secondary"
          size="icon"
          aria-label={t('list.refresh')}
          onClick={() => void mails.refetch()}
          loading={mails.isFetching && !mails.isPending}
        >
          <RefreshCw aria-hidden />
        </Button>
      </div>
      <div className="flex min-h-11 items-center gap-3 border-b border-border px-4">
        <Checkbox
          size="sm"
          aria-label={labels.selectAll}
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          disabled={items.length === 0}
          onChange={(event) => setSelectedIds(new Set(event.target.checked ? items.map((m) => m.id) : []))}
        />
        {selected.length === 0 && <span className="text-sm text-muted-foreground">{t('list.selectHint')}</span>}
      </div>
      <EmailSelectionBar
        selected={selected}
        actions={actions}
        labels={labels}
        onClear={() => setSelectedIds(new Set())}
      />
      <div className="flex-1" aria-busy={mails.isFetching}>
        {load.error ? (
          <ErrorState
            description={load.error}
            onRetry={load.onRetry}
            retrying={load.retrying}
            className="min-h-[30rem]"
          />
        ) : load.loading ? (
          <ul aria-label={labels.loading}>
            {Array.from({ length: placeholderRows }, (_, i) => (
              <li key={i} className="flex h-14 items-center gap-3 border-b border-border px-4">
                <Skeleton className="size-4" />
                <Skeleton className="h-4 flex-1" />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <EmptyState
            title={query || label ? labels.noMatches : t('list.empty', { folder: t(`folders.${folder}`) })}
            description={query || label ? undefined : t('list.emptyHint')}
            className="min-h-[30rem]"
          />
        ) : (
          <ul aria-labelledby={titleId}>
            {items.map((mail) => (
              <EmailRow
                key={mail.id}
                mail={mail}
                to={view.links.open(mail.id)}
                selected={selectedIds.has(mail.id)}
                onSelectedChange={(on) => toggle(mail.id, on)}
                onStar={() => void actions.star([mail], !mail.starred)}
                onOpenDraft={mail.folder === 'drafts' ? () => onOpenDraft(mail) : undefined}
              />
            ))}
          </ul>
        )}
      </div>
      <PaginationFooter
        page={Math.min(page, lastPage)}
        pageSize={pageSize}
        total={total}
        onPageChange={view.setPage}
        onPageSizeChange={view.setPageSize}
        labels={labels}
        className="border-t border-border px-4 py-3"
      />
      {actions.deleteDialog}
    </section>
  );
}
