/** A range on a 5-minute step, shown as times of day in the reader's clock format. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';
import { formatDate } from '@/lib/format';

const asTime = (minutes: number) => formatDate(new Date(2026, 0, 1, 0, minutes), { timeStyle: 'short' });

export function RangeSliderStep() {
  const { t } = useTranslation('ui-forms');
  const [hours, setHours] = useState([9 * 60, 17 * 60 + 30]);
  return (
    <div className="flex max-w-md flex-col gap-3">
      <Slider
        min={6 * 60}
        max={22 * 60}
        step={5}
        value={hours}
        onValueChange={setHours}
        thumbLabels={[t('range-sliders.opensAt'), t('range-sliders.closesAt')]}
      />
      <p className="text-sm text-muted-foreground">
        {t('range-sliders.range', { from: asTime(hours[0] ?? 0), to: asTime(hours[1] ?? 0) })}
      </p>
    </div>
  );
}
