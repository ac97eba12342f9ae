import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useDirection } from '@/hooks/use-direction';
import { cn } from '@/lib/cn';
import { floatingSurface } from './floating';
import { fieldControlClasses, fieldVariantClasses, type FieldVariant } from './input';
import type { InputDensity } from './input-group';

/**
 * Root: `value`/`onValueChange` (controlled) or `defaultValue`; `name` and `required` for native
 * forms. Follows the page's direction unless `dir` is given.
 */
export function Select({ dir, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const pageDir = useDirection();
  return <SelectPrimitive.Root dir={dir ?? pageDir} {...props} />;
}
export const SelectGroup = SelectPrimitive.Group;

/** The chosen item's text, or the placeholder. */
export function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

const triggerHeights: Record<InputDensity, string> = {
  compact: 'h-8 text-[0.8125rem]',
  default: 'h-10',
  comfortable: 'h-12 text-base',
};

export interface SelectTriggerProps extends ComponentProps<typeof SelectPrimitive.Trigger> {
  /** @default 'outline' */
  variant?: FieldVariant;
  /** @default 'default' */
  density?: InputDensity;
}

/** The field that opens the list; give it the field's id so its label names it. */
export function SelectTrigger({
  className,
  children,
  variant = 'outline',
  density = 'default',
  ...props
}: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        fieldControlClasses,
        fieldVariantClasses[variant],
        triggerHeights[density],
        'flex cursor-pointer items-center justify-between gap-2 text-start data-[placeholder]:text-muted-foreground',
        'data-[state=open]:border-primary-graphic [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** The list, the trigger's width, below it (flips above near the bottom of the screen). */
export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 6,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={sideOffset}
        className={cn(
          floatingSurface,
          'max-h-(--radix-select-content-available-height) p-0',
          position === 'popper' && 'w-full min-w-(--radix-select-trigger-width)',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-muted-foreground">
          <ChevronUp aria-hidden className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1.5">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-muted-foreground">
          <ChevronDown aria-hidden className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** A group heading inside SelectGroup. */
export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2.5 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase', className)}
      {...props}
    />
  );
}

/** One option; its children are the text shown in the field once chosen. */
export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-9 cursor-pointer items-center gap-2 rounded-[calc(var(--radius)*0.7)] py-1.5 ps-2.5 pe-8 text-sm outline-none select-none',
        'transition-colors data-[highlighted]:bg-primary/10 data-[highlighted]:text-primary-text',
        'data-[state=checked]:font-medium data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute end-2.5 flex items-center">
        <Check aria-hidden className="size-4 text-primary-text" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1.5 my-1.5 h-px bg-border', className)}
      {...props}
    />
  );
}
