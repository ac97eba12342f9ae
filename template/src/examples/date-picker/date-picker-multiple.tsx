/**
 * Two months side by side on wide screens (one on phones) for ranges that cross a month, with
 * presets for the common choices.
 */
import { CalendarRange } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatDate } from '@/lib/format';

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

export function DatePickerMultiple() {
  const { t } = useTranslation('ui-extensions');
  const id = useId();
  const wide = useMediaQuery('(min-width: 48rem)');
  const [range, setRange] = useState<DateRange>();
  const [month, setMonth] = useState<Date>();

  const preset = (days: number) => {
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    setRange({ from, to: addDays(from, days - 1) });
    setMonth(from);
  };

  return (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label id={id}>{t('date-picker.demo.reportPeriod')}</Label>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            color="secondary"
            className="justify-start font-normal"
            aria-labelledby={`${id} ${id}-value`}
          >
            <CalendarRange aria-hidden />
            <span id={`${id}-value`}>
              {range?.from
                ? `${formatDate(range.from)} – ${range.to ? formatDate(range.to) : '…'}`
                : t('date-picker.demo.pickPeriod')}
            </span>
          </Button>
        </PopoverTrigger>
        <PopoverContent
          aria-labelledby={id}
          className="flex w-auto max-w-[calc(100vw-2rem)] flex-col gap-2 p-2 md:flex-row"
          align="start"
        >
          <div className="flex flex-wrap gap-1 md:flex-col" role="group" aria-label={t('date-picker.demo.presets')}>
            {[7, 14, 30].map((days) => (
              <Button key={days} variant="ghost" size="sm" onClick={() => preset(days)}>
                {t('date-picker.demo.nextDays', { count: days })}
              </Button>
            ))}
          </div>
          <Calendar
            mode="range"
            numberOfMonths={wide ? 2 : 1}
            selected={range}
            onSelect={setRange}
            month={month}
            onMonthChange={setMonth}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
