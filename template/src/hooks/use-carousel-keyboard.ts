import { useRef, type FocusEvent } from 'react';
import type { Swiper } from 'swiper';

/**
 * Swiper's Keyboard module listens to the whole document, so with several carousels on a page one
 * arrow key moves every carousel in view. This turns a carousel's keys on only while focus is
 * inside it. Give the Swiper `keyboard={{ enabled: false }}` and `onSwiper`, and spread
 * `focusHandlers` on an element around it (the Swiper's own `onFocus` would be read as a Swiper event).
 *
 * @example
 *   const { onSwiper, focusHandlers } = useCarouselKeyboard();
 *   <div {...focusHandlers}><Swiper modules={[Keyboard]} keyboard={{ enabled: false }} onSwiper={onSwiper}>…</Swiper></div>
 */
export function useCarouselKeyboard() {
  const swiper = useRef<Swiper | null>(null);
  return {
    onSwiper: (instance: Swiper) => {
      swiper.current = instance;
    },
    focusHandlers: {
      onFocus: () => swiper.current?.keyboard?.enable(),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) swiper.current?.keyboard?.disable();
      },
    },
  };
}
