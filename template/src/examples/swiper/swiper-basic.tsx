/**
 * One slide at a time, moved by swipe or drag, or with the arrow keys once the carousel has focus
 * (Tab to it). Screen readers hear "slide 2 of 5" as it moves. Reduced motion turns the sliding off.
 */
import { Mountain, Snowflake, Sunrise, Trees, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import 'swiper/css';

const slides = [
  { id: 'lagoon', icon: Waves, tone: 'bg-info/16 text-info-text' },
  { id: 'summit', icon: Mountain, tone: 'bg-secondary/16 text-secondary-text' },
  { id: 'forest', icon: Trees, tone: 'bg-success/16 text-success-text' },
  { id: 'dunes', icon: Sunrise, tone: 'bg-warning/16 text-warning-text' },
  { id: 'glacier', icon: Snowflake, tone: 'bg-primary/16 text-primary-text' },
];

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
