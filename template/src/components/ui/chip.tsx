import type { ComponentProps, ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toneClasses, type Tone, type ToneVariant } from './tone';

export interface ChipProps extends Omit<ComponentProps<'span'>, 'color'> {
  /** @default 'tonal' */
  variant?: ToneVariant;
  /** @default 'primary' */
  color?: Tone;
  /** Leading icon or avatar. */
  icon?: ReactNode;
  /** Shows a remove button that calls this. */
  onRemove?: () => void;
  /** Accessible name of the remove button. @default translated "Remove" */
  removeLabel?: string;
  /** @default 'md' */
  size?: ChipSize;
  /** 'pill' or 'label' (small rounded corners). @default 'pill' */
  shape?: 'pill' | 'label';
}

export type ChipSize = 'sm' | 'md' | 'lg';
const chipSizes: Record<ChipSize, string> = {
  sm: 'h-6 gap-1 px-2.5 text-xs [&_svg]:size-3.5',
  md: 'h-7 gap-1.5 px-3 text-[0.8125rem] [&_svg]:size-4',
  lg: 'h-9 gap-2 px-4 text-sm [&_svg]:size-[1.125rem]',
};

/** A compact element for tags, filters and selected values; optionally removable. */
export function Chip({
  className,
  variant = 'tonal',
  color = 'primary',
  icon,
  onRemove,
  removeLabel,
  size = 'md',
  shape = 'pill',
  children,
  ...props
}: ChipProps) {
  const { t } = useTranslation('common');
  return (
    <span
      data-slot="chip"
      data-variant={variant}
      data-color={color}
      className={cn(
        'inline-flex w-fit items-center font-medium whitespace-nowrap',
        chipSizes[size],
        shape === 'pill' ? 'rounded-full' : 'rounded-[calc(var(--radius)*0.6)]',
        onRemove && 'pe-1',
        toneClasses[variant][color],
        className,
      )}
      {...props}
    >
      {icon}
      {children}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel ?? t('actions.remove')}
          className="grid size-5 cursor-pointer place-items-center rounded-full opacity-70 transition hover:bg-current/15 hover:opacity-100"
        >
          <X className="size-3.5!" aria-hidden />
        </button>
      )}
    </span>
  );
}

export interface FilterChipProps extends Omit<ComponentProps<'button'>, 'color'> {
  /** Controlled state: the filter is on. */
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** @default 'primary' */
  color?: Tone;
  /** @default 'md' */
  size?: ChipSize;
  /** Shown before the label when not selected (a check replaces it when selected). */
  icon?: ReactNode;
}

/** A toggle in chip form for filter rows: a button with `aria-pressed`, checked when on. */
export function FilterChip({
  className,
  selected,
  onSelectedChange,
  color = 'primary',
  size = 'md',
  icon,
  children,
  type,
  ...props
}: FilterChipProps) {
  return (
    <button
      type={type ?? 'button'}
      data-slot="filter-chip"
      data-state={selected ? 'on' : 'off'}
      aria-pressed={selected}
      onClick={() => onSelectedChange(!selected)}
      className={cn(
        'inline-flex w-fit cursor-pointer items-center rounded-full border font-medium whitespace-nowrap transition-colors',
        'disabled:pointer-events-none disabled:opacity-50',
        chipSizes[size],
        selected ? cn('border-transparent', toneClasses.tonal[color]) : 'border-border text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    >
      {selected ? <Check aria-hidden /> : icon}
      {children}
    </button>
  );
}
