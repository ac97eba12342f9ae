import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const questions = ['switch', 'trial', 'refund', 'license'] as const;

/** The questions buyers ask before paying, under the plans. */
export function PricingFaq({ level = 3 }: { level?: 3 | 4 }) {
  const { t } = useTranslation('pricing');
  return (
    <Accordion type="single" collapsible variant="boxed" defaultValue="switch">
      {questions.map((id) => (
        <AccordionItem key={id} value={id}>
          <AccordionTrigger level={level}>{t(`faq.${id}.q`)}</AccordionTrigger>
          <AccordionContent>{t(`faq.${id}.a`)}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** The billing questions under their centred heading. */
export function PricingFaqSection() {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h2 id="pricing-faq-title" className="text-center text-xl font-semibold">
        {t('faq.title')}
      </h2>
      <PricingFaq />
    </section>
  );
}
