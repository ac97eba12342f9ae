import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { toneClasses, toneFill, type Tone } from './tone';

interface TimelineContextValue {
  align: 'start' | 'center' | 'alternate';
  orientation: 'vertical' | 'horizontal';
  dotAlign: 'start' | 'center';
}
const TimelineContext = createContext<TimelineContextValue>({
  align: 'start',
  orientation: 'vertical',
  dotAlign: 'start',
});

export interface TimelineProps extends ComponentProps<'ol'> {
  /**
   * Vertical only: 'start' puts every item after the line; 'center' puts the line in the middle with
   * the opposite content before it; 'alternate' also swaps sides item by item. Phones always use
   * 'start'. @default 'start'
   */
  align?: 'start' | 'center' | 'alternate';
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Lines the dot up with the first line of the item or with its middle. @default 'start' */
  dotAlign?: 'start' | 'center';
}

/** A sequence of events (activity feeds, order tracking, histories) along a line. */
export function Timeline({
  className,
  align = 'start',
  orientation = 'vertical',
  dotAlign = 'start',
  ...props
}: TimelineProps) {
  return (
    <TimelineContext value={{ align, orientation, dotAlign }}>
      <ol
        data-slot="timeline"
        data-orientation={orientation}
        data-align={align}
        className={cn('flex', orientation === 'horizontal' ? 'overflow-x-auto pb-2' : 'flex-col', className)}
        {...props}
      />
    </TimelineContext>
  );
}

export interface TimelineItemProps extends Omit<ComponentProps<'li'>, 'color'> {
  /** @default 'primary' */
  color?: Tone;
  /** 'solid' fills the dot, 'outline' rings it, 'tonal' draws a larger soft disc around `icon`. @default 'solid' */
  dotVariant?: 'solid' | 'outline' | 'tonal';
  /** An icon inside the dot (makes it larger). */
  icon?: ReactNode;
  /** Content on the other side of the line (a date, a time) when the timeline is centred. */
  opposite?: ReactNode;
}

const ringTone: Record<Tone, string> = {
  primary: 'border-primary-graphic',
  secondary: 'border-secondary',
  success: 'border-success',
  info: 'border-info',
  warning: 'border-warning',
  error: 'border-error',
};

export function TimelineItem({
  className,
  color = 'primary',
  dotVariant = 'solid',
  icon,
  opposite,
  children,
  ...props
}: TimelineItemProps) {
  const { align, orientation, dotAlign } = use(TimelineContext);
  const large = Boolean(icon) || dotVariant === 'tonal';
  const dot = (
    <span
      data-slot="timeline-dot"
      aria-hidden
      className={cn(
        'relative z-10 grid shrink-0 place-items-center rounded-full ring-4 ring-card',
        large ? 'size-8 [&_svg]:size-4' : 'size-3',
        dotVariant === 'solid' && (large ? toneClasses.solid[color] : toneFill[color]),
        dotVariant === 'outline' && cn('border-2 bg-card', ringTone[color], large && toneClasses.outline[color]),
        dotVariant === 'tonal' && cn('bg-card', toneClasses.tonal[color]),
      )}
    >
      {icon}
    </span>
  );

  if (orientation === 'horizontal') {
    return (
      <li
        data-slot="timeline-item"
        className={cn('group/item flex min-w-44 flex-1 flex-col gap-3', className)}
        {...props}
      >
        <div className="relative flex items-center">
          {dot}
          <span aria-hidden className="ms-2 h-px flex-1 bg-border group-last/item:invisible" />
        </div>
        {opposite && <div className="text-xs text-muted-foreground">{opposite}</div>}
        <div className="min-w-0 pe-4">{children}</div>
      </li>
    );
  }

  const centred = align !== 'start';
  return (
    <li
      data-slot="timeline-item"
      className={cn(
        'group/item relative grid grid-cols-[auto_1fr] gap-x-4 pb-6 last:pb-0',
        centred && 'sm:grid-cols-[1fr_auto_1fr]',
        align === 'alternate' &&
          'sm:even:[&>[data-part=content]]:col-start-1 sm:even:[&>[data-part=content]]:row-start-1 sm:even:[&>[data-part=content]]:text-end',
        align === 'alternate' &&
          'sm:even:[&>[data-part=opposite]]:col-start-3 sm:even:[&>[data-part=opposite]]:text-start',
        className,
      )}
      {...props}
    >
      {/* The line runs from this dot to the next one; the last item has none. */}
      <span
        aria-hidden
        className={cn(
          'absolute top-0 bottom-0 w-px bg-border group-last/item:hidden',
          large ? 'start-4' : 'start-1.5',
          centred && 'sm:start-1/2',
        )}
      />
      {centred && opposite && (
        <div
          data-part="opposite"
          className="hidden pt-0.5 text-end text-sm text-muted-foreground sm:block sm:row-start-1 sm:col-start-1"
        >
          {opposite}
        </div>
      )}
      <div
        className={cn(
          'row-start-1 flex justify-center',
          centred ? 'col-start-1 sm:col-start-2' : 'col-start-1',
          dotAlign === 'center' ? 'self-center' : large ? '' : 'pt-1.5',
        )}
      >
        {dot}
      </div>
      <div data-part="content" className={cn('row-start-1 min-w-0 col-start-2', centred && 'sm:col-start-3')}>
        {opposite && <div className={cn('mb-1 text-xs text-muted-foreground', centred && 'sm:hidden')}>{opposite}</div>}
        {children}
      </div>
    </li>
  );
}

/** Title line of an item: a heading-weight text with an optional time at the end. */
export function TimelineTitle({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="timeline-title"
      className={cn('flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-semibold', className)}
      {...props}
    />
  );
}

export function TimelineDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="timeline-description" className={cn('mt-1 text-sm text-muted-foreground', className)} {...props} />
  );
}
