/** The outline variant: a coloured border and text on the card surface, for quieter messages. */
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

export function AlertOutlined() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-3">
      <Alert variant="outline" color="primary">
        {t('alert.demo.profile', { percent: 80 })}
      </Alert>
      <Alert variant="outline" color="success">
        {t('alert.demo.systemsUp')}
      </Alert>
      <Alert variant="outline" color="warning">
        {t('alert.demo.trialEnds')}
      </Alert>
      <Alert variant="outline" color="error">
        {t('alert.demo.importsFailed')}
      </Alert>
    </div>
  );
}
