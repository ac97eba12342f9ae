import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { PublicPreferences } from '@/components/layout/public-preferences';
import { buttonClasses } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAnchorScroll } from './use-anchor-scroll';

export const landingSections = ['features', 'pricing', 'testimonials', 'faq'] as const;

/**
 * The landing page's own bar: logo, links to its sections, language and theme, and the way into
 * the demo. On phones the links fold into a menu button (a disclosure, not a dialog: it pushes the
 * page down rather than trapping focus).
 */
export function LandingNav() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState(false);
  const scrollTo = useAnchorScroll(() => setOpen(false));
  const links = landingSections.map((id) => (
    <li key={id}>
      <a
        href={`#${id}`}
        onClick={scrollTo}
        className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-primary-text"
      >
        {t(`nav.${id}`)}
      </a>
    </li>
  ));
  return (
    <header className="sticky top-0 z-navbar border-b border-border/60 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label={t('nav.label')} className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-8">
        <Link to={pathTo('front-end-landing')} className="rounded-md">
          <Logo />
        </Link>
        <ul className="ms-6 hidden items-center gap-1 md:flex">{links}</ul>
        <div className="ms-auto flex items-center gap-2">
          <PublicPreferences className="hidden sm:flex" />
          <Link to="/" className={cn(buttonClasses({ size: 'sm' }), 'hidden sm:inline-flex')}>
            {t('nav.demo')}
          </Link>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="landing-menu"
            onClick={() => setOpen((value) => !value)}
            className="grid size-9 cursor-pointer place-items-center rounded-full text-foreground hover:bg-accent md:hidden"
          >
            {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
            <span className="sr-only">{t('nav.menu')}</span>
          </button>
        </div>
      </nav>
      <div id="landing-menu" hidden={!open} className="border-t border-border/60 px-4 pt-2 pb-4 md:hidden">
        <ul className="flex flex-col">{links}</ul>
        <div className="mt-3 flex flex-wrap items-center gap-3 px-3">
          <PublicPreferences className="sm:hidden" />
          <Link to="/" className={buttonClasses({ size: 'sm' })}>
            {t('nav.demo')}
          </Link>
        </div>
      </div>
    </header>
  );
}
