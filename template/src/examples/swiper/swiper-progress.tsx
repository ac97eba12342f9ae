/**
 * How far through the slides you are, as a progress bar with its own name and a "3 / 6" count, and
 * buttons of the app's own design driving the carousel through its API (`slidePrev`, `slideNext`).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions } from 'swiper/types';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useCarouselKeyboard } from '@/hooks/use-carousel-keyboard';
import { useDirection } from '@/hooks/use-direction';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { formatNumber } from '@/lib/format';
import { LandscapeSlide, type Landscape } from '@/examples/landscapes/landscape-slide';
import 'swiper/css';

const slides: Landscape[] = ['dunes', 'forest', 'lagoon', 'summit', 'glacier', 'blossom'];

const slideSizes = '(min-width: 1024px) 50vw, 100vw';

export function SwiperProgress() {
  const { t } = useTranslation('ui-extensions');
  const dir = useDirection();
  const reduced = usePrefersReducedMotion();
  const { onSwiper, focusHandlers } = useCarouselKeyboard();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const a11y = t('swiper.demo.a11y', { returnObjects: true, index: '{{index}}', slidesLength: '{{slidesLength}}' });
  const position = t('swiper.demo.position', {
    current: formatNumber(index + 1),
    total: formatNumber(slides.length),
  });

  return (
    <div {...focusHandlers} key={dir} className="flex flex-col gap-3">
      <Swiper
        modules={[A11y, Keyboard]}
        keyboard={{ enabled: false }}
        a11y={{ ...(a11y as A11yOptions), containerRole: 'region', containerMessage: t('swiper.demo.labels.progress') }}
        tabIndex={0}
        spaceBetween={16}
        speed={reduced ? 0 : 400}
        onSwiper={(instance) => {
          onSwiper(instance);
          setSwiper(instance);
          setIndex(instance.activeIndex);
        }}
        onSlideChange={(instance) => setIndex(instance.activeIndex)}
        className="w-full rounded-lg"
      >
        {slides.map((id) => (
          <SwiperSlide key={id}>
            <LandscapeSlide id={id} sizes={slideSizes} className="h-52" caption={false} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          color="secondary"
          size="icon-sm"
          aria-label={t('swiper.demo.previous')}
          disabled={index === 0}
          onClick={() => swiper?.slidePrev()}
        >
          <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <Progress
          value={((index + 1) / slides.length) * 100}
          label={t('swiper.demo.progressLabel')}
          aria-valuetext={position}
          className="flex-1"
        />
        <span className="min-w-12 text-center text-sm text-muted-foreground tabular-nums">{position}</span>
        <Button
          variant="outline"
          color="secondary"
          size="icon-sm"
          aria-label={t('swiper.demo.next')}
          disabled={index === slides.length - 1}
          onClick={() => swiper?.slideNext()}
        >
          <ChevronRight aria-hidden className="rtl:-scale-x-100" />
        </Button>
      </div>
    </div>
  );
}
