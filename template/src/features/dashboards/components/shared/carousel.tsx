import { lazy, Suspense, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { useThemeTokens } from '@/components/charts/theme-tokens';
import type { SwiperCarouselProps } from './swiper-carousel';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';

/** Swiper and its styles (a screen may start this early, once it has painted). */
export const loadSwiperCarousel = () => import('./swiper-carousel');
const SwiperCarousel = lazy(loadSwiperCarousel);

/** Swiper fills `{{index}}` itself: pass these so i18next leaves the placeholders in place. */
export const swiperTokens = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

export interface CarouselProps extends Omit<SwiperCarouselProps, 'autoplayMs' | 'onReady'> {
  /** Height in px kept for the slides while Swiper loads. */
  height: number;
  /** Autoplay delay; ignored for reduced-motion visitors. */
  autoplayMs: number;
  /** First slide shown while Swiper loads (server-free static preview). */
  placeholder: ReactNode;
  onReady?: (swiper: SwiperInstance) => void;
}

/**
 * A carousel whose library loads after the page paints; the first slide shows in the meantime
 * at the same height, so nothing moves. Re-mounts on direction change so Swiper re-measures.
 */
export function Carousel({ height, autoplayMs, placeholder, ...props }: CarouselProps) {
  const painted = useAfterPaint();
  const reduced = usePrefersReducedMotion();
  const { rtl } = useThemeTokens();
  const fallback = (
    <div className="overflow-hidden" style={{ minHeight: height }}>
      {placeholder}
    </div>
  );
  if (!painted) return fallback;
  return (
    <div dir={rtl ? 'rtl' : 'ltr'} style={{ minHeight: height }}>
      <Suspense fallback={fallback}>
        <SwiperCarousel key={rtl ? 'rtl' : 'ltr'} autoplayMs={reduced ? 0 : autoplayMs} {...props} />
      </Suspense>
    </div>
  );
}
