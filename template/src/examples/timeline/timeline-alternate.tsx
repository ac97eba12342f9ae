/** Alternate: items switch sides along a centred line, dates facing them. */
import { useTranslation } from 'react-i18next';
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

const milestones = [
  { id: 'founded', year: '2016', color: 'primary' },
  { id: 'customers', year: '2018', color: 'info' },
  { id: 'offices', year: '2021', color: 'success' },
  { id: 'funding', year: '2024', color: 'warning' },
] as const;

export function TimelineAlternate() {
  const { t } = useTranslation('ui-components');
  return (
    <Timeline align="alternate" aria-label={t('timeline.demo.milestones.label')}>
      {milestones.map((milestone) => (
        <TimelineItem key={milestone.id} color={milestone.color} opposite={milestone.year}>
          <TimelineTitle className="sm:group-even/item:justify-end">
            {t(`timeline.demo.milestones.${milestone.id}`)}
          </TimelineTitle>
          <TimelineDescription>{t('timeline.demo.milestones.step')}</TimelineDescription>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
