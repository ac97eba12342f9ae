/** Vertical tabs beside their panel; the up and down arrow keys move between them. */
import { CreditCard, Lock, User } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = [
  { value: 'account', label: 'Account', Icon: User, text: 'Name, email and language of the account.' },
  { value: 'security', label: 'Security', Icon: Lock, text: 'Password and two-step verification.' },
  { value: 'billing', label: 'Billing', Icon: CreditCard, text: 'Plan, cards and invoices.' },
];

export function TabsVertical() {
  return (
    <Tabs defaultValue="account" orientation="vertical">
      <TabsList aria-label="Settings">
        {tabs.map(({ value, label, Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, text }) => (
        <TabsContent key={value} value={value} className="pt-2 text-sm text-muted-foreground">
          {text}
        </TabsContent>
      ))}
    </Tabs>
  );
}
