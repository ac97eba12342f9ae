/** Controlled panels: the page owns the open list, so buttons outside can open or close them all. */
import { useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';

const sections = ['Overview', 'Specifications', 'Reviews'];

export function AccordionControlled() {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="tonal" onClick={() => setOpen(sections)} disabled={open.length === sections.length}>
          Open all
        </Button>
        <Button size="sm" variant="tonal" color="secondary" onClick={() => setOpen([])} disabled={open.length === 0}>
          Close all
        </Button>
        <span className="self-center text-sm text-muted-foreground">
          Open: {open.length ? open.join(', ') : 'none'}
        </span>
      </div>
      <Accordion type="multiple" variant="contained" value={open} onValueChange={setOpen}>
        {sections.map((section) => (
          <AccordionItem key={section} value={section}>
            <AccordionTrigger>{section}</AccordionTrigger>
            <AccordionContent>The {section.toLowerCase()} of the product go here.</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
