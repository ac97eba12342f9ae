/** A star rating: Tab enters it once, the arrow keys change the value, and forms receive it by name. */
import { useState } from 'react';
import { Rating } from '@/components/ui/rating';

export function RatingBasic() {
  const [value, setValue] = useState(3);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Rating aria-label="Rate this product" value={value} onValueChange={setValue} name="product-rating" />
      <span className="text-sm text-muted-foreground">{value} of 5</span>
    </div>
  );
}
