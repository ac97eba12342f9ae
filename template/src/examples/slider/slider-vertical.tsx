/** Upright sliders, as in a mixer; the up and down arrows move them. */
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';

const bands = [
  { key: 'bass', value: 60 },
  { key: 'mid', value: 45 },
  { key: 'treble', value: 70 },
] as const;

export function SliderVertical() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="flex gap-10">
      {bands.map((band) => (
        <div key={band.key} className="flex flex-col items-center gap-3">
          <Slider orientation="vertical" defaultValue={[band.value]} aria-label={t(`sliders.bands.${band.key}`)} />
          <span className="text-xs text-muted-foreground">{t(`sliders.bands.${band.key}`)}</span>
        </div>
      ))}
    </div>
  );
}
