/** `variant="pill"` fills the active tab with the primary colour. */
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const periods = ['day', 'week', 'month', 'year'];

export function TabsPill() {
  const { t } = useTranslation('ui-components');
  return (
    <Tabs defaultValue="week">
      <TabsList variant="pill" aria-label={t('tabs.demo.reportPeriod')}>
        {periods.map((period) => (
          <TabsTrigger key={period} value={period}>
            {t(`tabs.demo.periods.${period}.label`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {periods.map((period) => (
        <TabsContent key={period} value={period} className="text-sm text-muted-foreground">
          {t(`tabs.demo.periods.${period}.text`)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
