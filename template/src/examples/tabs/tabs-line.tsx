/** Tabs with an underline under the active one; arrow keys move between tabs, Home and End jump. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const panels = [
  { value: 'account', label: 'Account', text: 'Name, email and avatar of the signed-in user.' },
  { value: 'security', label: 'Security', text: 'Password, two-step verification and recent devices.' },
  { value: 'billing', label: 'Billing', text: 'Plan, payment methods and invoices.' },
];

export function TabsLine() {
  return (
    <Tabs defaultValue="account">
      <TabsList aria-label="Settings sections">
        {panels.map((p) => (
          <TabsTrigger key={p.value} value={p.value}>
            {p.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((p) => (
        <TabsContent key={p.value} value={p.value} className="text-sm text-muted-foreground">
          {p.text}
        </TabsContent>
      ))}
    </Tabs>
  );
}
