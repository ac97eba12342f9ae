/** Loading shows a spinner, sets aria-busy and blocks clicks; disabled and loading keep the size. */
import { useState } from 'react';
import { CloudUpload } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ButtonStates() {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 1500);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button loading={saving} onClick={save}>
        {saving ? 'Saving…' : 'Save changes'}
      </Button>
      <Button variant="tonal" color="success" loading>
        Publishing
      </Button>
      <Button variant="outline" color="secondary" loading>
        <CloudUpload aria-hidden />
        Uploading
      </Button>
      <Button disabled>Disabled</Button>
      <Button variant="outline" disabled>
        Disabled outline
      </Button>
    </div>
  );
}
