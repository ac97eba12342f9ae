/** An activity feed: coloured dots on a line, a title with its time, and details underneath. */
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

const events = [
  { title: 'Invoice #1042 paid', time: '12 min ago', text: 'Payment of $1,280 received by card.', color: 'success' },
  {
    title: 'Meeting with the design team',
    time: '10:00',
    text: 'Review of the new onboarding screens.',
    color: 'primary',
  },
  {
    title: 'Server load above 80%',
    time: '08:45',
    text: 'Scaled up to four instances automatically.',
    color: 'warning',
  },
  { title: 'Project created', time: 'Yesterday', text: 'Website redesign, due in six weeks.', color: 'info' },
] as const;

export function TimelineBasic() {
  return (
    <Timeline aria-label="Recent activity">
      {events.map((event) => (
        <TimelineItem key={event.title} color={event.color}>
          <TimelineTitle>
            {event.title}
            <span className="text-xs font-normal text-muted-foreground">{event.time}</span>
          </TimelineTitle>
          <TimelineDescription>{event.text}</TimelineDescription>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
