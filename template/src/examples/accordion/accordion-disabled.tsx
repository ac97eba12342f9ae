/** A disabled panel cannot open and is skipped by the arrow keys. */
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

export function AccordionDisabled() {
  return (
    <Accordion type="single" collapsible variant="boxed">
      <AccordionItem value="plan">
        <AccordionTrigger>Current plan</AccordionTrigger>
        <AccordionContent>Pro, billed yearly. Renews on 12 January.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="team" disabled>
        <AccordionTrigger>Team seats (upgrade to unlock)</AccordionTrigger>
        <AccordionContent>Add up to 50 members.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="invoices">
        <AccordionTrigger>Invoices</AccordionTrigger>
        <AccordionContent>Twelve invoices, all paid.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
