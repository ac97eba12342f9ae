/** Circular progress in every tone, with the value written in the middle. */
import { useTranslation } from 'react-i18next';
import { CircularProgress } from '@/components/ui/progress';
import { tones } from '@/components/ui/tone';

export function ProgressCircular() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-4">
      {tones.map((tone, index) => {
        const value = 40 + index * 12;
        return (
          <span key={tone} className="relative grid place-items-center">
            <CircularProgress
              value={value}
              color={tone}
              size={56}
              thickness={5}
              label={t('progress.demo.toneValue', { tone: t(`tones.${tone}`), value })}
            />
            <span aria-hidden className="absolute text-xs font-semibold">
              {value}
            </span>
          </span>
        );
      })}
    </div>
  );
}
