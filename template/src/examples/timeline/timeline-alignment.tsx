/** `dotAlign` lines each dot up with the first line of its item (default) or with its middle. */
import { useTranslation } from 'react-i18next';
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

const notes = ['brief', 'wireframes'];

export function TimelineAlignment() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {(['start', 'center'] as const).map((dotAlign) => (
        <div key={dotAlign} className="flex flex-col gap-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t(`timeline.demo.dotAlign.${dotAlign}.name`)}
          </p>
          <Timeline dotAlign={dotAlign} aria-label={t(`timeline.demo.dotAlign.${dotAlign}.label`)}>
            {notes.map((note) => (
              <TimelineItem key={note} color="info">
                <div className="rounded-[var(--radius)] border border-border p-3">
                  <TimelineTitle>{t(`timeline.demo.notes.${note}`)}</TimelineTitle>
                  <TimelineDescription>{t('timeline.demo.notes.detail')}</TimelineDescription>
                </div>
              </TimelineItem>
            ))}
          </Timeline>
        </div>
      ))}
    </div>
  );
}
