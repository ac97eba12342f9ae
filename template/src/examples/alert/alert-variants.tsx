/** One message in the four variants: solid for the loudest, border for the quietest. */
import { Alert, type AlertVariant } from '@/components/ui/alert';

const variants: AlertVariant[] = ['solid', 'tonal', 'outline', 'border'];

export function AlertVariants() {
  return (
    <div className="grid gap-3">
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} color="info" title={variant[0]!.toUpperCase() + variant.slice(1)}>
          The report is ready to download.
        </Alert>
      ))}
    </div>
  );
}
