/** `type="multiple"` lets any number of panels stay open; two start open here. */
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const steps = ['install', 'configure', 'deploy'];

export function AccordionMultiple() {
  const { t } = useTranslation('ui-components');
  return (
    <Accordion type="multiple" variant="contained" defaultValue={['install', 'configure']}>
      {steps.map((step) => (
        <AccordionItem key={step} value={step}>
          <AccordionTrigger>{t(`expansion-panels.demo.steps.${step}.title`)}</AccordionTrigger>
          <AccordionContent>{t(`expansion-panels.demo.steps.${step}.body`)}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
