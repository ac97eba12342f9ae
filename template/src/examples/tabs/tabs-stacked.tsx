/** Icons stacked over the labels, for tab bars with room in height rather than width. */
import { Heart, Music, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = [
  { value: 'songs', Icon: Music },
  { value: 'radio', Icon: Radio },
  { value: 'favourites', Icon: Heart },
];

export function TabsStacked() {
  const { t } = useTranslation('ui-components');
  return (
    <Tabs defaultValue="songs">
      <TabsList aria-label={t('tabs.demo.library')}>
        {tabs.map(({ value, Icon }) => (
          <TabsTrigger key={value} value={value} className="h-16 flex-col gap-1 text-xs">
            <Icon aria-hidden />
            {t(`tabs.demo.stacked.${value}.label`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value }) => (
        <TabsContent key={value} value={value} className="text-sm text-muted-foreground">
          {t(`tabs.demo.stacked.${value}.text`)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
