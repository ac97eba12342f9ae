/** Three sizes: small for dense tables, large for touch-friendly filters. */
import { Chip } from '@/components/ui/chip';

export function ChipSizes() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Chip size="sm">Small</Chip>
      <Chip size="md">Medium</Chip>
      <Chip size="lg">Large</Chip>
    </div>
  );
}
