import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import type { DeliveryStatus } from '../types';

/** Chip colour of each delivery status, the same on every order screen. */
export const statusTone: Record<DeliveryStatus, Tone> = {
  Delivered: 'success',
  'Out for Delivery': 'info',
  Shipped: 'primary',
  Processing: 'secondary',
  Pending: 'warning',
  Cancelled: 'error',
};

/** i18n key suffix of a status ("Out for Delivery" -> "outForDelivery"). */
export const statusKey = (status: DeliveryStatus) =>
  status.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());

export function OrderStatusChip({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Chip color={statusTone[status]} data-status={status}>
      {t(`status.${statusKey(status)}`)}
    </Chip>
  );
}
