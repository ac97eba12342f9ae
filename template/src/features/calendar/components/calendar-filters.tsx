import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toneFill } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { calendarCategories, categoryTone, type CalendarCategory } from '../types';

export interface CalendarFiltersProps {
  selected: readonly CalendarCategory[];
  onChange: (next: CalendarCategory[]) => void;
  onAdd: () => void;
}

/** "Add event" and the category ticks that decide which events the server sends. */
export function CalendarFilters({ selected, onChange, onAdd }: CalendarFiltersProps) {
  const { t } = useTranslation('calendar');
  const all = selected.length === calendarCategories.length;
  const toggle = (category: CalendarCategory, on: boolean) =>
    onChange(calendarCategories.filter((c) => (c === category ? on : selected.includes(c))));
  return (
    <Card className="gap-6 p-5">
      <Button onClick={onAdd} className="w-full">
        <Plus aria-hidden />
        {t('addEvent')}
      </Button>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold">{t('filters.title')}</legend>
        <label className="flex cursor-pointer items-center gap-3 text-sm">
          <Checkbox
            checked={all}
            indeterminate={!all && selected.length > 0}
            onChange={(e) => onChange(e.target.checked ? [...calendarCategories] : [])}
          />
          {t('filters.all')}
        </label>
        {calendarCategories.map((category) => (
          <label key={category} className="flex cursor-pointer items-center gap-3 text-sm">
            <Checkbox checked={selected.includes(category)} onChange={(e) => toggle(category, e.target.checked)} />
            <span className={cn('size-2.5 rounded-full', toneFill[categoryTone[category]])} aria-hidden />
            {t(`categories.${category}`)}
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
