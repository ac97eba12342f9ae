/** A step of 10: arrow keys and dragging move by tens; Page Up and Page Down jump further. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';
import { formatPercent } from '@/lib/format';

export function SliderSteps() {
  const { t } = useTranslation('ui-forms');
  const [value, setValue] = useState([30]);
  return (
    <div className="flex max-w-md items-center gap-4">
      <Slider value={value} onValueChange={setValue} step={10} aria-label={t('sliders.discount')} />
      <output className="w-12 shrink-0 text-end text-sm tabular-nums">{formatPercent(value[0] ?? 0)}</output>
    </div>
  );
}
