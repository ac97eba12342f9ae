import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { useDirection } from '@/hooks/use-direction';
import { cn } from '@/lib/cn';

/**
 * Tabs in the page's reading direction: Radix writes its own `dir` (ltr unless told), which would
 * lay Arabic tabs out left to right and turn the arrow keys around.
 */
export function Tabs({ className, dir, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const pageDir = useDirection();
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      dir={dir ?? pageDir}
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** 'line': underline under the active tab; 'pill': filled active tab. @default 'line' */
  variant?: 'line' | 'pill';
}

export function TabsList({ className, variant = 'line', ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant}
      className={cn(
        'group/tabs flex w-fit max-w-full items-center overflow-x-auto',
        variant === 'line' ? 'gap-1 border-b border-border' : 'gap-1.5',
        // Vertical lists stack the tabs and move the line to the end edge.
        'data-[orientation=vertical]:shrink-0 data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
        variant === 'line' && 'data-[orientation=vertical]:border-e data-[orientation=vertical]:border-b-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-10 cursor-pointer items-center justify-center gap-2 px-4 text-sm font-medium whitespace-nowrap text-muted-foreground',
        'transition-colors hover:text-primary-text disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.125rem]',
        'group-data-[variant=line]/tabs:-mb-px group-data-[variant=line]/tabs:border-b-2 group-data-[variant=line]/tabs:border-transparent',
        'group-data-[variant=line]/tabs:data-[state=active]:border-primary-graphic group-data-[variant=line]/tabs:data-[state=active]:text-primary-text',
        'group-data-[orientation=vertical]/tabs:justify-start group-data-[variant=line]/tabs:group-data-[orientation=vertical]/tabs:-me-px',
        'group-data-[variant=line]/tabs:group-data-[orientation=vertical]/tabs:mb-0 group-data-[variant=line]/tabs:group-data-[orientation=vertical]/tabs:border-e-2 group-data-[variant=line]/tabs:group-data-[orientation=vertical]/tabs:border-b-0',
        'group-data-[variant=pill]/tabs:rounded-[calc(var(--radius)*0.8)] group-data-[variant=pill]/tabs:data-[state=active]:bg-primary',
        'group-data-[variant=pill]/tabs:data-[state=active]:text-primary-foreground group-data-[variant=pill]/tabs:data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('outline-none', className)} {...props} />;
}
