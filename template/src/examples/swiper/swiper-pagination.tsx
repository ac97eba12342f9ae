/**
 * Clickable bullets, one per slide (Swiper's Pagination module): each is a button named "Go to
 * slide 3", and the current one is marked. Bullets are spaced so each is easy to hit.
 */
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { LandscapeSlide, type Landscape } from '@/examples/landscapes/landscape-slide';
import 'swiper/css';
import 'swiper/css/pagination';

const slides: Landscape[] = ['blossom', 'glacier', 'street', 'lagoon', 'summit'];

const slideSizes = '(min-width: 1024px) 50vw, 100vw';

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
        {slides.map((id) => (
          <SwiperSlide key={id}>
            <LandscapeSlide id={id} sizes={slideSizes} className="h-56 sm:h-64" />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
