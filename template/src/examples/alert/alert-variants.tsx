/** One message in the four variants: solid for the loudest, border for the quietest. */
import { useTranslation } from 'react-i18next';
import { Alert, type AlertVariant } from '@/components/ui/alert';

const variants: AlertVariant[] = ['solid', 'tonal', 'outline', 'border'];

export function AlertVariants() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="grid gap-3">
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} color="info" title={t(`variants.${variant}`)}>
          {t('alert.demo.reportReady')}
        </Alert>
      ))}
    </div>
  );
}
