/** /apps/calendar: events by category, month/week/day/list, added and rescheduled in place. */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { CalendarBoard } from '@/features/calendar/components/calendar-board';
import { useSettings } from '@/lib/settings';

export default function CalendarScreen() {
  const { t } = useTranslation('calendar');
  const { rtl } = useSettings();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('title') }]}
      />
      <PageGrid
        cells={[{ id: 'calendar', span: 'col-span-12', card: <CalendarBoard direction={rtl ? 'rtl' : 'ltr'} /> }]}
      />
    </div>
  );
}
