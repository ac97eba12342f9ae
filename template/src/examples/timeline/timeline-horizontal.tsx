/** A horizontal timeline for short sequences; it scrolls sideways when it runs out of room. */
import { useTranslation } from 'react-i18next';
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';
import { formatDate } from '@/lib/format';

const stages = [
  { id: 'ordered', at: '2026-11-23T09:12', color: 'success' },
  { id: 'packed', at: '2026-11-23T15:40', color: 'success' },
  { id: 'shipped', at: '2026-11-24T08:05', color: 'primary' },
  { id: 'delivered', at: '2026-11-26T12:00', color: 'secondary' },
] as const;

const dayAndTime: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', minute: '2-digit' };

export function TimelineHorizontal() {
  const { t } = useTranslation('ui-components');
  return (
    <Timeline orientation="horizontal" aria-label={t('timeline.demo.delivery.label')}>
      {stages.map((stage) => (
        <TimelineItem
          key={stage.id}
          color={stage.color}
          opposite={
            stage.id === 'delivered'
              ? t('timeline.demo.delivery.expected', { day: formatDate(stage.at, { weekday: 'short' }) })
              : formatDate(stage.at, dayAndTime)
          }
        >
          <TimelineTitle>{t(`timeline.demo.delivery.${stage.id}`)}</TimelineTitle>
          <TimelineDescription>{t('timeline.demo.order', { number: '#5089' })}</TimelineDescription>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
