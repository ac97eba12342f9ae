/** A horizontal timeline for short sequences; it scrolls sideways when it runs out of room. */
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

const stages = [
  { name: 'Ordered', time: 'Mon 09:12', color: 'success' },
  { name: 'Packed', time: 'Mon 15:40', color: 'success' },
  { name: 'Shipped', time: 'Tue 08:05', color: 'primary' },
  { name: 'Delivered', time: 'Expected Thu', color: 'secondary' },
] as const;

export function TimelineHorizontal() {
  return (
    <Timeline orientation="horizontal" aria-label="Delivery progress">
      {stages.map((stage) => (
        <TimelineItem key={stage.name} color={stage.color} opposite={stage.time}>
          <TimelineTitle>{stage.name}</TimelineTitle>
          <TimelineDescription>Order #5089</TimelineDescription>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
