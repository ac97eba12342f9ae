import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';

export type AccordionVariant = 'divided' | 'contained' | 'boxed';

export type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root> & {
  /**
   * 'divided': hairlines between the items, for a list inside a card. 'contained': the same rows
   * inside one bordered box. 'boxed': each item is its own
   * bordered tile and the open one is tinted, for a list standing on the page background.
   * @default 'divided'
   */
  variant?: AccordionVariant;
};

/**
 * Stacked disclosure sections (Radix Accordion: WAI-ARIA accordion pattern, arrow keys move between
 * headers). `type="single"` keeps one item open (add `collapsible` to let it close too);
 * `type="multiple"` lets any number stay open. Controlled (`value` + `onValueChange`) or not
 * (`defaultValue`). Open items carry `data-state="open"`.
 */
export function Accordion({ className, variant = 'divided', ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      data-variant={variant}
      className={cn(
        'group/accordion flex flex-col',
        variant === 'boxed' && 'gap-3',
        variant === 'contained' && 'rounded-card border',
        className,
      )}
      {...props}
    />
  );
}

/** One section: an AccordionTrigger and its AccordionContent. `value` must be unique in the accordion. */
export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(
        'group-data-[variant=divided]/accordion:border-b group-data-[variant=divided]/accordion:last:border-b-0',
        'group-data-[variant=contained]/accordion:border-b group-data-[variant=contained]/accordion:last:border-b-0',
        'group-data-[variant=boxed]/accordion:rounded-card group-data-[variant=boxed]/accordion:border group-data-[variant=boxed]/accordion:bg-card',
        'transition-[background-color,box-shadow] group-data-[variant=boxed]/accordion:data-[state=open]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /**
   * Heading level of the header wrapping the button, so the questions fit the page's outline.
   * @default 3
   */
  level?: 2 | 3 | 4 | 5 | 6;
}

/** The header button that opens and closes its item; a chevron turns to show the state. */
export function AccordionTrigger({ className, children, level = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-[calc(var(--radius)*0.8)] py-4 text-start text-[0.9375rem] font-medium text-foreground',
            'transition-colors outline-none hover:text-primary-text focus-visible:ring-3 focus-visible:ring-primary/30',
            'data-[state=open]:text-primary-text disabled:pointer-events-none disabled:opacity-50',
            'group-data-[variant=boxed]/accordion:px-5 group-data-[variant=contained]/accordion:px-5',
            '[&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden
            className="size-[1.125rem] shrink-0 text-muted-foreground transition-transform duration-200"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/** The panel under a trigger (role="region", labelled by its trigger); its content is unmounted while closed. */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="text-sm text-muted-foreground" {...props}>
      <PanelBody className={className}>{children}</PanelBody>
    </AccordionPrimitive.Content>
  );
}

/**
 * An open panel's content, mounted each time the panel opens. It fades in when the visitor opens
 * it, but not when it is open in the page's pre-rendered markup: there it would fade in on the
 * first paint, and its text would count as the page's largest paint only when the fade ended, after
 * the app's code had started loading (/components/expansion-panels: largest paint at first paint
 * + 230 ms at 4x CPU, Lighthouse mobile 89-92).
 */
function PanelBody({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [fadeIn] = useState(hydrated);
  return (
    <div
      className={cn(
        'pb-4 leading-relaxed group-data-[variant=boxed]/accordion:px-5 group-data-[variant=contained]/accordion:px-5',
        fadeIn && 'animate-fade-in',
        className,
      )}
    >
      {children}
    </div>
  );
}
