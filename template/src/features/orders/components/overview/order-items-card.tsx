import { useTranslation } from 'react-i18next';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { SkeletonLines } from '@/components/ui/skeleton';
import type { OrderDetail } from '../../types';

/** The products of the order and the price breakdown that adds up to its total. */
export function OrderItemsCard({ detail }: { detail?: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (!detail) {
    // The table's head and two product rows (a 40 px picture each), and the five totals, at the
    // loaded card's sizes.
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('overview.products')}</CardTitle>
        </CardHeader>
        <div className="border-t border-border px-6">
          <SkeletonLines lines={3} line="h-14" />
        </div>
        <SkeletonLines lines={5} line="h-7" className="ms-auto w-full max-w-sm p-6" />
      </Card>
    );
  }
  const { items, totals } = detail;
  const rows: [string, string][] = [
    [t('overview.subtotal'), formatMoney(totals.subtotal)],
    [t('overview.discount'), formatMoney(totals.discount > 0 ? -totals.discount : 0)],
    [t('overview.tax', { rate: formatPercent(totals.taxRate * 100) }), formatMoney(totals.tax)],
    [t('overview.shippingCharge'), formatMoney(totals.shipping)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('overview.products')}</CardTitle>
      </CardHeader>
      {/* On a phone the table scrolls sideways: a keyboard reaches it (it holds nothing focusable). */}
      <div
        role="region"
        aria-label={t('overview.products')}
        tabIndex={0}
        className="overflow-x-auto focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none"
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="border-y border-border bg-muted/60 text-xs text-muted-foreground uppercase">
              <th scope="col" className="px-6 py-3 text-start font-semibold">
                {t('overview.productId')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('columns.productName')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('overview.price')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('overview.quantity')}
              </th>
              <th scope="col" className="px-6 py-3 text-end font-semibold">
                {t('overview.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.sku} className="border-b border-border">
                <td className="px-6 py-3 font-medium whitespace-nowrap text-primary-text">{item.sku}</td>
                <td className="px-4 py-3">
                  {/* On a phone the table scrolls sideways rather than squeeze a name onto three lines. */}
                  <div className="flex min-w-48 items-center gap-3">
                    {/* Decorative: the product's name stands beside it. */}
                    <Picture
                      src={item.image}
                      alt=""
                      width={40}
                      height={40}
                      sizes="40px"
                      className="size-10 shrink-0 rounded-md bg-muted object-cover"
                    />
                    <span>{item.productName}</span>
                  </div>
                </td>
                <td className="px-4 py-3 text-end tabular-nums">{formatMoney(item.unitPrice)}</td>
                <td className="px-4 py-3 text-end">
                  {t('overview.pieces', { count: item.quantity, formatted: formatNumber(item.quantity) })}
                </td>
                <td className="px-6 py-3 text-end tabular-nums">{formatMoney(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ms-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2 p-6 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-end tabular-nums">{value}</dd>
          </div>
        ))}
        <dt className="border-t border-border pt-2 font-semibold">{t('overview.grandTotal')}</dt>
        <dd className="border-t border-border pt-2 text-end font-semibold tabular-nums">{formatMoney(totals.total)}</dd>
      </dl>
    </Card>
  );
}
