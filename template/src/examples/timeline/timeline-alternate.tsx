/** Alternate: items switch sides along a centred line, dates facing them. */
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

const milestones = [
  { title: 'Company founded', year: '2016', color: 'primary' },
  { title: 'First 1,000 customers', year: '2018', color: 'info' },
  { title: 'Offices in Paris and Dubai', year: '2021', color: 'success' },
  { title: 'Series B funding', year: '2024', color: 'warning' },
] as const;

export function TimelineAlternate() {
  return (
    <Timeline align="alternate" aria-label="Company milestones">
      {milestones.map((milestone) => (
        <TimelineItem key={milestone.title} color={milestone.color} opposite={milestone.year}>
          <TimelineTitle className="sm:group-even/item:justify-end">{milestone.title}</TimelineTitle>
          <TimelineDescription>A step in our story.</TimelineDescription>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
