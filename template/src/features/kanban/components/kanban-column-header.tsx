import { Ellipsis, GripHorizontal, Pencil, Trash2 } from 'lucide-react';
import { memo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatNumber } from '@/lib/format';
import type { KanbanColumn } from '../types';
import { KanbanTitleForm } from './kanban-title-form';

export interface KanbanColumnHeaderProps {
  column: KanbanColumn;
  saving: boolean;
  onRename: (column: KanbanColumn, title: string, done: () => void) => void;
  onDelete: (column: KanbanColumn) => void;
  /** Props of the handle that drags the column (ref, attributes and listeners from dnd-kit). */
  handle: ComponentProps<'button'>;
}

/**
 * The column's name and card count, its drag handle, and a menu to rename it in place or delete it.
 * Memoised, like the cards' faces: a drag draws every column again, its header seldom changes.
 */
export const KanbanColumnHeader = memo(function KanbanColumnHeader({
  column,
  saving,
  onRename,
  onDelete,
  handle,
}: KanbanColumnHeaderProps) {
  const { t } = useTranslation('kanban');
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    // The heading stays for screen readers: it names the column's region while its name is edited.
    return (
      <>
        <h2 id={`${column.id}-title`} className="sr-only">
          {column.title}
        </h2>
        <KanbanTitleForm
          kind="column"
          className="p-3"
          label={t('column.name')}
          submitLabel={t('column.save')}
          defaultValue={column.title}
          saving={saving}
          onSubmit={(title) =>
            title === column.title ? setRenaming(false) : onRename(column, title, () => setRenaming(false))
          }
          onCancel={() => setRenaming(false)}
        />
      </>
    );
  }
  return (
    <header className="flex items-center gap-1.5 p-3 pe-2">
      <button
        type="button"
        {...handle}
        aria-label={t('column.move', { title: column.title })}
        className="inline-flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-primary/40"
      >
        <GripHorizontal aria-hidden className="size-4" />
      </button>
      <h2 id={`${column.id}-title`} className="min-w-0 truncate text-[0.9375rem] font-semibold">
        {column.title}
      </h2>
      <Badge color="secondary" size="sm" aria-label={t('column.cards', { count: column.cards.length })}>
        {formatNumber(column.cards.length)}
      </Badge>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="text"
            color="secondary"
            size="icon-sm"
            className="ms-auto"
            aria-label={t('column.actions', { title: column.title })}
          >
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setRenaming(true)}>
            <Pencil aria-hidden />
            {t('column.rename')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onDelete(column)} className="text-error-text">
            <Trash2 aria-hidden />
            {t('column.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
});
