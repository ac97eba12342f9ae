/** `variant="pill"` fills the active tab with the primary colour. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const periods = ['Day', 'Week', 'Month', 'Year'];

export function TabsPill() {
  return (
    <Tabs defaultValue="Week">
      <TabsList variant="pill" aria-label="Report period">
        {periods.map((period) => (
          <TabsTrigger key={period} value={period}>
            {period}
          </TabsTrigger>
        ))}
      </TabsList>
      {periods.map((period) => (
        <TabsContent key={period} value={period} className="text-sm text-muted-foreground">
          Sales for the last {period.toLowerCase()}.
        </TabsContent>
      ))}
    </Tabs>
  );
}
