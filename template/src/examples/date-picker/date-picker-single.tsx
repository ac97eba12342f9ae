/**
 * A date field: the button shows the chosen date in the current language and opens a calendar in
 * a popover. Picking a day closes it and returns focus to the button; Escape closes it too.
 */
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDate } from '@/lib/format';

export function DatePickerSingle() {
  const { t } = useTranslation('ui-extensions');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<Date>();
  return (
    <div className="flex max-w-xs flex-col gap-1.5">
      <Label id={id}>{t('date-picker.demo.deliveryDate')}</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            color="secondary"
            className="justify-start font-normal"
            aria-labelledby={`${id} ${id}-value`}
          >
            <CalendarDays aria-hidden />
            <span id={`${id}-value`}>
              {date ? formatDate(date, { dateStyle: 'long' }) : t('date-picker.demo.pickDate')}
            </span>
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-labelledby={id} className="w-auto p-2" align="start">
          <Calendar
            mode="single"
            selected={date}
            defaultMonth={date}
            onSelect={(day) => {
              setDate(day);
              setOpen(false);
            }}
            disabled={{ before: new Date() }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
