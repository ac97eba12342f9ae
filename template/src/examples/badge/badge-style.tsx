/** Two sizes, and badges holding counts, dots and short statuses. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

export function BadgeStyle() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Badge size="sm">{t('sizes.sm')}</Badge>
      <Badge>{t('sizes.md')}</Badge>
      <Badge variant="solid" color="error">
        99+
      </Badge>
      <Badge variant="outline" color="success">
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
        {t('badge.demo.online')}
      </Badge>
      <Badge color="secondary" className="rounded-md">
        {t('badge.demo.squareCorners')}
      </Badge>
    </div>
  );
}
