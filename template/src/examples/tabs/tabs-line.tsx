/** Tabs with arrow-key navigation (Radix); `variant="pill"` gives filled tabs. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const panels = [
  { value: 'account', label: 'Account', text: 'Name, email and avatar of the signed-in user.' },
  { value: 'security', label: 'Security', text: 'Password, two-step verification and recent devices.' },
  { value: 'billing', label: 'Billing', text: 'Plan, payment methods and invoices.' },
];

export function TabsLine() {
  return (
    <div className="flex flex-col gap-8">
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
      <Tabs defaultValue="security">
        <TabsList variant="pill" aria-label="Settings sections (pill)">
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
    </div>
  );
}
