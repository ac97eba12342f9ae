import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Exclusive choice with arrow-key navigation (Radix RadioGroup). */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('grid gap-3', className)} {...props} />;
}

/** A classic round radio button. */
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'grid size-[1.125rem] shrink-0 cursor-pointer place-items-center rounded-full border-2 border-input transition-colors',
        'hover:border-primary/70 data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
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
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary/6 data-[state=checked]:text-primary-text data-[state=checked]:shadow-[0_0_0_1px_var(--primary)]',
        className,
      )}
      {...props}
    />
  );
}
