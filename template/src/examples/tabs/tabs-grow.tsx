/** Tabs that share the full width equally (fixed tabs), common in cards and narrow panels. */
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = ['overview', 'orders', 'reviews'];

export function TabsGrow() {
  const { t } = useTranslation('ui-components');
  return (
    <Tabs defaultValue="overview">
      <TabsList
        aria-label={t('tabs.demo.product')}
        variant="pill"
        className="w-full rounded-[var(--radius)] bg-muted p-1"
      >
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab} className="h-9 flex-1">
            {t(`tabs.demo.grow.${tab}.label`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab} value={tab} className="text-sm text-muted-foreground">
          {t(`tabs.demo.grow.${tab}.text`)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
