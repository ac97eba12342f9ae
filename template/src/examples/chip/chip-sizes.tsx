/** Three sizes: small for dense tables, large for touch-friendly filters. */
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';

export function ChipSizes() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Chip size="sm">{t('sizes.sm')}</Chip>
      <Chip size="md">{t('sizes.md')}</Chip>
      <Chip size="lg">{t('sizes.lg')}</Chip>
    </div>
  );
}
