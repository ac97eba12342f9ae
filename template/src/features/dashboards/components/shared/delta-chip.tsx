import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { formatPercent } from '@/lib/format';
import { cn } from '@/lib/cn';

export interface DeltaChipProps {
  /** Change in percent; positive is up. */
  value: number;
  className?: string;
}

/** A change figure as a tonal chip: green up, red down, grey flat; its name says the direction. */
export function DeltaChip({ value, className }: DeltaChipProps) {
  const { t } = useTranslation('dashboards');
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const Icon = direction === 'up' ? ArrowUp : direction === 'down' ? ArrowDown : Minus;
  const percent = formatPercent(Math.abs(value));
  return (
    <Chip
      color={direction === 'up' ? 'success' : direction === 'down' ? 'error' : 'secondary'}
      className={cn('h-6 gap-1 px-2 text-xs', className)}
      icon={<Icon aria-hidden className="size-3.5!" />}
    >
      <span className="sr-only">{t(`delta.${direction}`, { percent })}</span>
      <span aria-hidden>{percent}</span>
    </Chip>
  );
}
