/**
 * Several slides side by side once the carousel itself is 480 px wide (its own width, not the
 * window's), stepped by the card's own previous and next buttons through the carousel's `ref`.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Carousel, carouselTokens, type CarouselApi } from '@/components/ui/carousel';
import { formatMoney } from '@/lib/format';

const products = [
  { id: 'lamp', name: 'Desk lamp', price: 49 },
  { id: 'chair', name: 'Task chair', price: 289 },
  { id: 'stand', name: 'Laptop stand', price: 39 },
  { id: 'mat', name: 'Felt desk mat', price: 25 },
  { id: 'dock', name: 'USB-C dock', price: 129 },
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
        slides={products.map(({ id, name, price }) => ({
          key: id,
          content: (
            <div className="flex h-32 flex-col justify-end gap-1 rounded-lg border bg-muted/40 p-4">
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
