/**
 * Icons before or after the label, and icon-only buttons named by aria-label. Directional icons
 * are mirrored in right-to-left layouts.
 */
import { ArrowRight, Download, Heart, Settings, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ButtonIcons() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button>
        <Download aria-hidden />
        Download
      </Button>
      <Button variant="tonal" color="secondary">
        Continue
        <ArrowRight aria-hidden className="rtl:-scale-x-100" />
      </Button>
      <Button variant="outline" color="error">
        <Trash2 aria-hidden />
        Delete
      </Button>
      <Button size="icon" variant="tonal" color="error" aria-label="Add to favourites">
        <Heart aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" aria-label="Settings">
        <Settings aria-hidden />
      </Button>
    </div>
  );
}
