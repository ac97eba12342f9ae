import * as SliderPrimitive from '@radix-ui/react-slider';
import { useState, type ComponentProps } from 'react';
import { useDirection } from '@/hooks/use-direction';
import { cn } from '@/lib/cn';
import { toneFill, type Tone } from './tone';

const thumbTones: Record<Tone, string> = {
  primary: 'border-primary-graphic focus-visible:ring-primary/25 hover:ring-primary/15',
  secondary: 'border-secondary focus-visible:ring-secondary/25 hover:ring-secondary/15',
  success: 'border-success focus-visible:ring-success/25 hover:ring-success/15',
  info: 'border-info focus-visible:ring-info/25 hover:ring-info/15',
  warning: 'border-warning focus-visible:ring-warning/25 hover:ring-warning/15',
  error: 'border-error focus-visible:ring-error/25 hover:ring-error/15',
};

export interface SliderMark {
  value: number;
  /** Text under the tick; leave it out for a bare tick. */
  label?: string;
}

export interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Fill and thumb colour. @default 'primary' */
  tone?: Tone;
  /**
   * Accessible names of the thumbs, in order (one for a slider, two for a range: "Minimum price",
   * "Maximum price"). Without them the thumbs take the name of `aria-labelledby` or `aria-label`.
   */
  thumbLabels?: string[];
  /** Ticks along the track, each with an optional label. */
  marks?: SliderMark[];
  /** Formats the value shown in a bubble above each thumb while it is dragged or focused. */
  formatValue?: (value: number) => string;
}

/**
 * A slider (one value) or a range slider (two or more values), on Radix Slider: arrow keys step,
 * Page Up/Down jump, Home/End go to the ends, right-to-left flips the direction by itself.
 */
export function Slider({
  className,
  tone = 'primary',
  thumbLabels,
  marks,
  formatValue,
  min = 0,
  max = 100,
  orientation = 'horizontal',
  value,
  defaultValue,
  onValueChange,
  dir,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: SliderProps) {
  const pageDir = useDirection();
  // Kept here too when uncontrolled, so the value bubbles follow the thumbs.
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? [min]);
  const current = value ?? uncontrolled;
  const count = current.length;
  const vertical = orientation === 'vertical';
  const percent = (v: number) => ((v - min) / (max - min)) * 100;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      min={min}
      max={max}
      orientation={orientation}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        setUncontrolled(next);
        onValueChange?.(next);
      }}
      dir={dir ?? pageDir}
      className={cn(
        'relative flex touch-none items-center select-none data-[disabled]:opacity-50',
        vertical ? 'h-48 w-5 flex-col' : 'h-5 w-full',
        marks?.some((mark) => mark.label) && !vertical && 'mb-6',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className={cn('relative grow overflow-hidden rounded-full bg-muted', vertical ? 'w-1.5' : 'h-1.5 w-full')}
      >
        <SliderPrimitive.Range className={cn('absolute', vertical ? 'w-full' : 'h-full', toneFill[tone])} />
      </SliderPrimitive.Track>
      {marks?.map((mark) => (
        <span
          key={mark.value}
          aria-hidden
          data-slot="slider-mark"
          className={cn(
            'pointer-events-none absolute flex items-center gap-2',
            vertical ? 'start-1/2 -translate-y-1/2 ps-4' : 'top-1/2 flex-col ltr:-translate-x-1/2 rtl:translate-x-1/2',
          )}
          style={vertical ? { bottom: `${percent(mark.value)}%` } : { insetInlineStart: `${percent(mark.value)}%` }}
        >
          <span className={cn('rounded-full bg-foreground/30', vertical ? 'h-0.5 w-2 -ms-5' : 'mt-2 h-2 w-0.5')} />
          {mark.label && <span className="text-xs whitespace-nowrap text-muted-foreground">{mark.label}</span>}
        </span>
      ))}
      {Array.from({ length: count }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          data-slot="slider-thumb"
          aria-label={thumbLabels?.[index] ?? ariaLabel}
          aria-labelledby={thumbLabels?.[index] ? undefined : ariaLabelledBy}
          className={cn(
            'group/thumb relative block size-4.5 cursor-grab rounded-full border-[0.2rem] bg-card shadow-sm transition-shadow',
            'hover:ring-6 focus-visible:ring-8 focus-visible:outline-none active:cursor-grabbing',
            thumbTones[tone],
          )}
        >
          {formatValue && <ThumbValue vertical={vertical} text={formatValue(current[index] ?? min)} />}
        </SliderPrimitive.Thumb>
      ))}
    </SliderPrimitive.Root>
  );
}

function ThumbValue({ text, vertical }: { text: string; vertical: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'pointer-events-none absolute rounded-md bg-foreground px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-background opacity-0 transition-opacity',
        'group-hover/thumb:opacity-100 group-focus-visible/thumb:opacity-100',
        vertical ? 'start-full top-1/2 ms-3 -translate-y-1/2' : 'bottom-full left-1/2 mb-2 -translate-x-1/2',
      )}
    >
      {text}
    </span>
  );
}
