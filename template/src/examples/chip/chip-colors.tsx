/** Chips in every tone; the colour says what kind of tag it is. */
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { tones } from '@/components/ui/tone';

export function ChipColors() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap gap-2">
      {tones.map((tone) => (
        <Chip key={tone} color={tone}>
          {t(`tones.${tone}`)}
        </Chip>
      ))}
    </div>
  );
}
