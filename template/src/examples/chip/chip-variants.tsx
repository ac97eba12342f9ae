/** Tonal (the default), solid and outline chips. */
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import type { ToneVariant } from '@/components/ui/tone';

const variants: ToneVariant[] = ['tonal', 'solid', 'outline'];

export function ChipVariants() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap gap-2">
          <Chip variant={variant}>{t(`variants.${variant}`)}</Chip>
          <Chip variant={variant} color="success">
            {t('chips.demo.shipped')}
          </Chip>
          <Chip variant={variant} color="warning">
            {t('chips.demo.backorder')}
          </Chip>
        </div>
      ))}
    </div>
  );
}
