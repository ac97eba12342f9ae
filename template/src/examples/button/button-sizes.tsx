/** Three sizes (32, 38 and 44 px high) set the density; icon buttons come in the same three. */
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function ButtonSizes() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">{t('sizes.sm')}</Button>
        <Button size="md">{t('sizes.md')}</Button>
        <Button size="lg">{t('sizes.lg')}</Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="icon-sm" variant="tonal" aria-label={t('button.demo.addSized', { size: t('sizes.sm') })}>
          <Plus aria-hidden />
        </Button>
        <Button size="icon" variant="tonal" aria-label={t('button.demo.addSized', { size: t('sizes.md') })}>
          <Plus aria-hidden />
        </Button>
        <Button size="icon-lg" variant="tonal" aria-label={t('button.demo.addSized', { size: t('sizes.lg') })}>
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}
