/**
 * One slide at a time, moved by swipe or drag, or with the arrow keys once the carousel has focus
 * (Tab to it). Screen readers hear "slide 2 of 5" as it moves. Reduced motion turns the sliding off.
 */
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { LandscapeSlide, type Landscape } from '@/examples/landscapes/landscape-slide';
import 'swiper/css';

const slides: Landscape[] = ['lagoon', 'summit', 'forest', 'dunes', 'glacier'];

/** The example's width: half the content area from lg, all of it below. */
const slideSizes = '(min-width: 1024px) 50vw, 100vw';

export function SwiperBasic() {
  const { t } = useTranslation('ui-extensions');
  const dir = useDirection();
  const reduced = usePrefersReducedMotion();
  const { onSwiper, focusHandlers } = useCarouselKeyboard();
  // Swiper fills in {{index}} and {{slidesLength}} itself: pass them through unchanged.
  const a11y = t('swiper.demo.a11y', { returnObjects: true, index: '{{index}}', slidesLength: '{{slidesLength}}' });
  return (
    <div {...focusHandlers}>
      <Swiper
        // Swiper reads the direction once: a new carousel when it changes.
        key={dir}
        modules={[A11y, Keyboard]}
        keyboard={{ enabled: false }}
        a11y={{ ...(a11y as A11yOptions), containerRole: 'region', containerMessage: t('swiper.demo.labels.basic') }}
        tabIndex={0}
        spaceBetween={16}
        speed={reduced ? 0 : 400}
        onSwiper={onSwiper}
        className="rounded-lg"
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
