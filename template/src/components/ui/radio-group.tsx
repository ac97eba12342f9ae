import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps } from 'react';
import { useDirection } from '@/hooks/use-direction';
import { cn } from '@/lib/cn';
import type { ControlSize } from './checkbox';
import type { Tone } from './tone';

const ringTones: Record<Tone, string> = {
  primary: 'hover:border-primary/70 data-[state=checked]:border-primary-graphic',
  secondary: 'hover:border-secondary/70 data-[state=checked]:border-secondary',
  success: 'hover:border-success/70 data-[state=checked]:border-success',
  info: 'hover:border-info/70 data-[state=checked]:border-info',
  warning: 'hover:border-warning/70 data-[state=checked]:border-warning',
  error: 'hover:border-error/70 data-[state=checked]:border-error',
};
const dotTones: Record<Tone, string> = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  info: 'bg-info',
  warning: 'bg-warning',
  error: 'bg-error',
};
const ringSizes: Record<ControlSize, string> = { sm: 'size-4', md: 'size-[1.125rem]', lg: 'size-[1.375rem]' };
const dotSizes: Record<ControlSize, string> = { sm: 'size-1.5', md: 'size-2', lg: 'size-2.5' };

export interface RadioGroupItemProps extends ComponentProps<typeof RadioGroupPrimitive.Item> {
  /** Colour when checked. @default 'primary' */
  tone?: Tone;
  /** @default 'md' */
  size?: ControlSize;
}

/** Exclusive choice with arrow-key navigation (Radix RadioGroup) in the page's direction. */
export function RadioGroup({ className, dir, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const pageDir = useDirection();
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      dir={dir ?? pageDir}
      className={cn('grid gap-3', className)}
      {...props}
    />
  );
}

/** A classic round radio button. */
export function RadioGroupItem({ className, tone = 'primary', size = 'md', ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'grid shrink-0 cursor-pointer place-items-center rounded-full border-2 border-input transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error',
        ringTones[tone],
        ringSizes[size],
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className={cn('rounded-full', dotTones[tone], dotSizes[size])} />
    </RadioGroupPrimitive.Item>
  );
}

/**
 * A radio drawn as a bordered tile (customizer options, plan pickers); the checked tile gets the
 * primary border and text. Put an icon and a label inside.
 */
export function RadioTile({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-tile"
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-[calc(var(--radius)*0.8)] border border-border px-3 py-3 text-sm',
        'text-muted-foreground transition-[border-color,color,background-color,box-shadow] duration-150 hover:border-primary/50 hover:text-foreground',
        'data-[state=checked]:border-primary-graphic data-[state=checked]:bg-primary/6 data-[state=checked]:text-primary-text data-[state=checked]:shadow-[0_0_0_1px_var(--primary-graphic)]',
        className,
      )}
      {...props}
    />
  );
}
