/**
 * Slides on the faces of a turning cube (Swiper's cube effect), with clickable bullets. Drag it,
 * or Tab to it and use the arrow keys. Reduced motion switches the turn off.
 */
import { Flower2, Mountain, Snowflake, Trees } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { A11y, EffectCube, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import 'swiper/css';
import 'swiper/css/effect-cube';
import 'swiper/css/pagination';

const slides = [
  { id: 'summit', icon: Mountain, tone: 'bg-secondary text-secondary-foreground' },
  { id: 'forest', icon: Trees, tone: 'bg-success text-success-foreground' },
  { id: 'glacier', icon: Snowflake, tone: 'bg-info text-info-foreground' },
  { id: 'blossom', icon: Flower2, tone: 'bg-primary text-primary-foreground' },
];

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
        {slides.map(({ id, icon: Icon, tone }) => (
          <SwiperSlide key={id}>
            <div className={cn('flex aspect-square flex-col items-center justify-center gap-2 rounded-sm', tone)}>
              <Icon aria-hidden className="size-14" />
              <p className="text-lg font-semibold">{t(`swiper.demo.slides.${id}.title`)}</p>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
