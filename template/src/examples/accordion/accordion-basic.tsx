/**
 * Expansion panels, one open at a time (`type="single"`, `collapsible` so it can close). Arrow keys,
 * Home and End move between the headers.
 */
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const questions = ['shipping', 'returns', 'payment', 'support'];

export function AccordionBasic() {
  const { t } = useTranslation('ui-components');
  return (
    <Accordion type="single" collapsible defaultValue="shipping">
      {questions.map((id) => (
        <AccordionItem key={id} value={id}>
          <AccordionTrigger>{t(`expansion-panels.demo.faq.${id}.question`)}</AccordionTrigger>
          <AccordionContent>{t(`expansion-panels.demo.faq.${id}.answer`)}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
