/** Every tone of the kit, in the default tonal variant: the colour follows the preset and the theme. */
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { tones } from '@/components/ui/tone';

export function AlertColors() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-3">
      {tones.map((tone) => (
        <Alert key={tone} color={tone} icon={false}>
          {t('alert.demo.toneMessage', { tone: t(`tones.${tone}`) })}
        </Alert>
      ))}
    </div>
  );
}
