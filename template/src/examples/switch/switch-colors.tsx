/** A switch in each tone; the track takes the colour when on. */
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { tones } from '@/components/ui/tone';

export function SwitchColors() {
  const id = useId();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      {tones.map((tone) => (
        <div key={tone} className="flex items-center gap-2">
          <Switch id={`${id}-${tone}`} tone={tone} defaultChecked />
          <Label htmlFor={`${id}-${tone}`} className="capitalize">
            {tone}
          </Label>
        </div>
      ))}
    </div>
  );
}
