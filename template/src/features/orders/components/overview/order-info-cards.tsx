import { Building2, MapPin, Truck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import type { Tone } from '@/components/ui/tone';
import { formatDate } from '@/lib/format';
import { SkeletonLines } from '@/components/ui/skeleton';
import type { Address, OrderDetail } from '../../types';

function InfoCard({
  title,
  tone,
  icon,
  children,
}: {
  title: string;
  tone: Tone;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="h-full">
      <CardContent className="flex gap-4">
        <Avatar color={tone} shape="rounded" size="lg" fallback={icon} />
        <div className="min-w-0 text-sm">
          <h2 className="mb-1 text-base font-semibold">{title}</h2>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}

function AddressLines({ address }: { address: Address }) {
  return (
    <address className="text-muted-foreground not-italic">
      {address.line1}
      <br />
      {address.city}, {address.state} {address.zip}
      <br />
      {address.country}
    </address>
  );
}

/** Customer, shipping address, billing address and logistics of one order. */
export function OrderInfoCards({ detail }: { detail?: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (!detail) {
    // The same four cards with three lines each, the height of their loaded content.
    const cards: [string, Tone, ReactNode][] = [
      [t('overview.customer'), 'primary', <UserRound aria-hidden />],
      [t('overview.shipping'), 'info', <MapPin aria-hidden />],
      [t('overview.billing'), 'warning', <Building2 aria-hidden />],
      [t('overview.logistics'), 'success', <Truck aria-hidden />],
    ];
    return (
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(([title, tone, icon]) => (
          <InfoCard key={title} title={title} tone={tone} icon={icon}>
            <SkeletonLines lines={3} />
          </InfoCard>
        ))}
      </div>
    );
  }
  const { customer, shippingAddress, billingAddress, logistics, order } = detail;
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      <InfoCard title={t('overview.customer')} tone="primary" icon={<UserRound aria-hidden />}>
        <p className="font-medium">{customer.name}</p>
        <p className="break-all text-muted-foreground">{customer.email}</p>
        <p className="text-muted-foreground" dir="ltr">
          {customer.phone}
        </p>
      </InfoCard>
      <InfoCard title={t('overview.shipping')} tone="info" icon={<MapPin aria-hidden />}>
        <AddressLines address={shippingAddress} />
      </InfoCard>
      <InfoCard title={t('overview.billing')} tone="warning" icon={<Building2 aria-hidden />}>
        <AddressLines address={billingAddress} />
      </InfoCard>
      <InfoCard title={t('overview.logistics')} tone="success" icon={<Truck aria-hidden />}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-muted-foreground">
          <dt>{t('overview.carrier')}</dt>
          <dd className="font-medium text-foreground">{logistics.carrier}</dd>
          <dt>{t('overview.tracking')}</dt>
          <dd className="font-medium break-all text-foreground">{logistics.trackingNumber}</dd>
          <dt>{t('overview.deliveryDate')}</dt>
          <dd className="font-medium text-foreground">{formatDate(`${order.deliveryDate}T00:00`)}</dd>
        </dl>
      </InfoCard>
    </div>
  );
}
