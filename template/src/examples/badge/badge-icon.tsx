/** An icon before the text reinforces the status; it is decoration, the text says it all. */
import { CircleCheck, Clock, Flame, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

export function BadgeIcon() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Badge color="success">
        <CircleCheck aria-hidden />
        {t('badge.demo.verified')}
      </Badge>
      <Badge color="warning">
        <Clock aria-hidden />
        {t('badge.demo.pending')}
      </Badge>
      <Badge color="error" variant="solid">
        <Flame aria-hidden />
        {t('badge.demo.hot')}
      </Badge>
      <Badge color="secondary" variant="outline">
        <Lock aria-hidden />
        {t('badge.demo.private')}
      </Badge>
    </div>
  );
}
