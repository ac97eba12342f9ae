/** Tabs that share the full width equally (fixed tabs), common in cards and narrow panels. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = ['Overview', 'Orders', 'Reviews'];

export function TabsGrow() {
  return (
    <Tabs defaultValue="Overview">
      <TabsList aria-label="Product" variant="pill" className="w-full rounded-[var(--radius)] bg-muted p-1">
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab} className="h-9 flex-1">
            {tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab} value={tab} className="text-sm text-muted-foreground">
          The {tab.toLowerCase()} panel.
        </TabsContent>
      ))}
    </Tabs>
  );
}
