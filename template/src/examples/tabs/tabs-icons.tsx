/** An icon before each label; the label stays, so each tab keeps a readable name. */
import { Bell, Lock, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = [
  { value: 'profile', Icon: User },
  { value: 'security', Icon: Lock },
  { value: 'notifications', Icon: Bell },
];

export function TabsIcons() {
  const { t } = useTranslation('ui-components');
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label={t('tabs.demo.account')}>
        {tabs.map(({ value, Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden />
            {t(`tabs.demo.icons.${value}.label`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value }) => (
        <TabsContent key={value} value={value} className="text-sm text-muted-foreground">
          {t(`tabs.demo.icons.${value}.text`)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
