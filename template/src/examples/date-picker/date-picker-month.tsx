/**
 * A month picker: a year switcher and the twelve months, named in the current language. Each
 * month is a toggle button, so screen readers hear which one is chosen.
 */
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

export function DatePickerMonth() {
  const { t } = useTranslation('ui-extensions');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<Date>();
  const [year, setYear] = useState(() => new Date().getFullYear());
  return (
    <div className="flex max-w-xs flex-col gap-1.5">
      <Label id={id}>{t('date-picker.demo.billingMonth')}</Label>
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
              {value ? formatDate(value, { month: 'long', year: 'numeric' }) : t('date-picker.demo.pickMonth')}
            </span>
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-labelledby={id} className="w-72 p-3" align="start">
          <div className="mb-2 flex items-center justify-between">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('date-picker.demo.previousYear')}
              onClick={() => setYear((y) => y - 1)}
            >
              <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
            </Button>
            <span className="font-semibold" aria-live="polite">
              {year}
            </span>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('date-picker.demo.nextYear')}
              onClick={() => setYear((y) => y + 1)}
            >
              <ChevronRight aria-hidden className="rtl:-scale-x-100" />
            </Button>
          </div>
          <div className="grid grid-cols-3 gap-1">
            {Array.from({ length: 12 }, (_, month) => {
              const date = new Date(year, month, 1);
              const chosen = value?.getFullYear() === year && value.getMonth() === month;
              return (
                <Button
                  key={month}
                  size="sm"
                  variant={chosen ? 'solid' : 'ghost'}
                  aria-pressed={chosen}
                  className={cn(!chosen && 'text-foreground')}
                  onClick={() => {
                    setValue(date);
                    setOpen(false);
                  }}
                >
                  {formatDate(date, { month: 'short' })}
                </Button>
              );
            })}
          </div>
        </PopoverContent>
      </Popover>
    </div>
  );
}
