/** Controlled panels: the page owns the open list, so buttons outside can open or close them all. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';

const sections = ['overview', 'specifications', 'reviews'];

export function AccordionControlled() {
  const { t } = useTranslation('ui-components');
  const [open, setOpen] = useState<string[]>([]);
  const titles = open.map((section) => t(`expansion-panels.demo.product.${section}.title`));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="tonal" onClick={() => setOpen(sections)} disabled={open.length === sections.length}>
          {t('expansion-panels.demo.openAll')}
        </Button>
        <Button size="sm" variant="tonal" color="secondary" onClick={() => setOpen([])} disabled={open.length === 0}>
          {t('expansion-panels.demo.closeAll')}
        </Button>
        <span className="self-center text-sm text-muted-foreground">
          {titles.length ? t('expansion-panels.demo.openList', { titles }) : t('expansion-panels.demo.noneOpen')}
        </span>
      </div>
      <Accordion type="multiple" variant="contained" value={open} onValueChange={setOpen}>
        {sections.map((section) => (
          <AccordionItem key={section} value={section}>
            <AccordionTrigger>{t(`expansion-panels.demo.product.${section}.title`)}</AccordionTrigger>
            <AccordionContent>{t(`expansion-panels.demo.product.${section}.body`)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
