/** Tabs with an underline under the active one; arrow keys move between tabs, Home and End jump. */
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const panels = ['account', 'security', 'billing'];

export function TabsLine() {
  const { t } = useTranslation('ui-components');
  return (
    <Tabs defaultValue="account">
      <TabsList aria-label={t('tabs.demo.settingsSections')}>
        {panels.map((panel) => (
          <TabsTrigger key={panel} value={panel}>
            {t(`tabs.demo.line.${panel}.label`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((panel) => (
        <TabsContent key={panel} value={panel} className="text-sm text-muted-foreground">
          {t(`tabs.demo.line.${panel}.text`)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
