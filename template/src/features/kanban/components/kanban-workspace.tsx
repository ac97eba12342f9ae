import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteCard } from '../api/delete-card';
import { useDeleteColumn } from '../api/delete-column';
import { useMoveCard } from '../api/move-card';
import { useReorderColumns } from '../api/reorder-columns';
import { useSaveCard } from '../api/save-card';
import { useSaveColumn } from '../api/save-column';
import type { KanbanBoard, KanbanCard, KanbanColumn } from '../types';
import { KanbanCardSheet } from './kanban-card-sheet';
import { KanbanColumns, type KanbanColumnsProps } from './kanban-columns';
import { columnWidth } from './kanban-skeleton';
import { KanbanTitleForm } from './kanban-title-form';

/**
 * The loaded board's interactive part: moving, the inline forms, the card sheet and the confirmed
 * deletes, every change saved through the API. Loaded after the board's first paint (with dnd-kit
 * and the form rules), so the skeleton shows without them.
 */
export function KanbanWorkspace({ board }: { board: KanbanBoard }) {
  const { t } = useTranslation('kanban');
  const saveColumn = useSaveColumn();
  const saveCard = useSaveCard();
  const moveCard = useMoveCard();
  const reorder = useReorderColumns();
  const removeCard = useDeleteCard();
  const removeColumn = useDeleteColumn();
  const [openId, setOpenId] = useState<string | null>(null);
  const [addingColumn, setAddingColumn] = useState(false);
  const [saving, setSaving] = useState<KanbanColumnsProps['saving']>(null);

  const cards = board.columns.flatMap((c) => c.cards);
  const openCard = cards.find((card) => card.id === openId) ?? null;
  // The sheet and its form are drawn from the first opening on, not with every card of the board.
  const drawSheet = useMountOnceWanted(openCard !== null);
  const failed = (error: unknown) => toast.error(apiErrorMessage(error) ?? t('toast.saveFailed'));

  const confirmCard = useConfirmDelete<KanbanCard>({
    title: ([card]) => t('delete.cardTitle', { title: card?.title }),
    description: () => t('delete.cardDescription'),
    rowName: (card) => card.title,
    onDelete: async ([card]) => {
      if (!card) return;
      await removeCard.mutateAsync(card.id);
      setOpenId(null);
      toast.success(t('toast.cardDeleted'));
    },
  });
  const confirmColumn = useConfirmDelete<KanbanColumn>({
    title: ([column]) => t('delete.columnTitle', { title: column?.title }),
    description: ([column]) => t('delete.columnDescription', { count: column?.cards.length ?? 0 }),
    rowName: (column) => column.title,
    onDelete: async ([column]) => {
      if (!column) return;
      await removeColumn.mutateAsync(column.id);
      toast.success(t('toast.columnDeleted'));
    },
    fallbackFocus: () => document.querySelector<HTMLElement>('[data-testid="kanban-column"] button'),
  });

  const addColumn = (
    <div className={cn('shrink-0 snap-start', columnWidth)}>
      {addingColumn ? (
        <KanbanTitleForm
          kind="column"
          className="rounded-xl bg-muted/60 p-3"
          label={t('column.name')}
          submitLabel={t('column.add')}
          saving={saveColumn.isPending}
          onSubmit={(title) =>
            saveColumn.mutate(
              { title },
              { onSuccess: () => (setAddingColumn(false), toast.success(t('toast.columnAdded'))), onError: failed },
            )
          }
          onCancel={() => setAddingColumn(false)}
        />
      ) : (
        <Button
          variant="outline"
          color="secondary"
          className="w-full border-dashed"
          onClick={() => setAddingColumn(true)}
        >
          <Plus aria-hidden />
          {t('column.add')}
        </Button>
      )}
    </div>
  );

  return (
    <>
      <KanbanColumns
        board={board}
        saving={saving}
        addColumn={addColumn}
        onOpenCard={(card) => {
          saveCard.reset();
          setOpenId(card.id);
        }}
        onRename={(column, title, done) => {
          setSaving({ columnId: column.id, what: 'rename' });
          saveColumn.mutate(
            { id: column.id, title },
            {
              onSuccess: () => (done(), toast.success(t('toast.columnRenamed'))),
              onError: failed,
              onSettled: () => setSaving(null),
            },
          );
        }}
        onDelete={(column) => confirmColumn.ask([column])}
        onAddCard={(column, title, done) => {
          setSaving({ columnId: column.id, what: 'card' });
          saveCard.mutate(
            { columnId: column.id, title },
            { onSuccess: done, onError: failed, onSettled: () => setSaving(null) },
          );
        }}
        onMoveCard={(move) => {
          const title = cards.find((card) => card.id === move.cardId)?.title ?? '';
          return moveCard.mutateAsync(move).catch(() => toast.error(t('toast.moveFailed', { title })));
        }}
        onReorder={(ids) => reorder.mutateAsync(ids).catch(() => toast.error(t('toast.reorderFailed')))}
      />
      {drawSheet && (
        <KanbanCardSheet
          card={openCard}
          members={board.members}
          saving={saveCard.isPending}
          error={openCard ? saveCard.error : null}
          onClose={() => setOpenId(null)}
          onSave={(id, input) =>
            saveCard.mutate({ id, input }, { onSuccess: () => (setOpenId(null), toast.success(t('toast.cardSaved'))) })
          }
          onDelete={(card) => confirmCard.ask([card])}
        />
      )}
      {confirmCard.dialog}
      {confirmColumn.dialog}
    </>
  );
}
