import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Carousel, carouselTokens } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import { Skeleton } from '@/components/ui/skeleton';
import type { EcommerceDashboard } from '../../types/ecommerce';

const height = 260;

/** The slide's width: the card spans a third of the content area from xl, half from lg, all of it below. */
const slideSizes = '(min-width: 1280px) 33vw, (min-width: 1024px) 50vw, 100vw';

function Slide({ id, image, first }: { id: string; image: string; first: boolean }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="relative grid place-items-center overflow-hidden rounded-card text-center" style={{ height }}>
      {/* Decorative: the slide's text says what it shows. The first slide may be the screen's largest paint. */}
      <Picture
        src={image}
        alt=""
        width={960}
        height={360}
        sizes={slideSizes}
        priority={first}
        className="absolute inset-0 size-full bg-muted object-cover"
      />
      {/* Veil in the foreground colour under text in the card colour: readable in both modes and on every preset. */}
      <div aria-hidden className="absolute inset-0 bg-foreground/60" />
      <div className="relative max-w-md px-8 text-card">
        <p className="text-xs font-semibold tracking-widest uppercase opacity-90">
          {t(`ecommerce.slides.${id}.kicker`)}
        </p>
        <h3 className="mt-2 text-xl font-semibold text-balance">{t(`ecommerce.slides.${id}.title`)}</h3>
        <p className="mt-2 text-sm opacity-90">{t(`ecommerce.slides.${id}.text`)}</p>
      </div>
    </div>
  );
}

/** Four featured collections; auto-plays (paused on hover or keyboard focus, off for reduced motion). */
export function ShowcaseCarousel({ data }: { data?: EcommerceDashboard['slides'] }) {
  const { t } = useTranslation('dashboards');
  const titleId = useId();
  return (
    <Card className="h-full p-4">
      <h2 id={titleId} className="sr-only">
        {t('ecommerce.slides.title')}
      </h2>
      {data?.[0] ? (
        <Carousel
          aria-labelledby={titleId}
          autoplayMs={2500}
          pagination
          slides={data.map((slide, index) => ({
            key: slide.id,
            content: <Slide id={slide.id} image={slide.image} first={index === 0} />,
          }))}
          messages={{
            carousel: t('carousel.role'),
            slide: t('carousel.slideLabel', carouselTokens),
            bullet: t('carousel.bullet', carouselTokens),
          }}
        />
      ) : (
        <Skeleton className="w-full" style={{ height: height + 32 }} />
      )}
    </Card>
  );
}
