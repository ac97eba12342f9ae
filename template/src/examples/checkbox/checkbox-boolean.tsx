/** A single checkbox bound to a boolean. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

export function CheckboxBoolean() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const [subscribed, setSubscribed] = useState(true);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)} />
        <Label htmlFor={id}>{t('checkbox.newsletter')}</Label>
      </div>
      <p className="text-sm text-muted-foreground">{t('value', { value: String(subscribed) })}</p>
    </div>
  );
}
