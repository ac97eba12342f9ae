/** A coloured bar on the start edge of a card: it moves to the right in right-to-left layouts. */
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

export function AlertBorder() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-3">
      <Alert variant="border" color="primary" title={t('alert.demo.signIn.title')}>
        {t('alert.demo.signIn.text')}
      </Alert>
      <Alert variant="border" color="info" title={t('alert.demo.tip.title')}>
        {t('alert.demo.tip.text')}
      </Alert>
      <Alert variant="border" color="error" title={t('alert.demo.syncStopped.title')}>
        {t('alert.demo.syncStopped.text')}
      </Alert>
    </div>
  );
}
