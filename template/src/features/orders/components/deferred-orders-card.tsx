import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredCard } from '@/components/cards/deferred-card';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrdersCardProps } from './orders-card';

const OrdersCard = lazy(() => import('./orders-card').then((m) => ({ default: m.OrdersCard })));

/**
 * Heights of the loaded card's parts (px, in English), so the stand-in takes the same room: the
 * toolbar (title, search, status filter, Columns and Export) wraps to three rows on a phone, two on a tablet.
 */
const toolbarHeight = { narrow: 222, medium: 130, wide: 80 };
const headerRowHeight = 49;
const rowHeight = 57;
const footerHeight = { narrow: 145, medium: 97, wide: 65 };

/**
 * The orders table with its code loaded after the screen's first paint: the table code (TanStack
 * Table, row menus, the delete dialog) downloads once the screen has painted, while the orders are
 * on their way, and until then a card of the same size holds its place, so nothing moves.
 */
export function DeferredOrdersCard({ pageSize = 10, ...list }: OrdersCardProps) {
  return (
    <DeferredCard fallback={<OrdersCardPlaceholder rows={pageSize} />}>
      <OrdersCard pageSize={pageSize} {...list} />
    </DeferredCard>
  );
}

function OrdersCardPlaceholder({ rows }: { rows: number }) {
  const { t } = useTranslation('orders');
  const body = headerRowHeight + rows * rowHeight;
  return (
    <Card aria-busy className="overflow-hidden">
      <div
        className="flex flex-wrap items-center gap-3 p-6 pb-4 max-sm:h-(--narrow) sm:max-md:h-(--medium) md:h-(--wide)"
        style={
          {
            '--narrow': `${toolbarHeight.narrow}px`,
            '--medium': `${toolbarHeight.medium}px`,
            '--wide': `${toolbarHeight.wide}px`,
          } as React.CSSProperties
        }
      >
        <h2 className="me-auto text-lg font-semibold">{t('table.title')}</h2>
        <Skeleton className="h-10 w-full sm:w-64" />
      </div>
      <Skeleton className="mx-6 rounded-md" style={{ height: body }} />
      <div
        className="max-sm:h-(--narrow) sm:max-md:h-(--medium) md:h-(--wide)"
        style={
          {
            '--narrow': `${footerHeight.narrow}px`,
            '--medium': `${footerHeight.medium}px`,
            '--wide': `${footerHeight.wide}px`,
          } as React.CSSProperties
        }
      />
      <p role="status" className="sr-only">
        {t('table.loading')}
      </p>
    </Card>
  );
}
