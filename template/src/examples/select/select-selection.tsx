/** A controlled select: the value lives in state, so other parts of the page can read and set it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const statuses = ['pending', 'processing', 'shipped', 'delivered'] as const;
type Status = (typeof statuses)[number];

export function SelectSelection() {
  const { t } = useTranslation('ui-forms');
  const [status, setStatus] = useState<Status>('processing');
  const next = statuses[(statuses.indexOf(status) + 1) % statuses.length]!;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FormField label={t('select.orderStatus')} className="w-56">
        {(control) => (
          <Select value={status} onValueChange={(value) => setStatus(value as Status)}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {statuses.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`select.statuses.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <Button variant="outline" onClick={() => setStatus(next)}>
        {t('select.markAs', { status: t(`select.statuses.${next}`) })}
      </Button>
    </div>
  );
}
