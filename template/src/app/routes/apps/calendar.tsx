/** /apps/calendar: events by category, month/week/day/list, added and rescheduled in place. */
import { useTranslation } from 'react-i18next';
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
      <CalendarBoard direction={rtl ? 'rtl' : 'ltr'} />
    </div>
  );
}
