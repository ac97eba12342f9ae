import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
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
}

/** A compact element for tags, filters and selected values; optionally removable. */
export function Chip({
  className,
  variant = 'tonal',
  color = 'primary',
  icon,
  onRemove,
  removeLabel,
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
        'inline-flex h-7 w-fit items-center gap-1.5 rounded-full px-3 text-[0.8125rem] font-medium whitespace-nowrap [&_svg]:size-4',
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
