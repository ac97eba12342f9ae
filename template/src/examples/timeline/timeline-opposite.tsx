/** Centred: the line in the middle, dates on the opposite side (above the text on phones). */
import { useTranslation } from 'react-i18next';
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';
import { formatDate } from '@/lib/format';

const releases = [
  { id: 'v3', version: '3.0', date: '2025-03-01' },
  { id: 'v2_4', version: '2.4', date: '2024-11-01' },
  { id: 'v2', version: '2.0', date: '2024-06-01' },
];

export function TimelineOpposite() {
  const { t } = useTranslation('ui-components');
  return (
    <Timeline align="center" aria-label={t('timeline.demo.releases.label')}>
      {releases.map((release) => (
        <TimelineItem
          key={release.id}
          opposite={formatDate(`${release.date}T00:00`, { month: 'long', year: 'numeric' })}
          dotVariant="outline"
        >
          <TimelineTitle>{t('timeline.demo.releases.version', { version: release.version })}</TimelineTitle>
          <TimelineDescription>{t(`timeline.demo.releases.notes.${release.id}`)}</TimelineDescription>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
