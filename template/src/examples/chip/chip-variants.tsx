/** Tonal (the default), solid and outline chips. */
import { Chip } from '@/components/ui/chip';
import type { ToneVariant } from '@/components/ui/tone';

const variants: ToneVariant[] = ['tonal', 'solid', 'outline'];

export function ChipVariants() {
  return (
    <div className="flex flex-col gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap gap-2">
          <Chip variant={variant} className="capitalize">
            {variant}
          </Chip>
          <Chip variant={variant} color="success">
            Shipped
          </Chip>
          <Chip variant={variant} color="warning">
            Backorder
          </Chip>
        </div>
      ))}
    </div>
  );
}
