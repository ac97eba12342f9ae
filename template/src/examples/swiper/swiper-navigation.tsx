/**
 * Previous and next buttons (Swiper's Navigation module). In right-to-left pages they swap sides
 * with the slides, so "next" always points the way the carousel moves. One slide on phones, two
 * from 640 px. The buttons say when there is nothing further.
 */
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { LandscapeSlide, type Landscape } from '@/examples/landscapes/landscape-slide';
import 'swiper/css';
import 'swiper/css/navigation';

const slides: Landscape[] = ['lagoon', 'summit', 'forest', 'dunes', 'glacier', 'palms', 'street'];

/** Two slides side by side from 640 px, in a card half the content area wide from lg. */
const slideSizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

export function SwiperNavigation() {
  const { t } = useTranslation('ui-extensions');
  const dir = useDirection();
  const reduced = usePrefersReducedMotion();
  const { onSwiper, focusHandlers } = useCarouselKeyboard();
  const a11y = t('swiper.demo.a11y', { returnObjects: true, index: '{{index}}', slidesLength: '{{slidesLength}}' });
  return (
    <div {...focusHandlers}>
      <Swiper
        key={dir}
        modules={[A11y, Keyboard, Navigation]}
        navigation
        keyboard={{ enabled: false }}
        a11y={{
          ...(a11y as A11yOptions),
          containerRole: 'region',
          containerMessage: t('swiper.demo.labels.navigation'),
        }}
        spaceBetween={16}
        slidesPerView={1}
        breakpoints={{ 640: { slidesPerView: 2 } }}
        speed={reduced ? 0 : 400}
        onSwiper={onSwiper}
        className={cn(
          'rounded-lg [--swiper-navigation-color:var(--foreground)] [--swiper-navigation-size:2.25rem]',
          '[--swiper-navigation-sides-offset:0.75rem]',
          // The arrows sit on a round card-coloured button, readable over any slide colour. The `!`
          // lets these utilities win over Swiper's stylesheet, which is not in a cascade layer.
          '[&_.swiper-button-next]:rounded-full! [&_.swiper-button-next]:bg-card! [&_.swiper-button-next]:p-2.5! [&_.swiper-button-next]:shadow-md!',
          '[&_.swiper-button-prev]:rounded-full! [&_.swiper-button-prev]:bg-card! [&_.swiper-button-prev]:p-2.5! [&_.swiper-button-prev]:shadow-md!',
        )}
      >
        {slides.map((id) => (
          <SwiperSlide key={id}>
            <LandscapeSlide id={id} sizes={slideSizes} className="h-52" titleClassName="text-base" />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
