/** Read-only ratings show an average (fractions fill part of a star) and read as one image. */
import { Rating } from '@/components/ui/rating';

const products = [
  { name: 'Wireless headphones', score: 4.6, reviews: 1284 },
  { name: 'Smart watch', score: 3.8, reviews: 342 },
  { name: 'Desk lamp', score: 2.3, reviews: 57 },
];

export function RatingReadonly() {
  return (
    <ul className="flex flex-col gap-3">
      {products.map((product) => (
        <li key={product.name} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="w-44 font-medium">{product.name}</span>
          <Rating readOnly value={product.score} size="sm" aria-label={product.name} />
          <span className="text-muted-foreground">
            {product.score} ({product.reviews} reviews)
          </span>
        </li>
      ))}
      <li className="flex items-center gap-3 text-sm">
        <span className="w-44 font-medium">Disabled</span>
        <Rating disabled defaultValue={3} size="sm" aria-label="Disabled rating" />
      </li>
    </ul>
  );
}
