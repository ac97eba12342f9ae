/** Six colours follow the active preset and the light/dark tokens; no palette classes needed. */
import { useTranslation } from 'react-i18next';
import { Button, buttonColors } from '@/components/ui/button';

export function ButtonColors() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {buttonColors.map((color) => (
          <Button key={color} color={color}>
            {t(`tones.${color}`)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {buttonColors.map((color) => (
          <Button key={color} color={color} variant="tonal">
            {t(`tones.${color}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
