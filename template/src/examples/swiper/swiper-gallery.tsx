/**
 * A large slide driven by a row of thumbnails (Swiper's Thumbs module). The thumbnails are buttons,
 * so a keyboard user picks one with Tab and Enter as a mouse user clicks it; the current one is
 * marked for screen readers too.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, FreeMode, Keyboard, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { LandscapePicture, LandscapeSlide, type Landscape } from '@/examples/landscapes/landscape-slide';
import 'swiper/css';
import 'swiper/css/free-mode';
import 'swiper/css/thumbs';

const slides: Landscape[] = ['lagoon', 'summit', 'forest', 'dunes', 'glacier', 'palms', 'blossom', 'street'];
const slideSizes = '(min-width: 1024px) 50vw, 100vw';

export function SwiperGallery() {
  const { t } = useTranslation('ui-extensions');
  const dir = useDirection();
  const reduced = usePrefersReducedMotion();
  const { onSwiper, focusHandlers } = useCarouselKeyboard();
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(0);
  const a11y = t('swiper.demo.a11y', { returnObjects: true, index: '{{index}}', slidesLength: '{{slidesLength}}' });

  return (
    <div {...focusHandlers} key={dir} className="flex flex-col gap-3">
      <Swiper
        modules={[A11y, Keyboard, Thumbs]}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        keyboard={{ enabled: false }}
        a11y={{ ...(a11y as A11yOptions), containerRole: 'region', containerMessage: t('swiper.demo.labels.gallery') }}
        tabIndex={0}
        spaceBetween={16}
        speed={reduced ? 0 : 400}
        onSwiper={(instance) => {
          onSwiper(instance);
          setMain(instance);
          setCurrent(instance.activeIndex);
        }}
        onSlideChange={(instance) => setCurrent(instance.activeIndex)}
        className="w-full rounded-lg"
      >
        {slides.map((id) => (
          <SwiperSlide key={id}>
            <LandscapeSlide id={id} sizes={slideSizes} className="h-60 sm:h-72" titleClassName="text-xl" />
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper
        modules={[FreeMode, Thumbs]}
        onSwiper={setThumbs}
        spaceBetween={8}
        slidesPerView={4}
        breakpoints={{ 640: { slidesPerView: 6 } }}
        freeMode
        watchSlidesProgress
        className="w-full"
      >
        {slides.map((id, index) => (
          <SwiperSlide key={id}>
            <button
              type="button"
              aria-label={t('swiper.demo.show', { title: t(`swiper.demo.slides.${id}.title`) })}
              aria-current={index === current || undefined}
              onClick={() => main?.slideTo(index)}
              className={cn(
                'flex h-14 w-full overflow-hidden rounded-md border-2 border-transparent opacity-60 transition-opacity hover:opacity-100',
                'aria-current:border-primary-graphic aria-current:opacity-100',
              )}
            >
              <LandscapePicture id={id} sizes="8rem" className="size-full rounded-sm" />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
