/**
 * Slides on the faces of a turning cube (Swiper's cube effect), with clickable bullets. Drag it,
 * or Tab to it and use the arrow keys. Reduced motion switches the turn off.
 */
import { useTranslation } from 'react-i18next';
import { A11y, EffectCube, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { LandscapeSlide, type Landscape } from '@/examples/landscapes/landscape-slide';
import 'swiper/css';
import 'swiper/css/effect-cube';
import 'swiper/css/pagination';

const slides: Landscape[] = ['summit', 'forest', 'glacier', 'blossom'];

export function SwiperCube() {
  const { t } = useTranslation('ui-extensions');
  const dir = useDirection();
  const reduced = usePrefersReducedMotion();
  const { onSwiper, focusHandlers } = useCarouselKeyboard();
  const a11y = t('swiper.demo.a11y', { returnObjects: true, index: '{{index}}', slidesLength: '{{slidesLength}}' });
  return (
    // The cube and its shadow stay inside the card, whatever its width.
    <div {...focusHandlers} className="mx-auto w-full max-w-80 overflow-hidden px-6 pt-2 pb-12">
      <Swiper
        key={dir}
        modules={[A11y, EffectCube, Keyboard, Pagination]}
        effect="cube"
        cubeEffect={{ shadow: true, slideShadows: true, shadowOffset: 24, shadowScale: 0.9 }}
        grabCursor
        pagination={{ clickable: true }}
        keyboard={{ enabled: false }}
        a11y={{ ...(a11y as A11yOptions), containerRole: 'region', containerMessage: t('swiper.demo.labels.cube') }}
        tabIndex={0}
        speed={reduced ? 0 : 600}
        onSwiper={onSwiper}
        className={cn(
          'overflow-visible! [--swiper-pagination-bottom:-2.25rem] [--swiper-theme-color:var(--primary)]',
          '[--swiper-pagination-bullet-inactive-color:var(--muted-foreground)] [--swiper-pagination-bullet-inactive-opacity:0.5]',
          '[--swiper-pagination-bullet-size:0.625rem] [--swiper-pagination-bullet-horizontal-gap:0.5rem]',
        )}
      >
        {slides.map((id) => (
          <SwiperSlide key={id}>
            <LandscapeSlide id={id} sizes="17rem" className="aspect-square rounded-sm px-4" caption={false} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
