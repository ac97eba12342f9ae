/** `allowHalf` adds half steps: each star has two targets, and the arrow keys move by halves. */
import { useState } from 'react';
import { Rating } from '@/components/ui/rating';

export function RatingHalf() {
  const [value, setValue] = useState(3.5);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Rating allowHalf value={value} onValueChange={setValue} size="lg" aria-label="Half-step rating" />
      <span className="text-sm text-muted-foreground">{value} of 5</span>
    </div>
  );
}
