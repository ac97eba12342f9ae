import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/lib/format';
import { basket, shippingCost, taxRate } from '../data';

/** Step 3: the basket as a table, with subtotal, shipping, tax and the total to pay. */
export function CheckoutOrder() {
  const { t } = useTranslation('ui-forms');
  const subtotal = basket.reduce((sum, item) => sum + item.quantity * item.price, 0);
  const tax = subtotal * taxRate;
  const rows = [
    { label: t('checkout.order.subtotal'), value: subtotal },
    { label: t('checkout.order.shipping'), value: shippingCost },
    { label: t('checkout.order.tax'), value: tax },
  ];
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-lg text-sm">
        <caption className="sr-only">{t('checkout.order.caption')}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('checkout.order.id')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('checkout.order.product')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t('checkout.order.quantity')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t('checkout.order.price')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t('checkout.order.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {basket.map((item) => (
            <tr key={item.id} className="border-t">
              <td className="px-4 py-3 text-muted-foreground">{item.id}</td>
              <td className="px-4 py-3 font-medium">{item.name}</td>
              <td className="px-4 py-3 text-end tabular-nums">{formatNumber(item.quantity)}</td>
              <td className="px-4 py-3 text-end tabular-nums">{formatMoney(item.price)}</td>
              <td className="px-4 py-3 text-end tabular-nums">{formatMoney(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {rows.map((row) => (
            <tr key={row.label} className="border-t">
              <th scope="row" colSpan={4} className="px-4 py-2 text-end font-normal text-muted-foreground">
                {row.label}
              </th>
              <td className="px-4 py-2 text-end tabular-nums">{formatMoney(row.value)}</td>
            </tr>
          ))}
          <tr className="border-t">
            <th scope="row" colSpan={4} className="px-4 py-3 text-end font-semibold">
              {t('checkout.order.grandTotal')}
            </th>
            <td className="px-4 py-3 text-end font-semibold tabular-nums">
              {formatMoney(subtotal + shippingCost + tax)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
