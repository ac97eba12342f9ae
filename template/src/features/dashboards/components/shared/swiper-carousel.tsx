/**
 * Swiper, loaded lazily by carousel.tsx so the library never reaches the shell or blocks paint.
 * Autoplay pauses on hover and on keyboard focus, and is off for reduced-motion visitors.
 */
import { useRef, type ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';

export interface SwiperCarouselProps {
  slides: { key: string; label: string; content: ReactNode }[];
  /** Milliseconds between slides; 0 turns autoplay off. */
  autoplayMs: number;
  /** Slides visible once the carousel itself is 480 px wide (its card, not the window). @default 1 */
  wideSlides?: number;
  pagination?: boolean;
  /** Screen-reader texts (translated by the caller). */
  messages: { previous: string; next: string; slide: string; carousel: string; bullet: string };
  onReady?: (swiper: SwiperInstance) => void;
}

export default function SwiperCarousel({
  slides,
  autoplayMs,
  wideSlides = 1,
  pagination = false,
  messages,
  onReady,
}: SwiperCarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pause = () => swiperRef.current?.autoplay?.stop();
  const resume = () => {
    if (autoplayMs > 0) swiperRef.current?.autoplay?.start();
  };
  return (
    <div
      onFocusCapture={pause}
      onBlurCapture={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) resume();
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        loop
        // A click during a slide's animation (autoplay's or an earlier click's) still counts:
        // Swiper drops it by default in loop mode, so quick presses of Next were lost.
        loopPreventsSliding={false}
        spaceBetween={24}
        slidesPerView={1}
        breakpointsBase="container"
        breakpoints={{ 480: { slidesPerView: wideSlides } }}
        autoplay={autoplayMs > 0 ? { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        speed={autoplayMs > 0 ? 500 : 0}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={pagination ? { clickable: true } : false}
        a11y={{
          prevSlideMessage: messages.previous,
          nextSlideMessage: messages.next,
          slideLabelMessage: messages.slide,
          containerRoleDescriptionMessage: messages.carousel,
          itemRoleDescriptionMessage: null,
          paginationBulletMessage: messages.bullet,
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          onReady?.(swiper);
        }}
        // Bullets 10 px wide, 26 px apart: each keeps a 24 px target of its own.
        className={
          pagination
            ? 'pb-8! [--swiper-pagination-bullet-horizontal-gap:0.5rem] [--swiper-pagination-bullet-size:0.625rem]'
            : undefined
        }
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} aria-label={slide.label}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
