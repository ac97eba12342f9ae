import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface SkeletonCell {
  /** Grid classes of the card it stands for (same as the real card's cell). */
  className: string;
  /** Height in px, close to the loaded card's. */
  height: number;
}

/**
 * Placeholders for a dashboard's cards while its data loads. They are replaced as a whole (not
 * morphed into cards), so nothing on screen moves when the data arrives; the stack is taller than
 * a screen, so the footer stays out of view until then.
 */
export function DashboardSkeleton({ cells }: { cells: SkeletonCell[] }) {
  const { t } = useTranslation('dashboards');
  return (
    <>
      <p role="status" className="sr-only">
        {t('state.loading')}
      </p>
      {cells.map((cell, i) => (
        <div key={i} className={cell.className}>
          <Skeleton className={cn('w-full rounded-card')} style={{ height: cell.height }} />
        </div>
      ))}
    </>
  );
}
