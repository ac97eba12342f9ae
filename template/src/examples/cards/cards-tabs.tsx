/** A card with tabs: the header switches between three views of one product; arrow keys move between tabs. */
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = ['overview', 'specs', 'reviews'] as const;

export function CardsTabs() {
  const { t } = useTranslation('cards');
  return (
    <Card className="max-w-md">
      <Tabs defaultValue="overview">
        <CardHeader className="gap-y-3">
          <CardTitle asChild>
            <h3>{t('tabs.title')}</h3>
          </CardTitle>
          <TabsList aria-label={t('tabs.title')}>
            {tabs.map((id) => (
              <TabsTrigger key={id} value={id}>
                {t(`tabs.${id}.label`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </CardHeader>
        <CardContent>
          {tabs.map((id) => (
            <TabsContent key={id} value={id} className="text-sm text-muted-foreground">
              {t(`tabs.${id}.text`)}
            </TabsContent>
          ))}
        </CardContent>
      </Tabs>
    </Card>
  );
}
