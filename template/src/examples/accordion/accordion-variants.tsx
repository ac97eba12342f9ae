/** Three looks from one prop: lines between rows, one bordered box, or a card per panel. */
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const variants = ['divided', 'contained', 'boxed'] as const;

export function AccordionVariants() {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{variant}</p>
          <Accordion type="single" collapsible variant={variant}>
            {['Account', 'Billing', 'Security'].map((topic) => (
              <AccordionItem key={topic} value={topic}>
                <AccordionTrigger>{topic}</AccordionTrigger>
                <AccordionContent>Everything about {topic.toLowerCase()} settings lives here.</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      ))}
    </div>
  );
}
