/** Any icon can replace the tone's default one; `icon={false}` removes it. */
import { Gift, Rocket, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

export function AlertIcon() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-3">
      <Alert color="primary" icon={<Rocket aria-hidden />}>
        {t('alert.demo.release')}
      </Alert>
      <Alert color="secondary" icon={<Gift aria-hidden />}>
        {t('alert.demo.invite')}
      </Alert>
      <Alert color="success" icon={<ShieldCheck aria-hidden />}>
        {t('alert.demo.twoFactor')}
      </Alert>
      <Alert color="info" icon={false}>
        {t('alert.demo.noIcon')}
      </Alert>
    </div>
  );
}
