/**
 * Several slides side by side once the carousel itself is 480 px wide (its own width, not the
 * window's), stepped by the card's own previous and next buttons through the carousel's `ref`.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Carousel, carouselTokens, type CarouselApi } from '@/components/ui/carousel';
import { formatMoney } from '@/lib/format';

// Each product's name is `carousel.demo.products.<id>` in the locale files.
const products = [
  { id: 'lamp', price: 49 },
  { id: 'chair', price: 289 },
  { id: 'stand', price: 39 },
  { id: 'mat', price: 25 },
  { id: 'dock', price: 129 },
];

export function CarouselSeveral() {
  const { t } = useTranslation('ui-extensions');
  const carousel = useRef<CarouselApi>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('carousel.demo.previous')}
          onClick={() => carousel.current?.previous()}
        >
          <ChevronLeft aria-hidden className="rtl:rotate-180" />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('carousel.demo.next')}
          onClick={() => carousel.current?.next()}
        >
          <ChevronRight aria-hidden className="rtl:rotate-180" />
        </Button>
      </div>
      <Carousel
        ref={carousel}
        aria-label={t('carousel.demo.bestSellers')}
        autoplayMs={0}
        wideSlides={3}
        slides={products.map(({ id, price }) => ({
          key: id,
          content: (
            <div className="flex h-32 flex-col justify-end gap-1 rounded-lg border bg-muted/40 p-4">
              <p className="font-medium">{t(`carousel.demo.products.${id}`)}</p>
              <p className="text-sm text-muted-foreground">{formatMoney(price)}</p>
            </div>
          ),
        }))}
        messages={{
          carousel: t('carousel.demo.role'),
          slide: t('carousel.demo.slide', carouselTokens),
          bullet: t('carousel.demo.bullet', carouselTokens),
        }}
      />
    </div>
  );
}
