/**
 * The app's own carousel: one slide at a time, looping, with bullets. Tab to it and the arrow keys
 * step (mirrored right to left); a swipe steps on touch screens; autoplay pauses under the pointer
 * or keyboard focus and never runs for reduced motion.
 */
import { Carousel, carouselTokens } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import { pictureUrl } from '@/lib/picture-sets';

const slides = [
  {
    id: 'spring',
    title: 'Spring collection',
    caption: 'Light layers for mild days',
    image: pictureUrl('slides', 'spring'),
  },
  {
    id: 'travel',
    title: 'Travel essentials',
    caption: 'Everything fits in the cabin bag',
    image: pictureUrl('slides', 'travel'),
  },
  {
    id: 'home',
    title: 'Home office',
    caption: 'Desks, lamps and quiet keyboards',
    image: pictureUrl('slides', 'workspace'),
  },
  {
    id: 'gifts',
    title: 'Gift ideas',
    caption: 'Wrapped and delivered in two days',
    image: pictureUrl('slides', 'gifts'),
  },
];

export function CarouselBasic() {
  return (
    <Carousel
      aria-label="Featured collections"
      autoplayMs={4000}
      pagination
      slides={slides.map(({ id, title, caption, image }) => ({
        key: id,
        content: (
          <div className="relative flex h-48 flex-col items-center justify-center gap-1 overflow-hidden rounded-lg text-center text-card">
            {/* Decorative: the caption says what the slide shows. A veil keeps the text readable on it. */}
            <Picture
              src={image}
              alt=""
              width={960}
              height={360}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="absolute inset-0 size-full bg-muted object-cover"
            />
            <div aria-hidden className="absolute inset-0 bg-foreground/55" />
            <p className="relative text-lg font-semibold">{title}</p>
            <p className="relative text-sm">{caption}</p>
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
