import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const questions = ['what', 'stack', 'backend', 'updates', 'support'] as const;

/** The questions people ask before buying a template. */
export function LandingFaq() {
  const { t } = useTranslation('landing');
  return (
    <Accordion type="single" collapsible variant="boxed" defaultValue="what" className="mx-auto max-w-3xl">
      {questions.map((id) => (
        <AccordionItem key={id} value={id}>
          <AccordionTrigger>{t(`faq.items.${id}.q`)}</AccordionTrigger>
          <AccordionContent>{t(`faq.items.${id}.a`)}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
