/** Every tone of the kit, in the default tonal variant: the colour follows the preset and the theme. */
import { Alert } from '@/components/ui/alert';
import { tones } from '@/components/ui/tone';

export function AlertColors() {
  return (
    <div className="grid gap-3">
      {tones.map((tone) => (
        <Alert key={tone} color={tone} icon={false}>
          <span className="capitalize">{tone}</span> alert: a short message in the page flow.
        </Alert>
      ))}
    </div>
  );
}
