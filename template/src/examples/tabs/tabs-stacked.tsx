/** Icons stacked over the labels, for tab bars with room in height rather than width. */
import { Heart, Music, Radio } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = [
  { value: 'songs', label: 'Songs', Icon: Music },
  { value: 'radio', label: 'Radio', Icon: Radio },
  { value: 'favourites', label: 'Favourites', Icon: Heart },
];

export function TabsStacked() {
  return (
    <Tabs defaultValue="songs">
      <TabsList aria-label="Library">
        {tabs.map(({ value, label, Icon }) => (
          <TabsTrigger key={value} value={value} className="h-16 flex-col gap-1 text-xs">
            <Icon aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, label }) => (
        <TabsContent key={value} value={value} className="text-sm text-muted-foreground">
          Your {label.toLowerCase()}.
        </TabsContent>
      ))}
    </Tabs>
  );
}
