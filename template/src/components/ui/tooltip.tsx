import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Mounted once in app/providers.tsx; shares the open delay between tooltips. */
export function TooltipProvider({ delayDuration = 250, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export const TooltipRoot = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-toast max-w-64 rounded-md bg-foreground px-2.5 py-1 text-xs font-medium text-background shadow-float',
          'origin-(--radix-tooltip-content-transform-origin) data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-pop-in data-[state=instant-open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export interface TooltipProps extends Omit<ComponentProps<typeof TooltipPrimitive.Root>, 'children'> {
  /** The tooltip text. */
  content: ReactNode;
  /** The element it describes (must accept a ref: a button, a link...). */
  children: ReactNode;
  /** @default 'top' */
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
}

/** Shorthand: `<Tooltip content="Customizer"><Button …/></Tooltip>`. */
export function Tooltip({ content, children, side = 'top', ...props }: TooltipProps) {
  return (
    <TooltipPrimitive.Root {...props}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </TooltipPrimitive.Root>
  );
}
