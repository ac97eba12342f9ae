/** With the pointer over the stars the value under it is previewed; `hover={false}` turns that off. */
import { Rating } from '@/components/ui/rating';

export function RatingHover() {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="flex items-center gap-3">
        <Rating defaultValue={2} aria-label="Rating with preview" />
        <span className="text-muted-foreground">Preview on hover</span>
      </div>
      <div className="flex items-center gap-3">
        <Rating defaultValue={2} hover={false} aria-label="Rating without preview" />
        <span className="text-muted-foreground">No preview</span>
      </div>
    </div>
  );
}
