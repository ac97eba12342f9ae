/** A custom range (18 to 65) with its limits written at each end. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';

export function SliderMinMax() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const [age, setAge] = useState([30]);
  return (
    <div className="flex max-w-md flex-col gap-2">
      <p id={id} className="text-sm font-medium">
        {t('sliders.audienceAge', { age: age[0] })}
      </p>
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span>18</span>
        <Slider min={18} max={65} value={age} onValueChange={setAge} aria-labelledby={id} />
        <span>65</span>
      </div>
    </div>
  );
}
