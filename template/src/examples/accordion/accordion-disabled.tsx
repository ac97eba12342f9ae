/** A disabled panel cannot open and is skipped by the arrow keys. */
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

export function AccordionDisabled() {
  const { t } = useTranslation('ui-components');
  return (
    <Accordion type="single" collapsible variant="boxed">
      <AccordionItem value="plan">
        <AccordionTrigger>{t('expansion-panels.demo.plan.title')}</AccordionTrigger>
        <AccordionContent>{t('expansion-panels.demo.plan.body')}</AccordionContent>
      </AccordionItem>
      <AccordionItem value="team" disabled>
        <AccordionTrigger>{t('expansion-panels.demo.seats.title')}</AccordionTrigger>
        <AccordionContent>{t('expansion-panels.demo.seats.body')}</AccordionContent>
      </AccordionItem>
      <AccordionItem value="invoices">
        <AccordionTrigger>{t('expansion-panels.demo.invoices.title')}</AccordionTrigger>
        <AccordionContent>{t('expansion-panels.demo.invoices.body')}</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
