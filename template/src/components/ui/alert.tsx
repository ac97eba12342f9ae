import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toneClasses, type Tone } from './tone';

export type AlertVariant = 'tonal' | 'solid' | 'outline' | 'border';

/** The icon each tone shows unless told otherwise (secondary and primary read as information). */
const toneIcons: Record<Tone, LucideIcon> = {
  primary: Info,
  secondary: Info,
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
  error: CircleAlert,
};

// A coloured bar on the start edge over the card surface; written out so Tailwind finds every class.
const borderClasses: Record<Tone, string> = {
  primary: 'border-s-4 border-s-primary',
  secondary: 'border-s-4 border-s-secondary',
  success: 'border-s-4 border-s-success',
  info: 'border-s-4 border-s-info',
  warning: 'border-s-4 border-s-warning',
  error: 'border-s-4 border-s-error',
};

const iconTone: Record<Tone, string> = {
  primary: 'text-primary-text',
  secondary: 'text-secondary-text',
  success: 'text-success-text',
  info: 'text-info-text',
  warning: 'text-warning-text',
  error: 'text-error-text',
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'color' | 'title'> {
  /** @default 'info' */
  color?: Tone;
  /** 'border' draws a coloured bar on the start edge of a card-coloured box. @default 'tonal' */
  variant?: AlertVariant;
  /** Bold first line. */
  title?: ReactNode;
  /** `true` for the tone's icon, `false` for none, or any icon element. @default true */
  icon?: ReactNode;
  /** Shows a close button; the alert hides itself unless `open` is controlled. @default false */
  closable?: boolean;
  /** Controlled visibility (with `onOpenChange`). */
  open?: boolean;
  /** Initial visibility when uncontrolled. @default true */
  defaultOpen?: boolean;
  /** Called with `false` when the close button is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the close button. @default translated "Close" */
  closeLabel?: string;
}

/**
 * A message in the flow of the page: information, success, warning or error. It is a `status`
 * region by default (announced politely); pass `role="alert"` for an error that must interrupt.
 */
export function Alert({
  className,
  color = 'info',
  variant = 'tonal',
  title,
  icon = true,
  closable = false,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  closeLabel,
  role = 'status',
  children,
  ...props
}: AlertProps) {
  const { t } = useTranslation('common');
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  if (!open) return null;

  const close = () => {
    if (openProp === undefined) setOpenState(false);
    onOpenChange?.(false);
  };
  const Icon = toneIcons[color];
  const iconNode = icon === true ? <Icon aria-hidden /> : icon === false ? null : icon;

  return (
    <div
      data-slot="alert"
      data-variant={variant}
      data-color={color}
      role={role}
      className={cn(
        'relative flex items-start gap-3 rounded-[var(--radius)] px-4 py-3 text-sm',
        variant === 'border'
          ? cn('bg-card text-card-foreground shadow-sm', borderClasses[color])
          : toneClasses[variant][color],
        className,
      )}
      {...props}
    >
      {iconNode && (
        <span
          data-slot="alert-icon"
          className={cn(
            'grid size-7 shrink-0 place-items-center rounded-full [&_svg]:size-[1.125rem]',
            variant === 'solid' ? 'bg-current/15' : variant === 'tonal' ? 'bg-current/12' : iconTone[color],
          )}
        >
          {iconNode}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-1">
        {title && <AlertTitle>{title}</AlertTitle>}
        {children && <AlertDescription>{children}</AlertDescription>}
      </div>
      {closable && (
        <button
          type="button"
          onClick={close}
          aria-label={closeLabel ?? t('actions.close')}
          className="-me-1 grid size-7 shrink-0 cursor-pointer place-items-center rounded-full opacity-75 transition hover:bg-current/12 hover:opacity-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cn('leading-5 font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('leading-5', className)} {...props} />;
}
