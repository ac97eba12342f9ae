/** `pill` rounds the ends fully (and makes icon buttons circles); the default follows the skin's radius. */
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function ButtonRounded() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button>{t('button.demo.defaultRadius')}</Button>
      <Button pill>{t('button.demo.pill')}</Button>
      <Button pill variant="tonal" color="success">
        {t('button.demo.tonalPill')}
      </Button>
      <Button pill variant="outline" color="info">
        {t('button.demo.outlinePill')}
      </Button>
      <Button pill size="icon" aria-label={t('button.demo.add')}>
        <Plus aria-hidden />
      </Button>
      <Button className="rounded-none" variant="tonal" color="secondary">
        {t('button.demo.square')}
      </Button>
    </div>
  );
}
