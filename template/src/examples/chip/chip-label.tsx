/** `shape="label"` trades the pill for small rounded corners, like a tag on a card. */
import { Chip } from '@/components/ui/chip';

export function ChipLabel() {
  return (
    <div className="flex flex-wrap gap-2">
      <Chip shape="label">Design</Chip>
      <Chip shape="label" color="info">
        Frontend
      </Chip>
      <Chip shape="label" color="error" variant="solid">
        Urgent
      </Chip>
      <Chip shape="label" color="secondary" variant="outline">
        Archived
      </Chip>
    </div>
  );
}
