/** `size` sets the diameter and `thickness` the ring width, in pixels. */
import { useTranslation } from 'react-i18next';
import { CircularProgress } from '@/components/ui/progress';

const rings = [
  { size: 24, thickness: 3 },
  { size: 40, thickness: 4 },
  { size: 64, thickness: 6 },
  { size: 88, thickness: 10 },
];

export function ProgressCircularSizes() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-4">
      {rings.map(({ size, thickness }) => (
        <CircularProgress
          key={size}
          value={70}
          size={size}
          thickness={thickness}
          color="info"
          label={t('progress.demo.pixels', { size })}
        />
      ))}
    </div>
  );
}
