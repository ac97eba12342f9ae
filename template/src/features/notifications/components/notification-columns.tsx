import type { TFunction } from 'i18next';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { selectionColumn } from '@/components/data-table/data-table-selection';
import type { DataTableLabels } from '@/components/data-table/labels';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatDate, formatRelativeTime } from '@/lib/format';
import type { Notification } from '../types';
import { NotificationIcon } from './notification-item';

const col = dataTableColumnHelper<Notification>();

/** A message cell while the list loads: the avatar, and the three lines a phone wraps most messages to (one on wider screens). */
function MessageSkeleton() {
  const line = 'flex h-5 items-center';
  return (
    <div className="flex min-w-40 items-center gap-3">
      <Skeleton className="size-8 shrink-0 rounded-full" />
      <div className="flex w-full flex-col">
        <span className={line}>
          <Skeleton className="h-3.5 w-full max-w-64" />
        </span>
        <span className={cn(line, 'sm:hidden')}>
          <Skeleton className="h-3.5 w-full" />
        </span>
        <span className={cn(line, 'sm:hidden')}>
          <Skeleton className="h-3.5 w-2/3" />
        </span>
      </div>
    </div>
  );
}

/** The status filter's values: a notification is read or unread. */
export const notificationStatuses = ['unread', 'read'] as const;
const statusOf = (n: Notification) => (n.isRead ? 'read' : 'unread');

export interface NotificationRowActions {
  onToggleRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/**
 * Columns of the notifications page: the checkbox, the notification (its coloured icon, type and
 * message), the type and status the filters read, when it came, and the row's read toggle and delete.
 */
export function notificationColumns(
  t: TFunction<'notifications'>,
  common: TFunction<'common'>,
  labels: DataTableLabels,
  rowName: (n: Notification) => string,
  actions: NotificationRowActions,
) {
  const title = (key: string) => t(`columns.${key}`);
  const typeName = (n: Notification) => common(`notifications.types.${n.type}`);
  return col.columns([
    selectionColumn<Notification>(labels, rowName),
    col.accessor('message', {
      meta: { label: title('notification'), skeleton: <MessageSkeleton /> },
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('notification')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ row }) => {
        const n = row.original;
        return (
          // The message wraps (a phone shows it whole, the row's buttons within reach).
          <div className="flex min-w-40 items-center gap-3 whitespace-normal">
            <Avatar size="sm" color={n.color} fallback={<NotificationIcon name={n.icon} />} />
            <p className={cn('min-w-0 text-sm', n.isRead ? 'text-muted-foreground' : 'font-medium text-foreground')}>
              <span className="font-semibold text-foreground">{typeName(n)}:</span> {n.message}
            </p>
          </div>
        );
      },
    }),
    col.accessor('type', {
      meta: { label: title('type'), hideBelow: 'lg', exportValue: typeName },
      filterFn: 'equalsString',
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('type')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ row }) => typeName(row.original),
    }),
    col.accessor('timestamp', {
      meta: { label: title('received'), hideBelow: 'sm' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('received')}</DataTableColumnHeader>,
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => (
        <time
          dateTime={getValue()}
          title={formatDate(getValue(), { dateStyle: 'medium', timeStyle: 'short' })}
          className="whitespace-nowrap text-muted-foreground"
        >
          {formatRelativeTime(getValue())}
        </time>
      ),
    }),
    col.accessor(statusOf, {
      id: 'status',
      meta: { label: title('status'), hideBelow: 'md', exportValue: (n) => t(`status.${statusOf(n)}`) },
      filterFn: 'equalsString',
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('status')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ getValue }) => (
        <Chip color={getValue() === 'unread' ? 'primary' : 'secondary'}>{t(`status.${getValue()}`)}</Chip>
      ),
    }),
    col.display({
      id: 'actions',
      enableHiding: false,
      enableSorting: false,
      meta: { label: title('actions') },
      header: () => <span className="sr-only">{title('actions')}</span>,
      cell: ({ row }) => {
        const n = row.original;
        const toggle = n.isRead ? t('markUnread') : t('markRead');
        const ToggleIcon = n.isRead ? Mail : MailOpen;
        return (
          <div className="flex justify-end gap-0.5">
            <Tooltip content={toggle}>
              <Button
                variant="ghost"
                color="secondary"
                size="icon-sm"
                aria-label={`${toggle}: ${rowName(n)}`}
                onClick={() => actions.onToggleRead(n)}
              >
                <ToggleIcon aria-hidden />
              </Button>
            </Tooltip>
            <Tooltip content={t('delete')}>
              <Button
                variant="ghost"
                color="secondary"
                size="icon-sm"
                aria-label={`${t('delete')}: ${rowName(n)}`}
                onClick={() => actions.onDelete(n)}
              >
                <Trash2 aria-hidden />
              </Button>
            </Tooltip>
          </div>
        );
      },
    }),
  ]);
}
