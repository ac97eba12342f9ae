/** An icon before each label; the label stays, so each tab keeps a readable name. */
import { Bell, Lock, User } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = [
  { value: 'profile', label: 'Profile', Icon: User },
  { value: 'security', label: 'Security', Icon: Lock },
  { value: 'notifications', label: 'Notifications', Icon: Bell },
];

export function TabsIcons() {
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label="Account">
        {tabs.map(({ value, label, Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, label }) => (
        <TabsContent key={value} value={value} className="text-sm text-muted-foreground">
          {label} settings.
        </TabsContent>
      ))}
    </Tabs>
  );
}
