/** Vertical tabs beside their panel; the up and down arrow keys move between them. */
import { CreditCard, Lock, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = [
  { value: 'account', Icon: User },
  { value: 'security', Icon: Lock },
  { value: 'billing', Icon: CreditCard },
];

export function TabsVertical() {
  const { t } = useTranslation('ui-components');
  return (
    <Tabs defaultValue="account" orientation="vertical">
      <TabsList aria-label={t('tabs.demo.settings')}>
        {tabs.map(({ value, Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden />
            {t(`tabs.demo.vertical.${value}.label`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value }) => (
        <TabsContent key={value} value={value} className="pt-2 text-sm text-muted-foreground">
          {t(`tabs.demo.vertical.${value}.text`)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
