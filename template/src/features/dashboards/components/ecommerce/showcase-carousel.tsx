import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { EcommerceDashboard } from '../../types';
import { Carousel, swiperTokens } from '../shared/carousel';
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

/** Four featured collections; auto-plays (paused on hover or focus, off for reduced motion). */
export function ShowcaseCarousel({ data }: { data?: EcommerceDashboard['slides'] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Card className="h-full p-4">
      <h2 className="sr-only">{t('ecommerce.slides.title')}</h2>
      {data?.[0] ? (
        <Carousel
          height={height + 32}
          autoplayMs={2500}
          pagination
          slides={data.map((slide, i) => ({
            key: slide.id,
            label: t('carousel.slideOf', { index: i + 1, total: data.length }),
            content: <Slide id={slide.id} tone={slide.tone} />,
          }))}
          messages={{
            previous: t('carousel.previous'),
            next: t('carousel.next'),
            slide: t('carousel.slideLabel', swiperTokens),
            carousel: t('carousel.role'),
            bullet: t('carousel.bullet', swiperTokens),
          }}
          placeholder={<Slide id={data[0].id} tone={data[0].tone} />}
        />
      ) : (
        <Skeleton className="w-full" style={{ height: height + 32 }} />
      )}
    </Card>
  );
}
