/**
 * The app's own carousel: one slide at a time, looping, with bullets. Tab to it and the arrow keys
 * step (mirrored right to left); a swipe steps on touch screens; autoplay pauses under the pointer
 * or keyboard focus and never runs for reduced motion.
 */
import { useTranslation } from 'react-i18next';
import { Carousel, carouselTokens } from '@/components/ui/carousel';
import { cn } from '@/lib/cn';

// Each slide's title and caption are `carousel.demo.slides.<id>` in the locale files.
const slides = [
  { id: 'spring', tone: 'bg-success/16 text-success-text' },
  { id: 'travel', tone: 'bg-info/16 text-info-text' },
  { id: 'home', tone: 'bg-warning/16 text-warning-text' },
  { id: 'gifts', tone: 'bg-primary/16 text-primary-text' },
];

export function CarouselBasic() {
  const { t } = useTranslation('ui-extensions');
  return (
    <Carousel
      aria-label={t('carousel.demo.featured')}
      autoplayMs={4000}
      pagination
      slides={slides.map(({ id, tone }) => ({
        key: id,
        content: (
          <div className={cn('flex h-48 flex-col items-center justify-center gap-1 rounded-lg text-center', tone)}>
            <p className="text-lg font-semibold">{t(`carousel.demo.slides.${id}.title`)}</p>
            <p className="text-sm">{t(`carousel.demo.slides.${id}.caption`)}</p>
          </div>
        ),
      }))}
      // The tokens pass through i18n untouched; the carousel fills them in for each slide.
      messages={{
        carousel: t('carousel.demo.role'),
        slide: t('carousel.demo.slide', carouselTokens),
        bullet: t('carousel.demo.bullet', carouselTokens),
      }}
    />
  );
}
