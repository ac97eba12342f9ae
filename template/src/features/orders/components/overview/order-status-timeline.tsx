import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/cards/section-card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import type { OrderDetail } from '../../types';

/** Where the order is: placed, packed, shipped, out for delivery, delivered (vertical on small screens). */
export function OrderStatusTimeline({ detail }: { detail?: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (!detail) {
    // The five steps of an order, each a dot and two lines, as the loaded card lays them out.
    return (
      <SectionCard title={t('overview.statusTitle')}>
        <div className="flex flex-col md:flex-row">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex flex-1 gap-3 pb-6 md:flex-col md:items-center md:pb-0">
              <Skeleton className="size-8 shrink-0 rounded-full" />
              <SkeletonLines lines={2} line="h-[1.125rem]" className="w-24 md:items-center" />
            </div>
          ))}
        </div>
      </SectionCard>
    );
  }
  const cancelled = detail.order.deliveryStatus === 'Cancelled';
  const current = detail.timeline.findLastIndex((s) => s.done);
  return (
    <SectionCard title={t('overview.statusTitle')}>
      {cancelled && (
        <p className="mb-4 rounded-md bg-error/12 px-3 py-2 text-sm text-error-text">{t('overview.cancelledNote')}</p>
      )}
      <ol className="flex flex-col gap-0 md:flex-row">
        {detail.timeline.map((step, i) => (
          <li
            key={step.step}
            aria-current={i === current ? 'step' : undefined}
            className="relative flex flex-1 gap-3 pb-6 md:flex-col md:items-center md:pb-0 md:text-center"
          >
            {i < detail.timeline.length - 1 && (
              <span
                aria-hidden
                className={cn(
                  'absolute start-4 top-8 bottom-0 w-0.5 md:start-1/2 md:top-4 md:h-0.5 md:w-full',
                  step.done && detail.timeline[i + 1]?.done ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                'relative z-10 grid size-8 shrink-0 place-items-center rounded-full border-2',
                step.done
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-muted-foreground',
                i === current && 'ring-4 ring-primary/25',
              )}
            >
              {step.done ? <Check className="size-4" /> : <span className="text-xs">{i + 1}</span>}
            </span>
            <div className="text-sm">
              <p className={cn('font-medium', !step.done && 'text-muted-foreground')}>
                {t(`overview.steps.${step.step}`)}
              </p>
              <p className="text-xs text-muted-foreground">
                {step.date ? formatDate(`${step.date}T00:00`) : t('overview.notYet')}
                <span className="sr-only"> {step.done ? t('overview.done') : t('overview.pending')}</span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
