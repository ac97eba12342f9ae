/** `shape="label"` trades the pill for small rounded corners, like a tag on a card. */
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';

export function ChipLabel() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap gap-2">
      <Chip shape="label">{t('chips.demo.design')}</Chip>
      <Chip shape="label" color="info">
        {t('chips.demo.frontend')}
      </Chip>
      <Chip shape="label" color="error" variant="solid">
        {t('chips.demo.urgent')}
      </Chip>
      <Chip shape="label" color="secondary" variant="outline">
        {t('chips.demo.archived')}
      </Chip>
    </div>
  );
}
