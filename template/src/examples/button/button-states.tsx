/** Sizes, a loading state that blocks clicks, and an icon button named by its aria-label. */
import { useState } from 'react';
import { Download, Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ButtonStates() {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 1500);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
      <Button loading={saving} onClick={save}>
        {saving ? 'Saving…' : 'Save changes'}
      </Button>
      <Button variant="outline" disabled>
        <Download aria-hidden />
        Disabled
      </Button>
      <Button size="icon" variant="tonal" color="error" pill aria-label="Add to favourites">
        <Heart aria-hidden />
      </Button>
    </div>
  );
}
