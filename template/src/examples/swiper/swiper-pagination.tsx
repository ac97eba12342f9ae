/**
 * Clickable bullets, one per slide (Swiper's Pagination module): each is a button named "Go to
 * slide 3", and the current one is marked. Bullets are spaced so each is easy to hit.
 */
import { Camera, Flower2, Mountain, Snowflake, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import 'swiper/css';
import 'swiper/css/pagination';

const slides = [
  { id: 'blossom', icon: Flower2, tone: 'bg-error/14 text-error-text' },
  { id: 'glacier', icon: Snowflake, tone: 'bg-info/16 text-info-text' },
  { id: 'street', icon: Camera, tone: 'bg-secondary/16 text-secondary-text' },
  { id: 'lagoon', icon: Waves, tone: 'bg-primary/16 text-primary-text' },
  { id: 'summit', icon: Mountain, tone: 'bg-success/16 text-success-text' },
];

export function SwiperPagination() {
  const { t } = useTranslation('ui-extensions');
  const dir = useDirection();
  const reduced = usePrefersReducedMotion();
  const { onSwiper, focusHandlers } = useCarouselKeyboard();
  const a11y = t('swiper.demo.a11y', { returnObjects: true, index: '{{index}}', slidesLength: '{{slidesLength}}' });
  return (
    <div {...focusHandlers}>
      <Swiper
        key={dir}
        modules={[A11y, Keyboard, Pagination]}
        pagination={{ clickable: true }}
        keyboard={{ enabled: false }}
        a11y={{
          ...(a11y as A11yOptions),
          containerRole: 'region',
          containerMessage: t('swiper.demo.labels.pagination'),
        }}
        spaceBetween={16}
        speed={reduced ? 0 : 400}
        onSwiper={onSwiper}
        className={cn(
          'pb-10! [--swiper-pagination-bottom:0.25rem] [--swiper-theme-color:var(--primary)]',
          '[--swiper-pagination-bullet-inactive-color:var(--muted-foreground)] [--swiper-pagination-bullet-inactive-opacity:0.5]',
          '[--swiper-pagination-bullet-size:0.625rem] [--swiper-pagination-bullet-horizontal-gap:0.5rem]',
        )}
      >
        {slides.map(({ id, icon: Icon, tone }) => (
          <SwiperSlide key={id}>
            <div className={cn('flex h-56 flex-col items-center justify-center gap-2 rounded-lg sm:h-64', tone)}>
              <Icon aria-hidden className="size-12" />
              <p className="text-lg font-semibold">{t(`swiper.demo.slides.${id}.title`)}</p>
              <p className="text-sm opacity-90">{t(`swiper.demo.slides.${id}.caption`)}</p>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
