/** Upright sliders, as in a mixer; the up and down arrows move them. */
import { Slider } from '@/components/ui/slider';

const bands = [
  { label: 'Bass', value: 60 },
  { label: 'Mid', value: 45 },
  { label: 'Treble', value: 70 },
];

export function SliderVertical() {
  return (
    <div className="flex gap-10">
      {bands.map((band) => (
        <div key={band.label} className="flex flex-col items-center gap-3">
          <Slider orientation="vertical" defaultValue={[band.value]} aria-label={band.label} />
          <span className="text-xs text-muted-foreground">{band.label}</span>
        </div>
      ))}
    </div>
  );
}
