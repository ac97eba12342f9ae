import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LandingPreview } from './landing-preview';
import { useAnchorScroll } from './use-anchor-scroll';

/** The first screen: what Tessera is, the two ways in (demo, pricing) and a glimpse of the product. */
export function LandingHero() {
  const { t } = useTranslation('landing');
  const scrollTo = useAnchorScroll();
  return (
    <div className="relative isolate overflow-hidden px-4 pt-14 pb-16 sm:px-8 md:pt-20">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-primary/12 via-primary/4 to-transparent"
      />
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-card px-3 py-1 text-[0.8125rem] font-medium text-primary-text shadow-sm">
          <Sparkles className="size-4" aria-hidden />
          {t('hero.chip')}
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl md:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{t('hero.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses({ size: 'lg' })}>
            {t('hero.demo')}
            <ArrowRight className="rtl:rotate-180" aria-hidden />
          </Link>
          <a href="#pricing" onClick={scrollTo} className={cn(buttonClasses({ size: 'lg', variant: 'outline' }))}>
            {t('hero.pricing')}
          </a>
        </div>
      </div>
      <LandingPreview className="mx-auto mt-14 max-w-5xl" />
    </div>
  );
}
