import { useTranslation } from 'react-i18next';
import type { DataTableInstance } from '@/components/data-table/client-table';
import { Button } from '@/components/ui/button';
import { ButtonGroup } from '@/components/ui/button-group';
import { formatNumber } from '@/lib/format';
import type { Notification } from '../types';
import { notificationStatuses } from './notification-columns';

export interface NotificationsStatusFilterProps {
  table: DataTableInstance<Notification>;
  /** Every notification (not only the filtered ones), so each choice shows how many it holds; undefined while loading. */
  notifications?: readonly Notification[];
}

/**
 * "All / Unread / Read", each with its count: the list's status filter (`status` in the address),
 * one press away above the table rather than in a select.
 */
export function NotificationsStatusFilter({ table, notifications }: NotificationsStatusFilterProps) {
  const { t } = useTranslation('notifications');
  const column = table.getColumn('status');
  const current = (column?.getFilterValue() as string | undefined) ?? 'all';
  const all = notifications?.length ?? 0;
  const unread = notifications?.filter((n) => !n.isRead).length ?? 0;
  const counts: Record<string, number> = { all, unread, read: all - unread };
  return (
    <div className="px-6 pb-4">
      <ButtonGroup aria-label={t('columns.status')}>
        {(['all', ...notificationStatuses] as const).map((status) => (
          <Button
            key={status}
            size="sm"
            variant={current === status ? 'tonal' : 'outline'}
            color={current === status ? 'primary' : 'secondary'}
            aria-pressed={current === status}
            onClick={() => column?.setFilterValue(status === 'all' ? undefined : status)}
          >
            {t(`filters.${status}`)}
            {notifications && (
              <>
                {' '}
                <span className="text-xs tabular-nums opacity-80">{formatNumber(counts[status] ?? 0)}</span>
              </>
            )}
          </Button>
        ))}
      </ButtonGroup>
    </div>
  );
}
