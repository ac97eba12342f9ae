/** The four message types, each with its own icon and a bold title line. */
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

export function AlertTypes() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-3">
      <Alert color="success" title={t('alert.demo.paid.title')}>
        {t('alert.demo.paid.text', { invoice: 'INV0042' })}
      </Alert>
      <Alert color="info" title={t('alert.demo.maintenance.title')}>
        {t('alert.demo.maintenance.text')}
      </Alert>
      <Alert color="warning" title={t('alert.demo.storage.title')}>
        {t('alert.demo.storage.text', { percent: 92 })}
      </Alert>
      <Alert color="error" role="alert" title={t('alert.demo.declined.title')}>
        {t('alert.demo.declined.text')}
      </Alert>
    </div>
  );
}
