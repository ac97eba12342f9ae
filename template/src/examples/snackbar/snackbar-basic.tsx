/** `toast(message)` shows a snackbar in the toaster's corner; it leaves after four seconds. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarBasic() {
  const { t } = useTranslation('ui-components');
  return <Button onClick={() => toast(t('snackbars.demo.draftSaved'))}>{t('snackbars.demo.saveDraft')}</Button>;
}
