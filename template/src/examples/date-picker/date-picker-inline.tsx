/** A calendar placed on the page: several days can be chosen (up to five), weekends are off. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar } from '@/components/ui/calendar';
import { formatDate } from '@/lib/format';

export function DatePickerInline() {
  const { t } = useTranslation('ui-extensions');
  const [days, setDays] = useState<Date[]>([]);
  const sorted = [...days].sort((a, b) => a.getTime() - b.getTime());
  return (
    <div className="flex flex-wrap items-start gap-6">
      <Calendar
        mode="multiple"
        max={5}
        selected={days}
        onSelect={(next) => setDays(next ?? [])}
        disabled={{ dayOfWeek: [0, 6] }}
        className="rounded-lg border p-3"
      />
      <div className="flex min-w-48 flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('date-picker.demo.daysOff', { count: days.length, max: 5 })}</h3>
        {sorted.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {sorted.map((day) => (
              <li key={day.getTime()}>{formatDate(day, { dateStyle: 'full' })}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('date-picker.demo.pickWeekdays')}</p>
        )}
      </div>
    </div>
  );
}
