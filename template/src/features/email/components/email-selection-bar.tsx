import { Mail, MailOpen, Star, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@/components/data-table/labels';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { EmailActionMenus } from './email-action-menus';
import type { EmailActions, MailRef } from './use-email-actions';

export interface EmailSelectionBarProps {
  selected: readonly (MailRef & { read: boolean; starred: boolean })[];
  actions: EmailActions;
  labels: Pick<DataTableLabels, 'selected' | 'deleteSelected' | 'clearSelection'>;
  onClear: () => void;
}

/** "3 selected" and what can be done to them, as the tables' selection bar says it. */
export function EmailSelectionBar({ selected, actions, labels, onClear }: EmailSelectionBarProps) {
  const { t } = useTranslation('email');
  if (selected.length === 0) return null;
  const allRead = selected.every((m) => m.read);
  const allStarred = selected.every((m) => m.starred);
  const icon = (label: string, onClick: () => void, children: React.ReactNode) => (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        color="secondary"
        size="icon-sm"
        aria-label={label}
        onClick={onClick}
        disabled={actions.busy}
      >
        {children}
      </Button>
    </Tooltip>
  );
  return (
    <div
      data-slot="email-selection-bar"
      className="flex flex-wrap items-center gap-1 border-b border-border bg-primary/8 px-4 py-1.5 text-sm"
    >
      <p role="status" className="me-2 font-medium">
        {labels.selected(selected.length)}
      </p>
      {allRead
        ? icon(t('actions.markUnread'), () => void actions.markRead(selected, false), <Mail aria-hidden />)
        : icon(t('actions.markRead'), () => void actions.markRead(selected, true), <MailOpen aria-hidden />)}
      {icon(
        allStarred ? t('actions.unstar') : t('actions.star'),
        () => void actions.star(selected, !allStarred),
        <Star aria-hidden className={allStarred ? 'fill-current' : undefined} />,
      )}
      <EmailActionMenus mails={selected} actions={actions} />
      <Button
        size="sm"
        variant="tonal"
        color="error"
        disabled={actions.busy}
        onClick={() => actions.askDelete(selected)}
        className="ms-1"
      >
        <Trash2 aria-hidden />
        {labels.deleteSelected}
      </Button>
      <Button size="sm" variant="text" color="secondary" className="ms-auto" onClick={onClear}>
        <X aria-hidden />
        {labels.clearSelection}
      </Button>
    </div>
  );
}
