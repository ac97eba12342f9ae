/** Options that cannot be chosen (the arrow keys skip them), and a disabled select. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function SelectDisabled() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('select.plan')} description={t('select.planHint')}>
        {(control) => (
          <Select defaultValue="pro">
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="free">{t('select.plans.free')}</SelectItem>
              <SelectItem value="pro">{t('select.plans.pro')}</SelectItem>
              <SelectItem value="enterprise" disabled>
                {t('select.plans.enterprise')}
              </SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t('select.region')}>
        {(control) => (
          <Select defaultValue="eu" disabled>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="eu">{t('select.europe')}</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
