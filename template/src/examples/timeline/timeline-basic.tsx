/** An activity feed: coloured dots on a line, a title with its time, and details underneath. */
import { useTranslation } from 'react-i18next';
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';
import { formatMoney } from '@/lib/format';

export function TimelineBasic() {
  const { t } = useTranslation('ui-components');
  const events = [
    {
      id: 'paid',
      title: t('timeline.demo.activity.paid.title', { invoice: '#1042' }),
      time: t('timeline.demo.activity.paid.time'),
      text: t('timeline.demo.activity.paid.text', { amount: formatMoney(1280, 'USD', { maximumFractionDigits: 0 }) }),
      color: 'success',
    },
    {
      id: 'meeting',
      title: t('timeline.demo.activity.meeting.title'),
      time: '10:00',
      text: t('timeline.demo.activity.meeting.text'),
      color: 'primary',
    },
    {
      id: 'load',
      title: t('timeline.demo.activity.load.title', { percent: 80 }),
      time: '08:45',
      text: t('timeline.demo.activity.load.text'),
      color: 'warning',
    },
    {
      id: 'project',
      title: t('timeline.demo.activity.project.title'),
      time: t('timeline.demo.activity.project.time'),
      text: t('timeline.demo.activity.project.text'),
      color: 'info',
    },
  ] as const;
  return (
    <Timeline aria-label={t('timeline.demo.activity.label')}>
      {events.map((event) => (
        <TimelineItem key={event.id} color={event.color}>
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
