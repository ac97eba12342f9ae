/**
 * The app's own carousel: one slide at a time, looping, with bullets. Tab to it and the arrow keys
 * step (mirrored right to left); a swipe steps on touch screens; autoplay pauses under the pointer
 * or keyboard focus and never runs for reduced motion.
 */
import { Carousel, carouselTokens } from '@/components/ui/carousel';
import { cn } from '@/lib/cn';

const slides = [
  {
    id: 'spring',
    title: 'Spring collection',
    caption: 'Light layers for mild days',
    tone: 'bg-success/16 text-success-text',
  },
  {
    id: 'travel',
    title: 'Travel essentials',
    caption: 'Everything fits in the cabin bag',
    tone: 'bg-info/16 text-info-text',
  },
  {
    id: 'home',
    title: 'Home office',
    caption: 'Desks, lamps and quiet keyboards',
    tone: 'bg-warning/16 text-warning-text',
  },
  {
    id: 'gifts',
    title: 'Gift ideas',
    caption: 'Wrapped and delivered in two days',
    tone: 'bg-primary/16 text-primary-text',
  },
];

export function CarouselBasic() {
  return (
    <Carousel
      aria-label="Featured collections"
      autoplayMs={4000}
      pagination
      slides={slides.map(({ id, title, caption, tone }) => ({
        key: id,
        content: (
          <div className={cn('flex h-48 flex-col items-center justify-center gap-1 rounded-lg text-center', tone)}>
            <p className="text-lg font-semibold">{title}</p>
            <p className="text-sm">{caption}</p>
          </div>
        ),
      }))}
      // The texts come from i18n in the app (dashboards' `carousel.*` keys); the placeholders stay as they are.
      messages={{
        carousel: 'carousel',
        slide: `Slide ${carouselTokens.index} of ${carouselTokens.slidesLength}`,
        bullet: `Go to slide ${carouselTokens.index}`,
      }}
    />
  );
}
