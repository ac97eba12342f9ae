import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/components/layout/logo';
import { externalLinks, pathTo } from '@/config/paths';
import { useCurrentYear } from '@/hooks/use-current-year';
import { LandingNewsletter } from './landing-newsletter';
import { useAnchorScroll } from './use-anchor-scroll';

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-primary-text';

/** Where to go next, the newsletter and the legal line. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  const scrollTo = useAnchorScroll();
  const year = useCurrentYear();
  const anchors = ['features', 'pricing', 'faq'] as const;
  return (
    <footer className="border-t border-border/60 bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-8 md:grid-cols-[1.2fr_1fr_1fr_1.6fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-7" />
            Tessera
          </p>
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold">
            {t('footer.product')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {anchors.map((id) => (
              <li key={id}>
                <a href={`#${id}`} onClick={scrollTo} className={linkClass}>
                  {t(`nav.${id}`)}
                </a>
              </li>
            ))}
            <li>
              <Link to="/" className={linkClass}>
                {t('nav.demo')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="text-sm font-semibold">
            {t('footer.resources')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            <li>
              <a href={externalLinks.documentation} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('footer.docs')}
                <span className="sr-only"> {t('footer.newTab')}</span>
              </a>
            </li>
            <li>
              <Link to={pathTo('login')} className={linkClass}>
                {t('footer.signIn')}
              </Link>
            </li>
            <li>
              <Link to={pathTo('register')} className={linkClass}>
                {t('footer.register')}
              </Link>
            </li>
          </ul>
        </nav>
        <LandingNewsletter />
      </div>
      <div className="border-t border-border/60">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-8">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
