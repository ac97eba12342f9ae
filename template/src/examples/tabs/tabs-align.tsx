/** The tab list aligns to the start, the centre or the end of its row (logical, so it mirrors in RTL). */
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const alignments = [
  { name: 'start', className: 'self-start' },
  { name: 'center', className: 'self-center' },
  { name: 'end', className: 'self-end' },
];
const panels = ['one', 'two', 'three'];

export function TabsAlign() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-6">
      {alignments.map(({ name, className }) => (
        <Tabs key={name} defaultValue="one">
          <TabsList aria-label={t(`tabs.demo.align.${name}.list`)} className={className}>
            <TabsTrigger value="one">{t(`tabs.demo.align.${name}.tab`)}</TabsTrigger>
            <TabsTrigger value="two">{t('tabs.demo.second')}</TabsTrigger>
            <TabsTrigger value="three">{t('tabs.demo.third')}</TabsTrigger>
          </TabsList>
          {panels.map((value) => (
            <TabsContent key={value} value={value} className="sr-only">
              {t(`tabs.demo.panels.${value}`)}
            </TabsContent>
          ))}
        </Tabs>
      ))}
    </div>
  );
}
