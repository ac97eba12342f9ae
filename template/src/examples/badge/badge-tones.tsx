/** Badges label a status; three variants in every tone. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { tones, type ToneVariant } from '@/components/ui/tone';

const variants: ToneVariant[] = ['solid', 'tonal', 'outline'];

export function BadgeTones() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-2">
          {tones.map((tone) => (
            <Badge key={tone} variant={variant} color={tone}>
              {t(`tones.${tone}`)}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  );
}
