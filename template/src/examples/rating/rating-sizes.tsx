/** Three sizes, from dense tables (small) to review forms (large). */
import { Rating } from '@/components/ui/rating';

export function RatingSizes() {
  return (
    <div className="flex flex-col gap-3">
      <Rating size="sm" defaultValue={3} aria-label="Small rating" />
      <Rating size="md" defaultValue={3} aria-label="Medium rating" />
      <Rating size="lg" defaultValue={3} aria-label="Large rating" />
    </div>
  );
}
