/** Loading shows a spinner, sets aria-busy and blocks clicks; disabled and loading keep the size. */
import { useState } from 'react';
import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function ButtonStates() {
  const { t } = useTranslation('ui-components');
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 1500);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button loading={saving} onClick={save}>
        {saving ? t('button.demo.saving') : t('button.demo.saveChanges')}
      </Button>
      <Button variant="tonal" color="success" loading>
        {t('button.demo.publishing')}
      </Button>
      <Button variant="outline" color="secondary" loading>
        <CloudUpload aria-hidden />
        {t('button.demo.uploading')}
      </Button>
      <Button disabled>{t('button.demo.disabled')}</Button>
      <Button variant="outline" disabled>
        {t('button.demo.disabledOutline')}
      </Button>
    </div>
  );
}
