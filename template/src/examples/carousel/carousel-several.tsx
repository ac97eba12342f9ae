/**
 * Several slides side by side once the carousel itself is 480 px wide (its own width, not the
 * window's), stepped by the card's own previous and next buttons through the carousel's `ref`.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Carousel, carouselTokens, type CarouselApi } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import { formatMoney } from '@/lib/format';
import { pictureUrl } from '@/lib/picture-sets';

const products = [
  { id: 'lamp', image: pictureUrl('products', 'standing-lamp'), name: 'Desk lamp', price: 49 },
  { id: 'chair', image: pictureUrl('products', 'ergonomic-chair'), name: 'Task chair', price: 289 },
  { id: 'stand', image: pictureUrl('products', 'laptop-pro-14'), name: 'Laptop stand', price: 39 },
  { id: 'mat', image: pictureUrl('products', 'leather-wallet'), name: 'Felt desk mat', price: 25 },
  { id: 'dock', image: pictureUrl('products', 'monitor-27'), name: 'USB-C dock', price: 129 },
];

export function CarouselSeveral() {
  const carousel = useRef<CarouselApi>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="icon-sm" aria-label="Previous" onClick={() => carousel.current?.previous()}>
          <ChevronLeft aria-hidden className="rtl:rotate-180" />
        </Button>
        <Button variant="outline" size="icon-sm" aria-label="Next" onClick={() => carousel.current?.next()}>
          <ChevronRight aria-hidden className="rtl:rotate-180" />
        </Button>
      </div>
      <Carousel
        ref={carousel}
        aria-label="Best sellers"
        autoplayMs={0}
        wideSlides={3}
        slides={products.map(({ id, image, name, price }) => ({
          key: id,
          content: (
            <div className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-3">
              <Picture
                src={image}
                alt=""
                width={320}
                height={320}
                sizes="(min-width: 1024px) 15vw, 33vw"
                className="mb-2 aspect-square w-full rounded-md bg-muted object-cover"
              />
              <p className="font-medium">{name}</p>
              <p className="text-sm text-muted-foreground">{formatMoney(price)}</p>
            </div>
          ),
        }))}
        messages={{
          carousel: 'carousel',
          slide: `Slide ${carouselTokens.index} of ${carouselTokens.slidesLength}`,
          bullet: `Go to slide ${carouselTokens.index}`,
        }}
      />
    </div>
  );
}
