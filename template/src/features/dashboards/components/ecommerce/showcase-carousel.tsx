import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Carousel, carouselTokens } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import type { EcommerceDashboard } from '../../types/ecommerce';
import { SlideArt } from './illustrations';

const height = 260;

function Slide({ id, tone }: { id: string; tone: string }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="relative grid place-items-center overflow-hidden rounded-card text-center" style={{ height }}>
      <SlideArt tone={tone} />
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
          slides={data.map((slide) => ({ key: slide.id, content: <Slide id={slide.id} tone={slide.tone} /> }))}
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
