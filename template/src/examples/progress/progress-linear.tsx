/** Linear bars in every tone; the value is clamped to 0-100 and announced as a percentage. */
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import { tones } from '@/components/ui/tone';

export function ProgressLinear() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-4">
      {tones.map((tone, index) => (
        <Progress
          key={tone}
          value={25 + index * 14}
          color={tone}
          label={t('progress.demo.toneProgress', { tone: t(`tones.${tone}`) })}
        />
      ))}
    </div>
  );
}
