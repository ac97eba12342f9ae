import {
  useImperativeHandle,
  useRef,
  type ComponentProps,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useCarouselInput } from '@/hooks/use-carousel-input';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useCarousel } from './carousel-state';
import { mod, shortestDelta, slidePosition, windowStart } from './carousel-track';

/** What a card's own previous/next buttons drive (through `ref`). */
export interface CarouselApi {
  /** Shows the next slide (the first after the last) and stops autoplay: the visitor has taken over. */
  next: () => void;
  /** Shows the previous slide (the last before the first) and stops autoplay. */
  previous: () => void;
}

/** Pass to `t()` for `messages.slide` and `messages.bullet`: the carousel fills these placeholders. */
export const carouselTokens = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

export interface CarouselProps extends Omit<ComponentProps<'div'>, 'ref' | 'children'> {
  /** The slides, in order: a stable `key` and the content of each. */
  slides: { key: string; content: ReactNode }[];
  /** Milliseconds between slides; 0 turns autoplay off (it is off for reduced motion anyway). */
  autoplayMs: number;
  /** Slides side by side once the carousel itself is 480 px wide (its card, not the window). @default 1 */
  wideSlides?: number;
  /** A clickable bullet per slide under the slides. @default false */
  pagination?: boolean;
  /** Translated texts; `slide` and `bullet` keep the `{{index}}` and `{{slidesLength}}` placeholders. */
  messages: { carousel: string; slide: string; bullet: string };
  /** The handle a card's own previous/next buttons use. */
  ref?: Ref<CarouselApi>;
}

/** Only keyboard focus pauses autoplay (a click on a bullet is followed by the pointer leaving). */
const keyboardFocus = (event: FocusEvent<HTMLElement>) => {
  try {
    return event.target.matches(':focus-visible');
  } catch {
    return true;
  }
};

const fill = (message: string, index: number, count: number) =>
  message.replaceAll('{{index}}', formatNumber(index + 1)).replaceAll('{{slidesLength}}', formatNumber(count));

/**
 * The app's carousel: a looping carousel without a library (a few kilobytes, server-rendered as it
 * will look, so it can sit on a first-paint budget). Swiper (the /extensions/swiper demos) is the
 * heavier choice for effects it does not have: cube or fade transitions, free-mode drag, thumbnails.
 *
 * A looping carousel without a library: slides move with a CSS transform (none for reduced motion),
 * arrows step when focus is inside (mirrored right to left), a swipe steps on touch screens. Slides
 * off screen are inert. Its height is its tallest slide's, so it renders on the server as it will
 * look after hydration. Follows the WAI-ARIA carousel pattern: a named region whose slides are
 * labelled groups, announced politely unless autoplay is running. Name it with `aria-label` or
 * `aria-labelledby` (e.g. the card's title).
 */
export function Carousel({
  slides,
  autoplayMs,
  wideSlides = 1,
  pagination = false,
  messages,
  ref,
  className,
  style,
  ...props
}: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const count = slides.length;
  const carousel = useCarousel({ count, wideSlides, autoplayMs, root });
  const { track, perView, move, stopAutoplay } = carousel;
  const start = windowStart(track, count, perView);
  const current = mod(track.offset, count);
  const input = useCarouselInput(move);

  useImperativeHandle(
    ref,
    () => ({
      next: () => {
        stopAutoplay();
        move(1);
      },
      previous: () => {
        stopAutoplay();
        move(-1);
      },
    }),
    [stopAutoplay, move],
  );

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription={messages.carousel}
      // Focusable so the arrow keys work when no slide holds a link or button.
      tabIndex={0}
      onPointerEnter={() => carousel.setHovered(true)}
      onPointerLeave={() => carousel.setHovered(false)}
      onFocus={(event) => {
        if (keyboardFocus(event)) carousel.setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
      }}
      className={cn(
        // The carousel is its own size container: `wideSlides` follow its width, not the window's.
        '@container touch-pan-y rounded-card outline-none [--dir:1] [--gap:1.5rem] focus-visible:ring-3 focus-visible:ring-primary/30 rtl:[--dir:-1]',
        className,
      )}
      style={{ '--wide-slides': wideSlides, ...style } as CSSProperties}
      {...input}
      {...props}
    >
      <div className="overflow-hidden [--per-view:1] @min-[480px]:[--per-view:var(--wide-slides)]">
        <div
          aria-live={carousel.running ? 'off' : 'polite'}
          className="grid grid-cols-1 transition-[translate] duration-500 ease-out motion-reduce:transition-none"
          style={{
            // One step is a slide's width (the track's, shared by the slides in view) plus the gap.
            translate: `calc(${-track.offset} * ((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view) + var(--gap)) * var(--dir))`,
          }}
        >
          {slides.map((slide, index) => {
            const position = slidePosition(index, start, count);
            const onScreen = position >= track.offset && position < track.offset + perView;
            return (
              <div
                key={slide.key}
                role="group"
                aria-label={fill(messages.slide, index, count)}
                inert={!onScreen}
                data-state={onScreen ? 'visible' : 'hidden'}
                className="[grid-area:1/1] w-[calc((100%-(var(--per-view)-1)*var(--gap))/var(--per-view))]"
                style={{ translate: `calc(${position} * (100% + var(--gap)) * var(--dir))` }}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      {pagination && (
        <div className="flex h-8 items-end justify-center gap-0.5">
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              aria-label={fill(messages.bullet, index, count)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => move(shortestDelta(current, index, count))}
              // A 24 px target around a 10 px dot.
              className="group grid size-6 place-items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-primary-graphic"
            >
              <span className="size-2.5 rounded-full bg-foreground/30 transition-colors group-aria-[current=true]:bg-primary" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
