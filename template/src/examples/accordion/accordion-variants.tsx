/** Three looks from one prop: lines between rows, one bordered box, or a card per panel. */
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const variants = ['divided', 'contained', 'boxed'] as const;
const topics = ['account', 'billing', 'security'];

export function AccordionVariants() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t(`expansion-panels.demo.variants.${variant}`)}
          </p>
          <Accordion type="single" collapsible variant={variant}>
            {topics.map((topic) => (
              <AccordionItem key={topic} value={topic}>
                <AccordionTrigger>{t(`expansion-panels.demo.topics.${topic}.title`)}</AccordionTrigger>
                <AccordionContent>{t(`expansion-panels.demo.topics.${topic}.body`)}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      ))}
    </div>
  );
}
