/**
 * A day and a time slot in one popover: the calendar for the day, then half-hour slots shown in
 * the current language's clock (14:30 in French, 2:30 PM in English).
 */
import { Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDate } from '@/lib/format';

const slots = Array.from({ length: 18 }, (_, i) => ({ hours: 9 + Math.floor(i / 2), minutes: (i % 2) * 30 }));

export function DatePickerTime() {
  const { t } = useTranslation('ui-extensions');
  const id = useId();
  const [day, setDay] = useState<Date>();
  const [value, setValue] = useState<Date>();
  const atSlot = (date: Date, slot: (typeof slots)[number]) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate(), slot.hours, slot.minutes);
  return (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label id={id}>{t('date-picker.demo.meeting')}</Label>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            color="secondary"
            className="justify-start font-normal"
            aria-labelledby={`${id} ${id}-value`}
          >
            <Clock aria-hidden />
            <span id={`${id}-value`}>
              {value
                ? formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
                : t('date-picker.demo.pickDayTime')}
            </span>
          </Button>
        </PopoverTrigger>
        <PopoverContent
          aria-labelledby={id}
          className="flex w-auto max-w-[calc(100vw-2rem)] flex-col gap-3 p-2 sm:flex-row"
          align="start"
        >
          <Calendar mode="single" selected={day} onSelect={setDay} disabled={{ dayOfWeek: [0, 6] }} />
          <div className="flex flex-col gap-2 sm:w-32">
            <span className="px-1 text-xs font-medium text-muted-foreground">
              {day
                ? formatDate(day, { weekday: 'long', day: 'numeric', month: 'short' })
                : t('date-picker.demo.pickDayFirst')}
            </span>
            <ul
              aria-label={t('date-picker.demo.timeSlots')}
              className="grid max-h-72 grid-cols-3 gap-1 overflow-y-auto sm:grid-cols-1"
            >
              {slots.map((slot) => {
                const time = atSlot(day ?? new Date(2000, 0, 1), slot);
                const chosen = Boolean(value && day && value.getTime() === time.getTime());
                return (
                  <li key={`${slot.hours}:${slot.minutes}`}>
                    <Button
                      size="sm"
                      variant={chosen ? 'solid' : 'outline'}
                      color={chosen ? 'primary' : 'secondary'}
                      className="w-full"
                      disabled={!day}
                      aria-pressed={chosen}
                      onClick={() => setValue(time)}
                    >
                      {formatDate(time, { timeStyle: 'short' })}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  );
}
