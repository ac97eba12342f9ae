import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
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
import { Input, NativeSelect } from '@/components/ui/input';
import { useRuleMessage } from '@/lib/form-rules';
import type { OrderChange } from '../api/update-order';
import { deliveryStatuses, paymentMethods, type Order } from '../types';
import { statusKey } from './order-status-chip';

const paymentKey = (method: string) =>
  method.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());

/** Messages are codes: "required" from the shared form rules, "beforeOrder" from this dialog. */
const changeSchema = (orderDate: string) =>
  z.object({
    deliveryStatus: z.enum(deliveryStatuses),
    paymentMethod: z.enum(paymentMethods),
    deliveryDate: z.string().check(
      z.minLength(1, 'required'),
      z.refine((date) => date === '' || date >= orderDate, 'beforeOrder'),
    ),
  });

export interface EditOrderDialogProps {
  /** The order being edited; null keeps the dialog closed. */
  order: Order | null;
  saving: boolean;
  onSave: (change: OrderChange) => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the row's menu button). */
  returnFocusTo?: () => HTMLElement | null;
}

/** "Edit order #1009": where the parcel is, when it arrives and how it was paid. */
export function EditOrderDialog({ order, saving, onSave, onCancel, returnFocusTo }: EditOrderDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('edit.title', { id: order?.orderId ?? '' })}</DialogTitle>
          <DialogDescription>{t('edit.description', { customer: order?.customer ?? '' })}</DialogDescription>
        </DialogHeader>
        {/* Keyed by order: each opening starts from that order's values. */}
        {order && (
          <EditOrderForm key={order.orderId} order={order} saving={saving} onSave={onSave} onCancel={onCancel} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditOrderForm({
  order,
  saving,
  onSave,
  onCancel,
}: Omit<EditOrderDialogProps, 'order' | 'returnFocusTo'> & { order: Order }) {
  // The "required" message lives with the shared form rules (auth namespace): load it with this form.
  const { t } = useTranslation(['orders', 'auth']);
  const ruleMessage = useRuleMessage();
  const { register, handleSubmit, formState } = useForm<OrderChange>({
    resolver: zodResolver(changeSchema(order.orderDate)),
    defaultValues: {
      deliveryStatus: order.deliveryStatus,
      deliveryDate: order.deliveryDate,
      paymentMethod: order.paymentMethod,
    },
  });
  const dateError = formState.errors.deliveryDate?.message;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)} className="flex min-h-0 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <FormField label={t('columns.deliveryStatus')}>
          {(control) => (
            <NativeSelect {...register('deliveryStatus')} {...control}>
              {deliveryStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${statusKey(status)}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t('columns.deliveryDate')}
          error={
            dateError === 'required' ? ruleMessage({ key: 'required' }) : dateError ? t('edit.beforeOrder') : undefined
          }
        >
          {(control) => <Input type="date" min={order.orderDate} {...register('deliveryDate')} {...control} />}
        </FormField>
        <FormField label={t('columns.paymentMethod')}>
          {(control) => (
            <NativeSelect {...register('paymentMethod')} {...control}>
              {paymentMethods.map((method) => (
                <option key={method} value={method}>
                  {t(`payment.${paymentKey(method)}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <Button variant="tonal" color="secondary" onClick={onCancel} disabled={saving}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('edit.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
