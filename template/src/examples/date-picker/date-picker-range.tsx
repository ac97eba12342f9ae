/** A date range in a popover: the first click sets the start, the second the end; nights are counted. */
import { CalendarRange } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDate } from '@/lib/format';

const dayMs = 24 * 60 * 60 * 1000;

export function DatePickerRange() {
  const { t } = useTranslation('ui-extensions');
  const id = useId();
  const [range, setRange] = useState<DateRange>();
  const nights = range?.from && range.to ? Math.round((range.to.getTime() - range.from.getTime()) / dayMs) : 0;
  const text = range?.from
    ? `${formatDate(range.from)} – ${range.to ? formatDate(range.to) : '…'}`
    : t('date-picker.demo.pickStay');
  return (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label id={id}>{t('date-picker.demo.stay')}</Label>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            color="secondary"
            className="justify-start font-normal"
            aria-labelledby={`${id} ${id}-value`}
          >
            <CalendarRange aria-hidden />
            <span id={`${id}-value`}>{text}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-labelledby={id} className="w-auto p-2" align="start">
          <Calendar mode="range" selected={range} onSelect={setRange} defaultMonth={range?.from} min={1} />
        </PopoverContent>
      </Popover>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {nights > 0 ? t('date-picker.demo.nights', { count: nights }) : t('date-picker.demo.minimumNight')}
      </p>
    </div>
  );
}
