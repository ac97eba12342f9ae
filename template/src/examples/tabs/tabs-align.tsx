/** The tab list aligns to the start, the centre or the end of its row (logical, so it mirrors in RTL). */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const alignments = [
  { name: 'Start', className: 'self-start' },
  { name: 'Centre', className: 'self-center' },
  { name: 'End', className: 'self-end' },
];

export function TabsAlign() {
  return (
    <div className="flex flex-col gap-6">
      {alignments.map(({ name, className }) => (
        <Tabs key={name} defaultValue="one">
          <TabsList aria-label={`${name} aligned tabs`} className={className}>
            <TabsTrigger value="one">{name}</TabsTrigger>
            <TabsTrigger value="two">Second</TabsTrigger>
            <TabsTrigger value="three">Third</TabsTrigger>
          </TabsList>
          {['one', 'two', 'three'].map((value) => (
            <TabsContent key={value} value={value} className="sr-only">
              Panel {value}
            </TabsContent>
          ))}
        </Tabs>
      ))}
    </div>
  );
}
