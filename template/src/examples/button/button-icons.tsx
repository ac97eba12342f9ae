/**
 * Icons before or after the label, and icon-only buttons named by aria-label. Directional icons
 * are mirrored in right-to-left layouts.
 */
import { ArrowRight, Download, Heart, Settings, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function ButtonIcons() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button>
        <Download aria-hidden />
        {t('button.demo.download')}
      </Button>
      <Button variant="tonal" color="secondary">
        {t('button.demo.continue')}
        <ArrowRight aria-hidden className="rtl:-scale-x-100" />
      </Button>
      <Button variant="outline" color="error">
        <Trash2 aria-hidden />
        {t('button.demo.delete')}
      </Button>
      <Button size="icon" variant="tonal" color="error" aria-label={t('button.demo.favourite')}>
        <Heart aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" aria-label={t('button.demo.settings')}>
        <Settings aria-hidden />
      </Button>
    </div>
  );
}
